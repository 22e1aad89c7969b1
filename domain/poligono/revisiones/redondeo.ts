import { areaM2 } from '../medidas';
import { mismaPosicion, poligonoLimpio, puntosDistintos, redondearPosicion, verticesAbiertos } from '../forma';
import type { Alerta, Poligono } from '../tipos';
import { alerta, cantidad } from './alerta';
import { AREA_MINIMA_M2 } from './anillo';
import { cruces } from './cruces';

/** The polygon as the EU system reads it: every coordinate rounded to 6 decimals (outside-services.md §4). */
export const poligonoRedondeado = (p: Poligono): Poligono => ({
  type: 'Polygon',
  coordinates: p.coordinates.map((a) => a.map(redondearPosicion)),
});

/** Consecutive vertices that are equal once rounded (the closing pair counts). */
function repetidos(p: Poligono): number {
  return p.coordinates.reduce((total, anillo) => {
    const v = verticesAbiertos(anillo);
    return total + v.filter((pos, i) => mismaPosicion(pos, v[(i + 1) % v.length])).length;
  }, 0);
}

/**
 * Duplicate or collapsing vertices at the EU precision. An error when the rounded polygon stops being a polygon
 * (fewer than three distinct points, no area, or sides that now cross); a warning when only repeated
 * vertices appear, which the EU system counts as duplicates but the shape survives.
 * Takes the closed polygon as drawn; `teniaCruces` avoids reporting a bow-tie twice.
 */
export function revisarRedondeo(p: Poligono, teniaCruces: boolean): Alerta[] {
  const r = poligonoRedondeado(p);
  // already at 6 decimals (as the server stores it): nothing can collapse, and the O(n²) crossing test is not repeated
  const igual = r.coordinates.every((a, i) => a.every((pos, j) => mismaPosicion(pos, p.coordinates[i][j])));
  const limpio = poligonoLimpio(r);
  // a polygon already crossed has no meaningful area to lose; only its points can still collapse
  const colapsa =
    !igual &&
    (r.coordinates.some((a) => puntosDistintos(a) < 3) ||
      (!teniaCruces &&
        (limpio.coordinates.some((a) => areaM2({ type: 'Polygon', coordinates: [a] }) < AREA_MINIMA_M2) || cruces(limpio) > 0)));
  if (colapsa) {
    return [
      alerta(
        'COLAPSA_AL_REDONDEAR',
        true,
        'El polígono se deforma al redondear',
        'Al redondear las coordenadas a 6 decimales (unos 11 cm), la precisión del sistema de información de la UE, el polígono pierde puntos, se queda sin área o sus lados se cruzan.',
        'Separe los vértices más de unos centímetros o vuelva a capturar el croquis.',
      ),
    ];
  }
  const n = repetidos(r);
  if (n === 0) return [];
  return [
    alerta(
      'VERTICES_REPETIDOS',
      false,
      'Vértices repetidos',
      `${cantidad(n, 'vértice coincide', 'vértices coinciden')} con el siguiente al redondear a 6 decimales (la precisión del sistema de información de la UE).`,
      'Elimine los vértices repetidos antes de enviar el polígono.',
      { vertices: n },
    ),
  ];
}
