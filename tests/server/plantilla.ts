import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { abrirDb, type Db } from '../../server/db/db';
import { migrar } from '../../server/db/migrate';
import { abrirPglite, volcarPglite } from '../../server/db/pglite';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../../server/demo/seed';

/**
 * The API suite's templates (vitest globalSetup): each demo variant the test files ask for is migrated and seeded
 * once, then every file starts its own database from it — a PGlite data folder saved under .tmp/, or a PostgreSQL
 * template database — instead of running initdb, the migrations and the seed itself.
 *
 * The templates are kept between runs under a key made of everything that shapes them (the server's and the
 * domain's code, the migrations, the seed, the lock file): a change to any of them makes a new key and new
 * templates, so a run never starts from an old schema; an unchanged tree reuses them and the run starts at once.
 * initdb and the migrations run once for all the variants (a migrated base each variant is seeded on). The browser
 * suite's servers start from the 'demo' template too (`carpetaDemoNavegador`, scripts/servidor-e2e.ts).
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

/** The demo of one variant, on a migrated database. */
async function sembrarVariante(db: Db, v: VariantePlantilla, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, passwordHash, v === 'demo' ? {} : { productores: v });
  });
}

/** `fn` with a client of its own on `url`, closed after it (the templates here; the upgrade test's empty database). */
export async function conServidor<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * The schema every variant starts from: initdb and the migrations run once per run, not once per variant (each is
 * about as costly as the seed of the small variants).
 */
async function baseMigrada(): Promise<Blob> {
  const db = await abrirDb({ databaseUrl: null, dataDir: null });
  await migrar(db);
  const base = await volcarPglite(db);
  await db.close();
  return base;
}

/**
 * The tar without what a start does not read:
 * - WAL segments other than the checkpoint's. After a CHECKPOINT, PostgreSQL starts from the segment that holds
 *   it; the others are old or recycled 16 MB files (half of a small template), and every test file's database would
 *   unpack them again (about a tenth of its start's CPU, measured). PostgreSQL makes new segments as it needs them.
 * - The folders of template0 and template1 (about 600 files, 14 MB): PGlite runs one backend on one database, and
 *   nothing run on the copies creates a database. Unpacking fewer files took about a seventh off each start.
 * Entries are copied byte for byte, so PGlite reads the result as it reads its own dumps.
 */
async function volcadoCompacto(db: Db): Promise<Uint8Array> {
  await db.query('CHECKPOINT');
  const [f] = await db.query<{ redo: string; actual: string }>(
    'SELECT redo_wal_file AS redo, pg_walfile_name(pg_current_wal_insert_lsn()) AS actual FROM pg_control_checkpoint()',
  );
  const conservar = new Set([f.redo, f.actual]);
  const otrasBases = new Set(
    (await db.query<{ oid: number }>('SELECT oid::int AS oid FROM pg_database WHERE datname <> current_database()')).map((b) =>
      String(b.oid),
    ),
  );
  const tar = new Uint8Array(await (await volcarPglite(db)).arrayBuffer());
  const texto = (ini: number, fin: number) => Buffer.from(tar.subarray(ini, fin)).toString('latin1').replace(/\0.*$/s, '');
  const partes: Uint8Array[] = [];
  let i = 0;
  // ustar: a 512-byte header (name at 0, size in octal at 124, name prefix at 345), the data padded to 512 bytes,
  // and two empty blocks at the end.
  while (i + 512 <= tar.length && tar.subarray(i, i + 512).some((b) => b !== 0)) {
    const prefijo = texto(i + 345, i + 500);
    const ruta = `${prefijo ? `${prefijo}/` : ''}${texto(i, i + 100)}`;
    const fin = i + 512 + Math.ceil(parseInt(texto(i + 124, i + 136).trim() || '0', 8) / 512) * 512;
    const segmento = /pg_wal\/([0-9A-F]{24})$/.exec(ruta)?.[1];
    const base = /(?:^|\/)base\/(\d+)(?:\/|$)/.exec(ruta)?.[1];
    if ((!segmento || conservar.has(segmento)) && !(base && otrasBases.has(base))) partes.push(tar.subarray(i, fin));
    i = fin;
  }
  partes.push(new Uint8Array(1024));
  return Buffer.concat(partes);
}

/** Seeds one variant on a copy of the migrated base and saves it (temporary name and rename: never half a file). */
async function construirPlantillaPglite(clave: string, v: VariantePlantilla, base: Blob, passwordHash: string): Promise<void> {
  mkdirSync(join(CARPETA_PLANTILLAS, clave), { recursive: true });
  const db = await abrirPglite(null, { cargar: base });
  await sembrarVariante(db, v, passwordHash);
  // The pid keeps two processes building the same template (the API suite and a browser server) off each other's file.
  const temporal = `${archivoPlantilla(clave, v)}.${process.pid}.parcial`;
  writeFileSync(temporal, await volcadoCompacto(db));
  await db.close();
  renameSync(temporal, archivoPlantilla(clave, v));
}

async function plantillasPglite(clave: string): Promise<void> {
  // Other keys' templates are from older trees of this checkout.
  if (existsSync(CARPETA_PLANTILLAS)) {
    for (const otra of readdirSync(CARPETA_PLANTILLAS)) if (otra !== clave) rmSync(join(CARPETA_PLANTILLAS, otra), { recursive: true });
  }
  const faltan = VARIANTES.filter((v) => !existsSync(archivoPlantilla(clave, v)));
  if (!faltan.length) return;
  const [base, passwordHash] = await Promise.all([baseMigrada(), hashPrueba()]);
  for (const v of faltan) await construirPlantillaPglite(clave, v, base, passwordHash);
}

const hoyUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The data folder the browser suite's servers start from (scripts/servidor-e2e.ts copies it, one copy per server):
 * the demo as a first start seeds it, already migrated and seeded, so a server starts in about a second instead of
 * running initdb, the migrations and the demo seed (about 15 CPU seconds each, and Playwright starts its servers one
 * after another). It is the API suite's 'demo' template unpacked into a folder; the seed dates some rows from
 * now() (sketches 30 and 90 days ago, EUDR records), so the browser copy is made again each UTC day.
 */
export async function carpetaDemoNavegador(): Promise<string> {
  const clave = clavePlantillas();
  const dir = join(CARPETA_PLANTILLAS, clave);
  const hoy = hoyUtc();
  const carpeta = join(dir, `navegador-demo-${hoy}`);
  if (existsSync(carpeta)) return carpeta;
  const tar = archivoPlantilla(clave, 'demo');
  if (!existsSync(tar) || new Date(statSync(tar).mtimeMs).toISOString().slice(0, 10) !== hoy) {
    const [base, passwordHash] = await Promise.all([baseMigrada(), hashPrueba()]);
    await construirPlantillaPglite(clave, 'demo', base, passwordHash);
  }
  for (const vieja of readdirSync(dir).filter((n) => n.startsWith('navegador-demo-'))) rmSync(join(dir, vieja), { recursive: true });
  const temporal = `${carpeta}.${process.pid}.parcial`;
  rmSync(temporal, { recursive: true, force: true });
  const db = await abrirPglite(temporal, { cargar: new Blob([readFileSync(tar)]) });
  await db.close();
  try {
    renameSync(temporal, carpeta);
  } catch (e) {
    // Another server of the same run unpacked it first: theirs is as good.
    rmSync(temporal, { recursive: true, force: true });
    if (!existsSync(carpeta)) throw e;
  }
  return carpeta;
}

const conBase = (url: string, nombre: string) => {
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  return destino.toString();
};

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
  const faltan = VARIANTES.filter((v) => !existentes.includes(basePlantilla(clave, v)));
  if (faltan.length) {
    const passwordHash = await hashPrueba();
    // The migrations run once, in a base the variants are copied from (CREATE DATABASE … TEMPLATE), as on PGlite.
    const base = `${prefijoPostgres()}${clave}_base`;
    await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`));
    await conServidor(url, (c) => c.query(`CREATE DATABASE ${base}`));
    const dbBase = await abrirDb({ databaseUrl: conBase(url, base), dataDir: null });
    await migrar(dbBase);
    await dbBase.close();
    for (const v of faltan) {
      // Seeded under a temporary name and renamed, so an interrupted run leaves no half-seeded template.
      const temporal = `${basePlantilla(clave, v)}_p`;
      await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${temporal} WITH (FORCE)`));
      await conServidor(url, (c) => c.query(`CREATE DATABASE ${temporal} TEMPLATE ${base}`));
      const db = await abrirDb({ databaseUrl: conBase(url, temporal), dataDir: null });
      await sembrarVariante(db, v, passwordHash);
      // ANALYZE ran inside the seed; the copies keep its statistics. No connection may stay open on a template.
      await db.close();
      await conServidor(url, (c) => c.query(`ALTER DATABASE ${temporal} RENAME TO ${basePlantilla(clave, v)}`));
    }
    await conServidor(url, (c) => c.query(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`));
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
