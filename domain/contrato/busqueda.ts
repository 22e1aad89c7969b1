import { Type, type Static, type TSchema } from 'typebox';
import { ENTERO_MAXIMO, ENTERO_MINIMO, SIN_NUL } from './comun';

/**
 * The search protocol of every list (DESIGN §2, spec 000 §7): `POST /api/<recurso>_search[?page=n]` with
 * filters, sorts and paging. Declared once here for the server's engine, the dataProvider and the dashboards.
 */
export const TAMANOS_PAGINA = [10, 20, 30, 40, 50, 100] as const;

/**
 * A filter's value: a scalar, or a list of scalars for `in`. The column decides what it must be (the engine
 * checks it); here only what no column accepts is refused, so it never reaches the database: numbers past
 * int4 (no column is wider), text with a NUL byte or longer than 200, objects, and nesting.
 */
const ESCALAR_FILTRO = {
  type: ['string', 'number', 'boolean', 'null'],
  maxLength: 200,
  pattern: SIN_NUL,
  minimum: ENTERO_MINIMO,
  maximum: ENTERO_MAXIMO,
};
export const ValorFiltro = Type.Unsafe<unknown>({
  ...ESCALAR_FILTRO,
  type: [...ESCALAR_FILTRO.type, 'array'],
  maxItems: 500,
  items: ESCALAR_FILTRO,
});
export const Filtro = Type.Object(
  {
    column: Type.String({ maxLength: 64, pattern: SIN_NUL }),
    operator: Type.String({ maxLength: 16, pattern: SIN_NUL }),
    value: Type.Optional(ValorFiltro),
  },
  { additionalProperties: false },
);
export const Orden = Type.Object(
  {
    column: Type.String({ maxLength: 64 }),
    sort: Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')]),
  },
  { additionalProperties: false },
);
/** Body of every `_search`: strict, no coercion (a `null` where a number goes is a 422). */
export const PeticionBusqueda = Type.Object(
  {
    filters: Type.Optional(Type.Array(Filtro, { maxItems: 30 })),
    sorts: Type.Optional(Type.Array(Orden, { maxItems: 5 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    per_page: Type.Optional(Type.Unsafe<(typeof TAMANOS_PAGINA)[number]>({ type: 'integer', enum: [...TAMANOS_PAGINA] })),
    /**
     * Also answer the resource's sums over the whole filtered population (`totales`), where it declares them; asked
     * for, not always given, because a sum reads every matching row while a page and a kept count do not.
     */
    totales: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** `?page=n` beside the body, as the spec's calls send it. */
export const QueryBusqueda = Type.Object(
  { page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })) },
  { additionalProperties: false },
);

export type Filtro = Static<typeof Filtro>;
export type Orden = Static<typeof Orden>;
export type PeticionBusqueda = Static<typeof PeticionBusqueda>;

/**
 * The answer: one page of rows, the total of the filtered population, the page and its size; and, when asked and
 * the resource declares them (`totales`: its column names), the sums of those columns over the filtered population.
 */
export const RespuestaBusqueda = <T extends TSchema>(fila: T, totales: readonly string[] = []) =>
  Type.Object({
    data: Type.Array(fila),
    total: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
    ...(totales.length ? { totales: Type.Optional(Type.Object(Object.fromEntries(totales.map((c) => [c, Type.Number()])))) } : {}),
  });
export interface RespuestaBusqueda<T, C extends string = never> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  totales?: Record<C, number>;
}
