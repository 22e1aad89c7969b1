import { puntosDeCruce } from '../intersecciones';
import type { Alerta, Poligono } from '../tipos';
import { alerta, cantidad } from './alerta';

/**
 * Distinct points where sides cross or touch (the pairs turf kinks tests, found through a grid: see
 * intersecciones.ts). The polygon must come without repeated consecutive vertices (poligonoLimpio), or a
 * zero-length side would count as a crossing.
 */
export function cruces(limpio: Poligono): number {
  return new Set(puntosDeCruce(limpio.coordinates).map((c) => `${c[0].toFixed(9)},${c[1].toFixed(9)}`)).size;
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
