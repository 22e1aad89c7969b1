import type { Centesimos } from './cantidades';

/** What a lot's volume still lacks (lote_kgs_por_entregar), never below 0; null for a lot without a volume. */
export const porEntregar = (volumen: Centesimos | null | undefined, entregado: Centesimos): Centesimos | null =>
  volumen == null ? null : Math.max(0, volumen - entregado);

/**
 * Whether a delivery passes its producer's harvest estimate (issue 12 'From the lot to its plots'): what the producer
 * had delivered in the cycle up to and including it is above the estimate. A producer without an estimate (0 or
 * none recorded) is not flagged: there is nothing to compare with (docs/DECISIONES.md).
 * @example sobreEstimacion(1200_00, 1000_00) // true
 */
export const sobreEstimacion = (acumulado: Centesimos, estimacion: Centesimos | null | undefined): boolean =>
  estimacion != null && estimacion > 0 && acumulado > estimacion;
