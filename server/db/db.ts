/**
 * The one database interface the server uses: parameterised SQL on PGlite (embedded) or PostgreSQL.
 * One SQL dialect everywhere; repositories hold the SQL (DESIGN §4).
 */
export type Fila = Record<string, unknown>;

/** How a statement is run, where the database allows a choice (PostgreSQL outside a transaction). */
export interface OpcionesConsulta {
  /**
   * Plan it once per connection and reuse that plan (PostgreSQL's generic plan), whatever the parameters: for the
   * search engine's list statements, whose plan is the same for every cooperative but costs 3–10 ms to make against
   * 0.3 ms to run (server/db/postgres.ts; on PGlite a named statement, server/db/pglite-preparadas.ts). Ignored
   * inside a transaction.
   */
  planGenerico?: boolean;
  /**
   * Plan it with its values on every call (PostgreSQL: an unnamed statement; PGlite always does): for a search whose
   * matches go from a handful to thousands with the person's text. Named, after five runs PostgreSQL kept the
   * generic plan of a wizard's LIKE search, and a two-letter search took 100 ms instead of 7 (issue 27's bench).
   */
  planPorValor?: boolean;
}

export interface Consulta {
  query<T = Fila>(sql: string, params?: readonly unknown[], opciones?: OpcionesConsulta): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  script(sql: string): Promise<void>;
}

export interface Db extends Consulta {
  readonly tipo: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction. Inside it use `tx`, never `db` (PGlite has one connection: it would deadlock). */
  transaction<T>(fn: (tx: Consulta) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * From now on every statement runs as `rol` (`SET ROLE`), a plain role the row-level policies apply to; the login
   * role stays the session's (server/db/filas.ts). Each statement also carries the scope of the code that runs it
   * (server/db/alcance.ts), whether or not the role was lowered.
   */
  usarRol?(rol: string): Promise<void>;
  /** PostgreSQL's connection pools (both summed) for the metrics; PGlite has one embedded connection and no pool. */
  conexiones?(): { total: number; libres: number; esperando: number };
}

export async function abrirDb(opciones: { databaseUrl: string | null; dataDir: string | null }): Promise<Db> {
  if (opciones.databaseUrl) {
    const { abrirPostgres } = await import('./postgres');
    return abrirPostgres(opciones.databaseUrl);
  }
  const { abrirPglite } = await import('./pglite');
  return abrirPglite(opciones.dataDir);
}
