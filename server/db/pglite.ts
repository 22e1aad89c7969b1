import { PGlite, types } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { mkdirSync } from 'node:fs';
import { tomarCandado } from './candado';
import type { Consulta, Db } from './db';

/** Embedded PostgreSQL in a data folder (or in memory when `dataDir` is null, for tests). */
export async function abrirPglite(dataDir: string | null): Promise<Db> {
  let soltar = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite is single-process: a second process on the same folder would corrupt it.
    soltar = tomarCandado(dataDir);
  }
  const pg = await PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { unaccent, pg_trgm, btree_gin },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  });
  type Conexion = Pick<PGlite, 'query' | 'exec'>;
  const consulta = (q: Conexion): Consulta => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await q.query<T>(sql, params as unknown[]);
      return r.rows;
    },
    async script(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    tipo: 'pglite',
    ...consulta(pg),
    transaction: (fn) => pg.transaction((tx) => fn(consulta(tx as unknown as Conexion))),
    async close() {
      await pg.close();
      soltar();
    },
  };
}
