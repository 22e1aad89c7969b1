import type { FastifyRequest } from 'fastify';
import type { TObject, TSchema } from 'typebox';
import { ErrorHttp, invalido } from '../errores';
import { construirValidador, OPCIONES_AJV } from '../compiladores';
import { mensajeAjv } from '../plugins/mensajes-ajv';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import { mensajeTamanoMaximo } from '@domain/comun/subidas';
import { bytesDeParte } from './bytes-de-parte';

/**
 * The one multipart reader (issue 24 item 7): every upload route reads its body here, by the form it documents
 * (domain/contrato/formularios.ts, shown in /api/docs) and what this side knows of its files (their kind, checked
 * by content, and their size limit from domain/comun/subidas.ts).
 *
 * What arrives is checked: text fields by the form's schema (a field the schema closes out is refused at its part,
 * before any later file is read), each file by its size (413) and its kind (the declaration's `revisar`, a 422). What
 * is missing is the route's or its use case's to say, with the spec's message: a reader cannot know which field
 * the spec names first.
 */

/** One kind of file a form takes: which fields carry it, its size limit, and how its content is checked. */
export interface ArchivoDeclarado<T> {
  /** The field name (or names, as a pattern); '*' is any name (kml_import: the spec names no field). */
  campo: string | RegExp;
  /** Bytes, from LIMITES_SUBIDA. */
  limite: number;
  /** The 413's message when the spec words it otherwise (EUDR evidence names the file). */
  demasiado?: (nombre: string) => string;
  /** The content checked (magic bytes, decoding): what the route keeps, or a thrown 422. */
  revisar: (bytes: Buffer, nombre: string, campo: string) => Promise<T>;
}

export interface DeclaracionFormulario<T> {
  /** The form of formularios.ts; the route's `config.formulario` must be this same object. */
  esquema: TObject;
  archivos: ArchivoDeclarado<T>[];
  /** How many files and text fields may come (past them, @fastify/multipart's limits answer 413). */
  limites: { archivos: number; campos: number; partes?: number };
  /** The 422 of a body that is not multipart. */
  sinMultipart: ErroresCampos;
  /** The 422 of a file in a field no kind takes (default 'Campo no permitido' on that field). */
  ajeno?: (campo: string) => ErroresCampos;
  /** Longest text value, and whether a NUL in one is refused too ('Valor demasiado largo'). */
  maxTexto?: number;
  sinNulos?: boolean;
  /** A field's message in place of the schema's (kml_import: 'Indique el uuid de la parcela'). */
  mensajes?: Record<string, string>;
}

export interface ArchivoRecibido<T> {
  campo: string;
  /** The name the client sent, as sent (the route cleans it before keeping it). */
  nombre: string;
  valor: T;
}

export interface FormularioLeido<T> {
  campos: Record<string, string>;
  archivos: ArchivoRecibido<T>[];
}

const esArchivo = (s: TSchema) => (s as { format?: string }).format === 'binary';
const esTexto = (esquema: TObject, campo: string) => Object.hasOwn(esquema.properties, campo) && !esArchivo(esquema.properties[campo]);

/** The text fields of a form as their own schema, without `required`: presence is the use case's rule. */
function esquemaDeCampos(esquema: TObject): TSchema {
  const propiedades = Object.fromEntries(Object.entries(esquema.properties).filter(([, s]) => !esArchivo(s)));
  const cerrado = (esquema as { additionalProperties?: unknown }).additionalProperties === false;
  return { type: 'object', properties: propiedades, ...(cerrado ? { additionalProperties: false } : {}) } as unknown as TSchema;
}

const validadores = new WeakMap<TObject, (v: unknown) => boolean>();
function validadorDe(esquema: TObject) {
  let v = validadores.get(esquema);
  if (!v) {
    const compilar = construirValidador({}, OPCIONES_AJV) as unknown as (r: object) => (v: unknown) => boolean;
    v = compilar({ schema: esquemaDeCampos(esquema), method: 'POST', url: '/multipart', httpPart: 'body' });
    validadores.set(esquema, v);
  }
  return v;
}

const aceptaCampo = (a: ArchivoDeclarado<unknown>, campo: string) =>
  a.campo === '*' || (typeof a.campo === 'string' ? a.campo === campo : a.campo.test(campo));

/** Reads and checks the route's multipart body by its declaration; see the module's comment. */
export async function leerFormulario<T>(req: FastifyRequest, d: DeclaracionFormulario<T>): Promise<FormularioLeido<T>> {
  // What /api/docs shows is what is read: a route documenting one form and reading another is a bug, found by its tests.
  if (req.routeOptions.config.formulario !== d.esquema)
    throw new Error(`${req.routeOptions.url}: config.formulario no es el formulario leído`);
  if (!req.isMultipart()) throw invalido(d.sinMultipart);
  const cerrado = (d.esquema as { additionalProperties?: unknown }).additionalProperties === false;
  const fileSize = Math.max(...d.archivos.map((a) => a.limite));
  const { archivos: files, campos: fields, partes: parts } = d.limites;
  const campos: Record<string, string> = {};
  const archivos: ArchivoRecibido<T>[] = [];
  for await (const parte of req.parts({ limits: { fileSize, files, fields, ...(parts === undefined ? {} : { parts }) } })) {
    const campo = parte.fieldname;
    if (parte.type === 'field') {
      if (cerrado && !esTexto(d.esquema, campo)) throw invalido({ [campo]: ['Campo no permitido'] });
      const valor = parte.value;
      if (typeof valor !== 'string' || (d.maxTexto !== undefined && valor.length > d.maxTexto) || (d.sinNulos && valor.includes('\u0000')))
        throw invalido({ [campo]: ['Valor demasiado largo'] });
      campos[campo] = valor;
      continue;
    }
    const tipo = d.archivos.find((a) => aceptaCampo(a as ArchivoDeclarado<unknown>, campo));
    if (!tipo) throw invalido(d.ajeno?.(campo) ?? { [campo]: ['Campo no permitido'] });
    const nombre = parte.filename ?? 'archivo';
    const demasiado = () => new ErrorHttp(413, tipo.demasiado ? tipo.demasiado(nombre) : mensajeTamanoMaximo(tipo.limite));
    const bytes = await bytesDeParte(parte, tipo.limite, demasiado);
    // busboy cuts at the form's largest limit; a kind with a smaller one is held to its own
    if (bytes.length > tipo.limite) throw demasiado();
    archivos.push({ campo, nombre, valor: await tipo.revisar(bytes, nombre, campo) });
  }
  validarCampos(campos, d);
  return { campos, archivos };
}

/** The text fields by the form's schema, in the JSON routes' 422 shape ({campo: ['mensaje']}). */
function validarCampos(campos: Record<string, string>, d: DeclaracionFormulario<unknown>): void {
  const validar = validadorDe(d.esquema) as ((v: unknown) => boolean) & { errors?: Parameters<typeof mensajeAjv>[0][] | null };
  if (validar(campos)) return;
  const errores: ErroresCampos = {};
  for (const e of validar.errors ?? []) {
    const [campo, mensaje] = mensajeAjv(e);
    agregarError(errores, campo, d.mensajes?.[campo] ?? mensaje);
  }
  throw invalido(errores);
}
