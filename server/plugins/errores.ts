import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { ErrorHttp, MENSAJES } from '../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import { mensajeAjv, type ErrorAjv } from './mensajes-ajv';
import { MENSAJES_FOLIO_PROVISIONAL } from '@domain/bandeja/folio-provisional';
import { INDICES_FOLIO_PROVISIONAL } from '../modules/acopio/entregas/registro-dispositivo';

/**
 * The database connection was lost (PostgreSQL restarted or killed the session, the network dropped): not the
 * request's fault and not a bug, so 503 'Intente de nuevo' rather than 500. SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (the server shut down or is starting), and the driver's own socket errors.
 */
export function esConexionPerdida(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const codigo = typeof e.code === 'string' ? e.code : '';
  if (/^08[0-9A-Z]{3}$/.test(codigo) || ['57P01', '57P02', '57P03'].includes(codigo)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(codigo)) return true;
  const mensaje = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i.test(mensaje);
}

/**
 * A broken multipart body (no boundary, cut short, a part without headers): busboy throws plain errors with no
 * status, which would read as 500. Recognised by their messages, @fastify/busboy's fixed texts (lib/types/multipart.js,
 * deps/dicer/lib/Dicer.js).
 */
function esMultipartMalo(error: { message?: string; code?: string }, req: FastifyRequest): boolean {
  if (error.code === 'FST_PROTO_VIOLATION') return true;
  if (
    /^Multipart: Boundary not found|^Boundary required|^Unexpected end of|terminated early due to unexpected end of multipart data|^Malformed part header/.test(
      error.message ?? '',
    )
  )
    return true;
  // A file part cut short ends its stream early: only an upload's body can do that to a request.
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' && req.isMultipart();
}

/** The limits of @fastify/multipart (parts, files, fields, size): the body asks for more than an upload may carry. */
const LIMITES_MULTIPART = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE'];

/** Fastify's own 4xx, in Spanish (DESIGN §2: every message the user can see). */
const MENSAJES_FRAMEWORK: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'La dirección de la petición no es válida (codificación incorrecta)'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud declarada del cuerpo no coincide con la enviada'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Tipo de contenido no admitido'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Tipo de contenido no admitido'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El archivo o la petición excede el tamaño permitido'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Petición inválida'],
};

/**
 * Fastify's clientErrorHandler: HTTP the parser refused (a header past Node's 16 KB, a broken request line)
 * never reaches a route or the error handler; it is answered on the socket, in Spanish, as JSON.
 */
export function errorDeCliente(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy(error);
  const [estado, texto, mensaje] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Las cabeceras de la petición son demasiado grandes']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'La petición tardó demasiado en llegar']
        : [400, 'Bad Request', 'La petición está mal formada'];
  const cuerpo = JSON.stringify({ message: mensaje });
  socket.end(
    `HTTP/1.1 ${estado} ${texto}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(cuerpo)}\r\nConnection: close\r\n\r\n${cuerpo}`,
  );
}

/**
 * Fastify's frameworkErrors: the errors raised before routing (a path with bad %-encoding, a failed constraint),
 * which never reach the error handler; answered in Spanish like the rest.
 */
export function errorDeFramework(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const [estado, mensaje] = MENSAJES_FRAMEWORK[error.code] ?? [400, 'Petición inválida'];
  void reply.status(estado).send({ message: mensaje });
}

export const MENSAJE_SIN_CONEXION = 'Se perdió la conexión con la base de datos. Intente de nuevo en unos momentos.';

/** The error model of DESIGN §2: Spanish messages, 422 for bad input, 503 when the database is gone, nothing internal on a 500. */
export function registrarErrores(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: ErrorAjv[] }, req, reply) => {
    if (error instanceof ErrorHttp) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      if (error.extra.detalle) req.log.warn({ detalle: error.extra.detalle, status: error.status }, error.message);
      return reply.status(error.status).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.validation) {
      const errors: ErroresCampos = {};
      for (const e of error.validation) {
        const [campo, mensaje] = mensajeAjv(e);
        agregarError(errors, campo || (error.validationContext ?? 'body'), mensaje);
      }
      return reply.status(422).send({ message: MENSAJES.invalido, errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(422).send({ message: 'El cuerpo de la petición no es JSON válido', errors: { body: ['JSON inválido'] } });
    }
    if (LIMITES_MULTIPART.includes(error.code)) {
      return reply.status(413).send({ message: 'El archivo o la petición excede el tamaño o el número de partes permitido' });
    }
    if (esMultipartMalo(error, req)) {
      return reply
        .status(422)
        .send({ message: 'El formulario enviado está incompleto o mal formado', errors: { archivo: ['Formulario mal formado'] } });
    }
    const conocido = MENSAJES_FRAMEWORK[error.code];
    if (conocido) return reply.status(conocido[0]).send({ message: conocido[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Petición inválida' });
    }
    // Two saves racing past the e-mail check meet the unique index: the same answer as the check gives.
    const pg = error as unknown as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'users_email_uq') {
      return reply.status(422).send({ message: 'El correo ya está registrado', errors: { email: ['El correo ya está registrado'] } });
    }
    if (pg.code === '23505' && pg.constraint && INDICES_FOLIO_PROVISIONAL.has(pg.constraint)) {
      const m = MENSAJES_FOLIO_PROVISIONAL.repetido;
      return reply.status(422).send({ message: m, errors: { folio_provisional: [m] } });
    }
    if (esConexionPerdida(error)) {
      req.log.error({ err: error, reqId: req.id }, 'conexión con la base perdida');
      return reply.status(503).send({ message: MENSAJE_SIN_CONEXION });
    }
    // Logged whatever APP_ENV (server.ts keeps the error level on); the id lets the office quote the failure.
    req.log.error({ err: error, reqId: req.id, metodo: req.method, ruta: req.routeOptions.url }, 'error no controlado');
    return reply.status(500).send({ message: MENSAJES.interno, id: req.id });
  });
}
