import { dentroDelAlcance, type Alcance } from './alcance';

/**
 * One rule for every way a delivery enters a lot (issue 22 item 2): registered with it, edited into it or assigned
 * to it (lotes_asignacion). The lot and the delivery are of one cycle, and a collector moves only their centre's
 * deliveries into their centre's lots (docs/DECISIONES.md 'acopio: el centro del acopiador'); other roles work on
 * every centre. Before, the delivery form checked the cycle only, so a collector filled other centres' lots.
 */
export interface ParteDeLote {
  id_ciclo: number;
  id_centro_acopio: number | null;
}

/** Why these deliveries may not enter the lot: another centre (403) or another cycle (422); null when they may. */
export function motivoFueraDeLote(
  alcance: Alcance,
  lote: ParteDeLote,
  entregas: readonly ParteDeLote[],
): 'otro_centro' | 'otro_ciclo' | null {
  if (![lote, ...entregas].every((p) => dentroDelAlcance(alcance, p.id_centro_acopio))) return 'otro_centro';
  if (entregas.some((e) => e.id_ciclo !== lote.id_ciclo)) return 'otro_ciclo';
  return null;
}

export const MENSAJES_LOTE = {
  /** The delivery form's lot (id_lote) is of another cycle, or is not a lot of the cooperative. */
  noEsDelCiclo: 'El lote no es de este ciclo',
  /** lotes_asignacion with a delivery of another cycle. */
  otroCiclo: 'Solo se asocian al lote entregas de su ciclo',
} as const;
