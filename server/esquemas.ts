import { Type } from 'typebox';

/**
 * Small JSON-schema builders of the areas not yet moved to their contract (domain/contrato/, issue 9): strict
 * objects, no coercion, no silent dropping. New routes use domain/contrato/comun.ts instead.
 */
export const objeto = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const texto = (max = 500) => ({ type: 'string', maxLength: max }) as const;
export const textoNulo = (max = 500) => ({ type: ['string', 'null'], maxLength: max }) as const;
export const entero = (min = 0) => ({ type: 'integer', minimum: min }) as const;
export const enteroNulo = (min = 0) => ({ type: ['integer', 'null'], minimum: min }) as const;
export const uuidParam = objeto({ uuid: { type: 'string', format: 'uuid' } }, ['uuid']);

export const mensaje = objeto({ message: { type: 'string' } });
export const exito = objeto({ data: objeto({ success: { type: 'boolean' } }) });

/** A nullable type for response schemas. */
// Unsafe<unknown>: the TypeBox type provider would otherwise infer `undefined` from `type: [t, 'null']`.
export const nulo = (t: string, extra: Record<string, unknown> = {}) => Type.Unsafe<unknown>({ type: [t, 'null'], ...extra });
const fecha = { type: 'string', format: 'date-time' } as const;

/** Response schemas: they document the contract in /api/docs and serialize only what is declared. */
export const esquemaCooperativa = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    nombre: { type: 'string' },
    iniciales: nulo('string'),
    descripcion: nulo('string'),
    id_cat_productos: { type: 'integer' },
    selected_paises: { type: 'array', items: { type: 'integer' } },
    cuenta_kobo: nulo('string'),
    certificacion: nulo('string'),
    ubicacion: nulo('string'),
    nombre_legal: nulo('string'),
    direccion: nulo('string'),
    rfc: nulo('string'),
    contacto: nulo('string'),
    flo_id: nulo('string'),
    logo: nulo('string'),
    logo_certificacion: nulo('string'),
    created_at: fecha,
    updated_at: fecha,
  },
} as const;

export const esquemaFilaCooperativa = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    nombre: { type: 'string' },
    iniciales: nulo('string'),
    id_cat_productos: { type: 'integer' },
    producto: { type: 'string' },
    certificacion: nulo('string'),
    logo: nulo('string'),
    total_usuarios: { type: 'integer' },
    created_at: fecha,
    updated_at: fecha,
  },
} as const;

export const uno = (item: object) => ({ type: 'object', properties: { data: item } }) as const;
export const lista = (item: object) =>
  ({
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      per_page: { type: 'integer' },
    },
  }) as const;
