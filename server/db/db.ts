/**
 * The one database interface the server uses: parameterised SQL on PGlite (embedded) or PostgreSQL.
 * One SQL dialect everywhere; repositories hold the SQL (DESIGN §4).
 */
export type Fila = Record<string, unknown>;

export interface Consulta {
  query<T = Fila>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  script(sql: string): Promise<void>;
}

export interface Db extends Consulta {
  readonly tipo: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction. Inside it use `tx`, never `db` (PGlite has one connection: it would deadlock). */
  transaction<T>(fn: (tx: Consulta) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function abrirDb(opciones: { databaseUrl: string | null; dataDir: string | null }): Promise<Db> {
  if (opciones.databaseUrl) {
    const { abrirPostgres } = await import('./postgres');
    return abrirPostgres(opciones.databaseUrl);
  }
  const { abrirPglite } = await import('./pglite');
  return abrirPglite(opciones.dataDir);
}
