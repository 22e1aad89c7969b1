import type { FilaReporteSic } from '@domain/contrato/reportes';
import { tipoDeError } from '@domain/reportes/reporte-sic';
import { entero, FORMATO, texto } from '../../excel/columnas';
import type { ColumnaExcel } from '../../excel/libro';

/** The columns of the screen (spec 002 §2.16): ID ficha SIC, the error types, the producer and the plot. */
export const columnasReporteSic: ColumnaExcel<FilaReporteSic>[] = [
  entero('ID ficha SIC', 14, (f) => f.id_ficha_sic, { formato: FORMATO.enteroSinMiles }),
  texto('Tipo de error', 60, (f) => tipoDeError(f.errores)),
  texto('Productor', 36, (f) => f.productor_nombre),
  texto('Parcela', 28, (f) => f.parcela_nombre),
];
