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
type Validar = ReturnType<ReturnType<Validadores>>;
type Serializar = ReturnType<ReturnType<Serializadores>>;

const fabricaValidadores = AjvCompiler();
const validadores = new Map<string, Validar>();

export const construirValidador: Validadores = (externos, opciones) => {
  const compilar = (fabricaValidadores as unknown as Validadores)(externos, opciones);
  const contexto = JSON.stringify([externos, opciones]);
  return (r) => {
    const clave = `${contexto}\0${JSON.stringify(r.schema)}`;
    let v = validadores.get(clave);
    if (!v) {
      v = compilar(r);
      validadores.set(clave, v);
    }
    return v;
  };
};

const fabricaSerializadores = SerializerSelector();
const serializadores = new Map<string, Serializar>();

export const construirSerializador: Serializadores = (externos, opciones) => {
  const compilar = (fabricaSerializadores as unknown as Serializadores)(externos, opciones);
  const contexto = JSON.stringify([externos, opciones]);
  return (r) => {
    const clave = `${contexto}\0${JSON.stringify(r.schema)}`;
    let s = serializadores.get(clave);
    if (!s) {
      s = compilar(r);
      serializadores.set(clave, s);
    }
    return s;
  };
};
