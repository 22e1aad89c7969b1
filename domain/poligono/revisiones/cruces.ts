import { kinks } from '@turf/kinks';
import type { Alerta, Poligono } from '../tipos';
import { alerta, cantidad } from './alerta';

/**
 * Points where sides cross or touch (turf kinks, which is O(n²) in the vertices: fine for a plot). The polygon
 * must come without repeated consecutive vertices (poligonoLimpio), or a zero-length side would count as a crossing.
 */
export function cruces(limpio: Poligono): number {
  const puntos = kinks(limpio).features.map((f) => f.geometry.coordinates.map((c) => c.toFixed(9)).join(','));
  return new Set(puntos).size;
}

/** Self-intersection, the bow-tie (error: the EU system rejects self-crossing polygons). */
export function revisarCruces(limpio: Poligono): Alerta[] {
  const n = cruces(limpio);
  if (n === 0) return [];
  return [
    alerta(
      'AUTOINTERSECCION',
      true,
      'Polígono que se cruza a sí mismo',
      `Los lados del polígono se cruzan o se tocan en ${cantidad(n, 'punto', 'puntos')} (forma de moño).`,
      'Reordene o mueva los vértices para que ningún lado cruce a otro.',
      { cruces: n },
    ),
  ];
}
