import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorHttp, MENSAJES } from '../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';

interface ErrorAjv {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Ajv's English errors as Spanish field messages. */
function mensajeAjv(e: ErrorAjv): [string, string] {
  const ruta = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  switch (e.keyword) {
    case 'required':
      return [String(e.params.missingProperty), 'Es requerido'];
    case 'additionalProperties':
      return [String(e.params.additionalProperty), 'Campo no permitido'];
    case 'type':
      return [ruta, `Debe ser de tipo ${TIPOS[String(e.params.type)] ?? e.params.type}`];
    case 'enum':
      return [ruta, 'Valor no permitido'];
    case 'format':
      return [ruta, 'Formato inválido'];
    case 'minLength':
      return [ruta, `Mínimo ${e.params.limit} caracteres`];
    case 'maxLength':
      return [ruta, `Máximo ${e.params.limit} caracteres`];
    case 'minimum':
      return [ruta, `Debe ser mayor o igual a ${e.params.limit}`];
    case 'maximum':
      return [ruta, `Debe ser menor o igual a ${e.params.limit}`];
    case 'minItems':
      return [ruta, `Debe tener al menos ${e.params.limit} elementos`];
    case 'maxItems':
      return [ruta, `Debe tener como máximo ${e.params.limit} elementos`];
    case 'pattern':
      return [ruta, 'Formato inválido'];
    default:
      return [ruta, 'Valor inválido'];
  }
}
const TIPOS: Record<string, string> = {
  integer: 'número entero',
  number: 'número',
  string: 'texto',
  boolean: 'booleano',
  array: 'lista',
  object: 'objeto',
  null: 'nulo',
};

/** The error model of DESIGN §2: Spanish messages, 422 for bad input, nothing internal on a 500. */
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
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(422).send({ message: 'El cuerpo de la petición no es JSON válido', errors: { body: ['JSON inválido'] } });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'El archivo o la petición excede el tamaño permitido' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.status(415).send({ message: 'Tipo de contenido no admitido' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Petición inválida' });
    }
    // Two saves racing past the e-mail check meet the unique index: the same answer as the check gives.
    const pg = error as unknown as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'users_email_uq') {
      return reply.status(422).send({ message: 'El correo ya está registrado', errors: { email: ['El correo ya está registrado'] } });
    }
    req.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({ message: MENSAJES.interno });
  });
}
