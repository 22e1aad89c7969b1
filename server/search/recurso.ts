import type { UsuarioSesion } from '../tipos';

export type Operador = '=' | '!=' | '<' | '<=' | '>' | '>=' | 'like' | 'in' | 'is null' | 'is not null';
export type TipoColumna = 'entero' | 'texto' | 'fecha' | 'booleano' | 'uuid';

export interface ColumnaBusqueda {
  /** SQL expression of the column (trusted: written here, never from the request). */
  sql: string;
  tipo: TipoColumna;
  operadores: Operador[];
}

/** Adds a parameter and returns its placeholder. */
export type Parametro = (valor: unknown) => string;

/**
 * A searchable resource declared once: the engine turns `POST /api/<nombre>_search` into one
 * parameterised query scoped by `alcance`, and the tenancy suite iterates every declared resource.
 */
export interface RecursoBusqueda {
  nombre: string;
  /** Exact permission needed to read (null: any signed-in user). */
  permiso: string | null;
  /** SELECT list and FROM clause (with joins). */
  seleccion: string;
  desde: string;
  /** FROM for the count when the joins of `desde` only add display columns (filters must not use them). */
  desdeConteo?: string;
  /**
   * An even cheaper FROM for the count when every filter of the request is one of `columnas` (no `q`): a list
   * filtered only by its own table's columns counts that table alone, from an index, instead of the joins.
   */
  conteoSimple?: { desde: string; columnas: string[] };
  /** Tenancy predicate from the signed-in user; never from the request. */
  alcance: (u: UsuarioSesion, p: Parametro) => string;
  columnas: Record<string, ColumnaBusqueda>;
  /** Accent- and case-insensitive text expression searched by the `q` filter. */
  texto?: string;
  orden: Record<string, string>;
  ordenPorDefecto: { column: string; sort: 'asc' | 'desc' }[];
  /** Unique tiebreaker so pages never repeat or skip rows. */
  desempate: string;
}

export const definirRecurso = (r: RecursoBusqueda): RecursoBusqueda => r;
