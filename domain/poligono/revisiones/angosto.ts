import type { Alerta } from '../tipos';
import { alerta, numero } from './alerta';

/**
 * Area / perimeter² below this is a sliver. A square gives 0.0625, a circle 0.08; 0.005 is a rectangle about
 * 48 times longer than wide (a 14 m × 680 m strip for 1 ha), far thinner than any plot (decision in docs/DECISIONES.md).
 */
export const COMPACIDAD_MINIMA = 0.005;

/** area / perimeter², unitless; 0 without a perimeter. */
export const compacidad = (areaM2: number, perimetroM: number): number => (perimetroM > 0 ? areaM2 / (perimetroM * perimetroM) : 0);

/** A near-zero-area sliver (warning): usually a boundary walked out and back, or one side of a plot captured alone. */
export function revisarAngosto(areaM2: number, perimetroM: number, minimo = COMPACIDAD_MINIMA): Alerta[] {
  const c = compacidad(areaM2, perimetroM);
  if (c >= minimo) return [];
  return [
    alerta(
      'POLIGONO_ANGOSTO',
      false,
      'Polígono demasiado angosto',
      `El polígono es una franja muy delgada: ${numero(areaM2)} m² de área con ${numero(perimetroM)} m de perímetro.`,
      'Verifique que el croquis recorra todo el lindero de la parcela.',
      { compacidad: Number(c.toPrecision(3)) },
    ),
  ];
}
