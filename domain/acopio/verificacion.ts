/**
 * The verification code printed on a delivery receipt (issue 12 'Receipts'; docs/DECISIONES.md 'acopio-recibos'):
 * the delivery's folio and 8 characters of Crockford base32 that the server derives, with its secret, from the
 * figures printed (net weight, price, amounts, paid). Anyone of the cooperative types it into
 * `GET recibos/verificar/{codigo}`: a forged receipt, or one whose figures changed since (a later payment), does
 * not match. The folio makes the code findable; the 40-bit tag makes it unguessable.
 *
 * @example formatoCodigo('E-000123', 'K7Q4M2XP') // 'E-000123-K7Q4M2XP'
 */
export const ALFABETO_CODIGO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LARGO_ETIQUETA = 8;

/** Accepted shape of a typed code (before normalising): used by the contract too. */
export const PATRON_CODIGO = '^[Ee]-?[0-9]{1,12}-[0-9A-Za-z]{8}$';

export const formatoCodigo = (folio: string, etiqueta: string): string => `${folio}-${etiqueta}`;

/** Bytes → Crockford base32, `largo` characters (5 bits each). */
export function base32(bytes: Uint8Array, largo = LARGO_ETIQUETA): string {
  let bits = 0;
  let valor = 0;
  let salida = '';
  for (const b of bytes) {
    valor = (valor << 8) | b;
    bits += 8;
    while (bits >= 5 && salida.length < largo) {
      salida += ALFABETO_CODIGO[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
    valor &= (1 << bits) - 1;
    if (salida.length >= largo) break;
  }
  return salida;
}

/**
 * A code as someone typed it → its folio and tag, or null. Case and the letters people confuse are forgiven
 * (O → 0, I and L → 1), as Crockford's alphabet intends; the folio's dash may be missing.
 * @example partirCodigo('e-000123-k7q4m2xp') // { folio: 'E-000123', etiqueta: 'K7Q4M2XP' }
 */
export function partirCodigo(codigo: string): { folio: string; etiqueta: string } | null {
  const m = /^E-?(\d{1,12})-([0-9A-Z]{8})$/.exec(codigo.trim().toUpperCase());
  if (!m) return null;
  const etiqueta = m[2].replace(/O/g, '0').replace(/[IL]/g, '1');
  if ([...etiqueta].some((c) => !ALFABETO_CODIGO.includes(c))) return null;
  return { folio: `E-${m[1].padStart(6, '0')}`, etiqueta };
}
