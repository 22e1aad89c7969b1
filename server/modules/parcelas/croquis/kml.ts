import { invalido } from '../../../errores';
import { TiempoAgotado, type GrupoHilos } from '../../../hilos/grupo-hilos';
import type { ResultadoKmlHilo } from '../../../hilos/tareas';
import { declaraDoctype, MENSAJES_KML } from '@domain/poligono/kml';
import type { Poligono } from '@domain/poligono/tipos';
import { LIMITES_SUBIDA } from '@domain/comun/subidas';

/** Largest KML accepted: one plot's boundary is a few kB; a megabyte is thousands of points or a whole map. */
export const KML_MAXIMO_BYTES = LIMITES_SUBIDA.kml;
/**
 * Time to parse one file in the pool's thread, counted from when the thread starts it (not from the request: a
 * busy machine or another file ahead in the queue do not count). A 1 MB KML parses in well under a second.
 */
export const KML_TIEMPO_MS = 3000;

const rechazo = (mensaje: string) => invalido({ kml: [mensaje] }, mensaje);

/**
 * The plot polygon of an uploaded KML, or a 422 with a Spanish message: KMZ, DOCTYPE/ENTITY (refused before
 * parsing: no entity expansion, no external fetch), not XML, not KML, no polygon, several polygons, several
 * parts, more vertices than a sketch may have. The XML is read in the app's polygon pool (server/hilos/): a
 * pathological file is stopped at its time limit and no other request waits for it.
 */
export async function poligonoDeArchivoKml(hilos: GrupoHilos, bytes: Buffer, tiempoMs = KML_TIEMPO_MS): Promise<Poligono> {
  if (bytes.length === 0) throw rechazo(MENSAJES_KML.vacio);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw rechazo(MENSAJES_KML.kmz);
  const texto = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (declaraDoctype(texto)) throw rechazo(MENSAJES_KML.doctype);
  let r: ResultadoKmlHilo;
  try {
    r = await hilos.ejecutar<ResultadoKmlHilo>({ tipo: 'kml', texto }, tiempoMs);
  } catch (e) {
    if (e instanceof TiempoAgotado) throw rechazo(MENSAJES_KML.tiempo);
    // The thread died on it (e.g. out of memory): the file is not read.
    throw rechazo(MENSAJES_KML.noEsXml);
  }
  if ('poligono' in r) return r.poligono;
  if ('mensaje' in r) throw rechazo(r.mensaje);
  throw rechazo(r.error === 'no-kml' ? MENSAJES_KML.noEsKml : MENSAJES_KML.noEsXml);
}
