import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { formatoCoordenada, formatoGrados } from '@domain/poligono/coordenadas';
import { esPoligono, poligonoLimpio, redondear6, sinRepetidos } from '@domain/poligono/forma';
import { etiquetaLado, ladosPoligono } from '@domain/poligono/lados';
import {
  areaHectareas,
  areaM2,
  cajaPoligono,
  cajasSeTocan,
  centroidePoligono,
  distanciaM,
  formatoAreaPoligono,
  hectareasDesdeM2,
} from '@domain/poligono/medidas';
import { colorVecino, PALETA_VECINOS } from '@domain/poligono/paleta';
import { etiquetaVertice, puntosPoligono } from '@domain/poligono/vertices';
import { ZOOM_EDITOR, zoomPorArea } from '@domain/poligono/zoom';
import type { Poligono } from '@domain/poligono/tipos';
import { areaIndependienteM2, circulo, CONTORNO_LIMPIO, JALTENANGO, LIMPIA, RECTANGULO_1, RECTANGULO_2 } from './poligonos-jaltenango';

describe('área en hectáreas (R071: m² / 10,000)', () => {
  it.each([
    [5000, 0.5],
    [12_345, 1.2345],
    [0, 0],
  ])('%i m² → %f ha', (m2, ha) => expect(hectareasDesdeM2(m2)).toBe(ha));

  it('la parcela limpia: precisión completa para revisar, 2 decimales para mostrar', () => {
    const ha = areaHectareas(LIMPIA);
    expect(ha).toBeCloseTo(areaIndependienteM2(CONTORNO_LIMPIO) / 10_000, 1);
    expect(ha).not.toBe(Number(ha.toFixed(2)));
    expect(formatoAreaPoligono(LIMPIA)).toBe('1.96'); // geodesic 19,584.58 m² (issue 22 item 15; turf read 1.97)
    expect(formatoAreaPoligono(null)).toBe('--');
  });

  it('un círculo de 100 m de radio (64 lados) mide casi π ha', () => {
    expect(areaHectareas(circulo(64, 100))).toBeCloseTo(Math.PI, 1);
  });

  it('los huecos se restan', () => {
    const hueco = [
      [-92.7299, 15.8802],
      [-92.7299, 15.8808],
      [-92.7293, 15.8808],
      [-92.7293, 15.8802],
      [-92.7299, 15.8802],
    ] as [number, number][];
    const conHueco: Poligono = { type: 'Polygon', coordinates: [RECTANGULO_1.coordinates[0], hueco] };
    expect(areaM2(conHueco)).toBeCloseTo(areaM2(RECTANGULO_1) - areaM2({ type: 'Polygon', coordinates: [hueco] }), 3);
  });
});

describe('lados del croquis (R061: solo los mayores a 4 m llevan etiqueta)', () => {
  it.each([
    [4.0, null],
    [4.01, '4.01 m'],
    [12.3, '12.30 m'],
    [1234.5, '1,234.50 m'],
    [0, null],
    [Number.NaN, null],
  ])('%f m → %s', (m, etiqueta) => expect(etiquetaLado(m)).toBe(etiqueta));

  it('la parcela limpia: A→B … E→A, en metros, con etiqueta en medio de cada lado', () => {
    const lados = ladosPoligono(LIMPIA);
    expect(lados.map((l) => `${l.desde}${l.hasta}`)).toEqual(['AB', 'BC', 'CD', 'DE', 'EA']);
    expect(lados.map((l) => l.etiqueta)).toEqual(['129.42 m', '106.85 m', '94.54 m', '96.67 m', '111.71 m']);
    // A→B by hand on the local plane: 0.0012° of longitude and 0.00015° of latitude at 15.87 N
    const ab = Math.hypot(0.0012 * 111_320 * Math.cos((15.8742 * Math.PI) / 180), 0.00015 * 110_650);
    expect(Math.abs(lados[0].metros - ab) / ab).toBeLessThan(0.005);
    expect(lados[0].medio).toEqual({ lat: (15.8742 + 15.87435) / 2, lng: (-92.7305 + -92.7293) / 2 });
  });

  it('un lado de 3 m no lleva etiqueta', () => {
    const corto: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.73, 15.88],
          [-92.72997, 15.88],
          [-92.72997, 15.881],
          [-92.73, 15.881],
          [-92.73, 15.88],
        ],
      ],
    };
    expect(ladosPoligono(corto).map((l) => l.etiqueta === null)).toEqual([true, false, true, false]);
  });
});

describe('vértices (R071: letras de la A a la Z, luego números)', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, '27'],
    [27, '28'],
    [99, '100'],
  ])('índice %i → %s', (i, etiqueta) => expect(etiquetaVertice(i)).toBe(etiqueta));

  it('un polígono de 30 vértices: A…Z, 27…30, con la longitud de cada segmento', () => {
    const puntos = puntosPoligono(circulo(30, 60));
    expect(puntos).toHaveLength(30);
    expect(puntos.map((p) => p.title).slice(24)).toEqual(['Y', 'Z', '27', '28', '29', '30']);
    // a regular 30-gon of radius 60 m has sides of 2·60·sin(π/30) = 12.54 m
    for (const p of puntos) expect(p.longitud_segmento).toBeCloseTo(2 * 60 * Math.sin(Math.PI / 30), 0);
  });

  it('tabla de coordenadas: lat y lng del GeoJSON, altitud guardada o calculada', () => {
    const conAltitud: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.7305, 15.8742, 1210],
          [-92.7293, 15.87435, 1195],
          [-92.72915, 15.8753],
          [-92.7305, 15.8742, 1210],
        ],
      ],
    };
    const puntos = puntosPoligono(conAltitud);
    expect(puntos.map((p) => [p.title, p.lat, p.lng, p.elevation])).toEqual([
      ['A', 15.8742, -92.7305, 1210],
      ['B', 15.87435, -92.7293, 1195],
      ['C', 15.8753, -92.72915, null],
    ]);
    expect(puntosPoligono(conAltitud, [1200, null, 1230]).map((p) => p.elevation)).toEqual([1200, 1195, 1230]);
    expect(puntos[2].longitud_segmento).toBeCloseTo(distanciaM([-92.72915, 15.8753], [-92.7305, 15.8742]), 6);
  });
});

describe('paleta de vecinos (R071: 20 colores)', () => {
  it('20 colores distintos; el 21.º vuelve al primero', () => {
    expect(PALETA_VECINOS).toHaveLength(20);
    expect(new Set(PALETA_VECINOS).size).toBe(20);
    for (const c of PALETA_VECINOS) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorVecino(0)).toBe('#1f77b4');
    expect(colorVecino(20)).toBe(colorVecino(0));
    expect(colorVecino(39)).toBe(colorVecino(19));
    expect(colorVecino(-1)).toBe(colorVecino(19));
  });
});

describe('zoom automático por área (R060)', () => {
  it.each([
    [0.49, 19],
    [0.5, 18],
    [1.5, 17],
    [1.99, 17],
    [2, 16],
    [9.99, 16],
    [10, 15],
    [99.9, 15],
    [100, 12],
    [999, 12],
    [1000, 10],
    [9999, 10],
    [10000, 7],
    [50000, 7],
    [0, 19],
  ])('%f ha → zoom %i', (ha, zoom) => expect(zoomPorArea(ha)).toBe(zoom));

  it('sin área (sin polígono) abre como el editor, en 19', () => {
    expect(zoomPorArea(null)).toBe(ZOOM_EDITOR);
    expect(zoomPorArea(undefined)).toBe(19);
    expect(zoomPorArea(Number.NaN)).toBe(19);
    expect(zoomPorArea(areaHectareas(LIMPIA))).toBe(17);
  });
});

describe('coordenadas (R032): 7 decimales en el perfil, 4 en el padrón, y grados', () => {
  it('ejemplos de la especificación', () => {
    expect(formatoCoordenada(17.123456789, 'perfil')).toBe('17.1234568');
    expect(formatoCoordenada(17.123456789, 'padron')).toBe('17.1235');
  });

  it('negativas, texto de la base y faltantes', () => {
    expect(formatoCoordenada(-92.7236)).toBe('-92.7236000');
    expect(formatoCoordenada('15.87', 'padron')).toBe('15.8700');
    expect(formatoCoordenada(-0.00000001)).toBe('0.0000000');
    expect(formatoCoordenada(null)).toBe('--');
    expect(formatoCoordenada('')).toBe('--');
  });

  it.each([
    [15.8697, 'lat', `15°52'10.92"N`],
    [-92.7236, 'lng', `92°43'24.96"W`],
    [17.5, 'lat', `17°30'00.00"N`],
    [-0.5, 'lat', `0°30'00.00"S`],
    [92.5, 'lng', `92°30'00.00"E`],
    [0, 'lng', `0°00'00.00"E`],
    [15.9999999, 'lat', `16°00'00.00"N`],
    [-92.72361, 'lng', `92°43'25.00"W`],
  ] as const)('%f (%s) → %s', (v, eje, texto) => expect(formatoGrados(v, eje)).toBe(texto));

  it('grados sin valor', () => {
    expect(formatoGrados(null, 'lat')).toBe('--');
    expect(formatoGrados('abc', 'lng')).toBe('--');
  });
});

describe('forma, caja y centro', () => {
  it('reconoce un polígono GeoJSON y rechaza lo demás', () => {
    expect(esPoligono(LIMPIA)).toBe(true);
    expect(esPoligono({ type: 'Polygon', coordinates: [[[-92.7, 15.8, 1200]]] })).toBe(true);
    for (const x of [
      null,
      'x',
      { type: 'Point', coordinates: [-92.7, 15.8] },
      { type: 'Polygon', coordinates: [[[-92.7]]] },
      { type: 'Polygon', coordinates: [[[Infinity, 1]]] },
    ]) {
      expect(esPoligono(x)).toBe(false);
    }
  });

  it('quita vértices repetidos seguidos, también el par del cierre', () => {
    expect(
      sinRepetidos([
        [1, 1],
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
        [1, 1],
      ]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ]);
    expect(
      sinRepetidos([
        [1, 1],
        [2, 1],
        [2, 2],
      ]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ]);
    expect(
      poligonoLimpio({
        type: 'Polygon',
        coordinates: [
          [
            [1, 1, 5],
            [2, 1],
            [2, 2],
            [1, 1],
          ],
        ],
      }).coordinates,
    ).toEqual([
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ],
    ]);
  });

  it('redondea a 6 decimales igual hacia ambos lados del cero', () => {
    expect(redondear6(-92.7236005)).toBe(-92.723601);
    expect(redondear6(15.8697004)).toBe(15.8697);
  });

  it('caja con los nombres de las columnas de parcelas, y cajas que se tocan', () => {
    expect(cajaPoligono(RECTANGULO_1)).toEqual({ min_lat: 15.88, max_lat: 15.881, min_lng: -92.73, max_lng: -92.729 });
    expect(cajasSeTocan(cajaPoligono(RECTANGULO_1), cajaPoligono(RECTANGULO_2))).toBe(true);
    expect(cajasSeTocan(cajaPoligono(RECTANGULO_1), cajaPoligono(LIMPIA))).toBe(false);
  });

  it('el punto central de la parcela limpia está dentro de ella, a 0.9 km del pueblo', () => {
    const c = centroidePoligono(LIMPIA);
    // the mean of the five vertices, by hand
    expect(c.lat).toBeCloseTo((15.8742 + 15.87435 + 15.8753 + 15.87575 + 15.8752) / 5, 9);
    expect(c.lng).toBeCloseTo((-92.7305 - 92.7293 - 92.72915 - 92.7299 - 92.7306) / 5, 9);
    expect(booleanPointInPolygon([c.lng, c.lat], LIMPIA)).toBe(true);
    expect(distanciaM([c.lng, c.lat], [JALTENANGO.lng, JALTENANGO.lat]) / 1000).toBeCloseTo(0.91, 1);
  });
});
