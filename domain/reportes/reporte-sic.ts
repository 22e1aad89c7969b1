import { parteDeNombre } from '../comun/descargas';

/**
 * The SIC final report's Excel name (spec 002 §9, R130 `reporte_sic_final_{cooperative}_{cycle}`): the names of
 * the cooperative and the cycle, made safe for a file name as every download of the app (no accents or spaces).
 * @example nombreReporteSic('Coop A', '2023-2024') // 'reporte_sic_final_Coop_A_2023-2024.xlsx'
 */
export const nombreReporteSic = (cooperativa: string, ciclo: string): string =>
  `reporte_sic_final_${parteDeNombre(cooperativa)}_${parteDeNombre(ciclo)}.xlsx`;

/** The 'Tipo de error' cell: the badges of a row, comma-separated (R131 reads it back as badges). */
export const tipoDeError = (errores: readonly string[]): string => errores.join(', ');

/** The screen's empty states (spec 002 §2.16; which shows when is DECISIONES 'reporte SIC final: pantalla'). */
export const SIN_SELECCION_SIC = 'Selecciona una cooperativa y un ciclo para generar el reporte.';
export const SIN_GENERAR_SIC = 'Selecciona cooperativa y ciclo, luego haz clic en "Generar Reporte"...';
/** After a report with no row: the cycle has nothing to fix. */
export const SIN_ERRORES_SIC = 'No se encontraron errores en este ciclo: sus fichas, productores y parcelas están completos.';

/** A failed report (spec 002 §8 'Quality and report'): shown in a red alert. */
export const errorConexionSic = (detalle: string): string => `Error de conexión: ${detalle}`;
