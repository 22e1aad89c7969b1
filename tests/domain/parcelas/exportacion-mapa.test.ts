import { describe, expect, it } from 'vitest';
import {
  geometriaMapa,
  leerOpcionesMapa,
  NOMBRE_ARCHIVO_MAPA,
  OPCIONES_MAPA,
  propiedadesEudr,
  propiedadesMapa,
  rutaExportacionMapa,
  type ParcelaMapa,
} from '@domain/parcelas/exportacion-mapa';

const anillo = [
  [-92.1, 15.1],
  [-92.09, 15.1],
  [-92.09, 15.11],
  [-92.1, 15.11],
  [-92.1, 15.1],
];
const parcela: ParcelaMapa = {
  parcela: 'El Mirador',
  productor: 'José Pérez López',
  clave: 'SM-0001',
  localidad: 'Jaltenango',
  municipio: 'Ángel Albino Corzo',
  categoria: 'Orgánico',
  superficie: 1.25,
  poligono: { type: 'Polygon', coordinates: [anillo] },
  centroide_lat: 15.105,
  centroide_lng: -92.095,
  pais: 'MX',
};

describe('R085: opciones de la exportación KML/GeoJSON', () => {
  it('ejemplo 1: el archivo de toda la lista se llama padron', () => expect(NOMBRE_ARCHIVO_MAPA).toBe('padron'));
  it('ejemplo 2: el espacio de opciones es datos {ocultos, todos} × geometría {polígonos y centroides, sólo centroides}, en KML o GeoJSON', () => {
    expect(Object.keys(OPCIONES_MAPA.datos)).toEqual(['ocultos', 'todos']);
    expect(Object.keys(OPCIONES_MAPA.geometria)).toEqual(['poligonos', 'centroides']);
    expect(Object.keys(OPCIONES_MAPA.formato)).toEqual(['kml', 'geojson', 'traces']);
  });
  it('sin opciones: KML, datos personales ocultos, polígonos', () => {
    expect(leerOpcionesMapa({})).toEqual({ opciones: { formato: 'kml', datos: 'ocultos', geometria: 'poligonos' }, errores: {} });
  });
  it('una opción desconocida da su mensaje en español; las válidas se leen', () => {
    expect(leerOpcionesMapa({ formato: 'geojson', datos: 'todos', geometria: 'centroides' }).opciones).toEqual({
      formato: 'geojson',
      datos: 'todos',
      geometria: 'centroides',
    });
    expect(leerOpcionesMapa({ formato: 'shp', datos: 'toString', geometria: ['poligonos'] }).errores).toEqual({
      formato: ["El formato debe ser 'kml' o 'geojson' o 'traces'"],
      datos: ["Los datos deben ser 'ocultos' o 'todos'"],
      geometria: ["La geometría debe ser 'poligonos' o 'centroides'"],
    });
  });
  it('la ruta del API lleva las tres opciones', () => {
    expect(rutaExportacionMapa('abc', { formato: 'geojson', datos: 'todos', geometria: 'centroides' })).toBe(
      'parcelas_exportar/abc?formato=geojson&datos=todos&geometria=centroides',
    );
  });
});

describe('propiedades de cada parcela', () => {
  it('datos ocultos: parcela, localidad, municipio, categoría y superficie; sin nombre ni clave del productor', () => {
    expect(propiedadesMapa(parcela, false).map((p) => p.clave)).toEqual(['parcela', 'localidad', 'municipio', 'categoria', 'superficie']);
    expect(propiedadesEudr(parcela, false)).toEqual({ ProducerCountry: 'MX', ProductionPlace: 'El Mirador', Area: 1.25 });
  });
  it('todos los datos: también productor y clave (y ProducerName para TRACES)', () => {
    expect(propiedadesMapa(parcela, true).map((p) => [p.clave, p.valor])).toEqual([
      ['parcela', 'El Mirador'],
      ['productor', 'José Pérez López'],
      ['clave', 'SM-0001'],
      ['localidad', 'Jaltenango'],
      ['municipio', 'Ángel Albino Corzo'],
      ['categoria', 'Orgánico'],
      ['superficie', 1.25],
    ]);
    expect(propiedadesEudr(parcela, true)).toMatchObject({ ProducerName: 'José Pérez López' });
  });
  it('un valor nulo no se escribe', () =>
    expect(propiedadesMapa({ ...parcela, clave: null }, true).map((p) => p.clave)).not.toContain('clave'));
});

describe('geometría: [lng, lat] como RFC 7946', () => {
  it('polígonos: el polígono si hay; si no, el centroide', () => {
    expect(geometriaMapa(parcela, true)).toEqual({ type: 'Polygon', coordinates: [anillo] });
    expect(geometriaMapa({ ...parcela, poligono: null }, true)).toEqual({ type: 'Point', coordinates: [-92.095, 15.105] });
  });
  it('centroides: siempre un punto; sin centroide guardado, la media de los vértices', () => {
    expect(geometriaMapa(parcela, false)).toEqual({ type: 'Point', coordinates: [-92.095, 15.105] });
    const g = geometriaMapa({ ...parcela, centroide_lat: null, centroide_lng: null }, false);
    expect(g?.type).toBe('Point');
    expect(g?.coordinates[0]).toBeCloseTo(-92.095, 9);
    expect(g?.coordinates[1]).toBeCloseTo(15.105, 9);
  });
  it('sin polígono ni centroide no hay geometría', () => {
    expect(geometriaMapa({ poligono: null, centroide_lat: null, centroide_lng: null }, true)).toBeNull();
  });
});
