import { httpJson } from '../dataProvider/httpClient';
import type { FilaReporteSic, RespuestaReporteSic } from '@domain/contrato/reportes';

/**
 * The SIC final report (spec 002 §7 'Final report'): the only place on the client that spells these paths; types from
 * domain/contrato/reportes.ts. Its failures are the screen's to show ('Error de conexión: …'), so no shell alert.
 */
const consulta = (coop: number, ciclo: number) => `id_cooperativa=${coop}&id_ciclo=${ciclo}`;

/** `GET reports/sic-final`: the rows with errors of a cooperative's cycle. */
export const reporteSic = (coop: number, ciclo: number): Promise<FilaReporteSic[]> =>
  httpJson<RespuestaReporteSic>(`reports/sic-final?${consulta(coop, ciclo)}`, { avisar: false }).then((r) => r.data);

/** Path of 'Descargar Excel' (`reporte_sic_final_{cooperativa}_{ciclo}.xlsx`) for BotonDescarga. */
export const rutaExcelReporteSic = (coop: number, ciclo: number) => `reports/sic-final/excel?${consulta(coop, ciclo)}`;
