import pg from 'pg';
import type { Consulta, Db } from './db';

// 64-bit integers and numerics as numbers, the same as on PGlite (counts, sums of ×100 integers).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function abrirPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, pg_terminate_backend) must not crash the process:
  // the pool drops it and opens another on the next query.
  pool.on('error', (e) => console.error(`Conexión de PostgreSQL cerrada por el servidor: ${e.message}`));
  await pool.query('select 1');
  const consulta = (c: pg.Pool | pg.PoolClient): Consulta => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await c.query(sql, params as unknown[]);
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
