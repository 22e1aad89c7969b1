/**
 * The committee's signature (spec 000 §2.10, §4 'Signature dialog modes', §5, §9; rules.md R041–R043): the pure rules
 * the signature dialog (src/components/firma/SelectorFirma.tsx) and the server (server/modules/archivos/imagen.ts
 * `reencodarFirma`) share.
 */

/** The frame every signature is drawn in, in CSS pixels (spec 000 §4 'Canvas 250x125'). */
export const LIENZO_FIRMA = { ancho: 250, alto: 125 } as const;

/** How high the chosen signature shows before it is saved (spec 000 §9 'signature preview 140 px high'). */
export const ALTO_VISTA_FIRMA = 140;

/** The dialog's text modes: a full name, or initials (spec 000 §4). */
export type ModoTextoFirma = 'nombre' | 'iniciales';

/** Initials are always this size (spec 000 §4 'initials (size 72)'). */
export const TAMANO_INICIALES = 72;

/**
 * Font size, in CSS pixels, of a typed signature (R041 as DECISIONS.md settles the spec's overlapping bands):
 * name length ≥ 31 → 22; 25–30 → 24; 22–24 → 28; 20–21 → 30; ≤ 19 → 32 (the empty name too: nothing is drawn
 * anyway); initials → 72. The length is that of the trimmed text in characters as a person counts them
 * ('Ñ' or 'é' is one), not UTF-16 units: the spaces a person typed at either end are not drawn.
 */
export function tamanoLetraFirma(texto: string, modo: ModoTextoFirma): number {
  if (modo === 'iniciales') return TAMANO_INICIALES;
  const largo = largoFirma(texto);
  if (largo >= 31) return 22;
  if (largo >= 25) return 24;
  if (largo >= 22) return 28;
  if (largo >= 20) return 30;
  return 32;
}

/** Characters of a typed signature as drawn: trimmed, counted by code point after composing accents (NFC). */
export function largoFirma(texto: string): number {
  return [...texto.normalize('NFC').trim()].length;
}

/** The image types a committee signature upload may be (spec 000 §5, §9: jpg, jpeg, png, gif). */
export const TIPOS_IMAGEN_FIRMA = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type TipoImagenFirma = (typeof TIPOS_IMAGEN_FIRMA)[number];

/** What the file input offers (the browser's picker filter; the content check below is what decides). */
export const ACEPTA_IMAGEN_FIRMA = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** The spec's message for any other file (spec 000 §5); the dialog also clears the input. */
export const MENSAJE_IMAGEN_FIRMA = 'Por favor, selecciona un archivo de imagen válido (JPG, PNG o GIF).';

/** How many leading bytes `tipoPorContenido` needs to tell the three formats apart. */
export const BYTES_CABECERA_FIRMA = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // 'GIF87a'
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // 'GIF89a'

const empiezaCon = (b: ArrayLike<number>, firma: number[]) => b.length >= firma.length && firma.every((x, i) => b[i] === x);

/** The format the first bytes of a file say it is (its magic number), or null when none of the three. */
export function tipoPorContenido(primerosBytes: ArrayLike<number>): TipoImagenFirma | null {
  if (empiezaCon(primerosBytes, PNG)) return 'image/png';
  if (empiezaCon(primerosBytes, JPEG)) return 'image/jpeg';
  if (empiezaCon(primerosBytes, GIF87) || empiezaCon(primerosBytes, GIF89)) return 'image/gif';
  return null;
}

/**
 * R043: a signature file is accepted only when its declared type is JPG, PNG or GIF AND its first bytes are one of
 * those formats (a text file renamed firma.png declares image/png and fails here). A JPG whose content is a PNG is
 * still an image the browser decodes and the dialog re-draws as PNG, so the declared and real formats need not
 * match; both must be among the three. 'image/jpg' and 'image/pjpeg' are what some systems declare for a JPEG.
 */
export function esImagenFirmaValida(tipo: string, primerosBytes: ArrayLike<number>): boolean {
  const declarado = tipo.trim().toLowerCase();
  const aceptado =
    (TIPOS_IMAGEN_FIRMA as readonly string[]).includes(declarado) || declarado === 'image/jpg' || declarado === 'image/pjpeg';
  return aceptado && tipoPorContenido(primerosBytes) !== null;
}

/** The user's saved signature as the dialog can read it (R042 adapted: see `resolverFirmaGuardada`). */
export type FirmaGuardada = { tipo: 'archivo'; uuid: string } | { tipo: 'url'; url: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * R042 adapted to how this app serves files. The original treats a value under 50 characters as a relative path on
 * its storage (adding /storage to a /usuarios one). Here `users.firma` holds the uuid (36 characters) of a stored
 * file that only `GET /api/archivos/{uuid}` hands out, with the token, so a short value that is a uuid is read
 * through that call; a data URL of an image (always ≥ 50 characters) or an object URL (`blob:`, a file the page
 * already fetched with the token) is used as is. Any other value (an old storage
 * path, an outside address) has nothing that serves it here: null, and the dialog offers no 'Usar firma'.
 */
export function resolverFirmaGuardada(valor: string | null | undefined): FirmaGuardada | null {
  const v = valor?.trim() ?? '';
  if (v === '') return null;
  if (v.length < 50) return UUID.test(v) ? { tipo: 'archivo', uuid: v.toLowerCase() } : null;
  if (/^data:image\/(png|jpeg|gif);base64,/i.test(v) || v.startsWith('blob:')) return { tipo: 'url', url: v };
  return null;
}
