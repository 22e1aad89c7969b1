import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { abrirDb, type Db } from '../../server/db/db';
import { migrar } from '../../server/db/migrate';
import { volcarPglite } from '../../server/db/pglite';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../../server/demo/seed';

/**
 * The API suite's templates (vitest globalSetup): each demo variant the test files ask for is migrated and seeded
 * once, then every file starts its own database from it — a PGlite data folder saved under .tmp/, or a PostgreSQL
 * template database — instead of running initdb, the migrations and the seed itself.
 *
 * The templates are kept between runs under a key made of everything that shapes them (the server's and the
 * domain's code, the migrations, the seed, the lock file): a change to any of them makes a new key and new
 * templates, so a run never starts from an old schema; an unchanged tree reuses them and the run starts at once.
 */
export type VariantePlantilla = number | 'demo';
export const VARIANTES: VariantePlantilla[] = [40, 'demo', 4];

const CARPETA_PLANTILLAS = `${process.cwd()}/.tmp/plantillas`;
export const archivoPlantilla = (clave: string, v: VariantePlantilla) => `${CARPETA_PLANTILLAS}/${clave}/pglite-${v}.tar`;
/** One prefix per checkout, so two checkouts testing on the same PostgreSQL do not share templates. */
const prefijoPostgres = () => `cosecha_plantilla_${createHash('md5').update(process.cwd()).digest('hex').slice(0, 8)}_`;
export const basePlantilla = (clave: string, v: VariantePlantilla) => `${prefijoPostgres()}${clave}_${v}`;

/**
 * The demo password is hashed with argon2's cheapest settings in the templates: every sign-in of the suite
 * verifies it, and the default cost (right for real accounts) would be paid hundreds of times per run. Passwords
 * the tests set through the API are hashed by the app with its real settings.
 */
const hashPrueba = () => hash(CONTRASENA_DEMO, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

function archivosDe(carpeta: string): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? archivosDe(join(carpeta, e.name)) : [join(carpeta, e.name)],
  );
}

/** The templates' key: a digest of every file the schema and the seed can depend on, and of this file. */
export function clavePlantillas(): string {
  const raiz = process.cwd();
  const archivos = [...archivosDe(join(raiz, 'server')), ...archivosDe(join(raiz, 'domain')), join(raiz, 'package-lock.json')];
  archivos.push(join(raiz, 'tests/server/plantilla.ts'));
  const h = createHash('sha256');
  for (const a of archivos.sort()) h.update(relative(raiz, a)).update('\0').update(readFileSync(a)).update('\0');
  h.update(JSON.stringify(VARIANTES));
  return h.digest('hex').slice(0, 12);
}

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

async function plantillasPglite(clave: string): Promise<void> {
  // Other keys' templates are from older trees of this checkout.
  if (existsSync(CARPETA_PLANTILLAS)) {
    for (const otra of readdirSync(CARPETA_PLANTILLAS)) if (otra !== clave) rmSync(join(CARPETA_PLANTILLAS, otra), { recursive: true });
  }
  const faltan = VARIANTES.filter((v) => !existsSync(archivoPlantilla(clave, v)));
  if (!faltan.length) return;
  mkdirSync(join(CARPETA_PLANTILLAS, clave), { recursive: true });
  const passwordHash = await hashPrueba();
  for (const v of faltan) {
    const db = await abrirDb({ databaseUrl: null, dataDir: null });
    await sembrar(db, v, passwordHash);
    // Written under a temporary name and renamed: an interrupted run never leaves a half template behind.
    const temporal = `${archivoPlantilla(clave, v)}.parcial`;
    writeFileSync(temporal, Buffer.from(await (await volcarPglite(db)).arrayBuffer()));
    await db.close();
    renameSync(temporal, archivoPlantilla(clave, v));
  }
}

async function plantillasPostgres(url: string, clave: string): Promise<() => Promise<void>> {
  const existentes = await conServidor(url, async (c) =>
    (await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefijoPostgres()}%`])).rows.map(
      (r) => r.datname,
    ),
  );
  const vigentes = new Set(VARIANTES.map((v) => basePlantilla(clave, v)));
  for (const vieja of existentes.filter((n) => !vigentes.has(n))) {
    await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${vieja} WITH (FORCE)`));
  }
  const passwordHash = await hashPrueba();
  for (const v of VARIANTES.filter((v) => !existentes.includes(basePlantilla(clave, v)))) {
    // Seeded under a temporary name and renamed, so an interrupted run leaves no half-seeded template.
    const temporal = `${basePlantilla(clave, v)}_p`;
    await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${temporal} WITH (FORCE)`));
    await conServidor(url, (c) => c.query(`CREATE DATABASE ${temporal}`));
    const destino = new URL(url);
    destino.pathname = `/${temporal}`;
    const db = await abrirDb({ databaseUrl: destino.toString(), dataDir: null });
    await sembrar(db, v, passwordHash);
    // ANALYZE ran inside the seed; the copies keep its statistics. No connection may stay open on a template.
    await db.close();
    await conServidor(url, (c) => c.query(`ALTER DATABASE ${temporal} RENAME TO ${basePlantilla(clave, v)}`));
  }
  // CI's clones are thrown away: their templates would only pile up on the machine's server.
  return async () => {
    if (!process.env.CI) return;
    for (const v of VARIANTES) await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${basePlantilla(clave, v)} WITH (FORCE)`));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    clavePlantillas: string;
  }
}

export default async function prepararPlantillas(project: TestProject): Promise<(() => Promise<void>) | void> {
  const clave = clavePlantillas();
  project.provide('clavePlantillas', clave);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return plantillasPglite(clave);
  return plantillasPostgres(url, clave);
}
