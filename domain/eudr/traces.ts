import { cerrarAnillo, esPoligono, redondearPosicion, sinRepetidos } from '../poligono/forma';
import { areaHectareas, areaM2 } from '../poligono/medidas';
import { AREA_MINIMA_M2 } from '../poligono/revisiones/anillo';
import { cruces } from '../poligono/revisiones/cruces';
import type { Poligono, Posicion } from '../poligono/tipos';
import { parteDeNombre } from '../comun/descargas';

/**
 * The plot file the EU information system (TRACES) accepts, by the Commission's 'EUDR GeoJSON File Description'
 * v1.3 (../shared/protocols/outside-services.md §4) read strictly where it is unclear (docs/DECISIONES.md):
 * - positions [lon, lat] in WGS84, written with exactly 6 decimals; the polygon is re-checked AFTER rounding
 *   (points that become equal are duplicates; a ring that then crosses itself is refused);
 * - one outer ring, closed, at least three distinct vertices, no self-crossing, no holes;
 * - a Point only for a plot of 4 ha or less with no polygon at all; a plot whose polygon is broken is left out
 *   (sending its centroid would hide the error), and so is one over 4 ha without a polygon;
 * - properties ProducerName, ProducerCountry (ISO 3166-1 alpha-2), ProductionPlace and a numeric Area in
 *   hectares: the reported hectares when present, else the calculated ones (DECISIONS.md 'TRACES file').
 */
export const HECTAREAS_MAXIMAS_PUNTO = 4;
export const DECIMALES_TRACES = 6;

export interface ParcelaTraces {
  nombre: string;
  productor: string;
  /** ISO 3166-1 alpha-2 of the producer's country. */
  pais: string | null;
  /** Hectares the producer reported (superficie); null when not recorded. */
  superficie: number | null;
  poligono: unknown;
  centroide: { lat: number; lng: number } | null;
}

export type MotivoRechazoTraces =
  | 'SIN_GEOLOCALIZACION'
  | 'POLIGONO_INVALIDO'
  | 'POLIGONO_CON_HUECOS'
  | 'POCOS_PUNTOS'
  | 'SE_CRUZA'
  | 'SIN_AREA'
  | 'FUERA_DE_RANGO'
  | 'MAS_DE_4_HA_SIN_POLIGONO'
  | 'SIN_SUPERFICIE'
  | 'SIN_PAIS';

export const MOTIVOS_TRACES: Record<MotivoRechazoTraces, string> = {
  SIN_GEOLOCALIZACION: 'La parcela no tiene polígono ni centroide.',
  POLIGONO_INVALIDO: 'El croquis guardado no es un polígono GeoJSON válido.',
  POLIGONO_CON_HUECOS: 'El polígono tiene huecos; el sistema de la UE no los acepta.',
  POCOS_PUNTOS: 'Redondeado a 6 decimales, el polígono queda con menos de 3 puntos distintos.',
  SE_CRUZA: 'Redondeado a 6 decimales, el polígono se cruza a sí mismo (forma de moño).',
  SIN_AREA: 'Redondeado a 6 decimales, el polígono no encierra superficie (sus puntos quedan en línea).',
  FUERA_DE_RANGO: 'Hay coordenadas fuera de WGS84 (longitud de −180 a 180, latitud de −90 a 90).',
  MAS_DE_4_HA_SIN_POLIGONO: 'La parcela mide más de 4 ha y no tiene polígono: la UE exige el polígono.',
  SIN_SUPERFICIE: 'La parcela no tiene superficie registrada ni polígono para calcularla.',
  SIN_PAIS: 'No se conoce el país del productor.',
};

export interface PropiedadesTraces {
  ProducerName: string;
  ProducerCountry: string;
  ProductionPlace: string;
  Area: number;
}

export type GeometriaTraces = { type: 'Polygon'; coordinates: Posicion[][] } | { type: 'Point'; coordinates: Posicion };

export type ResultadoTraces =
  | { aceptada: true; properties: PropiedadesTraces; geometry: GeometriaTraces }
  | { aceptada: false; motivo: MotivoRechazoTraces; texto: string };

const rechazo = (motivo: MotivoRechazoTraces): ResultadoTraces => ({ aceptada: false, motivo, texto: MOTIVOS_TRACES[motivo] });
const enRango = (p: Posicion) => Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;
/** Area with 4 decimals (1 m²): a number, as the EU requires, without float noise. */
const redondearArea = (ha: number) => Math.round(ha * 1e4) / 1e4;

/** The outer ring rounded to 6 decimals, without consecutive duplicates, checked again; or why it is refused. */
export function anilloTraces(poligono: Poligono): Posicion[] | MotivoRechazoTraces {
  if (poligono.coordinates.length > 1) return 'POLIGONO_CON_HUECOS';
  const anillo = sinRepetidos(cerrarAnillo(poligono.coordinates[0].map(redondearPosicion)));
  if (!anillo.every(enRango)) return 'FUERA_DE_RANGO';
  if (anillo.length < 4) return 'POCOS_PUNTOS';
  const redondeado: Poligono = { type: 'Polygon', coordinates: [anillo] };
  // Crossing first: a bow-tie's two lobes cancel out and would read as 'no area'.
  if (cruces(redondeado) > 0) return 'SE_CRUZA';
  if (areaM2(redondeado) < AREA_MINIMA_M2) return 'SIN_AREA';
  return anillo;
}

export function parcelaTraces(p: ParcelaTraces): ResultadoTraces {
  const pais = (p.pais ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(pais)) return rechazo('SIN_PAIS');
  const reportada = p.superficie !== null && p.superficie > 0 ? p.superficie : null;
  const propiedades = (area: number): PropiedadesTraces => ({
    ProducerName: p.productor.trim(),
    ProducerCountry: pais,
    ProductionPlace: p.nombre.trim(),
    Area: redondearArea(area),
  });
  if (p.poligono !== null && p.poligono !== undefined) {
    if (!esPoligono(p.poligono)) return rechazo('POLIGONO_INVALIDO');
    const anillo = anilloTraces(p.poligono);
    if (typeof anillo === 'string') return rechazo(anillo);
    const geometry: GeometriaTraces = { type: 'Polygon', coordinates: [anillo] };
    return { aceptada: true, properties: propiedades(areaDeclaradaHa(reportada, areaHectareas(geometry))), geometry };
  }
  if (!p.centroide) return rechazo('SIN_GEOLOCALIZACION');
  if (reportada === null) return rechazo('SIN_SUPERFICIE');
  if (reportada > HECTAREAS_MAXIMAS_PUNTO) return rechazo('MAS_DE_4_HA_SIN_POLIGONO');
  const punto = redondearPosicion([p.centroide.lng, p.centroide.lat]);
  if (!enRango(punto)) return rechazo('FUERA_DE_RANGO');
  return { aceptada: true, properties: propiedades(reportada), geometry: { type: 'Point', coordinates: punto } };
}

const posicionTexto = (p: Posicion) => `[${p[0].toFixed(DECIMALES_TRACES)},${p[1].toFixed(DECIMALES_TRACES)}]`;

/** One Feature as JSON text, positions written with exactly 6 decimals (JSON.stringify would drop trailing zeros). */
export function textoFeatureTraces(properties: PropiedadesTraces, geometry: GeometriaTraces): string {
  const coordenadas =
    geometry.type === 'Point'
      ? posicionTexto(geometry.coordinates)
      : `[${geometry.coordinates.map((a) => `[${a.map(posicionTexto).join(',')}]`).join(',')}]`;
  return `{"type":"Feature","properties":${JSON.stringify(properties)},"geometry":{"type":"${geometry.type}","coordinates":${coordenadas}}}`;
}

export const INICIO_COLECCION = '{"type":"FeatureCollection","features":[';
export const FIN_COLECCION = ']}';
/** The EU system's upload limit per file. */
export const BYTES_MAXIMOS_ARCHIVO_TRACES = 25 * 1024 * 1024;

/** Bytes of a text in UTF-8: the EU limit counts bytes, and names with accents take two. */
export const bytesTexto = (s: string): number => new TextEncoder().encode(s).length;

/**
 * The one meaning of `Area` in every GeoJSON (DECISIONS.md 'TRACES file'; issue 22 item 15): the hectares the
 * producer reported when there are some, else the calculated ones (the polygon's geodesic area).
 * @example areaDeclaradaHa(2.5, 1.97) // 2.5
 */
export function areaDeclaradaHa(reportada: number | null | undefined, calculada: number | null | undefined): number {
  if (reportada !== null && reportada !== undefined && reportada > 0) return reportada;
  return calculada ?? reportada ?? 0;
}

/** What to call the files: one collection alone, or the zip of several and its numbered parts. */
export const NOMBRE_ARCHIVO_TRACES = 'traces_padron.geojson';
export const NOMBRE_ZIP_TRACES = 'traces_padron.zip';
export const nombreParteTraces = (n: number): string => `traces_padron_${n}.geojson`;

/** The three names of one TRACES download whose files are called `traces_<base>`. */
export interface NombresTraces {
  archivo: string;
  zip: string;
  parte: (n: number) => string;
}

/**
 * The names of the register's TRACES files (`traces_padron…`), or of one lot's (`traces_lote_<lot's name>…`, issue 22
 * item 16: every lot's file was traces_padron.geojson, and two lots downloaded into one folder overwrote each other).
 * @example nombresTraces('Lote 3 Orgánico').archivo // 'traces_lote_Lote_3_Organico.geojson'
 */
export function nombresTraces(lote?: string): NombresTraces {
  if (lote === undefined) return { archivo: NOMBRE_ARCHIVO_TRACES, zip: NOMBRE_ZIP_TRACES, parte: nombreParteTraces };
  const base = `traces_lote_${parteDeNombre(lote)}`;
  return { archivo: `${base}.geojson`, zip: `${base}.zip`, parte: (n) => `${base}_${n}.geojson` };
}

/**
 * Keeps the size of the file being filled, feature by feature: `agregar` answers whether this feature has to
 * start a new file (it would not fit in the current one). A single feature larger than the limit still gets a
 * file of its own (it cannot be split; the EU system will say so). Counting only, so the revision can tell how
 * many files the download will have without holding them.
 */
export function medidorPartesTraces(maximo = BYTES_MAXIMOS_ARCHIVO_TRACES) {
  const vacio = bytesTexto(INICIO_COLECCION) + bytesTexto(FIN_COLECCION);
  let partes = 0;
  let enParte = 0;
  let tamano = vacio;
  return {
    agregar(bytesFeature: number): boolean {
      const nueva = partes === 0 || (enParte > 0 && tamano + 1 + bytesFeature > maximo);
      if (nueva) {
        partes++;
        enParte = 0;
        tamano = vacio;
      }
      tamano += bytesFeature + (enParte > 0 ? 1 : 0);
      enParte++;
      return nueva;
    },
    /** Files so far; an empty download is still one file (an empty collection). */
    get partes() {
      return Math.max(partes, 1);
    },
  };
}

/**
 * Groups features (as text) into files of at most `maximo` bytes each, in order, no feature split across two.
 * @example partirEnArchivos(features, 25 * 1024 * 1024) // [[f1, f2, …], [fN, …]]
 */
export function partirEnArchivos(features: readonly string[], maximo = BYTES_MAXIMOS_ARCHIVO_TRACES): string[][] {
  const medidor = medidorPartesTraces(maximo);
  const archivos: string[][] = [];
  for (const f of features) {
    if (medidor.agregar(bytesTexto(f))) archivos.push([]);
    archivos[archivos.length - 1].push(f);
  }
  return archivos;
}

/** One file of the split, and whether it is the last: the first one that is also last means no zip is needed. */
export interface ParteTraces {
  features: string[];
  ultima: boolean;
}

/**
 * The same split over a stream of features, holding one file at a time (≤ `maximo` bytes plus the feature that
 * did not fit): each file is handed out as soon as the next feature overflows it. With no features at all, one
 * empty file.
 */
export async function* partesTraces(
  features: AsyncIterable<string> | Iterable<string>,
  maximo = BYTES_MAXIMOS_ARCHIVO_TRACES,
): AsyncGenerator<ParteTraces> {
  const medidor = medidorPartesTraces(maximo);
  let actual: string[] | null = null;
  for await (const f of features) {
    if (medidor.agregar(bytesTexto(f))) {
      if (actual) yield { features: actual, ultima: false };
      actual = [];
    }
    actual!.push(f);
  }
  yield { features: actual ?? [], ultima: true };
}

export const coleccionTraces = (features: readonly string[]): string => `${INICIO_COLECCION}${features.join(',')}${FIN_COLECCION}`;
