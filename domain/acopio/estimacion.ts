import { textoMonto, type Centesimos } from './cantidades';

/**
 * The producer's harvest estimate against what they delivered (spec 002 §2.3 side panel, est_peso_estimado_total
 * and est_entregado_vs_estimacion): the estimate is the sum of the cycle's plot forms (kg ×100).
 */

/** Delivered as a whole percentage of the estimate (may pass 100); null without an estimate. (500, 1000) → 50. */
export function entregadoVsEstimacion(entregado: Centesimos, estimado: Centesimos): number | null {
  if (estimado <= 0) return null;
  return Math.floor((entregado * 100) / estimado);
}

/** What the estimate still expects: estimate − delivered by the other deliveries, never below 0. */
export const estimacionPendiente = (estimado: Centesimos, entregadoOtras: Centesimos): Centesimos => Math.max(0, estimado - entregadoOtras);

/**
 * The warning when this delivery's net weight passes what the estimate still expects (spec 002 §2.3, wording not
 * shown: ours, docs/DECISIONES.md). No estimate, no warning: a producer without plot forms is not suspicious.
 * @example avisoEstimacion(600_00, 1000_00, 500_00) // 'El peso neto de esta entrega (600.00 kg) supera …'
 */
export function avisoEstimacion(netoEntrega: Centesimos, estimado: Centesimos, entregadoOtras: Centesimos, unidad = 'kg'): string | null {
  if (estimado <= 0) return null;
  const pendiente = estimacionPendiente(estimado, entregadoOtras);
  if (netoEntrega <= pendiente) return null;
  return `El peso neto de esta entrega (${textoMonto(netoEntrega)} ${unidad}) supera lo que falta por entregar según la estimación de cosecha (${textoMonto(pendiente)} ${unidad}). Revise las pesadas.`;
}
