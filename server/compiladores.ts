import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * The request validators (Ajv) and answer serializers (fast-json-stringify) compiled once per process, not once per
 * app. A server builds one app and sees no difference; the API tests build one app per file on each worker (about 40),
 * and compiling the ~300 routes' schemas was about 0.2 s of each (issue 9, docs/DECISIONES.md 'velocidad').
 *
 * Fastify's own compilers are these two packages, one pool per app; here the pools live in this module and each
 * compiled function is kept under the schema's text, so the same schema (a contract constant, or the same object
 * built again by a route's registration) compiles once. The options and the shared schemas are part of the key:
 * an app built with others gets its own functions. A compiled validator or serializer keeps no state between calls.
 */
type Fabricas = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validadores = NonNullable<Fabricas['buildValidator']>;
type Serializadores = NonNullable<Fabricas['buildSerializer']>;

/**
 * A compiler factory whose compiled functions are kept, for the process, under the schema's text with the options
 * and the shared schemas of the app that asked: `fabrica` is Fastify's own (one pool of Ajv or fast-json-stringify).
 */
function conservando<R extends { schema: unknown }, F>(
  fabrica: (externos: unknown, opciones: unknown) => (r: R) => F,
): (externos: unknown, opciones: unknown) => (r: R) => F {
  const hechas = new Map<string, F>();
  return (externos, opciones) => {
    const compilar = fabrica(externos, opciones);
    const contexto = JSON.stringify([externos, opciones]);
    return (r) => {
      const clave = `${contexto}\0${JSON.stringify(r.schema)}`;
      let f = hechas.get(clave);
      if (f === undefined) {
        f = compilar(r);
        hechas.set(clave, f);
      }
      return f;
    };
  };
}

export const construirValidador = conservando(AjvCompiler() as never) as unknown as Validadores;
export const construirSerializador = conservando(SerializerSelector() as never) as unknown as Serializadores;

/**
 * Ajv's options for request bodies: validated as sent, no coercion (null is not 0), unknown fields are errors, not
 * silently dropped. allowUnionTypes: a search filter's value is one of several scalar types (domain/contrato/busqueda.ts).
 * The app's and the multipart reader's (server/multipart/leer-formulario.ts), so both validate alike.
 */
export const OPCIONES_AJV = {
  customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, useDefaults: false, allowUnionTypes: true },
};
