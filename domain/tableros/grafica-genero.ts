/**
 * The plots dashboard's gender chart (spec 001 §2.2, §3 'Plot dashboard data', §9; R088): per group (women,
 * men, unassigned) the coffee hectares, the rest of the total area stacked on them, and the estimated
 * production in kg. The server sends the groups in order, hectares with 2 decimals and whole kg
 * (domain/parcelas/tablero-parcelas.ts); this file only shapes the bars.
 */

/** One row of `dashboard/avances/productores_majomut_genero_search`. */
export interface FilaGenero {
  genero: string;
  etiqueta: string;
  ha_cafe: number;
  ha_cult: number;
  ha_estimacion: number;
}

/** One bar group of the chart. */
export interface BarraGenero {
  etiqueta: string;
  /** Coffee hectares. */
  cafe: number;
  /** Total area minus coffee, never below 0, 2 decimals: stacked on coffee the bar reaches the total area. */
  resto: number;
  /** Total area. */
  total: number;
  /** Estimated production, kg. */
  kg: number;
}

const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Number(v) : 0);

/** Two decimals, half away from zero (1.005 → 1.01), so a subtraction shows no binary noise. */
const dosDecimales = (v: number): number => (Math.sign(v) * Math.round(Math.abs(v) * 100 + 1e-7)) / 100;

/**
 * The bars from the server's rows, in their order.
 * @example barrasGenero([{ genero: 'mujer', etiqueta: 'Mujeres', ha_cafe: 1.23, ha_cult: 3, ha_estimacion: 500 }]) // [{ etiqueta: 'Mujeres', cafe: 1.23, resto: 1.77, total: 3, kg: 500 }]
 */
export function barrasGenero(filas: readonly FilaGenero[]): BarraGenero[] {
  return filas.map((f) => {
    const cafe = num(f.ha_cafe);
    const total = num(f.ha_cult);
    return { etiqueta: f.etiqueta, cafe, resto: dosDecimales(Math.max(0, total - cafe)), total, kg: num(f.ha_estimacion) };
  });
}

/**
 * R088 'Gender chart: minimum displayed remainder 8'. Decision (docs/DECISIONES.md; the spec does not explain
 * it): the remainder segment (total area minus coffee) carries its value as a label only from 8 ha up, as the
 * other bars hide small labels (R027). The segment is always drawn at its true size; its value is in the tooltip.
 */
export const RESTO_MINIMO_MOSTRADO = 8;

/** Whether the remainder segment shows its value as a label (R088). */
export const muestraEtiquetaResto = (resto: number): boolean => resto >= RESTO_MINIMO_MOSTRADO;
