import { describe, expect, it } from 'vitest';
import { areaM2 } from '@domain/poligono/medidas';
import { revisarPoligono } from '@domain/poligono/revisar';
import { resumenAlertas, SIN_ALERTAS } from '@domain/poligono/resumen';
import { revisarCoordenadas } from '@domain/poligono/revisiones/rango';
import { revisarSuperficie } from '@domain/poligono/revisiones/superficie';
import { areaTraslape, revisarTraslapes } from '@domain/poligono/revisiones/traslapes';
import { angulosVertices } from '@domain/poligono/revisiones/picos';
import type { Alerta, Poligono, Vecino } from '@domain/poligono/tipos';
import {
  A_30_KM,
  areaIndependienteM2,
  circulo,
  COLAPSA,
  CON_HUECO,
  CON_PICO,
  CONTORNO_LIMPIO,
  FRANJA,
  INVERTIDA,
  JALTENANGO,
  LIMPIA,
  MARCALA_INVERTIDA,
  MOÑO,
  RECTANGULO_1,
  RECTANGULO_2,
  SIN_CERRAR,
  TRASLAPE_1_2,
  VERTICE_DOBLE,
} from './poligonos-jaltenango';

const codigos = (alertas: Alerta[]) => alertas.map((a) => `${a.codigo}:${a.error ? 'error' : 'aviso'}`);
const contexto = { superficieReportada: 2, localidad: JALTENANGO };

describe('revisarPoligono: una parcela sana', () => {
  it('1.97 ha cerca de Jaltenango, reportada en 2 ha: sin alertas', () => {
    expect(revisarPoligono(LIMPIA, contexto)).toEqual([]);
    expect(resumenAlertas(revisarPoligono(LIMPIA, contexto))).toEqual({ errores: 0, advertencias: 0, texto: 'Sin alertas' });
  });

  it('su área coincide con un cálculo independiente (plano local del elipsoide WGS84) a menos de 1 %', () => {
    const turf = areaM2(LIMPIA);
    const independiente = areaIndependienteM2(CONTORNO_LIMPIO);
    expect(independiente).toBeGreaterThan(19_400);
    expect(independiente).toBeLessThan(19_900);
    expect(Math.abs(turf - independiente) / independiente).toBeLessThan(0.01);
  });

  it('las alertas son un dato: la misma entrada da la misma lista', () => {
    const vecinos: Vecino[] = [{ uuid: 'v1', nombre: 'El Jocote', poligono: RECTANGULO_2 }];
    expect(revisarPoligono(RECTANGULO_1, { vecinos })).toEqual(revisarPoligono(RECTANGULO_1, { vecinos }));
  });
});

describe('revisarPoligono: errores que el sistema de la UE rechaza', () => {
  it('moño (lados que se cruzan)', () => {
    const alertas = revisarPoligono(MOÑO, {});
    expect(codigos(alertas)).toEqual(['AUTOINTERSECCION:error']);
    expect(alertas[0]).toMatchObject({ titulo: 'Polígono que se cruza a sí mismo', datos: { cruces: 1 } });
    expect(alertas[0].descripcion).toContain('1 punto');
  });

  it('anillo sin cerrar: un error, y el resto se revisa con el anillo cerrado', () => {
    expect(codigos(revisarPoligono(SIN_CERRAR, contexto))).toEqual(['ANILLO_ABIERTO:error']);
    expect(revisarPoligono(SIN_CERRAR, contexto)[0].descripcion).toBe('El contorno: el último punto no coincide con el primero.');
  });

  it('menos de tres puntos distintos, o todos en una línea', () => {
    const dos: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.73, 15.88],
          [-92.729, 15.88],
          [-92.73, 15.88],
          [-92.73, 15.88],
        ],
      ],
    };
    const alertas = revisarPoligono(dos, {});
    expect(codigos(alertas)).toEqual(['POCOS_PUNTOS:error']);
    expect(alertas[0].descripcion).toBe('El contorno tiene 2 puntos distintos; un polígono necesita al menos tres.');
    const linea: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.73, 15.88],
          [-92.729, 15.88],
          [-92.728, 15.88],
          [-92.73, 15.88],
        ],
      ],
    };
    expect(codigos(revisarPoligono(linea, {}))).toEqual(['POLIGONO_SIN_AREA:error']);
    expect(codigos(revisarPoligono({ type: 'Polygon', coordinates: [[]] }, {}))).toEqual(['ANILLO_ABIERTO:error', 'POCOS_PUNTOS:error']);
  });

  it('un anillo que colapsa al redondear a 6 decimales es error', () => {
    const alertas = revisarPoligono(COLAPSA, {});
    expect(alertas[0]).toMatchObject({ codigo: 'COLAPSA_AL_REDONDEAR', error: true, titulo: 'El polígono se deforma al redondear' });
    expect(alertas.filter((a) => a.error)).toHaveLength(1);
  });

  it('un vértice que solo se repite al redondear es advertencia', () => {
    const alertas = revisarPoligono(VERTICE_DOBLE, contexto);
    expect(codigos(alertas)).toEqual(['VERTICES_REPETIDOS:aviso']);
    expect(alertas[0].descripcion).toBe(
      '1 vértice coincide con el siguiente al redondear a 6 decimales (la precisión del sistema de información de la UE).',
    );
  });

  it('polígono con hueco: error (la UE no acepta huecos)', () => {
    const alertas = revisarPoligono(CON_HUECO, contexto);
    expect(codigos(alertas)).toEqual(['HUECOS:error']);
    expect(alertas[0].descripcion).toContain('1 hueco interior');
  });

  it('parcela de 4.1 ha con solo un punto: error; 4 ha o menos, nada', () => {
    const alertas = revisarPoligono(null, { superficieReportada: 4.1, centroide: { lat: 15.8745, lng: -92.7299 }, localidad: JALTENANGO });
    expect(codigos(alertas)).toEqual(['SIN_POLIGONO_MAYOR_4HA:error']);
    expect(alertas[0].descripcion).toBe(
      'La parcela reporta 4.10 ha; con más de 4 ha el reglamento de la UE pide un polígono, no basta un punto.',
    );
    expect(revisarPoligono(null, { superficieReportada: 4 })).toEqual([]);
    expect(revisarPoligono(null, { superficieReportada: '4.100' })).toHaveLength(1);
    expect(revisarPoligono(null, {})).toEqual([]);
  });

  it('coordenadas fuera de WGS84', () => {
    const fuera: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-192.73, 15.88],
          [-192.729, 15.88],
          [-192.729, 15.881],
          [-192.73, 15.88],
        ],
      ],
    };
    const alertas = revisarPoligono(fuera, {});
    expect(codigos(alertas)).toEqual(['COORDENADAS_FUERA_DE_RANGO:error']);
    expect(alertas[0].descripcion).toBe('3 puntos tienen latitud fuera de −90 a 90 o longitud fuera de −180 a 180.');
  });

  it('algo que no es un polígono GeoJSON', () => {
    for (const malo of [
      {
        type: 'LineString',
        coordinates: [
          [-92.73, 15.88],
          [-92.72, 15.88],
        ],
      },
      { type: 'Polygon', coordinates: [[['-92.73', '15.88']]] },
      { type: 'Polygon', coordinates: [] },
    ]) {
      expect(codigos(revisarPoligono(malo as unknown as Poligono, {}))).toEqual(['GEOMETRIA_INVALIDA:error']);
    }
  });
});

describe('revisarPoligono: advertencias', () => {
  it('pico: el vértice C sale 140 m y regresa', () => {
    const alertas = revisarPoligono(CON_PICO, contexto);
    expect(codigos(alertas)).toEqual(['PICO:aviso']);
    expect(alertas[0].datos).toEqual({ vertices: 'C' });
    expect(alertas[0].descripcion).toMatch(/^1 vértice forma un ángulo menor a 5°: C \(\d\.\d°\)/);
    const angulos = angulosVertices(CON_PICO.coordinates[0]);
    expect(angulos[2]).toBeLessThan(2);
    expect(Math.min(...angulos.filter((_, i) => i !== 2))).toBeGreaterThan(20);
  });

  it('franja de 300 m × 4 m: polígono angosto', () => {
    const alertas = revisarPoligono(FRANJA, { superficieReportada: 0.12 });
    expect(codigos(alertas)).toEqual(['POLIGONO_ANGOSTO:aviso']);
    expect(alertas[0].descripcion).toBe('El polígono es una franja muy delgada: 1,195 m² de área con 607 m de perímetro.');
    // the clean plot (0.068) is far from the limit; a square is 0.0625
    expect(revisarPoligono(LIMPIA, { compacidadMinima: 0.07 }).map((a) => a.codigo)).toEqual(['POLIGONO_ANGOSTO']);
  });

  it('superficie calculada contra reportada, con tolerancia configurable (20 % por omisión)', () => {
    expect(revisarPoligono(LIMPIA, { superficieReportada: 1.5 })).toMatchObject([
      {
        codigo: 'SUPERFICIE_DIFERENTE',
        error: false,
        descripcion: 'El área calculada del polígono (1.96 ha) difiere 31 % de la superficie reportada (1.50 ha); se toleran 20 %.',
      },
    ]);
    expect(revisarPoligono(LIMPIA, { superficieReportada: 1.5, tolerancia: 0.35 })).toEqual([]);
    expect(revisarPoligono(LIMPIA, { superficieReportada: 1.7 })).toEqual([]);
    expect(revisarPoligono(LIMPIA, { superficieReportada: 0 })).toEqual([]);
    expect(revisarPoligono(LIMPIA, { superficieReportada: null })).toEqual([]);
  });

  it('la tolerancia es estricta: exactamente 20 % no avisa, un poco más sí', () => {
    expect(revisarSuperficie(1.2, 1)).toEqual([]);
    expect(revisarSuperficie(1.2001, 1)).toHaveLength(1);
    expect(revisarSuperficie(0.7999, 1)).toHaveLength(1);
  });

  it('polígono a 30 km de su localidad (máximo 10 km, configurable)', () => {
    const alertas = revisarPoligono(A_30_KM, { ...contexto, localidad: JALTENANGO });
    expect(codigos(alertas)).toEqual(['LEJOS_DE_LOCALIDAD:aviso']);
    expect(Number(alertas[0].datos?.km)).toBeGreaterThan(29.5);
    expect(Number(alertas[0].datos?.km)).toBeLessThan(31);
    expect(alertas[0].descripcion).toMatch(
      /^La parcela está a 30\.\d km de la localidad Jaltenango de la Paz; se esperan a lo más 10 km\.$/,
    );
    expect(revisarPoligono(A_30_KM, { ...contexto, distanciaMaximaKm: 35 })).toEqual([]);
    expect(revisarPoligono(A_30_KM, { ...contexto, localidad: { lat: 0, lng: 0 } })).toEqual([]);
  });

  it('el punto de una parcela sin polígono también se mide contra su localidad', () => {
    expect(codigos(revisarPoligono(null, { centroide: { lat: 16.1445, lng: -92.7299 }, localidad: JALTENANGO }))).toEqual([
      'LEJOS_DE_LOCALIDAD:aviso',
    ]);
  });
});

describe('latitud y longitud invertidas, y fuera de la región', () => {
  it('Jaltenango escrito [lat, lng]: latitud −92 queda fuera de WGS84, así que es error', () => {
    const alertas = revisarPoligono(INVERTIDA, contexto);
    expect(codigos(alertas)).toEqual(['LAT_LNG_INVERTIDAS:error']);
    expect(alertas[0].descripcion).toBe(
      '5 puntos tienen la latitud en el lugar de la longitud y quedan fuera del rango de coordenadas WGS84.',
    );
  });

  it('Marcala, Honduras, escrito [lat, lng]: cabe en WGS84, advertencia; no se mide un polígono que está en otro lugar', () => {
    const alertas = revisarPoligono(MARCALA_INVERTIDA, { superficieReportada: 1 });
    expect(codigos(alertas)).toEqual(['LAT_LNG_INVERTIDAS:aviso']);
    expect(alertas[0].descripcion).toBe('4 puntos tienen la latitud en el lugar de la longitud.');
  });

  it('el punto de una parcela sin polígono, con lat y lng cambiadas', () => {
    expect(codigos(revisarPoligono(null, { centroide: { lat: -92.7299, lng: 15.8745 } }))).toEqual(['LAT_LNG_INVERTIDAS:error']);
  });

  it('fuera de México y Centroamérica (lat 5–33, lng −120 – −75) es advertencia; la región se puede quitar', () => {
    const madrid = [[-3.7, 40.4]] as [number, number][];
    expect(codigos(revisarCoordenadas(madrid))).toEqual(['FUERA_DE_REGION:aviso']);
    expect(revisarCoordenadas(madrid, null)).toEqual([]);
    expect(revisarCoordenadas([[-92.72, 15.87]])).toEqual([]);
    expect(
      revisarCoordenadas([
        [-120, 5],
        [-75, 33],
      ]),
    ).toEqual([]);
  });
});

describe('traslapes con otras parcelas de la cooperativa', () => {
  const vecino: Vecino = { id: 7, uuid: 'b9f6', nombre: 'El Jocote', cuenta: 'María López', poligono: RECTANGULO_2 };

  it('dos rectángulos que comparten un cuarto: área y porcentaje del traslape', () => {
    const esperado = areaM2(TRASLAPE_1_2);
    expect(Math.abs(esperado - areaIndependienteM2(TRASLAPE_1_2.coordinates[0])) / esperado).toBeLessThan(0.01);
    expect(areaTraslape(RECTANGULO_1, RECTANGULO_2)).toBeCloseTo(esperado, 0);

    const alertas = revisarPoligono(RECTANGULO_1, { vecinos: [vecino] });
    expect(codigos(alertas)).toEqual(['TRASLAPE:aviso']);
    expect(alertas[0].datos?.vecino_uuid).toBe('b9f6');
    expect(alertas[0].datos?.m2).toBeCloseTo(esperado, 0);
    expect(alertas[0].datos?.porcentaje).toBeCloseTo(25, 1);
    expect(alertas[0].descripcion).toMatch(
      /^El polígono se traslapa con 'El Jocote' \(María López\) en 2,9\d\d m², el 25\.0 % de esta parcela\.$/,
    );
  });

  it('sin traslape, o un roce menor al mínimo, no avisa', () => {
    const lejos: Vecino = { nombre: 'Lejos', poligono: LIMPIA };
    expect(revisarPoligono(RECTANGULO_1, { vecinos: [lejos] })).toEqual([]);
    // a 0.5 m strip along a shared side: about 60 m², under 1 % of 1.19 ha
    const roce: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.729005, 15.88],
          [-92.728, 15.88],
          [-92.728, 15.881],
          [-92.729005, 15.881],
          [-92.729005, 15.88],
        ],
      ],
    };
    expect(revisarPoligono(RECTANGULO_1, { vecinos: [{ poligono: roce }] })).toEqual([]);
    expect(revisarPoligono(RECTANGULO_1, { vecinos: [{ poligono: roce }], traslapeMinimo: { proporcion: 0.001, m2: 1000 } })).toHaveLength(
      1,
    );
  });

  it('la caja guardada del vecino evita leer su polígono; vecinos sin polígono se ignoran', () => {
    // a stored box far away: the neighbour is skipped even though its polygon overlaps
    const cajaLejana = { min_lat: 10, max_lat: 10.1, min_lng: -90, max_lng: -89.9 };
    expect(revisarTraslapes(RECTANGULO_1, areaM2(RECTANGULO_1), [{ ...vecino, caja: cajaLejana }])).toEqual([]);
    expect(revisarPoligono(RECTANGULO_1, { vecinos: [{ poligono: null }] })).toEqual([]);
  });

  it('entre 1,000 vecinos solo avisa de los que se traslapan, el mayor primero', () => {
    const vecinos: Vecino[] = Array.from({ length: 1000 }, (_, i) => ({
      id: i,
      nombre: `P${i}`,
      poligono: circulo(8, 40, { lat: 15.8 + Math.floor(i / 40) * 0.004, lng: -92.8 + (i % 40) * 0.004 }),
    }));
    vecinos[500] = { id: 500, nombre: 'Mitad', poligono: RECTANGULO_2 };
    vecinos[900] = { id: 900, nombre: 'Igual', poligono: RECTANGULO_1 };
    const alertas = revisarPoligono(RECTANGULO_1, { vecinos });
    expect(alertas.map((a) => a.datos?.vecino_id)).toEqual([900, 500]);
    expect(alertas[0].datos?.porcentaje).toBeCloseTo(100, 1);
  });

  it('un moño no se compara con sus vecinos (no tiene un interior definido)', () => {
    expect(codigos(revisarPoligono(MOÑO, { vecinos: [vecino] }))).toEqual(['AUTOINTERSECCION:error']);
  });
});

describe('orden y resumen (columna ALERTAS POLÍGONO)', () => {
  it('errores primero, luego advertencias', () => {
    const alertas = revisarPoligono(CON_HUECO, { superficieReportada: 1, localidad: JALTENANGO });
    expect(codigos(alertas)).toEqual(['HUECOS:error', 'SUPERFICIE_DIFERENTE:aviso']);
  });

  it.each([
    [[], 0, 0, 'Sin alertas'],
    [[{ error: true }], 1, 0, '1 error'],
    [[{ error: false }], 0, 1, '1 advertencia'],
    [[{ error: true }, { error: false }, { error: false }], 1, 2, '1 error, 2 advertencias'],
    [[{ error: true }, { error: true }], 2, 0, '2 errores'],
  ])('%j → %i errores, %i advertencias, %s', (alertas, errores, advertencias, texto) => {
    expect(resumenAlertas(alertas)).toEqual({ errores, advertencias, texto });
  });

  it('sin lista es lo mismo que una lista vacía; el panel del perfil dice el texto de la especificación', () => {
    expect(resumenAlertas(null).texto).toBe('Sin alertas');
    expect(SIN_ALERTAS).toBe('No se detectaron alertas');
  });
});

describe('picos y vértices casi repetidos', () => {
  it('un vértice a 30 cm de otro no cuenta como pico aunque su ángulo sea agudo', () => {
    // B' 30 cm behind B (away from C) and 1 cm aside: the angle at B' is 1.9°, but its side to B is noise
    const casiDoble: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.7305, 15.8742],
          [-92.7293, 15.87435],
          [-92.729300331, 15.874347306],
          [-92.72915, 15.8753],
          [-92.7299, 15.87575],
          [-92.7306, 15.8752],
          [-92.7305, 15.8742],
        ],
      ],
    };
    const angulos = angulosVertices(casiDoble.coordinates[0]);
    expect(angulos[2]).toBeLessThan(2);
    expect(revisarPoligono(casiDoble, contexto).map((a) => a.codigo)).not.toContain('PICO');
  });
});
