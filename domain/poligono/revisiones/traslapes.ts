import { intersect } from '@turf/intersect';
import { esPoligono, poligonoLimpio } from '../forma';
import { areaM2, cajaPoligono, cajasSeTocan } from '../medidas';
import type { Alerta, Poligono, Vecino } from '../tipos';
import { alerta, numero } from './alerta';

/**
 * An overlap is reported from 1 % of this plot's area, and always from 1,000 m²: below that it is the usual
 * disagreement of two hand-drawn shared boundaries (decision in docs/DECISIONES.md).
 */
export interface TraslapeMinimo {
  proporcion: number;
  m2: number;
}
export const TRASLAPE_MINIMO: Readonly<TraslapeMinimo> = { proporcion: 0.01, m2: 1000 };

const comoFeature = (p: Poligono) => ({ type: 'Feature' as const, properties: {}, geometry: p });

/** Square metres shared by two polygons; 0 when they do not overlap or the clipper cannot read one of them. */
export function areaTraslape(a: Poligono, b: Poligono): number {
  try {
    const comun = intersect({ type: 'FeatureCollection', features: [comoFeature(a), comoFeature(b)] });
    return comun ? areaM2Geometria(comun.geometry) : 0;
  } catch {
    return 0;
  }
}

function areaM2Geometria(g: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown }): number {
  if (g.type === 'Polygon') return areaM2(g as Poligono);
  return (g.coordinates as Poligono['coordinates'][]).reduce((s, c) => s + areaM2({ type: 'Polygon', coordinates: c }), 0);
}

/**
 * Overlaps with other plots of the same cooperative (warnings, one per neighbour, largest first). Neighbours
 * whose box does not touch this polygon's box are skipped before any clipping, so a thousand neighbours cost
 * little more than the few near ones. The caller leaves the plot itself out of `vecinos`.
 */
export function revisarTraslapes(
  limpio: Poligono,
  areaPropiaM2: number,
  vecinos: readonly Vecino[],
  minimo: Readonly<TraslapeMinimo> = TRASLAPE_MINIMO,
): Alerta[] {
  const caja = cajaPoligono(limpio);
  const umbral = Math.min(areaPropiaM2 * minimo.proporcion, minimo.m2);
  const hallados: { vecino: Vecino; m2: number }[] = [];
  for (const vecino of vecinos) {
    if (!esPoligono(vecino.poligono)) continue;
    if (!cajasSeTocan(caja, vecino.caja ?? cajaPoligono(vecino.poligono))) continue;
    const m2 = areaTraslape(limpio, poligonoLimpio(vecino.poligono));
    if (m2 > 0 && m2 >= umbral) hallados.push({ vecino, m2 });
  }
  hallados.sort((x, y) => y.m2 - x.m2);
  return hallados.map(({ vecino, m2 }) => {
    const proporcion = areaPropiaM2 > 0 ? m2 / areaPropiaM2 : 0;
    const nombre = vecino.nombre ? `'${vecino.nombre}'` : 'otra parcela';
    const cuenta = vecino.cuenta ? ` (${vecino.cuenta})` : '';
    return alerta(
      'TRASLAPE',
      false,
      'Traslape con otra parcela',
      `El polígono se traslapa con ${nombre}${cuenta} en ${numero(m2)} m², el ${numero(proporcion * 100, 1)} % de esta parcela.`,
      'Revise los linderos de ambas parcelas y corrija el croquis que invade al otro.',
      {
        vecino_uuid: vecino.uuid ?? null,
        vecino_id: vecino.id ?? null,
        m2: Number(m2.toFixed(2)),
        porcentaje: Number((proporcion * 100).toFixed(2)),
      },
    );
  });
}

/** True when `vecino` would carry an overlap alert for `poligono` (the rule above, seen from the neighbour). */
function traslapaParaVecino(poligono: Poligono | null, vecino: Poligono, areaVecinoM2: number): boolean {
  if (!poligono || !esPoligono(poligono)) return false;
  const m2 = areaTraslape(poligonoLimpio(vecino), poligonoLimpio(poligono));
  return m2 > 0 && m2 >= Math.min(areaVecinoM2 * TRASLAPE_MINIMO.proporcion, TRASLAPE_MINIMO.m2);
}

/**
 * For each neighbour, whether its overlap alerts may change because a plot's polygon went from `antes` to
 * `despues` (either may be absent): it overlapped the old one or overlaps the new one enough to be told.
 */
export function vecinosQueTraslapan(antes: Poligono | null, despues: Poligono | null, vecinos: readonly Poligono[]): boolean[] {
  return vecinos.map((v) => {
    const area = areaM2(v);
    return traslapaParaVecino(antes, v, area) || traslapaParaVecino(despues, v, area);
  });
}
