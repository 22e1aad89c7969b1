import { cerrarAnillo } from './forma';
import type { Poligono, Posicion } from './tipos';

/**
 * Which polygon of an imported KML becomes the plot's sketch (001 §4 'Sketch import', §7 kml_import). The KML
 * arrives already read as GeoJSON (togeojson); here only the decision: exactly one polygon, in one part.
 */
export const MENSAJES_KML = {
  noEsXml: 'El archivo no es un KML válido: no se pudo leer como XML.',
  noEsKml: 'El archivo no es un KML: su elemento principal no es <kml>.',
  kmz: 'El archivo es un KMZ (comprimido): exporte el croquis como KML sin comprimir e impórtelo de nuevo.',
  doctype: 'El archivo KML no puede declarar DOCTYPE ni entidades (por seguridad no se leen).',
  tiempo: 'El archivo KML tardó demasiado en leerse; revise que sea el croquis de una sola parcela.',
  vacio: 'El archivo KML está vacío.',
  sinPoligono:
    'El archivo KML no contiene un polígono: el límite de la parcela debe estar dibujado como polígono (no como línea ni punto).',
  variasPartes:
    'El polígono del KML tiene varias partes (MultiPolygon); una parcela es un solo polígono: separe las partes en parcelas distintas.',
  variosPoligonos: (n: number) =>
    `El archivo KML tiene ${n} polígonos (placemarks); importe un archivo con un solo polígono, el de esta parcela.`,
} as const;

interface Geometria {
  type: string;
  coordinates?: unknown;
  geometries?: Geometria[];
}
interface Coleccion {
  features?: { geometry?: Geometria | null }[];
}

/** The polygons of one geometry: a MultiPolygon counts its parts, a GeometryCollection (MultiGeometry) its polygons. */
function poligonosDe(g: Geometria | null | undefined): Posicion[][][] {
  if (!g) return [];
  if (g.type === 'Polygon') return [g.coordinates as Posicion[][]];
  if (g.type === 'MultiPolygon') return g.coordinates as Posicion[][][];
  if (g.type === 'GeometryCollection') return (g.geometries ?? []).flatMap(poligonosDe);
  return [];
}

export type ResultadoKml = { poligono: Poligono } | { error: string };

/**
 * The one polygon of the file, rings closed and altitudes dropped (GPS files write 0 as altitude). Points and
 * lines beside it (a marker at the gate, a walked track) are ignored; two polygon placemarks, or one in
 * several parts, are refused with a Spanish message (docs/DECISIONES.md 'importar KML').
 * @example poligonoDeKml({ features: [{ geometry: { type: 'Polygon', coordinates: [[[-92, 15, 0], [-92.1, 15, 0], [-92.1, 15.1, 0]]] } }] })
 *   // { poligono: { type: 'Polygon', coordinates: [[[-92, 15], [-92.1, 15], [-92.1, 15.1], [-92, 15]]] } }
 */
export function poligonoDeKml(geojson: Coleccion): ResultadoKml {
  const conPoligono = (geojson.features ?? []).map((f) => poligonosDe(f.geometry)).filter((p) => p.length > 0);
  if (conPoligono.length === 0) return { error: MENSAJES_KML.sinPoligono };
  if (conPoligono.length > 1) return { error: MENSAJES_KML.variosPoligonos(conPoligono.length) };
  const [partes] = conPoligono;
  if (partes.length > 1) return { error: MENSAJES_KML.variasPartes };
  return { poligono: { type: 'Polygon', coordinates: partes[0].map(cerrarAnillo) } };
}

/** DOCTYPE or ENTITY anywhere: refused before parsing (no entity expansion, no external fetch). */
export const declaraDoctype = (texto: string): boolean => /<!\s*(DOCTYPE|ENTITY)/i.test(texto);
