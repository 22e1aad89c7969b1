import { PGlite, types } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { mkdirSync } from 'node:fs';
import { tomarCandado } from './candado';
import type { Consulta, Db } from './db';

/** The PGlite behind each Db this module opened, so a prepared database can be saved as a template. */
const instancias = new WeakMap<Db, PGlite>();

/**
 * Embedded PostgreSQL in a data folder (or in memory when `dataDir` is null, for tests). `cargar` starts it
 * from a saved data folder (`volcarPglite`) instead of an empty one: the API tests open each file's database
 * from a migrated and seeded template in about a second, instead of initdb, migrations and seed.
 */
export async function abrirPglite(dataDir: string | null, opciones: { cargar?: Blob } = {}): Promise<Db> {
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
    ...(opciones.cargar ? { loadDataDir: opciones.cargar } : {}),
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
  const db: Db = {
    tipo: 'pglite',
    ...consulta(pg),
    transaction: (fn) => pg.transaction((tx) => fn(consulta(tx as unknown as Conexion))),
    async close() {
      await pg.close();
      soltar();
    },
  };
  instancias.set(db, pg);
  return db;
}

/** The whole data folder of an open PGlite database, uncompressed, to start others from (`cargar`). */
export async function volcarPglite(db: Db): Promise<Blob> {
  const pg = instancias.get(db);
  if (!pg) throw new Error('volcarPglite: la base no es PGlite');
  return pg.dumpDataDir('none');
}
