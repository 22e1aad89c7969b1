import type { ReciboPublico } from '@domain/contrato/acopio-recibos';

/**
 * Receipts and the deliveries Excel (spec 002 §7 'Downloads'; docs/api.md): the paths the download buttons
 * ask for (BotonDescarga adds the token and saves the file under the server's name).
 */

/** A delivery's receipt (PDF). */
export const rutaReciboEntrega = (uuidEntrega: string): string => `recibos/entregas/descargar/${encodeURIComponent(uuidEntrega)}`;

/** A producer's receipts of a cycle (zip): the cycle's and the producer's uuids. */
export const rutaRecibosProductor = (uuidCiclo: string, uuidProductor: string): string =>
  `recibos/cuentas/${encodeURIComponent(uuidCiclo)}/${encodeURIComponent(uuidProductor)}`;

/** The deliveries Excel of a cycle, or of one day of it (yyyy-MM-dd). */
export const rutaExcelEntregas = (uuidCiclo: string, fecha?: string | null): string =>
  `xls/entregas_acopios/${encodeURIComponent(uuidCiclo)}${fecha ? `/${fecha}` : ''}`;

/**
 * The public check of a printed receipt (issue 22 item 14), for whoever holds the paper: no session, so a plain
 * request without the token and without the session's 401 dialog. Resolves with the receipt, or with the Spanish
 * message of a refusal (404 unknown code, 422 malformed, 429 too many lookups).
 */
export async function reciboPublico(codigo: string): Promise<{ recibo: ReciboPublico } | { mensaje: string }> {
  const r = await fetch(`/api/publico/recibos/${encodeURIComponent(codigo.trim())}`, { headers: { Accept: 'application/json' } });
  const cuerpo = (await r.json().catch(() => ({}))) as { data?: ReciboPublico; message?: string };
  if (r.ok && cuerpo.data) return { recibo: cuerpo.data };
  return { mensaje: cuerpo.message ?? 'No se pudo consultar el recibo. Intente de nuevo en unos minutos.' };
}
