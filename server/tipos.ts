import type { Db } from './db/db';
import type { Config } from './config';
import type { GrupoHilos } from './hilos/grupo-hilos';
import type { Manejador } from './trabajos/trabajador';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';

/**
 * The app as every module receives it: Fastify with the TypeBox type provider, so a route declared with a
 * contract from domain/contrato/ gets typed body, params, query and reply (no casts of request data).
 */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The signed-in user, as the server derives it from the token and the database (never from the body). */
export interface UsuarioAutenticado {
  id: number;
  uuid: string;
  email: string;
  id_rol: number;
  id_cooperativa: number;
  permisos: string[];
  jti: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The warm worker threads for KML reading and polygon reviews (server/hilos/). */
    hilos: GrupoHilos;
    /** preHandler: the user holds exactly this permission (403 otherwise). */
    requiere(permiso: string): preHandlerAsyncHookHandler;
    /**
     * Every route registered, with its request schemas: the tenancy suite fails on a route without a case, the
     * generated bad-input suite builds its inputs from the schemas.
     */
    rutas: { method: string; url: string; schema?: FastifySchema; publica: boolean; formulario: boolean }[];
    /** The job handlers the areas registered, by type (server/trabajos/manejadores.ts): the worker runs these. */
    manejadores: Record<string, Manejador>;
  }
  interface FastifyRequest {
    usuario: UsuarioAutenticado;
  }
  interface FastifyContextConfig {
    /** No token needed (sign-in, API reference). */
    publica?: boolean;
    /**
     * A multipart route's form (domain/contrato/formularios.ts): /api/docs shows it as the operation's
     * `multipart/form-data` body, and the multipart reader (server/multipart/leer-formulario.ts) validates the
     * fields by it; not `schema.body`, which would make Fastify validate a parsed body before the reader runs.
     */
    formulario?: TSchema;
  }
}
