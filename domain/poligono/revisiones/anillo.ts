import { areaM2 } from '../medidas';
import { estaCerrado, puntosDistintos } from '../forma';
import type { Alerta, Poligono } from '../tipos';
import { alerta, cantidad } from './alerta';

/**
 * Below this (one square metre) a ring has no area: its points are on one line. It was a square decimetre on turf's
 * sphere, where points along a parallel measure 0; on the ellipsoid (issue 22 item 15) the sides are geodesics, which
 * leave a parallel, so three points 100 m apart on one parallel enclose 0.03 m². A metre is still far below what a
 * hand GPS can draw.
 */
export const AREA_MINIMA_M2 = 1;

const nombreAnillo = (i: number): string => (i === 0 ? 'El contorno' : `El hueco ${i}`);

/** Every ring closed: first point repeated at the end (error: the EU system rejects open polygons). */
export function revisarCierre(p: Poligono): Alerta[] {
  const abiertos = p.coordinates.map((a, i) => (estaCerrado(a) ? -1 : i)).filter((i) => i >= 0);
  if (abiertos.length === 0) return [];
  return [
    alerta(
      'ANILLO_ABIERTO',
      true,
      'Polígono sin cerrar',
      `${abiertos.map(nombreAnillo).join(', ')}: el último punto no coincide con el primero.`,
      'Cierre el polígono: el último punto debe ser igual al primero.',
    ),
  ];
}

/** At least three different vertices in each ring (error: no polygon without them). */
export function revisarPuntos(p: Poligono): Alerta[] {
  return p.coordinates.flatMap((anillo, i) => {
    const distintos = puntosDistintos(anillo);
    return distintos >= 3
      ? []
      : [
          alerta(
            'POCOS_PUNTOS',
            true,
            'Polígono con menos de tres puntos',
            `${nombreAnillo(i)} tiene ${cantidad(distintos, 'punto distinto', 'puntos distintos')}; un polígono necesita al menos tres.`,
            'Agregue los vértices que faltan o vuelva a capturar el croquis.',
            { anillo: i, puntos: distintos },
          ),
        ];
  });
}

/**
 * Some area in each ring (error: points on one line are no polygon). Only for rings whose sides do not cross:
 * a symmetric bow-tie's two lobes cancel to zero too, and that is reported as a crossing.
 */
export function revisarArea(limpio: Poligono): Alerta[] {
  return limpio.coordinates.flatMap((anillo, i) =>
    areaM2({ type: 'Polygon', coordinates: [anillo] }) >= AREA_MINIMA_M2
      ? []
      : [
          alerta(
            'POLIGONO_SIN_AREA',
            true,
            'Polígono sin área',
            `${nombreAnillo(i)} tiene todos sus puntos sobre una misma línea.`,
            'Vuelva a capturar el croquis recorriendo el lindero de la parcela.',
            { anillo: i },
          ),
        ],
  );
}
