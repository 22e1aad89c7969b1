import { httpJson } from '../dataProvider/httpClient';
import type {
  CuerpoDesembolso,
  CuerpoEdicionDesembolso,
  RespuestaAcopiadores,
  RespuestaDesembolso,
  RespuestaDesembolsoEliminado,
  RespuestaPorCentro,
  RespuestaPorMovimiento,
} from '@domain/contrato/efectivo';

/**
 * Cash disbursements' calls (spec 002 §7 'Cash'; issue 25): the only place on the client that spells them. A new
 * disbursement and a voiding carry the `Idempotency-Key` their form made when it opened (`nuevaClave`).
 */
export { claveDeEnvio as nuevaClave } from '../dataProvider/claveDeEnvio';
const unaVez = (clave: string) => ({ 'Idempotency-Key': clave });

/**
 * `GET efectivo_por_movimiento/{cycleId}?page=n&per_page=m`: one page of the cycle's disbursements (voided ones too),
 * how many there are, and the donut's totals of the whole cycle.
 */
export const efectivoPorMovimiento = (idCiclo: number, pagina: number, porPagina: number, centro?: number | null) =>
  httpJson<RespuestaPorMovimiento>(
    `efectivo_por_movimiento/${idCiclo}?page=${pagina}&per_page=${porPagina}${centro === undefined ? '' : `&id_centro=${centro ?? 'sin'}`}`,
    { avisar: false },
  );

/** `POST efectivo_por_centro_acopio/{cycleId}`: a page of centres, each with sent, paid at the scale and balance. */
export const efectivoPorCentro = (idCiclo: number, pagina: number, porPagina: number) =>
  httpJson<RespuestaPorCentro>(`efectivo_por_centro_acopio/${idCiclo}`, {
    method: 'POST',
    avisar: false,
    body: { page: pagina, per_page: porPagina },
  });

/** `GET efectivo_acopiadores`: the cooperative's active collectors with their centre (the form's 'Acopiador'). */
export const acopiadoresEfectivo = () => httpJson<RespuestaAcopiadores>('efectivo_acopiadores', { avisar: false }).then((r) => r.data);

export const registrarDesembolso = (d: CuerpoDesembolso, clave: string) =>
  httpJson<RespuestaDesembolso>('registro_efectivo', { method: 'POST', avisar: false, body: d, cabeceras: unaVez(clave) });

export const editarDesembolso = (id: number, d: CuerpoEdicionDesembolso) =>
  httpJson<RespuestaDesembolso>(`registro_efectivo/${id}`, { method: 'PUT', avisar: false, body: d });

export const eliminarDesembolso = (id: number) =>
  httpJson<RespuestaDesembolsoEliminado>(`registro_efectivo/${id}`, { method: 'DELETE', avisar: false });

export const anularDesembolso = (id: number, motivo: string, clave: string) =>
  httpJson<RespuestaDesembolso>(`registro_efectivo/anular/${id}`, {
    method: 'POST',
    avisar: false,
    body: { motivo },
    cabeceras: unaVez(clave),
  });

/** `GET xls/efectivo_cooperativa/{cycleId}/{coopId}` (BotonDescarga's path). */
export const rutaExcelEfectivo = (idCiclo: number, idCooperativa: number): string => `xls/efectivo_cooperativa/${idCiclo}/${idCooperativa}`;
