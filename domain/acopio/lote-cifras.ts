import type { Centesimos } from './cantidades';
import { CERTIFICACION_ORGANICA } from './certificaciones';
import { DECISION } from '../comite/evaluacion';

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

/** The account's latest committee evaluation, as far as a sanction goes (spec 000 §3 'committee evaluation'). */
export interface SancionComite {
  condicion: number | null;
  sanc_fecha_inicio: string | null;
  sanc_fecha_termino: string | null;
}

/**
 * Whether a delivery is organic coffee from a producer the committee sanctioned (issue 12 'From the lot to its
 * plots'): it carries the organic certification (15) and the latest evaluation of its account decided 3
 * (Sancionado), with the delivery's date inside the sanction's dates where they are set (an open end counts as
 * ongoing). A later approval clears it, as in the concentrate. The lots' SQL repeats this test
 * (lotes.repository.ts), so a lot counts its flags without reading each delivery.
 * @example entregaSancionada({ certificaciones: [15], fecha_acopio: '2026-02-10' }, { condicion: 3, sanc_fecha_inicio: '2026-01-01', sanc_fecha_termino: null }) // true
 */
export function entregaSancionada(
  entrega: { certificaciones: readonly number[]; fecha_acopio: string },
  evaluacion: SancionComite | null | undefined,
): boolean {
  if (!evaluacion || evaluacion.condicion !== DECISION.sancionado) return false;
  if (!entrega.certificaciones.includes(CERTIFICACION_ORGANICA)) return false;
  const dia = entrega.fecha_acopio.slice(0, 10);
  if (evaluacion.sanc_fecha_inicio && dia < evaluacion.sanc_fecha_inicio.slice(0, 10)) return false;
  if (evaluacion.sanc_fecha_termino && dia > evaluacion.sanc_fecha_termino.slice(0, 10)) return false;
  return true;
}
