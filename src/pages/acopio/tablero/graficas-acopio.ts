import { PALETA } from '@domain/tableros/graficas';
import type { ClaseCertificacion } from '@domain/contrato/acopio-tablero';
import type { SerieBarras } from '../../../components/graficas';

/** Each class keeps its colour on every chart: organic the deep green, transition amber, conventional clay. */
export const COLOR_CLASE: Record<ClaseCertificacion, string> = { organico: PALETA[0], transicion: PALETA[1], convencional: PALETA[2] };

/** kg ×100 → whole kg for the bars (display only; the tables show the exact figure). */
export const kilos = (centesimos: number): number => Math.round(centesimos / 100);

/** One series per class the cooperative stacks (honey: two), with its label and colour. */
export function seriesPorClase<F extends Record<ClaseCertificacion, number>>(
  clases: readonly { clase: ClaseCertificacion; etiqueta: string }[],
  filas: readonly F[],
): SerieBarras[] {
  return clases.map((c) => ({
    id: c.clase,
    etiqueta: c.etiqueta,
    valores: filas.map((f) => kilos(f[c.clase])),
    color: COLOR_CLASE[c.clase],
  }));
}
