import { ALFABETO_CODIGO } from '../acopio/verificacion';

/**
 * The provisional folio a device prints on an offline receipt (issue 28; docs/DECISIONES.md 'issue 28: bandeja de
 * salida, folio provisional (base)'): `PV-<device>-<sequence>`, e.g. `PV-7KQ2-0042`.
 * - `PV` (provisional) says it at a glance, apart from the server's folios `E-000123` (delivery) and `P-000123`
 *   (payment): not `P-`, which a payment's folio already starts with.
 * - The device code is 4 characters of Crockford base32 (no I, L, O, U: nothing to misread when dictated or copied
 *   by hand), drawn at random when the device is set up: 32⁴ ≈ 1 million codes. The server keeps the folio unique
 *   per cooperative, so a clash of two devices is caught, never silently merged.
 * - The sequence counts that device's deliveries from 1, printed with at least 4 digits, up to 999999.
 * Typed input is read leniently (spaces around, lower case, the look-alikes O→0 and I/L→1 as Crockford allows) and
 * stored in its one canonical form, so `pv-7kq2-42` and `PV-7KQ2-0042` are the same folio.
 */
export const LARGO_DISPOSITIVO = 4;
export const SECUENCIA_MAXIMA = 999_999;
export const LARGO_FOLIO_PROVISIONAL = 3 + LARGO_DISPOSITIVO + 1 + 6;
/** The canonical form, for the API contract and the database check. */
export const PATRON_FOLIO_PROVISIONAL = '^PV-[0-9A-HJKMNP-TV-Z]{4}-(?:(?!0000)[0-9]{4}|[1-9][0-9]{4,5})$';

export const MENSAJES_FOLIO_PROVISIONAL = {
  formato: 'El folio provisional debe ser como PV-7KQ2-0042: P, el código de 4 caracteres del dispositivo y su número',
  repetido: 'Ese folio provisional ya está en otra entrega o pago de la cooperativa',
} as const;

export interface FolioProvisional {
  dispositivo: string;
  secuencia: number;
}

const CROCKFORD = new RegExp(`^[${ALFABETO_CODIGO}]{${LARGO_DISPOSITIVO}}$`);

/** A device code read leniently: upper case, O→0, I/L→1; null when it is not 4 Crockford characters. */
export function normalizarDispositivo(codigo: string): string | null {
  const c = codigo.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return CROCKFORD.test(c) ? c : null;
}

/** A random device code, made once when the device first works offline. */
export function codigoDispositivo(azar: (n: number) => Uint8Array = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n))): string {
  return [...azar(LARGO_DISPOSITIVO)].map((b) => ALFABETO_CODIGO[b & 31]).join('');
}

/** The printed folio; throws on a bad device code or sequence, which only a programming error produces. */
export function formatoFolioProvisional(f: FolioProvisional): string {
  const dispositivo = normalizarDispositivo(f.dispositivo);
  if (!dispositivo || !Number.isInteger(f.secuencia) || f.secuencia < 1 || f.secuencia > SECUENCIA_MAXIMA) {
    throw new RangeError(`Folio provisional imposible: ${JSON.stringify(f)}`);
  }
  return `PV-${dispositivo}-${String(f.secuencia).padStart(4, '0')}`;
}

/** Reads a typed or printed folio; null when it is not one (the caller answers MENSAJES_FOLIO_PROVISIONAL.formato). */
export function leerFolioProvisional(texto: string): FolioProvisional | null {
  const m = /^PV-([0-9A-Z]{4})-([0-9]{1,6})$/i.exec(texto.trim());
  if (!m) return null;
  const dispositivo = normalizarDispositivo(m[1]);
  const secuencia = Number(m[2]);
  if (!dispositivo || secuencia < 1) return null;
  return { dispositivo, secuencia };
}

/** The canonical form of a folio (what the server stores and compares), or null when it is not one. */
export function normalizarFolioProvisional(texto: string): string | null {
  const f = leerFolioProvisional(texto);
  return f ? formatoFolioProvisional(f) : null;
}

/** The next folio of a device: the sequence after the last one it printed (0 before the first). */
export const siguienteFolioProvisional = (dispositivo: string, ultima: number): string =>
  formatoFolioProvisional({ dispositivo, secuencia: ultima + 1 });
