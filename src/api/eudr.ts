import { httpJson } from '../dataProvider/httpClient';
import type {
  CatRiesgoEudr,
  InspeccionEudr,
  RespuestaCambioRiesgo,
  RespuestaEncolado,
  ResumenAnalisisWhisp,
  RevisionTraces,
  RiesgoEudrParcela,
} from '@domain/contrato/eudr';

/** The EUDR area's calls (spec 001 §7 'EUDR'): the only client place that spells these paths. */

export const leerCatalogoRiesgoEudr = () => httpJson<{ data: CatRiesgoEudr[] }>('cat_riesgo_eudr').then((r) => r.data);

export const leerRiesgoEudr = (uuid: string) =>
  httpJson<{ data: RiesgoEudrParcela }>(`parcela_eudr_risk/${encodeURIComponent(uuid)}`).then((r) => r.data);

export interface CambioRiesgo {
  uuid: string;
  id_riesgo_eudr: number;
  justificacion: string;
  imagenesPrevias: string[];
  documentosPrevios: string[];
  imagenes: File[];
  documentos: File[];
}

/** `POST parcela_eudr_risk` as the spec's multipart: imagenes[i], documentos[i], the kept ones joined by ';'. */
export function cambiarRiesgoEudr(c: CambioRiesgo): Promise<RespuestaCambioRiesgo> {
  const f = new FormData();
  f.append('uuid', c.uuid);
  f.append('id_riesgo_eudr', String(c.id_riesgo_eudr));
  f.append('justificacion', c.justificacion);
  f.append('imagenes_previas', c.imagenesPrevias.join(';'));
  f.append('documentos_previos', c.documentosPrevios.join(';'));
  c.imagenes.forEach((a, i) => f.append(`imagenes[${i}]`, a));
  c.documentos.forEach((a, i) => f.append(`documentos[${i}]`, a));
  return httpJson<RespuestaCambioRiesgo>('parcela_eudr_risk', { method: 'POST', body: f, avisar: false });
}

/** Path of an evidence document, for BotonDescarga (which sends the session's token). */
export const rutaDocumentoEudr = (parcela: string, archivo: string) =>
  `parcela_eudr_risk/descargar/${encodeURIComponent(parcela)}/documentos/${encodeURIComponent(archivo)}`;

/** The cooperative's automated analysis (WHISP): configured or not, coverage, waiting plots and failures. */
export const leerResumenAnalisis = () => httpJson<{ data: ResumenAnalisisWhisp }>('eudr_analisis').then((r) => r.data);

/** Queues every plot whose current polygon has no answer yet. */
export const analizarPendientes = () => httpJson<RespuestaEncolado>('eudr_analisis/pendientes', { method: 'POST', avisar: false });

/** Queues the plots of a failed analysis again. */
export const reintentarAnalisis = (id: number) =>
  httpJson<RespuestaEncolado>(`eudr_analisis/reintentar/${id}`, { method: 'POST', avisar: false });

/** The EUDR answers of the plot's latest internal inspection (null when none). */
export const leerInspeccionEudr = (uuid: string) =>
  httpJson<{ data: InspeccionEudr | null }>(`parcela_eudr_sic_info/${encodeURIComponent(uuid)}`).then((r) => r.data);

const conCuenta = (cuenta: string | undefined) => (cuenta ? `cuenta=${encodeURIComponent(cuenta)}` : '');

/** `GET parcelas_exportar_revision/{cycle}[?cuenta=]`: what the TRACES file carries and what it leaves out, and why. */
export const leerRevisionTraces = (uuidCiclo: string, cuenta?: string) =>
  httpJson<{ data: RevisionTraces }>(
    `parcelas_exportar_revision/${encodeURIComponent(uuidCiclo)}${cuenta ? `?${conCuenta(cuenta)}` : ''}`,
  ).then((r) => r.data);

/**
 * Path of the TRACES file of a cycle (only one producer's plots with `cuenta`), for BotonDescarga: one GeoJSON, or a
 * zip of several when it would pass 25 MB.
 */
export const rutaDescargaTraces = (uuidCiclo: string, cuenta?: string) =>
  `parcelas_exportar/${encodeURIComponent(uuidCiclo)}?formato=traces${cuenta ? `&${conCuenta(cuenta)}` : ''}`;

/**
 * Path of the detailed WHISP report of a cycle (`GET parcelas_whisp_report/{idCooperativa}/{idCiclo}`, 001 §7), for
 * BotonDescarga. The server answers only for the session's own cooperative (any other id is a 404).
 */
export const rutaReporteWhisp = (idCooperativa: number, idCiclo: number) =>
  `parcelas_whisp_report/${encodeURIComponent(String(idCooperativa))}/${encodeURIComponent(String(idCiclo))}`;
