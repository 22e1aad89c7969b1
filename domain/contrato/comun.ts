import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/**
 * Builders every area's contract uses (DESIGN §2): strict objects (an unknown field is a 422, never dropped),
 * no coercion (a `null` where a number goes is a 422), and nullable fields written as `type: [t, 'null']` so
 * Ajv reports the same Spanish 'Debe ser de tipo …' message as before the contracts. One declaration gives the
 * server its validation and serialisation, the API reference its schema, and the client its static type.
 * @example const Cuerpo = objeto({ nombre: texto(100), iniciales: opcional(textoNulo(10)) }); type Cuerpo = Static<typeof Cuerpo>;
 */
export const objeto = <P extends TProperties>(propiedades: P) => Type.Object(propiedades, { additionalProperties: false });
/** A field the body may leave out (a present `null` is still checked against the field's type). */
export const opcional = <T extends TSchema>(t: T) => Type.Optional(t);

/**
 * The bounds every request number gets unless its field says narrower (issue 10): integers fit PostgreSQL's
 * `integer` (int4), so a 10-digit id is a 422, not a database overflow; other numbers stay inside what a
 * `numeric(12,3)` column holds.
 */
export const ENTERO_MAXIMO = 2_147_483_647;
export const ENTERO_MINIMO = -2_147_483_648;
export const NUMERO_MAXIMO = 999_999_999;
/**
 * Text never carries a NUL byte (PostgreSQL cannot store one in `text`) nor a lone UTF-16 surrogate such as "\ud800"
 * (no character at all: `jsonb`, so the audit record, refuses it; issue 22 item 5): both were a 500. Ajv compiles
 * patterns with the `u` flag, where [\ud800-\udfff] matches only an unpaired half: emoji and the like still pass.
 */
export const SIN_NUL = '^[^\\u0000\\ud800-\\udfff]*$';
/**
 * A whole number written in digits, from 1 to 2147483647 (the largest int4): ids in paths and query strings.
 * @example Type.Object({ id: idEnTexto() }) // '2147483647' passes, '2147483648' is a 422
 */
export const ID_EN_TEXTO =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';
export const idEnTexto = () => Type.String({ pattern: ID_EN_TEXTO });

export const texto = (max = 500, extra: { minLength?: number; pattern?: string; format?: string } = {}) =>
  Type.String({ maxLength: max, ...(extra.pattern || extra.format ? {} : { pattern: SIN_NUL }), ...extra });
export const entero = (min = 0, max = ENTERO_MAXIMO) => Type.Integer({ minimum: min, maximum: max });
export const numero = (min = -NUMERO_MAXIMO, max = NUMERO_MAXIMO) => Type.Number({ minimum: min, maximum: max });
export const booleano = () => Type.Boolean();
export const uuid = () => Type.String({ format: 'uuid' });
export const fechaHora = () => Type.String({ format: 'date-time' });
/** A calendar date as the spec writes it: YYYY-MM-DD. */
export const fecha = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** `T | null` as `type: [t, 'null']` (one Ajv 'type' error in Spanish, not an anyOf). */
const nulo = <T>(tipo: string, extra: Record<string, unknown> = {}) => Type.Unsafe<T | null>({ type: [tipo, 'null'], ...extra });
export const textoNulo = (max = 500, extra: Record<string, unknown> = {}) =>
  nulo<string>('string', { maxLength: max, ...(extra.pattern || extra.format ? {} : { pattern: SIN_NUL }), ...extra });
export const enteroNulo = (min = 0, max = ENTERO_MAXIMO) => nulo<number>('integer', { minimum: min, maximum: max });
export const numeroNulo = (min = -NUMERO_MAXIMO, max = NUMERO_MAXIMO) => nulo<number>('number', { minimum: min, maximum: max });
export const fechaHoraNula = () => nulo<string>('string', { format: 'date-time' });
export const fechaNula = () => nulo<string>('string', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * The version an edit form was loaded with (optimistic concurrency, server/db/version.ts): every record a form
 * edits answers it and every edit body sends it back; a stale one is a 409.
 */
export const version = () =>
  Type.Integer({ minimum: 1, maximum: ENTERO_MAXIMO, description: 'Versión del registro que se editó (409 si cambió)' });

/** Path parameter `:uuid`. */
export const ParamUuid = objeto({ uuid: uuid() });
export type ParamUuid = Static<typeof ParamUuid>;

/** `{data: T}`: the answer of one record. */
export const Uno = <T extends TSchema>(t: T) => Type.Object({ data: t });
/** `{data: T[]}`: a plain list (catalogues, selects). */
export const Datos = <T extends TSchema>(t: T) => Type.Object({ data: Type.Array(t) });
/** `{data: {success: true}}`: a write with nothing more to say. */
export const Exito = Uno(Type.Object({ success: Type.Boolean() }));
export type Exito = Static<typeof Exito>;

/** The error body of DESIGN §2; extra fields (a retry time) are kept, not dropped. */
export const Mensaje = Type.Object({ message: Type.String() }, { additionalProperties: true });
export const ErroresValidacion = Type.Object(
  { message: Type.String(), errors: Type.Record(Type.String(), Type.Array(Type.String())) },
  { additionalProperties: true },
);
export type Mensaje = Static<typeof Mensaje>;
export type ErroresValidacion = Static<typeof ErroresValidacion>;

/**
 * The error answers of every operation, for the API reference and so the serialiser knows their shape:
 * 401 no session, 403 no permission, 404 absent or another cooperative's, 409 stale edit or an Idempotency-Key
 * reused with another body, 422 bad input,
 * 429 too many tries, 500 with no internals. Attached to every /api route by the server (app.ts).
 */
export const RESPUESTAS_ERROR = {
  401: { ...Mensaje, description: 'Sin sesión, o la sesión expiró o fue cerrada' },
  403: { ...Mensaje, description: 'Sin permiso para esta acción' },
  404: { ...Mensaje, description: 'No existe, o es de otra cooperativa (no se revela cuál)' },
  409: {
    ...ErroresValidacion,
    description:
      'El registro cambió mientras se editaba (errors.version), o la Idempotency-Key ya se usó con otros datos (errors.idempotency-key); recargue',
  },
  413: { ...Mensaje, description: 'El archivo o la petición excede el tamaño permitido' },
  415: { ...Mensaje, description: 'Tipo de contenido no admitido' },
  422: { ...ErroresValidacion, description: 'Datos inválidos: mensajes en español por campo' },
  429: { ...Mensaje, description: 'Demasiados intentos' },
  500: { ...Mensaje, description: 'Error interno (sin detalles)' },
} as const;
