import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { abrirDb, type Db } from '../../server/db/db';
import { migrar } from '../../server/db/migrate';
import { volcarPglite } from '../../server/db/pglite';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../../server/demo/seed';

/**
 * The API suite's templates (vitest globalSetup): each demo variant the test files ask for is migrated and seeded
 * ONCE per run, then every file starts its own database from it — a PGlite data folder saved under .tmp/, or a
 * PostgreSQL template database — instead of running initdb, the migrations and the seed itself. The templates
 * are rebuilt on every run, so a new migration or seed change is always in them.
 */
export type VariantePlantilla = number | 'demo';
export const VARIANTES: VariantePlantilla[] = [40, 'demo', 4];

export const CARPETA_PLANTILLAS = `${process.cwd()}/.tmp/plantillas`;
export const archivoPlantilla = (v: VariantePlantilla) => `${CARPETA_PLANTILLAS}/pglite-${v}.tar`;
/** One name per checkout, so two checkouts testing on the same PostgreSQL do not share templates. */
export const basePlantilla = (v: VariantePlantilla) =>
  `cosecha_plantilla_${v}_${createHash('md5').update(process.cwd()).digest('hex').slice(0, 8)}`;

async function sembrar(db: Db, v: VariantePlantilla, passwordHash: string): Promise<void> {
  await migrar(db);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, passwordHash, v === 'demo' ? {} : { productores: v });
  });
}

async function conServidor<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export default async function prepararPlantillas(): Promise<() => Promise<void>> {
  const passwordHash = await hash(CONTRASENA_DEMO);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    rmSync(CARPETA_PLANTILLAS, { recursive: true, force: true });
    mkdirSync(CARPETA_PLANTILLAS, { recursive: true });
    for (const v of VARIANTES) {
      const db = await abrirDb({ databaseUrl: null, dataDir: null });
      await sembrar(db, v, passwordHash);
      writeFileSync(archivoPlantilla(v), Buffer.from(await (await volcarPglite(db)).arrayBuffer()));
      await db.close();
    }
    return async () => rmSync(CARPETA_PLANTILLAS, { recursive: true, force: true });
  }
  const borrar = (v: VariantePlantilla) => conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${basePlantilla(v)} WITH (FORCE)`));
  for (const v of VARIANTES) {
    await borrar(v);
    await conServidor(url, (c) => c.query(`CREATE DATABASE ${basePlantilla(v)}`));
    const destino = new URL(url);
    destino.pathname = `/${basePlantilla(v)}`;
    const db = await abrirDb({ databaseUrl: destino.toString(), dataDir: null });
    await sembrar(db, v, passwordHash);
    // ANALYZE ran inside the seed; the copies keep its statistics. No connection may stay open on a template.
    await db.close();
  }
  return async () => {
    for (const v of VARIANTES) await borrar(v);
  };
}
