import { PGlite, types } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { mkdirSync } from 'node:fs';
import { tomarCandado } from './candado';
import type { Consulta, Db, OpcionesConsulta } from './db';
import { preparadasDe } from './pglite-preparadas';
import { alcanceActual, sqlDeAlcance, valorDeAlcance } from './alcance';
import { identificador } from './roles';
import { enOrden } from './en-orden';

/** The PGlite behind each Db this module opened, so a prepared database can be saved as a template. */
const instancias = new WeakMap<Db, PGlite>();

/** Where a database starts from: a saved data folder (`volcarPglite`) as a Blob, or its bytes already in memory. */
export type DatosIniciales = Blob | ArrayBuffer;

/**
 * A Blob over bytes already in memory. PGlite reads a saved folder with `arrayBuffer()`, which for Node's own Blob
 * copies it in 64 KB chunks (about a fifth of opening a test database from a 50 MB template, measured); this one
 * hands the bytes over as they are. PGlite only reads them: it copies every file into its own in-memory disk.
 */
class BytesComoBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

export interface OpcionesPglite {
  /** Start from a saved data folder instead of an empty one. */
  cargar?: DatosIniciales;
  /**
   * PostgreSQL's shared_buffers (default 128MB). The API tests open about 80 small databases per run and ask for
   * less: PGlite clears the whole buffer pool at every start.
   */
  sharedBuffers?: string;
}

/**
 * Embedded PostgreSQL in a data folder (or in memory when `dataDir` is null, for tests). `cargar` starts it
 * from a saved data folder (`volcarPglite`) instead of an empty one: the API tests open each file's database
 * from a migrated and seeded template in a fraction of a second, instead of initdb, migrations and seed.
 */
export async function abrirPglite(dataDir: string | null, opciones: OpcionesPglite = {}): Promise<Db> {
  let soltar = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite is single-process: a second process on the same folder would corrupt it.
    soltar = tomarCandado(dataDir);
  }
  const { cargar, sharedBuffers } = opciones;
  const pg = await PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { unaccent, pg_trgm, btree_gin },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
    ...(cargar ? { loadDataDir: cargar instanceof ArrayBuffer ? new BytesComoBlob(cargar) : cargar } : {}),
    ...(sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] } : {}),
  });
  type Conexion = Pick<PGlite, 'query' | 'exec'>;
  const preparada = preparadasDe(pg);
  const consulta = (q: Conexion, conPreparadas = false): Consulta => ({
    async query<T>(sql: string, params: readonly unknown[] = [], opciones?: OpcionesConsulta) {
      if (conPreparadas && opciones?.planGenerico && params.length) {
        const filas = await preparada<T>(sql, params);
        if (filas) return filas;
      }
      const r = await q.query<T>(sql, params as unknown[]);
      return r.rows;
    },
    async script(sql: string) {
      await q.exec(sql);
    },
  });
  /**
   * The scope (server/db/alcance.ts) is a session setting of the one connection, rewritten when the next statement
   * outside a transaction needs another. Setting it and running the statement must not let another statement in
   * between (two requests of two cooperatives), so those pairs run one after another; a transaction sets its own
   * with SET LOCAL, which ends with it, and PGlite runs nothing else while it is open.
   */
  let alcanceSesion: string | null = null;
  const enFila = enOrden();
  const conAlcanceDeSesion = <T>(fn: () => Promise<T>): Promise<T> => {
    const valor = valorDeAlcance(alcanceActual());
    return enFila(async () => {
      if (valor !== alcanceSesion) {
        await pg.query(sqlDeAlcance(valor, false));
        alcanceSesion = valor;
      }
      return fn();
    });
  };
  const directa = consulta(pg, true);
  const db: Db = {
    tipo: 'pglite',
    query: (sql, params, opciones) => conAlcanceDeSesion(() => directa.query(sql, params, opciones)),
    script: (sql) => conAlcanceDeSesion(() => directa.script(sql)),
    transaction: (fn) => {
      const valor = valorDeAlcance(alcanceActual());
      return pg.transaction(async (tx) => {
        await tx.query(sqlDeAlcance(valor, true));
        return fn(consulta(tx as unknown as Conexion));
      });
    },
    // PGlite logs in as its superuser: the policies apply only once the connection takes a plain role (filas.ts)
    usarRol: (rol) => enFila(() => pg.exec(`SET ROLE ${identificador(rol)}`).then(() => undefined)),
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

/**
 * A backup of an open PGlite database (issue 29 item 1): `leer` runs and the data folder is taken, gzip-compressed, in
 * one transaction. PGlite runs one statement at a time and a transaction holds everyone else off, so no write lands
 * between what `leer` read (the manifest's fingerprints) and the folder; the CHECKPOINT writes every committed change
 * into the data files first, so the copy opens without replaying the log.
 */
export async function volcarEnTransaccion<T>(db: Db, leer: (tx: Consulta) => Promise<T>): Promise<{ datos: T; tar: Blob }> {
  const pg = instancias.get(db);
  if (!pg) throw new Error('volcarEnTransaccion: la base no es PGlite');
  return db.transaction(async (tx) => {
    const datos = await leer(tx);
    await tx.query('CHECKPOINT');
    return { datos, tar: await pg.dumpDataDir('gzip') };
  });
}
