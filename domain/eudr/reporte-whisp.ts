/**
 * The detailed WHISP report (spec 001 §2.3 'With usa_eudr on, a detailed Excel download (WHISP report) is also
 * offered', §7 'GET download parcelas_whisp_report/{idCooperativa}/{idCiclo}'; R058): what each column says, in
 * Spanish, independent of how the server writes the workbook.
 */
import { parteDeNombre } from '../comun/descargas';

/**
 * WHISP's eleven plot indicators (`Ind_01_treecover` … `Ind_11_logging_concession_before_2020`, openforis-whisp's
 * risk table; protocols §1), each 'yes' or 'no', with a Spanish header that keeps the indicator's number so an
 * auditor finds it in WHISP's own documentation. Fixed: a column that comes and goes with the results would move
 * every other column of the certifier's spreadsheet.
 */
export const INDICADORES_WHISP = [
  { clave: 'Ind_01_treecover', encabezado: 'IND 01 COBERTURA ARBÓREA 2020' },
  { clave: 'Ind_02_commodities', encabezado: 'IND 02 CULTIVO PRESENTE ANTES DE 2020' },
  { clave: 'Ind_03_disturbance_before_2020', encabezado: 'IND 03 PERTURBACIÓN ANTES DE 2020' },
  { clave: 'Ind_04_disturbance_after_2020', encabezado: 'IND 04 PERTURBACIÓN DESPUÉS DE 2020' },
  { clave: 'Ind_05_primary_2020', encabezado: 'IND 05 BOSQUE PRIMARIO 2020' },
  { clave: 'Ind_06_nat_reg_forest_2020', encabezado: 'IND 06 BOSQUE DE REGENERACIÓN NATURAL 2020' },
  { clave: 'Ind_07_planted_plantations_2020', encabezado: 'IND 07 PLANTACIÓN FORESTAL 2020' },
  { clave: 'Ind_08_planted_plantations_after_2020', encabezado: 'IND 08 PLANTACIÓN FORESTAL DESPUÉS DE 2020' },
  { clave: 'Ind_09_treecover_after_2020', encabezado: 'IND 09 COBERTURA ARBÓREA DESPUÉS DE 2020' },
  { clave: 'Ind_10_agri_after_2020', encabezado: 'IND 10 AGRICULTURA DESPUÉS DE 2020' },
  { clave: 'Ind_11_logging_concession_before_2020', encabezado: 'IND 11 CONCESIÓN FORESTAL ANTES DE 2020' },
] as const;

const CLAVES_INDICADORES: ReadonlySet<string> = new Set(INDICADORES_WHISP.map((i) => i.clave));

/**
 * An indicator's cell: 'yes' → 'Sí', 'no' → 'No', absent → empty; anything else as WHISP wrote it (nothing is hidden).
 * @example valorIndicador('yes') // 'Sí'
 */
export function valorIndicador(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const t = String(v).trim();
  if (t.toLowerCase() === 'yes') return 'Sí';
  if (t.toLowerCase() === 'no') return 'No';
  return t;
}

/**
 * Indicators a result carries outside the eleven (later WHISP versions split 07 and 08 into a/b and add 12–14), as
 * 'clave: valor' joined by '; ', so a newer analysis loses nothing in the fixed layout. Null when there are none.
 * @example otrosIndicadores({ Ind_01_treecover: 'no', Ind_12_other_land_2020: 'yes' }) // 'Ind_12_other_land_2020: Sí'
 */
export function otrosIndicadores(indicadores: Record<string, unknown> | null | undefined): string | null {
  const otros = Object.keys(indicadores ?? {})
    .filter((k) => !CLAVES_INDICADORES.has(k))
    .sort()
    .map((k) => `${k}: ${valorIndicador(indicadores![k]) ?? ''}`);
  return otros.length ? otros.join('; ') : null;
}

/**
 * The report's file name: `ReporteWHISP_<cooperativa>_<ciclo>.xlsx`, each part without accents or separators
 * (every browser and OS saves it as given).
 * @example nombreReporteWhisp('Cacaoteros de la Chontalpa', '2025-2026') // 'ReporteWHISP_Cacaoteros_de_la_Chontalpa_2025-2026.xlsx'
 */
export function nombreReporteWhisp(cooperativa: string, ciclo: string): string {
  return `ReporteWHISP_${parteDeNombre(cooperativa)}_${parteDeNombre(ciclo)}.xlsx`;
}

/** Who set the label the plot shows (R065): a person's risk overrides the automatic one. */
export const ORIGEN_RIESGO: Record<'usuario' | 'automatico', string> = { usuario: 'Persona', automatico: 'Automático (WHISP)' };

/** What the plot list says when the report comes back empty (001 §7: an empty file makes the page reload after 15 s). */
export const MENSAJE_REPORTE_NO_LISTO = 'El reporte aún no está listo; la página se recargará en 15 segundos';
