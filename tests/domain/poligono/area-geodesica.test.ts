import { describe, expect, it } from 'vitest';
import { area } from '@turf/area';
import { areaAnilloM2, areaPoligonoM2 } from '@domain/poligono/area-geodesica';
import { areaHectareas, areaM2 } from '@domain/poligono/medidas';
import { CONTORNO_LIMPIO, FRANJA, LIMPIA } from './poligonos-jaltenango';
import type { Posicion } from '@domain/poligono/tipos';

/**
 * Issue 22 item 15: the calculated area is the geodesic one on WGS84. The expected figures were computed outside the
 * project with GeographicLib (geographiclib-geodesic 2.2.0, Geodesic.WGS84.Polygon, Karney's algorithm).
 */
describe('área geodésica (WGS84)', () => {
  it('una parcela de Jaltenango: GeographicLib da 19,584.5804 m²; turf daba 0.35 % de más', () => {
    expect(areaAnilloM2(CONTORNO_LIMPIO)).toBeCloseTo(19_584.5804, 3);
    expect(areaM2(LIMPIA)).toBeCloseTo(19_584.5804, 3);
    expect(areaHectareas(LIMPIA)).toBeCloseTo(1.95845804, 7);
    const turf = area(LIMPIA);
    expect(turf / 19_584.5804 - 1).toBeGreaterThan(0.0027); // the 0.27–0.36 % high
  });

  it('una franja de 300 m × 4 m: 1,194.6583 m²; y a 60° de latitud un cuadro de 0.01°: 621,587.2415 m²', () => {
    expect(areaM2(FRANJA)).toBeCloseTo(1_194.6583, 3);
    const norte: Posicion[] = [
      [10, 60],
      [10.01, 60],
      [10.01, 60.01],
      [10, 60.01],
      [10, 60],
    ];
    expect(areaAnilloM2(norte)).toBeCloseTo(621_587.2415, 3);
  });

  it('la celda de 1°×1° en el ecuador: 12,308,778,361.469 m² según GeographicLib, a 2e-7 (sus lados de 111 km)', () => {
    const celda = areaAnilloM2([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(Math.abs(celda / 12_308_778_361.469 - 1)).toBeLessThan(2e-7);
  });

  it('no depende del sentido ni de que el anillo venga cerrado; los huecos se restan', () => {
    const abierto = CONTORNO_LIMPIO.slice(0, -1);
    expect(areaAnilloM2([...abierto].reverse())).toBeCloseTo(areaAnilloM2(CONTORNO_LIMPIO), 6);
    const hueco: Posicion[] = [
      [-92.7302, 15.8745],
      [-92.7298, 15.8745],
      [-92.7298, 15.8748],
      [-92.7302, 15.8745],
    ];
    expect(areaPoligonoM2([CONTORNO_LIMPIO, hueco])).toBeCloseTo(areaAnilloM2(CONTORNO_LIMPIO) - areaAnilloM2(hueco), 6);
    expect(areaAnilloM2([[0, 0]])).toBe(0);
  });
});
