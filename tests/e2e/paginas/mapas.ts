import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SaxesParser } from 'saxes';
import { guardarDescarga } from './descargas';

/** One feature of a downloaded map file, read back from the file. */
export interface Rasgo {
  tipo: 'Point' | 'Polygon';
  /** [lng, lat] pairs (points: one pair; polygons: the outer ring). */
  coordenadas: number[][];
  propiedades: Record<string, string>;
}

export interface MapaDescargado {
  nombre: string;
  texto: string;
  rasgos: Rasgo[];
}

/** A KML file parsed with a strict XML parser (malformed XML fails the test): its placemarks. */
export function leerKml(texto: string): Rasgo[] {
  const rasgos: Rasgo[] = [];
  const parser = new SaxesParser({ xmlns: true });
  let actual: Rasgo | null = null;
  let enCoordenadas = false;
  let enExterior = false;
  let dato: string | null = null;
  let enValor = false;
  let texto_ = '';
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (t) => {
    if (t.local === 'Placemark') actual = { tipo: 'Point', coordenadas: [], propiedades: {} };
    if (t.local === 'Polygon' && actual) actual.tipo = 'Polygon';
    if (t.local === 'outerBoundaryIs') enExterior = true;
    if (t.local === 'coordinates') {
      enCoordenadas = true;
      texto_ = '';
    }
    if (t.local === 'Data') dato = String(t.attributes.name?.value ?? '');
    if (t.local === 'value') {
      enValor = true;
      texto_ = '';
    }
  });
  parser.on('text', (t) => {
    if (enCoordenadas || enValor) texto_ += t;
  });
  parser.on('closetag', (t) => {
    const r = actual as Rasgo | null;
    if (t.local === 'coordinates') {
      enCoordenadas = false;
      if (r && (r.tipo === 'Point' || enExterior))
        r.coordenadas = texto_
          .trim()
          .split(/\s+/)
          .map((p) => p.split(',').map(Number));
    }
    if (t.local === 'outerBoundaryIs') enExterior = false;
    if (t.local === 'value') {
      enValor = false;
      if (r && dato) r.propiedades[dato] = texto_;
    }
    if (t.local === 'Placemark' && r) {
      rasgos.push(r);
      actual = null;
    }
  });
  parser.write(texto).close();
  return rasgos;
}

/** A GeoJSON file (RFC 7946): a FeatureCollection without `crs`, its features. */
export function leerGeojson(texto: string): Rasgo[] {
  const doc = JSON.parse(texto) as {
    type: string;
    crs?: unknown;
    features: { type: string; properties: Record<string, unknown>; geometry: { type: 'Point' | 'Polygon'; coordinates: unknown } }[];
  };
  expect(doc.type).toBe('FeatureCollection');
  expect(doc.crs, 'RFC 7946 quita el miembro crs').toBeUndefined();
  return doc.features.map((f) => {
    expect(f.type).toBe('Feature');
    const c = f.geometry.coordinates;
    return {
      tipo: f.geometry.type,
      coordenadas: f.geometry.type === 'Point' ? [c as number[]] : (c as number[][][])[0],
      propiedades: Object.fromEntries(Object.entries(f.properties).map(([k, v]) => [k, String(v)])),
    };
  });
}

/**
 * Clicks a download as a person would, saves the file where they would, and reads it back with a parser of its
 * format (by the file's own extension).
 */
export async function descargarMapa(page: Page, boton: Locator): Promise<MapaDescargado> {
  const { nombre, ruta } = await guardarDescarga(page, boton);
  const texto = readFileSync(ruta, 'utf8');
  const rasgos = nombre.endsWith('.kml') ? leerKml(texto) : leerGeojson(texto);
  return { nombre, texto, rasgos };
}

/**
 * Longitude first (RFC 7946 and KML): in this app's region (southern Mexico, Central America) the longitude is
 * about -85 to -118 and the latitude 5 to 33, so a swapped pair is caught. Polygon rings are closed.
 */
export function coordenadasEnOrden(r: Rasgo): boolean {
  const enRegion = r.coordenadas.length > 0 && r.coordenadas.every(([lng, lat]) => lng > -118 && lng < -85 && lat > 5 && lat < 33);
  if (r.tipo !== 'Polygon') return enRegion;
  const [primero, ultimo] = [r.coordenadas[0], r.coordenadas[r.coordenadas.length - 1]];
  return enRegion && r.coordenadas.length >= 4 && primero[0] === ultimo[0] && primero[1] === ultimo[1];
}
