import { DOMParser } from '@xmldom/xmldom';
import { kml } from '@tmcw/togeojson';
import { poligonoDeKml } from '@domain/poligono/kml';
import { excesoDeVertices } from '@domain/poligono/limite';
import { revisarPoligono, type ContextoRevision } from '@domain/poligono/revisar';
import { vecinosQueTraslapan } from '@domain/poligono/revisiones/traslapes';
import type { Alerta, Poligono } from '@domain/poligono/tipos';

/**
 * The work the polygon pool runs off the main thread (hilo.mjs): reading a KML, reviewing a polygon, and clipping
 * it against its neighbours to know whose alerts change. All are synchronous and grow with the file or the vertices, so on the main thread they would stall every request.
 */

export type Tarea =
  | { tipo: 'kml'; texto: string }
  | { tipo: 'revisar'; poligono: Poligono | null; contexto: ContextoRevision }
  | { tipo: 'traslapan'; antes: Poligono | null; despues: Poligono | null; vecinos: Poligono[] };

/** The plot polygon of a KML text, or why not: 'no-xml', 'no-kml' or a Spanish message (domain/poligono/kml.ts, limite.ts). */
export type ResultadoKmlHilo = { poligono: Poligono } | { error: 'no-xml' | 'no-kml' } | { mensaje: string };

function leerKml(texto: string): ResultadoKmlHilo {
  let geojson: unknown;
  try {
    const doc = new DOMParser({
      // Any error, not only fatal ones: a file the parser had to guess at is not trusted as a boundary.
      onError: (nivel: string, mensaje: string) => {
        if (nivel !== 'warning') throw new Error(mensaje);
      },
    }).parseFromString(texto, 'text/xml');
    const raiz = doc.documentElement;
    if (!raiz || raiz.localName !== 'kml') return { error: 'no-kml' };
    geojson = kml(doc as unknown as Document);
  } catch {
    return { error: 'no-xml' };
  }
  const p = poligonoDeKml(geojson as Parameters<typeof poligonoDeKml>[0]);
  if ('error' in p) return { mensaje: p.error };
  // The limit is checked here, before any review: a huge file costs this thread only its reading.
  const exceso = excesoDeVertices(p.poligono);
  return exceso ? { mensaje: exceso } : { poligono: p.poligono };
}

export function ejecutarTarea(tarea: Tarea): ResultadoKmlHilo | Alerta[] | boolean[] {
  if (tarea.tipo === 'kml') return leerKml(tarea.texto);
  if (tarea.tipo === 'traslapan') return vecinosQueTraslapan(tarea.antes, tarea.despues, tarea.vecinos);
  return revisarPoligono(tarea.poligono, tarea.contexto);
}
