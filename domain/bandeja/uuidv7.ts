/**
 * UUIDv7 (RFC 9562 §5.7) for the offline outbox (issue 28): each delivery's id and Idempotency-Key are made when its
 * form opens, so they are the same on every retry, and they sort by creation time (the outbox sends in that order).
 * Layout: 48-bit Unix time in ms, version 7, a 12-bit counter (rand_a, RFC §6.2 method 1: random start, +1 within
 * the same ms so ids made in one ms still sort), the variant bits 10, 62 random bits. Uses `crypto.getRandomValues`,
 * present in browsers and in Node 20 as a global.
 */
export const PATRON_UUIDV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const azarDelSistema = (n: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(n));

/**
 * A generator with its own clock and counter. `reloj` and `azar` are injectable so a test can fix the instant and
 * the random bytes; the default generator below uses `Date.now()` and the system's randomness.
 */
export function crearGeneradorUuidv7(reloj: () => number = Date.now, azar: (n: number) => Uint8Array = azarDelSistema) {
  let ultimoMs = -1;
  let contador = 0;
  return (): string => {
    let ms = reloj();
    if (ms > ultimoMs) {
      // a random start with the top bit clear leaves at least 2,048 steps before the counter runs out in one ms
      const [a, b] = azar(2);
      contador = ((a & 0x07) << 8) | b;
    } else {
      // same ms (or a clock that went back): keep the last instant and step the counter, so the order still holds
      ms = ultimoMs;
      contador += 1;
      if (contador > 0xfff) {
        ms += 1;
        contador = 0;
      }
    }
    ultimoMs = ms;
    const b = new Uint8Array(16);
    // 48 bits of ms, big-endian: Math.floor division, not bit shifts (JS bitwise operators work on 32 bits)
    let t = ms;
    for (let i = 5; i >= 0; i--) {
      b[i] = t % 256;
      t = Math.floor(t / 256);
    }
    b[6] = 0x70 | (contador >> 8);
    b[7] = contador & 0xff;
    b.set(azar(8), 8);
    b[8] = 0x80 | (b[8] & 0x3f);
    const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
}

/** The device's generator: one per page, so ids made by one tab are strictly ordered. */
export const uuidv7 = crearGeneradorUuidv7();

/** The ms instant a UUIDv7 carries (its first 48 bits), or null when the text is not a UUIDv7. */
export function instanteDeUuidv7(uuid: string): number | null {
  if (!PATRON_UUIDV7.test(uuid)) return null;
  return parseInt(uuid.slice(0, 8) + uuid.slice(9, 13), 16);
}
