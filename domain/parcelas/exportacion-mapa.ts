import type { ErroresCampos } from '../comun/validacion';
import { areaPoligonoM2 } from '../poligono/area-geodesica';
import type { Posicion } from '../poligono/tipos';

/**
 * The plots map export (spec 001 §2.2 'Descargar Mapa', §9; 000 §2.9 'KML map download'; R085): its options
 * as data, so the server validates them and a dialog draws them from the same table.
 */
export const OPCIONES_MAPA = {
  formato: {
    kml: { etiqueta: 'KML', extension: 'kml', tipo: 'application/vnd.google-earth.kml+xml; charset=utf-8' },
    geojson: { etiqueta: 'GeoJSON', extension: 'geojson', tipo: 'application/geo+json; charset=utf-8' },
    // The EU information system's file (domain/eudr/traces.ts): always with the producer's name and polygons, the
    // plots it would refuse left out and listed by parcelas_exportar_revision (docs/DECISIONES.md).
    traces: { etiqueta: 'TRACES (UE)', extension: 'geojson', tipo: 'application/geo+json; charset=utf-8' },
  },
  datos: {
    ocultos: { etiqueta: 'Ocultar datos personales', personales: false },
    todos: { etiqueta: 'Todos los datos', personales: true },
  },
  geometria: {
    poligonos: { etiqueta: 'Polígonos y centroides', poligonos: true },
    centroides: { etiqueta: 'Sólo centroides', poligonos: false },
  },
} as const;

export type OpcionMapa = keyof typeof OPCIONES_MAPA;
export interface OpcionesMapa {
  formato: keyof typeof OPCIONES_MAPA.formato;
  datos: keyof typeof OPCIONES_MAPA.datos;
  geometria: keyof typeof OPCIONES_MAPA.geometria;
}

/** A missing option takes these: personal data hidden unless asked for (docs/DECISIONES.md). */
export const OPCIONES_MAPA_POR_DEFECTO: OpcionesMapa = { formato: 'kml', datos: 'ocultos', geometria: 'poligonos' };

/** R085: the file of the whole list is named 'padron' (padron.kml, padron.geojson); the TRACES file, traces_padron. */
export const NOMBRE_ARCHIVO_MAPA = 'padron';
export const nombreArchivoMapa = (o: Pick<OpcionesMapa, 'formato'>): string =>
  `${o.formato === 'traces' ? `traces_${NOMBRE_ARCHIVO_MAPA}` : NOMBRE_ARCHIVO_MAPA}.${OPCIONES_MAPA.formato[o.formato].extension}`;

const SUJETOS: Record<OpcionMapa, string> = { formato: 'El formato debe', datos: 'Los datos deben', geometria: 'La geometría debe' };

/** Spanish message of a bad option, listing the accepted values ("El formato debe ser 'kml' o 'geojson'"). */
export const mensajeOpcionMapa = (o: OpcionMapa): string =>
  `${SUJETOS[o]} ser ${Object.keys(OPCIONES_MAPA[o])
    .map((v) => `'${v}'`)
    .join(' o ')}`;

/**
 * Reads the three options of a request (querystring): absent → default, unknown → a Spanish error per option.
 *
 * @example leerOpcionesMapa({ formato: 'geojson' }) // { opciones: { formato: 'geojson', datos: 'ocultos', geometria: 'poligonos' }, errores: {} }
 */
export function leerOpcionesMapa(q: Partial<Record<OpcionMapa, unknown>>): { opciones: OpcionesMapa; errores: ErroresCampos } {
  const errores: ErroresCampos = {};
  const opciones = { ...OPCIONES_MAPA_POR_DEFECTO } as Record<OpcionMapa, string>;
  for (const o of Object.keys(OPCIONES_MAPA) as OpcionMapa[]) {
    const v = q[o];
    if (v === undefined || v === '') continue;
    if (typeof v === 'string' && Object.hasOwn(OPCIONES_MAPA[o], v)) opciones[o] = v;
    else errores[o] = [mensajeOpcionMapa(o)];
  }
  return { opciones: opciones as unknown as OpcionesMapa, errores };
}

/** API path of the export for a cycle (docs/api.md). */
export function rutaExportacionMapa(uuidCiclo: string, o: OpcionesMapa): string {
  return `parcelas_exportar/${encodeURIComponent(uuidCiclo)}?formato=${o.formato}&datos=${o.datos}&geometria=${o.geometria}`;
}

/** A plot as the export reads it (spec 000 §3 'Parcel row for map/KML'). */
export interface ParcelaMapa {
  parcela: string;
  productor: string;
  clave: string | null;
  localidad: string;
  municipio: string;
  categoria: string;
  superficie: number;
  /** GeoJSON Polygon, [lng, lat]. */
  poligono: { type: 'Polygon'; coordinates: number[][][] } | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  /** ISO 3166-1 alpha-2 country of the producer's locality. */
  pais?: string | null;
}

/**
 * The properties of each feature, in order. `personal` ones leave the file with datos=ocultos: the plot
 * name, locality, municipality, category and surface stay (the brief; 001 §9 'personal data hidden').
 */
export const PROPIEDADES_MAPA: readonly { clave: keyof ParcelaMapa; etiqueta: string; personal: boolean }[] = [
  { clave: 'parcela', etiqueta: 'Parcela', personal: false },
  { clave: 'productor', etiqueta: 'Productor', personal: true },
  { clave: 'clave', etiqueta: 'Clave', personal: true },
  { clave: 'localidad', etiqueta: 'Localidad', personal: false },
  { clave: 'municipio', etiqueta: 'Municipio', personal: false },
  { clave: 'categoria', etiqueta: 'Categoría', personal: false },
  { clave: 'superficie', etiqueta: 'Superficie (ha)', personal: false },
];

/** The feature's properties for these options (null values are left out). */
export function propiedadesMapa(p: ParcelaMapa, personales: boolean): { clave: string; etiqueta: string; valor: string | number }[] {
  return PROPIEDADES_MAPA.filter((d) => personales || !d.personal).flatMap((d) => {
    const valor = p[d.clave];
    return typeof valor === 'string' || typeof valor === 'number' ? [{ clave: d.clave, etiqueta: d.etiqueta, valor }] : [];
  });
}

/**
 * The EU TRACES names (EUDR GeoJSON file description v1.3, exact case; other properties are ignored there) beside
 * ours, so the GeoJSON uploads as it is: ProductionPlace, Area (ha, a number), ProducerCountry, and ProducerName
 * only with personal data.
 */
export function propiedadesEudr(p: ParcelaMapa, personales: boolean): Record<string, string | number> {
  return {
    ...(personales && p.productor ? { ProducerName: p.productor } : {}),
    ...(p.pais ? { ProducerCountry: p.pais } : {}),
    ProductionPlace: p.parcela,
    // The reported hectares, else the polygon's (issue 22 item 15: one meaning of Area in every GeoJSON).
    Area: p.superficie > 0 || !p.poligono ? p.superficie : Math.round(areaPoligonoM2(p.poligono.coordinates as Posicion[][])) / 10_000,
  };
}

export type GeometriaMapa = { type: 'Polygon'; coordinates: number[][][] } | { type: 'Point'; coordinates: [number, number] };

/**
 * The geometry of a plot: 'poligonos' = its polygon when it has one, else its centroid; 'centroides' = a
 * point always. A polygon without a stored centroid gives the mean of its vertices (the seed's rule); no
 * polygon and no centroid → null (such plots are not exported). Coordinates [lng, lat] (RFC 7946).
 */
export function geometriaMapa(
  p: Pick<ParcelaMapa, 'poligono' | 'centroide_lat' | 'centroide_lng'>,
  poligonos: boolean,
): GeometriaMapa | null {
  const anillo = p.poligono?.coordinates?.[0];
  const conPoligono = Array.isArray(anillo) && anillo.length >= 4;
  if (poligonos && conPoligono) return { type: 'Polygon', coordinates: p.poligono!.coordinates };
  if (p.centroide_lat != null && p.centroide_lng != null) return { type: 'Point', coordinates: [p.centroide_lng, p.centroide_lat] };
  if (!conPoligono) return null;
  const vertices = anillo.slice(0, -1);
  const media = (i: number) => vertices.reduce((s, v) => s + v[i], 0) / vertices.length;
  return { type: 'Point', coordinates: [media(0), media(1)] };
}
