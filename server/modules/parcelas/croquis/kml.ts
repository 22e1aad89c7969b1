import { Worker } from 'node:worker_threads';
import { invalido } from '../../../errores';
import { declaraDoctype, MENSAJES_KML, poligonoDeKml } from '@domain/poligono/kml';
import type { Poligono } from '@domain/poligono/tipos';

/** Largest KML accepted: one plot's boundary is a few kB; a megabyte is thousands of points or a whole map. */
export const KML_MAXIMO_BYTES = 1024 * 1024;
/** Time to parse one file before giving up (a 1 MB KML parses in well under a second). */
export const KML_TIEMPO_MS = 3000;

const rechazo = (mensaje: string) => invalido({ kml: [mensaje] }, mensaje);

/** XML parsing runs in a worker thread so a pathological file can be stopped: synchronous parsing cannot be interrupted. */
function parsearEnHilo(texto: string, tiempoMs: number): Promise<{ geojson?: unknown; error?: string }> {
  return new Promise((resolver, rechazar) => {
    const hilo = new Worker(new URL('./kml-hilo.mjs', import.meta.url), {
      workerData: texto,
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    const reloj = setTimeout(() => {
      void hilo.terminate();
      rechazar(rechazo(MENSAJES_KML.tiempo));
    }, tiempoMs);
    hilo.once('message', (m: { geojson?: unknown; error?: string }) => {
      clearTimeout(reloj);
      void hilo.terminate();
      resolver(m);
    });
    hilo.once('error', () => {
      clearTimeout(reloj);
      rechazar(rechazo(MENSAJES_KML.noEsXml));
    });
  });
}

/**
 * The plot polygon of an uploaded KML, or a 422 with a Spanish message: KMZ, DOCTYPE/ENTITY (refused before
 * parsing: no entity expansion, no external fetch), not XML, not KML, no polygon, several polygons, several parts.
 */
export async function poligonoDeArchivoKml(bytes: Buffer, tiempoMs = KML_TIEMPO_MS): Promise<Poligono> {
  if (bytes.length === 0) throw rechazo(MENSAJES_KML.vacio);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw rechazo(MENSAJES_KML.kmz);
  const texto = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (declaraDoctype(texto)) throw rechazo(MENSAJES_KML.doctype);
  const r = await parsearEnHilo(texto, tiempoMs);
  if (r.error === 'no-kml') throw rechazo(MENSAJES_KML.noEsKml);
  if (r.error || !r.geojson) throw rechazo(MENSAJES_KML.noEsXml);
  const p = poligonoDeKml(r.geojson as Parameters<typeof poligonoDeKml>[0]);
  if ('error' in p) throw rechazo(p.error);
  return p.poligono;
}
