import pg from 'pg';
import { createHash } from 'node:crypto';
import type { Consulta, Db } from './db';

// 64-bit integers and numerics as numbers, the same as on PGlite (counts, sums of ×100 integers).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Distinct statement texts prepared by name; past it a new text runs unnamed, as before (planned on each call). */
export const MAXIMO_PREPARADAS = 500;

/**
 * The query of a statement with parameters as a named (prepared) statement: each connection parses it once and,
 * after PostgreSQL's five trial runs, reuses its generic plan when it costs no more than a custom one (the default
 * plan_cache_mode). The list queries joined 7 tables and spent 3–20 ms planning for 0.3 ms of execution; planning
 * was most of the API's 'overhead' (DECISIONES 'rendimiento'). The name is a hash of the text, so every process
 * and connection names a text alike; the texts are the repositories' and the search engine's, parameterised, so
 * they are few; the bound keeps a connection's prepared statements finite whatever the engine builds. A statement
 * without parameters keeps the simple protocol (a script of several statements is allowed there).
 */
const nombres = new Map<string, string>();
function configuracion(sql: string, params: readonly unknown[]): pg.QueryConfig {
  if (!params.length) return { text: sql };
  let name = nombres.get(sql);
  if (!name && nombres.size < MAXIMO_PREPARADAS) {
    name = `p${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`;
    nombres.set(sql, name);
  }
  return name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] };
}

export async function abrirPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, pg_terminate_backend) must not crash the process:
  // the pool drops it and opens another on the next query.
  pool.on('error', (e) => console.error(`Conexión de PostgreSQL cerrada por el servidor: ${e.message}`));
  await pool.query('select 1');
  const consulta = (c: pg.Pool | pg.PoolClient): Consulta => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await c.query(configuracion(sql, params));
      return r.rows as T[];
    },
    async script(sql: string) {
      await c.query(sql);
    },
  });
  return {
    tipo: 'postgres',
    ...consulta(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // While checked out, the pool no longer listens to the client: a backend ended mid-transaction
      // (pg_terminate_backend, a restart) reports the closed socket as an 'error' event after the query's own
      // error, and unheard that event would end the whole process. The query's error is the one answered (503).
      const alCerrarse = (e: Error) => console.error(`Conexión de PostgreSQL cerrada durante una transacción: ${e.message}`);
      client.on('error', alCerrarse);
      // A connection lost mid-transaction cannot roll back: the original error is the one to answer (503, see
      // plugins/errores.ts), and the broken client is destroyed instead of going back to the pool.
      let rota: Error | undefined;
      try {
        await client.query('BEGIN');
        const r = await fn(consulta(client));
        await client.query('COMMIT');
        return r;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {
          rota = e instanceof Error ? e : new Error(String(e));
        });
        throw e;
      } finally {
        // A broken client keeps the listener: its socket may still report closing after it leaves the pool.
        if (!rota) client.off('error', alCerrarse);
        client.release(rota);
      }
    },
    close: () => pool.end(),
  };
}
