import { areaPoligonoM2 } from '../poligono/area-geodesica';
import { intersect } from '@turf/intersect';
import { poligonoLimpio } from '../poligono/forma';
import { cajasSeTocan } from '../poligono/medidas';
import type { Caja, Poligono, Posicion } from '../poligono/tipos';

/**
 * Protected natural areas (spec 001 §2.5 'protected natural areas', §4 'EUDR risk shown'; issue 11): how many
 * hectares of a plot fall inside each area of the reference layer, and what a layer file must hold to be loaded.
 * Pure: the server recomputes with it on every sketch change, the loader checks a file with it before writing.
 */

export interface MultiPoligono {
  type: 'MultiPolygon';
  coordinates: Posicion[][][];
}
/** An area of the layer: GeoJSON Polygon or MultiPolygon, [lng, lat] in WGS84, holes allowed. */
export type GeometriaArea = Poligono | MultiPoligono;

/**
 * Overlaps under 0.005 ha (50 m²) are not listed (docs/DECISIONES.md): they are below what a boundary walked
 * with a hand GPS can tell (100 m of boundary × 0.5 m), far below the precision of the published area layers,
 * and they would read '0.00 ha' in the EUDR tab, a listed area with no land in it.
 */
export const HECTAREAS_MINIMAS_AREA = 0.005;

/** Hectares are stored with 4 decimals (parcelas_areas_naturales.hectareas numeric(14, 4)). */
const redondear4 = (v: number): number => Math.round(v * 10_000) / 10_000;

const poligonosDe = (g: GeometriaArea): Posicion[][][] => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

/** Bounding box of an area with the column names of `areas_naturales` (and of `parcelas`). */
export function cajaGeometria(g: GeometriaArea): Caja {
  const caja = { min_lat: Infinity, max_lat: -Infinity, min_lng: Infinity, max_lng: -Infinity };
  for (const poligono of poligonosDe(g))
    for (const anillo of poligono)
      for (const [lng, lat] of anillo) {
        if (lat < caja.min_lat) caja.min_lat = lat;
        if (lat > caja.max_lat) caja.max_lat = lat;
        if (lng < caja.min_lng) caja.min_lng = lng;
        if (lng > caja.max_lng) caja.max_lng = lng;
      }
  return caja;
}

const comoFeature = (g: GeometriaArea) => ({ type: 'Feature' as const, properties: {}, geometry: g });

/**
 * Hectares of the plot inside the area (full precision; 0 when they do not meet). A geometry the clipper cannot
 * read (a plot that crosses itself badly) counts as 0: its polygon alert already says the sketch is wrong.
 */
/** Square metres of a Polygon or MultiPolygon on WGS84 (domain/poligono/area-geodesica.ts). */
function areaGeometriaM2(g: GeometriaArea): number {
  const partes = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Posicion[][][];
  return partes.reduce((s, anillos) => s + areaPoligonoM2(anillos), 0);
}

/** Whether some outer ring encloses anything on the map (planar shoelace in degrees: 0 for points on one line). */
function tieneSuperficie(g: GeometriaArea): boolean {
  const partes = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Posicion[][][];
  return partes.some(([anillo]) => {
    let doble = 0;
    for (let i = 0; i < (anillo?.length ?? 0); i++) {
      const [x1, y1] = anillo[i];
      const [x2, y2] = anillo[(i + 1) % anillo.length];
      doble += x1 * y2 - x2 * y1;
    }
    return Math.abs(doble) > 1e-12;
  });
}

export function hectareasEncimadas(parcela: Poligono, areaNatural: GeometriaArea): number {
  try {
    const comun = intersect({ type: 'FeatureCollection', features: [comoFeature(poligonoLimpio(parcela)), comoFeature(areaNatural)] });
    // The same geodesic measure as the plot's own area (issue 22 item 15), so 'all of it' reads all of it.
    return comun ? areaGeometriaM2(comun.geometry as GeometriaArea) / 10_000 : 0;
  } catch {
    return 0;
  }
}

export interface AreaCandidata {
  id: number;
  poligono: GeometriaArea;
  /** Its stored box, when the caller has it (saves a pass over a large area's vertices). */
  caja?: Caja;
}

export interface AreaEncimada {
  id: number;
  /** Overlapping hectares, 4 decimals. */
  hectareas: number;
}

/**
 * The areas the plot overlaps, with the overlapping hectares (4 decimals), largest first; slivers under
 * `minimo` left out. Areas whose box does not touch the plot's are skipped before clipping.
 */
export function areasEncimadas(
  parcela: Poligono,
  candidatas: readonly AreaCandidata[],
  minimo: number = HECTAREAS_MINIMAS_AREA,
): AreaEncimada[] {
  const caja = cajaGeometria(parcela);
  const halladas: AreaEncimada[] = [];
  for (const c of candidatas) {
    if (!cajasSeTocan(caja, c.caja ?? cajaGeometria(c.poligono))) continue;
    const hectareas = hectareasEncimadas(parcela, c.poligono);
    if (hectareas >= minimo) halladas.push({ id: c.id, hectareas: redondear4(hectareas) });
  }
  return halladas.sort((a, b) => b.hectareas - a.hectareas || a.id - b.id);
}

// ---- The layer file -------------------------------------------------------------------------------------------

/** An area ready to store: what `areas_naturales` keeps of a layer feature. */
export interface AreaNaturalEntrada {
  nombre: string;
  categoria: string | null;
  url: string | null;
  poligono: GeometriaArea;
  caja: Caja;
}

/** Property names read from a feature, in order: ours, CONANP's shapefile columns, WDPA's (Protected Planet). */
export const CAMPOS_NOMBRE = ['nombre', 'NOMBRE', 'name', 'NAME'] as const;
export const CAMPOS_CATEGORIA = ['categoria', 'CATEGORIA', 'CAT_MANEJO', 'DESIG'] as const;
export const CAMPOS_URL = ['url', 'URL'] as const;

const esNumero = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function texto(props: Record<string, unknown>, campos: readonly string[]): string | null {
  for (const c of campos) {
    const v = props[c];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (esNumero(v)) return String(v);
  }
  return null;
}

/** The problems of one ring; `donde` names it for the message ('el anillo 1 del polígono 2'). */
function problemasAnillo(anillo: unknown, donde: string): string[] {
  if (!Array.isArray(anillo)) return [`${donde} no es una lista de coordenadas`];
  const malas = anillo.findIndex((p) => !Array.isArray(p) || p.length < 2 || !esNumero(p[0]) || !esNumero(p[1]));
  if (malas >= 0) return [`${donde} tiene en la posición ${malas + 1} algo que no es un par de números [longitud, latitud]`];
  const posiciones = anillo as Posicion[];
  const fuera = posiciones.findIndex(([lng, lat]) => Math.abs(lng) > 180 || Math.abs(lat) > 90);
  if (fuera >= 0) {
    const [lng, lat] = posiciones[fuera];
    return [
      `${donde} tiene la coordenada [${lng}, ${lat}] fuera de WGS84 (longitud de −180 a 180, latitud de −90 a 90): ` +
        'exporte la capa en WGS84 (EPSG:4326), en grados decimales',
    ];
  }
  if (posiciones.length < 4)
    return [`${donde} tiene ${posiciones.length} posiciones; un anillo necesita al menos 4 (3 puntos y el cierre)`];
  const [a, b] = [posiciones[0], posiciones[posiciones.length - 1]];
  if (a[0] !== b[0] || a[1] !== b[1]) return [`${donde} no está cerrado: la última posición debe repetir la primera`];
  return [];
}

/** The problems of a Polygon's rings (`cual` is ' 2' inside a MultiPolygon, '' alone). */
function problemasPoligono(anillos: unknown, cual: string): string[] {
  if (!Array.isArray(anillos) || anillos.length === 0) return [`el polígono${cual} no tiene anillos`];
  return anillos.flatMap((anillo, i) =>
    problemasAnillo(anillo, i === 0 ? `el contorno del polígono${cual}` : `el hueco ${i} del polígono${cual}`),
  );
}

function problemasGeometria(g: unknown): string[] {
  if (typeof g !== 'object' || g === null) return ['no tiene geometría'];
  const { type, coordinates } = g as { type?: unknown; coordinates?: unknown };
  if (type === 'Polygon') return problemasPoligono(coordinates, '');
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0) return ['el MultiPolygon no tiene polígonos'];
    return coordinates.flatMap((p, i) => problemasPoligono(p, ` ${i + 1}`));
  }
  return [`la geometría es ${typeof type === 'string' ? type : 'desconocida'}; solo se aceptan Polygon y MultiPolygon`];
}

export type ResultadoElemento = { area: AreaNaturalEntrada; errores?: undefined } | { area?: undefined; errores: string[] };

/**
 * One feature of the layer: a name (nombre, NOMBRE, name or NAME), a Polygon or MultiPolygon in WGS84 with
 * closed rings of at least 4 positions and some surface; optional category and http(s) address. WDPA exports
 * have no address but a WDPAID: the area's Protected Planet page is used.
 */
export function validarElementoArea(f: unknown): ResultadoElemento {
  if (typeof f !== 'object' || f === null || (f as { type?: unknown }).type !== 'Feature')
    return { errores: ['no es un Feature de GeoJSON'] };
  const { geometry, properties } = f as { geometry?: unknown; properties?: unknown };
  const props = typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {};
  const errores: string[] = [];
  const nombre = texto(props, CAMPOS_NOMBRE);
  if (!nombre) errores.push('no tiene nombre (propiedad nombre, NOMBRE, name o NAME)');
  errores.push(...problemasGeometria(geometry));
  const wdpa = texto(props, ['WDPAID', 'WDPA_PID']);
  const url = texto(props, CAMPOS_URL) ?? (wdpa ? `https://www.protectedplanet.net/${wdpa}` : null);
  if (url && !/^https?:\/\/\S+$/i.test(url)) errores.push(`la dirección «${url}» no empieza con http:// o https://`);
  // A shape check, not a measure: points on one line of the map (a parallel too) have no surface to hold a plot.
  if (errores.length === 0 && !tieneSuperficie(geometry as GeometriaArea)) errores.push('no tiene superficie');
  if (errores.length > 0) return { errores };
  const poligono = geometry as GeometriaArea;
  return { area: { nombre: nombre!, categoria: texto(props, CAMPOS_CATEGORIA), url, poligono, caja: cajaGeometria(poligono) } };
}

export interface ProblemaCapa {
  /** 1-based position of the feature in the file; null for a problem of the whole file. */
  elemento: number | null;
  nombre: string | null;
  mensaje: string;
}

/** 'Elemento 3 («El Triunfo»): …' — what the loader prints for each problem. */
export function describirProblema(p: ProblemaCapa): string {
  if (p.elemento === null) return p.mensaje;
  return `Elemento ${p.elemento}${p.nombre ? ` («${p.nombre}»)` : ''}: ${p.mensaje}`;
}

const CRS_WGS84 = /(CRS84|EPSG:+4326)$/i;

/**
 * A whole layer file (already parsed JSON): a FeatureCollection in WGS84 with at least one feature. Every feature
 * is checked: the loader stores the areas only when `problemas` is empty, so a bad file changes nothing.
 */
export function leerCapaAreas(json: unknown): { areas: AreaNaturalEntrada[]; problemas: ProblemaCapa[] } {
  const fc = json as { type?: unknown; features?: unknown; crs?: { properties?: { name?: unknown } } } | null;
  if (typeof fc !== 'object' || fc === null || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features))
    return { areas: [], problemas: [{ elemento: null, nombre: null, mensaje: 'El archivo no es un FeatureCollection de GeoJSON' }] };
  const crs = fc.crs?.properties?.name;
  if (typeof crs === 'string' && !CRS_WGS84.test(crs))
    return {
      areas: [],
      problemas: [{ elemento: null, nombre: null, mensaje: `La capa está en ${crs}: exporte la capa en WGS84 (EPSG:4326)` }],
    };
  if (fc.features.length === 0) return { areas: [], problemas: [{ elemento: null, nombre: null, mensaje: 'El archivo no tiene áreas' }] };
  const areas: AreaNaturalEntrada[] = [];
  const problemas: ProblemaCapa[] = [];
  fc.features.forEach((f, i) => {
    const r = validarElementoArea(f);
    if (r.area) areas.push(r.area);
    else {
      const props = (f as { properties?: Record<string, unknown> } | null)?.properties;
      const nombre = props && typeof props === 'object' ? texto(props, CAMPOS_NOMBRE) : null;
      for (const mensaje of r.errores) problemas.push({ elemento: i + 1, nombre, mensaje });
    }
  });
  return { areas, problemas };
}
