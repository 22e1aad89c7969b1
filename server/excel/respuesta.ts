import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { adjunto } from '../descarga';
import { excelEnFlujo, TIPO_XLSX, type HojaExcel } from './libro';

/**
 * How every Excel route answers: the download's headers (the xlsx type, Content-Disposition with `nombre`, never
 * cached, never sniffed: `adjunto`), then the workbook streamed as the client reads it. Give it the sheet to write, or
 * a workbook stream of a layout of its own (`libroEnFlujo`). Errors found before this call stay JSON answers.
 * @example return responderExcel(reply, nombreConFecha(['Lotes', ciclo.nombre], 'xlsx', zona), { hoja: 'Lotes', columnas, paginas });
 */
export function responderExcel<T>(reply: FastifyReply, nombre: string, libro: HojaExcel<T> | Readable): FastifyReply {
  // reply.log is the request's logger: a failure mid-stream is logged with the request's id.
  return adjunto(reply, TIPO_XLSX, nombre).send(libro instanceof Readable ? libro : excelEnFlujo(reply.log, libro));
}
