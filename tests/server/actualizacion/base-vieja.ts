import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { abrirDb, type Db } from '../../../server/db/db';
import { migrar } from '../../../server/db/migrate';
import { conServidor } from '../plantilla';

/**
 * The old installation the upgrade test starts from (issue 29 item 2): a fresh database (in-memory PGlite, or a new
 * database on the PostgreSQL of TEST_DATABASE_URL) built the way that release built it — its migrations, no later
 * one — holding the rows its demo seed wrote (fixture/datos.sql.gz, made by scripts/fixture-actualizacion.mjs).
 */
const CARPETA_FIXTURE = fileURLToPath(new URL('./fixture', import.meta.url));
const CARPETA_MIGRACIONES = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));

export interface Fixture {
  commit: string;
  /** The old commit's date. */
  fecha: string;
  /** The day the fixture was made (the figures were read then). */
  generado: string;
  productores: number;
  /** The migrations that release had applied. */
  migraciones: string[];
  /** By demo account, the figures its screens showed (cifras.ts). */
  cifras: Record<string, Record<string, unknown>>;
}

export const fixture = (): Fixture => JSON.parse(readFileSync(join(CARPETA_FIXTURE, 'cifras.json'), 'utf8')) as Fixture;

/** An empty database of the engine under test, and how to drop it. */
async function baseVacia(): Promise<{ db: Db; soltar: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await abrirDb({ databaseUrl: null, dataDir: null });
    return { db, soltar: () => db.close() };
  }
  const nombre = `cosecha_act_${randomBytes(6).toString('hex')}`;
  await conServidor(url, (c) => c.query(`CREATE DATABASE ${nombre}`));
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  const db = await abrirDb({ databaseUrl: destino.toString(), dataDir: null });
  return {
    db,
    soltar: async () => {
      await db.close();
      await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`));
    },
  };
}

/**
 * The old schema: that release's migrations, run from today's files (a landed migration never changes; `migrar`
 * checks each file against the fingerprint the old database recorded, so a changed one would stop the upgrade, as it
 * would at a real start).
 */
async function esquemaViejo(db: Db, migraciones: readonly string[]): Promise<void> {
  const carpeta = mkdtempSync(join(tmpdir(), 'cosecha-esquema-viejo-'));
  try {
    for (const m of migraciones) {
      if (!existsSync(join(CARPETA_MIGRACIONES, m))) throw new Error(`La migración ${m} del fixture ya no está en server/db/migrations`);
      copyFileSync(join(CARPETA_MIGRACIONES, m), join(carpeta, m));
    }
    await migrar(db, { carpeta });
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
}

/**
 * The old rows over the old schema. Every table is emptied first (migrations seed catalogues the dump also holds),
 * and the rows go in with triggers off (session_replication_role = replica, superuser on both engines): the kept
 * summaries, the audit chain and the migrations table arrive exactly as the old code left them, not recomputed by
 * today's triggers.
 */
async function cargarFilas(db: Db): Promise<void> {
  const sql = gunzipSync(readFileSync(join(CARPETA_FIXTURE, 'datos.sql.gz'))).toString('utf8');
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    const tablas = await tx.query<{ t: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
    );
    await tx.query(`TRUNCATE ${tablas.map((f) => f.t).join(', ')}`);
    await tx.script(sql);
  });
}

/** The old installation, ready to be upgraded; `soltar` closes and drops it. */
export async function baseVieja(f: Fixture): Promise<{ db: Db; soltar: () => Promise<void> }> {
  const base = await baseVacia();
  try {
    await esquemaViejo(base.db, f.migraciones);
    await cargarFilas(base.db);
    return base;
  } catch (e) {
    await base.soltar();
    throw e;
  }
}
