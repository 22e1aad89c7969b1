import { describe, expect, it } from 'vitest';
import {
  areasEncimadas,
  cajaGeometria,
  describirProblema,
  HECTAREAS_MINIMAS_AREA,
  hectareasEncimadas,
  leerCapaAreas,
  validarElementoArea,
  type GeometriaArea,
} from '@domain/eudr/areas-naturales';
import { areaHectareas } from '@domain/poligono/medidas';
import type { Poligono } from '@domain/poligono/tipos';

/** Protected natural areas (spec 001 §2.5, §4; issue 11): overlapping hectares and the layer file's checks. */

const LAT = 15.75;
const LNG = -92.95;
const M_LAT = 1 / 111_320;
const M_LNG = 1 / (111_320 * Math.cos((LAT * Math.PI) / 180));

/** A rectangle `ancho` × `alto` metres whose south-west corner is `este`, `norte` metres from (LAT, LNG). */
function rectangulo(este: number, norte: number, ancho: number, alto: number): Poligono {
  const [x0, y0] = [LNG + este * M_LNG, LAT + norte * M_LAT];
  const [x1, y1] = [x0 + ancho * M_LNG, y0 + alto * M_LAT];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ],
    ],
  };
}

/** The area: a 1 km square from (LAT, LNG) to the north-east. */
const AREA = rectangulo(0, 0, 1000, 1000);
const PARCELA_DENTRO = rectangulo(200, 200, 100, 100); // 1 ha
const PARCELA_MITAD = rectangulo(-50, 500, 100, 100); // half across the west edge

describe('hectáreas de la parcela dentro de un área', () => {
  it('una parcela dentro del área: toda su superficie; a caballo del borde: la mitad; fuera: nada', () => {
    expect(hectareasEncimadas(PARCELA_DENTRO, AREA)).toBeCloseTo(areaHectareas(PARCELA_DENTRO), 3);
    expect(hectareasEncimadas(PARCELA_MITAD, AREA)).toBeCloseTo(areaHectareas(PARCELA_MITAD) / 2, 2);
    expect(hectareasEncimadas(rectangulo(1500, 0, 100, 100), AREA)).toBe(0);
  });

  it('lista cada área con sus hectáreas a 4 decimales, la de más hectáreas primero', () => {
    const otra = rectangulo(-1000, 0, 1000, 1000); // the neighbour to the west: shares the edge
    const parcela = rectangulo(-30, 100, 100, 100); // 70 % in AREA, 30 % in the other
    const r = areasEncimadas(parcela, [
      { id: 7, poligono: otra },
      { id: 3, poligono: AREA },
    ]);
    expect(r.map((a) => a.id)).toEqual([3, 7]);
    expect(r[0].hectareas).toBeCloseTo(0.7, 2);
    expect(r[1].hectareas).toBeCloseTo(0.3, 2);
    for (const a of r) expect(a.hectareas).toBe(Number(a.hectareas.toFixed(4)));
  });

  it(`ignora lo que solo toca el borde y las astillas de menos de ${HECTAREAS_MINIMAS_AREA} ha (50 m²)`, () => {
    const toca = rectangulo(-100, 100, 100, 100); // its east side on the area's west side
    const astilla = rectangulo(-99.7, 300, 100, 100); // 0.3 m × 100 m = 30 m² inside
    const franja = rectangulo(-99, 500, 100, 100); // 1 m × 100 m = 100 m² inside
    const r = areasEncimadas(toca, [{ id: 1, poligono: AREA }]);
    expect(r).toEqual([]);
    expect(areasEncimadas(astilla, [{ id: 1, poligono: AREA }])).toEqual([]);
    expect(areasEncimadas(franja, [{ id: 1, poligono: AREA }])).toEqual([{ id: 1, hectareas: expect.closeTo(0.01, 3) }]);
  });

  it('un MultiPolygon suma sus partes; una parcela en el hueco de un área no se encima', () => {
    const multi: GeometriaArea = {
      type: 'MultiPolygon',
      coordinates: [rectangulo(0, 0, 50, 1000).coordinates, rectangulo(100, 0, 50, 1000).coordinates],
    };
    // 150 m wide plot over both parts (50 m + 50 m of its 100 m height each: 2 × 50 × 100 m²)
    // (the rectangles are laid out in metres on a sphere: their area on the ellipsoid is measured, issue 22 item 15)
    const partes = areaHectareas(rectangulo(0, 0, 50, 100)) + areaHectareas(rectangulo(100, 0, 50, 100));
    expect(partes).toBeCloseTo(1, 1);
    expect(hectareasEncimadas(rectangulo(0, 0, 150, 100), multi)).toBeCloseTo(partes, 4);
    const conHueco: GeometriaArea = {
      type: 'Polygon',
      coordinates: [AREA.coordinates[0], [...rectangulo(100, 100, 500, 500).coordinates[0]].reverse()],
    };
    expect(areasEncimadas(PARCELA_DENTRO, [{ id: 1, poligono: conHueco }])).toEqual([]);
  });

  it('un área cuya caja no toca la de la parcela no se recorta; un croquis que se cruza a sí mismo no rompe el cálculo', () => {
    const lejos = { id: 9, poligono: rectangulo(5000, 5000, 10, 10), caja: cajaGeometria(rectangulo(5000, 5000, 10, 10)) };
    expect(areasEncimadas(PARCELA_DENTRO, [lejos])).toEqual([]);
    const [a, b] = [PARCELA_DENTRO.coordinates[0][0], PARCELA_DENTRO.coordinates[0][2]];
    const monio: Poligono = {
      type: 'Polygon',
      coordinates: [[a, PARCELA_DENTRO.coordinates[0][1], PARCELA_DENTRO.coordinates[0][3], b, a]],
    };
    expect(() => areasEncimadas(monio, [{ id: 1, poligono: AREA }])).not.toThrow();
  });
});

const elemento = (properties: Record<string, unknown>, geometry: unknown = AREA) => ({ type: 'Feature', properties, geometry });

describe('un elemento de la capa', () => {
  it('acepta nombre/categoria/url propios, y NAME/DESIG/WDPAID de WDPA (la página de Protected Planet como dirección)', () => {
    const propio = validarElementoArea(
      elemento({ nombre: ' El Triunfo ', categoria: 'Reserva de la Biosfera', url: 'https://simec.conanp.gob.mx' }),
    );
    expect(propio.area).toMatchObject({ nombre: 'El Triunfo', categoria: 'Reserva de la Biosfera', url: 'https://simec.conanp.gob.mx' });
    expect(propio.area!.caja.min_lat).toBe(LAT);
    const wdpa = validarElementoArea(elemento({ NAME: 'El Triunfo', DESIG: 'Biosphere Reserve', WDPAID: 11862 }));
    expect(wdpa.area).toMatchObject({ nombre: 'El Triunfo', categoria: 'Biosphere Reserve', url: 'https://www.protectedplanet.net/11862' });
    expect(validarElementoArea(elemento({ NOMBRE: 'La Sepultura', CAT_MANEJO: 'RB' })).area).toMatchObject({ categoria: 'RB', url: null });
  });

  it('acepta posiciones con altitud y MultiPolygon', () => {
    const con3d = { type: 'Polygon', coordinates: [AREA.coordinates[0].map(([x, y]) => [x, y, 1200])] };
    expect(validarElementoArea(elemento({ name: 'A' }, con3d)).area).toBeDefined();
    expect(validarElementoArea(elemento({ name: 'B' }, { type: 'MultiPolygon', coordinates: [AREA.coordinates] })).area).toBeDefined();
  });

  it.each([
    [{}, AREA, 'no tiene nombre (propiedad nombre, NOMBRE, name o NAME)'],
    [{ nombre: 'P' }, { type: 'Point', coordinates: [LNG, LAT] }, 'la geometría es Point; solo se aceptan Polygon y MultiPolygon'],
    [{ nombre: 'P' }, null, 'no tiene geometría'],
    [
      { nombre: 'P' },
      {
        type: 'Polygon',
        coordinates: [
          [
            [500000, 1740000],
            [501000, 1740000],
            [501000, 1741000],
            [500000, 1740000],
          ],
        ],
      },
      'el contorno del polígono tiene la coordenada [500000, 1740000] fuera de WGS84 (longitud de −180 a 180, latitud de −90 a 90): exporte la capa en WGS84 (EPSG:4326), en grados decimales',
    ],
    [
      { nombre: 'P' },
      { type: 'Polygon', coordinates: [AREA.coordinates[0].slice(0, 4)] },
      'el contorno del polígono no está cerrado: la última posición debe repetir la primera',
    ],
    [
      { nombre: 'P' },
      {
        type: 'Polygon',
        coordinates: [
          [
            [LNG, LAT],
            [LNG + 1, LAT],
            [LNG, LAT],
          ],
        ],
      },
      'el contorno del polígono tiene 3 posiciones; un anillo necesita al menos 4 (3 puntos y el cierre)',
    ],
    [
      { nombre: 'P' },
      {
        type: 'Polygon',
        coordinates: [
          [
            [LNG, LAT],
            ['x', LAT],
            [LNG, LAT + 1],
            [LNG, LAT],
          ],
        ],
      },
      'el contorno del polígono tiene en la posición 2 algo que no es un par de números [longitud, latitud]',
    ],
    [{ nombre: 'P' }, { type: 'MultiPolygon', coordinates: [AREA.coordinates, []] }, 'el polígono 2 no tiene anillos'],
    [
      { nombre: 'P' },
      {
        type: 'Polygon',
        coordinates: [
          [
            [LNG, LAT],
            [LNG + 1, LAT],
            [LNG + 2, LAT],
            [LNG, LAT],
          ],
        ],
      },
      'no tiene superficie',
    ],
    [{ nombre: 'P', url: 'www.conanp.gob.mx' }, AREA, 'la dirección «www.conanp.gob.mx» no empieza con http:// o https://'],
  ])('rechaza %j con %j: «%s»', (props, geometria, mensaje) => {
    expect(validarElementoArea(elemento(props, geometria)).errores).toContain(mensaje);
  });
});

describe('el archivo de la capa', () => {
  it('un FeatureCollection válido da sus áreas en orden y ningún problema', () => {
    const r = leerCapaAreas({ type: 'FeatureCollection', features: [elemento({ nombre: 'A' }), elemento({ nombre: 'B' }, PARCELA_MITAD)] });
    expect([r.areas.map((a) => a.nombre), r.problemas]).toEqual([['A', 'B'], []]);
  });

  it('cada problema dice qué elemento (desde 1, con su nombre) y por qué; uno malo basta para no cargar nada', () => {
    const r = leerCapaAreas({
      type: 'FeatureCollection',
      features: [elemento({ nombre: 'Bien' }), elemento({ NAME: 'Punto' }, { type: 'Point', coordinates: [0, 0] }), elemento({})],
    });
    expect(r.problemas.map(describirProblema)).toEqual([
      'Elemento 2 («Punto»): la geometría es Point; solo se aceptan Polygon y MultiPolygon',
      'Elemento 3: no tiene nombre (propiedad nombre, NOMBRE, name o NAME)',
    ]);
  });

  it('rechaza lo que no es un FeatureCollection, uno vacío y uno en otra proyección', () => {
    expect(leerCapaAreas([]).problemas.map(describirProblema)).toEqual(['El archivo no es un FeatureCollection de GeoJSON']);
    expect(leerCapaAreas({ type: 'FeatureCollection', features: [] }).problemas[0].mensaje).toBe('El archivo no tiene áreas');
    const utm = {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32615' } },
      features: [elemento({ nombre: 'A' })],
    };
    expect(leerCapaAreas(utm).problemas[0].mensaje).toBe(
      'La capa está en urn:ogc:def:crs:EPSG::32615: exporte la capa en WGS84 (EPSG:4326)',
    );
    const crs84 = { ...utm, crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } } };
    expect(leerCapaAreas(crs84).problemas).toEqual([]);
  });
});
