import { httpJson } from '../dataProvider/httpClient';
import type { VerificacionRecibo } from '@domain/contrato/acopio-recibos';

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

/** Checks a receipt's verification code against the delivery's current figures. */
export const verificarRecibo = (codigo: string): Promise<VerificacionRecibo> =>
  httpJson<{ data: VerificacionRecibo }>(`recibos/verificar/${encodeURIComponent(codigo.trim())}`, { avisar: false }).then((r) => r.data);
