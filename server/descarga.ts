import type { FastifyReply } from 'fastify';
import { disposicionAdjunto } from '@domain/descargas';

/**
 * The headers of every file the API hands out as a download (Excel, KML, GeoJSON): its type, the file name the
 * browser saves it under (domain/descargas.ts), never cached on a shared cooperative PC, never sniffed.
 * @example return adjunto(reply, 'application/vnd.google-earth.kml+xml', 'padron.kml').send(cuerpo);
 */
export const adjunto = (reply: FastifyReply, tipo: string, nombre: string): FastifyReply =>
  reply
    .header('Content-Type', tipo)
    .header('Content-Disposition', disposicionAdjunto(nombre))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
