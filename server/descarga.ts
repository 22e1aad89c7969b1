import type { FastifyReply } from 'fastify';
import { disposicionAdjunto } from '@domain/comun/descargas';

/**
 * The headers of every file the API hands out as a download (Excel, KML, GeoJSON): its type, the file name the
 * browser saves it under (domain/comun/descargas.ts), never cached on a shared cooperative PC, never sniffed.
 * @example return adjunto(reply, 'application/vnd.google-earth.kml+xml', 'padron.kml').send(cuerpo);
 */
export const adjunto = (reply: FastifyReply, tipo: string, nombre: string): FastifyReply =>
  reply
    .header('Content-Type', tipo)
    .header('Content-Disposition', disposicionAdjunto(nombre))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');

/**
 * Exports read their rows a page at a time, by key (DESIGN §7, §8): memory stays flat in rows, and each page
 * is its own short query, so PGlite's single connection serves other requests between pages instead of
 * being held for the whole download. Pages are not one snapshot: a row written mid-download may or may not
 * appear, as in any paged read.
 */
export const FILAS_POR_PAGINA = 1000;

/** A streamed file's OpenAPI answer: the whole answer is the stream, so errors before it (401/403/404/422) stay JSON. */
export const respuestaArchivo = (descripcion: string) => ({ 200: { description: descripcion, type: 'string', format: 'binary' } });
