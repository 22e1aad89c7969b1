import type { Db } from '../db/db';
import type { UsuarioAutenticado } from '../tipos';

export type Operador = '=' | '!=' | '<' | '<=' | '>' | '>=' | 'like' | 'in' | 'is null' | 'is not null';
export type TipoColumna = 'entero' | 'texto' | 'fecha' | 'booleano' | 'uuid';

export interface ColumnaBusqueda {
  /** SQL expression of the column (trusted: written here, never from the request). */
  sql: string;
  tipo: TipoColumna;
  operadores: Operador[];
  /** Narrower than the type (a code of a closed set): a value it rejects is the same Spanish 422. */
  valida?: (v: unknown) => boolean;
  /** The 422 message of a rejected value, when the generic one would not say what is accepted. */
  mensajeInvalido?: string;
}

export interface ConteoSimple {
  desde: string;
  columnas: string[];
  conteo?: string;
}

/** Adds a parameter and returns its placeholder. */
export type Parametro = (valor: unknown) => string;

/**
 * A searchable resource declared once: the engine turns `POST /api/<nombre>_search` into one
 * parameterised query scoped by `alcance`, and the tenancy suite iterates every declared resource.
 */
export interface RecursoBusqueda {
  nombre: string;
  /** Exact permission needed to read (null: any signed-in user); a list means any one of them. */
  permiso: string | readonly string[] | null;
  /** SELECT list and FROM clause (with joins). */
  seleccion: string;
  desde: string;
  /** FROM for the count when the joins of `desde` only add display columns (filters must not use them). */
  desdeConteo?: string;
  /**
   * An even cheaper FROM for the count when every filter of the request is one of `columnas` (no `q`): a list
   * filtered only by its own table's columns counts that table alone, from an index, instead of the joins.
   * `desde` may be a summary table the database keeps (a row per group of those columns, under the same alias and
   * column names): `conteo` then adds up its count column, and the `totales` are summed from it as they are written.
   * Several: the first whose columns hold every filter (a summary for the filters it groups by, then the table).
   */
  conteoSimple?: ConteoSimple | ConteoSimple[];
  /**
   * A count kept by the database (a summary table) for the requests it can answer: a SELECT giving `n`, or null
   * to count the rows. Called only with filters the engine has already validated.
   */
  conteoPropio?: (u: UsuarioAutenticado, filtros: { column: string; operator: string; value?: unknown }[], p: Parametro) => string | null;
  /** Tenancy predicate from the signed-in user; never from the request. */
  alcance: (u: UsuarioAutenticado, p: Parametro) => string;
  columnas: Record<string, ColumnaBusqueda>;
  /** Accent- and case-insensitive text expression searched by the `q` filter. */
  texto?: string;
  /**
   * Instead of `texto`, when the searched words live in several tables: the condition for `q` given the LIKE
   * pattern (already unaccented, lower-case, between '%'), so each table is searched once by its own index
   * and each row is only looked up in those sets (a concatenation across joins is unaccented row by row).
   * `texto` is what was typed (trimmed), for a resource that plans differently by its length.
   */
  textoEn?: (patron: string, u: UsuarioAutenticado, p: Parametro, texto: string) => string;
  orden: Record<string, string>;
  /**
   * Columns the search can sum over the whole filtered population (not the page), answered as `totales` when the
   * request asks (`totales: true`): name → SQL of a numeric column. They are summed over the count's FROM
   * (`conteoSimple`, `desdeConteo` or `desde`), so each must read only the tables every one of those has.
   */
  totales?: Record<string, string>;
  /**
   * Page by keys first, for a list whose row is wide (laterals, per-row sums): the page's keys are chosen with the
   * filters, the order and LIMIT/OFFSET over `desde` here (the joins the filters and sorts need, nothing else),
   * then the wide row of the resource's `desde` is read for those keys alone, in the same order. A deep page then
   * skips narrow rows instead of computing every wide row before it. `llave` is a unique column of the rows.
   */
  paginaPorLlave?: {
    llave: string;
    desde: string;
    /**
     * A narrower FROM still for the keys when every filter and every sort of the request is one of `columnas` (the
     * names of `columnas` and `orden` it can answer): a list sorted by a figure of its own table reads that table
     * alone, without joining tens of thousands of rows to the tables a name filter or sort would need.
     */
    simple?: { desde: string; columnas: string[] };
  };
  /**
   * Plan every request with its own values instead of the engine's generic plan (server/db/postgres.ts): for a list
   * whose population is far larger in one cooperative than in the average one the generic plan assumes. There the
   * generic plan expects a few dozen rows, joins them all and sorts them; planning anew (a few ms) walks the sort's
   * index and stops at the page.
   */
  planPropio?: boolean;
  ordenPorDefecto: { column: string; sort: 'asc' | 'desc' }[];
  /**
   * Run by the search route before reading, with the signed-in user: brings a summary table the count or the sums read
   * up to the day (the credits' interest to today, anticipos.resumen.ts). The reads stay exact without it, only slower.
   */
  alDia?: (db: Db, u: UsuarioAutenticado) => Promise<void>;
  /** Unique tiebreaker so pages never repeat or skip rows (ascending unless `desempateConOrden`). */
  desempate: string;
  /**
   * Ties go the way of the first sort column: by date descending, the newest of a day first (the deliveries list).
   * Only for a resource whose descending sort indexes end in its key DESC (migration 0052 for acopios); the others'
   * indexes end in the key ascending, so their ties stay ascending and the sorts keep walking an index.
   */
  desempateConOrden?: boolean;
}

export const definirRecurso = (r: RecursoBusqueda): RecursoBusqueda => r;
