/**
 * The public check of a printed receipt (issue 22 item 14): the receipt carries a QR and a short URL,
 * `/verificar/<cooperative id>-<20 hex>`; whoever holds the paper opens it without signing in and sees what the
 * paper says the cooperative recorded (folio, date, net weight, amount, the cooperative, the producer's initials),
 * or ANULADO, or that no receipt has that code. The 20 hex characters are 80 random bits stored with the delivery
 * (migration 0039): not guessable, and never derived from anything printed elsewhere.
 */

/** Accepted shape of a public code (any case; normalised by `partirCodigoPublico`). The id stays below 2^31. */
export const PATRON_CODIGO_PUBLICO = '^[1-9][0-9]{0,8}-[0-9A-Fa-f]{20}$';

/** The client's path of a receipt's public page. */
export const rutaVerificacion = (codigo: string): string => `/verificar/${codigo}`;

/** A public code as printed: '1-3f9a1c0b7d2e4a6f8c1d'. */
export const codigoPublico = (idCooperativa: number, codigo: string): string => `${idCooperativa}-${codigo}`;

/** A code as typed or scanned → the cooperative and its delivery's code, or null. */
export function partirCodigoPublico(texto: string): { id_cooperativa: number; codigo: string } | null {
  const t = texto.trim();
  if (!new RegExp(PATRON_CODIGO_PUBLICO).test(t)) return null;
  const [id, codigo] = t.split('-');
  return { id_cooperativa: Number(id), codigo: codigo.toLowerCase() };
}

/**
 * The producer as the public page names them: the initials of the name's words that start with a capital letter
 * ('de', 'la', 'y' are left out). Nothing else personal is shown.
 * @example iniciales('Ana María de la Cruz Pérez') // 'A. M. C. P.'
 */
export const iniciales = (nombre: string): string =>
  nombre
    .split(/\s+/)
    .filter((p) => /^\p{Lu}/u.test(p))
    .map((p) => `${p[0]}.`)
    .join(' ');

/** Lookups allowed per address in the window: a buyer checking a pile of receipts stays well below it. */
export const MAX_CONSULTAS_PUBLICAS = 60;
export const VENTANA_CONSULTAS_MIN = 10;

export const MENSAJES_VERIFICACION_PUBLICA = {
  noExiste: 'No existe ningún recibo con este código de verificación. Revise que la dirección esté completa.',
  anulado: 'ANULADO: la cooperativa anuló esta entrega; el recibo ya no es válido.',
  vigente: 'Este recibo corresponde a una entrega registrada por la cooperativa.',
  demasiadas: (segundos: number): string => {
    const minutos = Math.max(1, Math.ceil(segundos / 60));
    return `Demasiadas consultas desde esta dirección. Intente de nuevo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
  },
} as const;
