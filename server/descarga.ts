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

/** The media types of the files the API hands out (issue 22 item 17: /api/docs names each one, not application/json). */
export const TIPOS_ARCHIVO = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
  kml: 'application/vnd.google-earth.kml+xml',
  geojson: 'application/geo+json',
  csv: 'text/csv',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type TipoArchivo = keyof typeof TIPOS_ARCHIVO;

/**
 * A streamed file's OpenAPI answer, under each media type it may have (a map export is KML or GeoJSON, a TRACES
 * file GeoJSON or a zip): the whole answer is the stream, so errors before it (401/403/404/422) stay JSON.
 * @example response: respuestaArchivo('Libro .xlsx, descargado como precios.xlsx', 'xlsx')
 */
export const respuestaArchivo = (descripcion: string, tipo: TipoArchivo, ...otros: TipoArchivo[]) => ({
  200: {
    description: descripcion,
    content: Object.fromEntries([tipo, ...otros].map((t) => [TIPOS_ARCHIVO[t], { schema: { type: 'string', format: 'binary' } }])),
  },
});

/** A page of producer rows whose key is `llave` (an SQL condition built with `p`, the statement's parameters), in `orden`. */
export type PaginaPorLlave<T> = (llave: (p: (v: unknown) => string) => string, orden: string) => Promise<T[]>;

/**
 * Producer rows a page at a time by key: first those with a clave_tx (unique in a cooperative,
 * productores_clave_uq) in its order, then those without one by id. Shared by the producers' and the complete
 * register's Excel, whose populations have one row per producer.
 */
export async function* paginasPorClaveDeProductor<T>(
  pagina: PaginaPorLlave<T>,
  porPagina: number,
  claveDe: (f: T) => string | null,
  idDe: (f: T) => number,
): AsyncGenerator<T[]> {
  let clave: string | null = null;
  for (;;) {
    const desde = clave;
    const filas = await pagina((p) => (desde === null ? 'p.clave_tx IS NOT NULL' : `p.clave_tx > ${p(desde)}`), 'p.clave_tx');
    if (filas.length) yield filas;
    if (filas.length < porPagina) break;
    clave = claveDe(filas[filas.length - 1]);
  }
  let id = 0;
  for (;;) {
    const desde = id;
    const filas = await pagina((p) => `p.clave_tx IS NULL AND p.id > ${p(desde)}`, 'p.id');
    if (filas.length) yield filas;
    if (filas.length < porPagina) break;
    id = idDe(filas[filas.length - 1]);
  }
}
