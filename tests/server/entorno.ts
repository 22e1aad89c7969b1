import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { construirApp } from '../../server/app';
import { leerConfig, type Config } from '../../server/config';
import { existsSync, readFileSync } from 'node:fs';
import { abrirDb, type Db } from '../../server/db/db';
import { abrirPglite } from '../../server/db/pglite';
import { inject } from 'vitest';
import { archivoPlantilla, basePlantilla, VARIANTES, type VariantePlantilla } from './plantilla';
import { migrar } from '../../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../../server/demo/seed';

/**
 * The templates' bytes, read once per worker (the files of a worker share its modules, vitest `isolate: false`):
 * every database opened from them copies them into its own memory, so they are never changed.
 */
const plantillasLeidas = new Map<string, ArrayBuffer>();
function bytesDePlantilla(archivo: string): ArrayBuffer | null {
  let bytes = plantillasLeidas.get(archivo);
  if (!bytes) {
    if (!existsSync(archivo)) return null;
    const b = readFileSync(archivo);
    bytes = b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    plantillasLeidas.set(archivo, bytes);
  }
  return bytes;
}

/**
 * shared_buffers of the test databases: the largest (the full demo) is about 35 MB on disk, and PGlite clears the
 * whole pool at each start, 128 MB by default (about a sixth of opening a database, measured).
 */
const BUFFERS_PRUEBA = '32MB';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped at the end). When the run's template for this demo variant
 * exists (tests/server/plantilla.ts) the database starts from it, already migrated and seeded; otherwise (a
 * variant no template covers, or a file run without the global setup) it is migrated and seeded here.
 */
async function baseDePrueba(variante: VariantePlantilla): Promise<{ db: Db; soltar: () => Promise<void>; sembrada: boolean }> {
  const url = process.env.TEST_DATABASE_URL;
  // The run's template key (tests/server/plantilla.ts); none when a file runs without the global setup.
  const clave = inject('clavePlantillas');
  const conPlantilla = clave !== undefined && VARIANTES.includes(variante);
  if (!url) {
    const plantilla = conPlantilla ? bytesDePlantilla(archivoPlantilla(clave, variante)) : null;
    if (plantilla) {
      const db = await abrirPglite(null, { cargar: plantilla, sharedBuffers: BUFFERS_PRUEBA });
      return { db, soltar: () => db.close(), sembrada: true };
    }
    const db = await abrirDb({ databaseUrl: null, dataDir: null });
    return { db, soltar: () => db.close(), sembrada: false };
  }
  const nombre = `cosecha_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let sembrada = false;
  try {
    if (conPlantilla) {
      const [{ hay }] = (
        await admin.query('SELECT count(*)::int AS hay FROM pg_database WHERE datname = $1', [basePlantilla(clave, variante)])
      ).rows;
      if (hay) {
        await admin.query(`CREATE DATABASE ${nombre} TEMPLATE ${basePlantilla(clave, variante)}`);
        sembrada = true;
      }
    }
    if (!sembrada) await admin.query(`CREATE DATABASE ${nombre}`);
  } finally {
    await admin.end();
  }
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  const db = await abrirDb({ databaseUrl: destino.toString(), dataDir: null });
  return {
    db,
    sembrada,
    soltar: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await c.end();
    },
  };
}

let hashDemo: Promise<string> | null = null;

export interface Entorno {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Signs in and returns the token. */
  entrar(email: string, password?: string): Promise<string>;
  /** inject with a bearer token and JSON. */
  pedir(token: string | null, method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  cerrar(): Promise<void>;
}

/**
 * Producers per demo cooperative: the full demo (300/200/150) costs each file about a second more, so files
 * that do not look at producers get a smaller, equally varied set.
 */
export interface OpcionesEntorno {
  productores?: number | 'demo';
}

export async function crearEntorno(cambios: Partial<Config> = {}, opciones: OpcionesEntorno = {}): Promise<Entorno> {
  const n = opciones.productores ?? 40;
  const { db, soltar, sembrada } = await baseDePrueba(n);
  if (!sembrada) {
    await migrar(db);
    hashDemo ??= hash(CONTRASENA_DEMO);
    const h = await hashDemo;
    await db.transaction(async (tx) => {
      await sembrarCatalogos(tx);
      await sembrarDemo(tx, h, n === 'demo' ? {} : { productores: n });
    });
  }
  const config: Config = { ...leerConfig({}), clientDir: null, ...cambios };
  // Most files never review a polygon: their app starts its thread only if one does.
  const app = await construirApp(config, db, { hilosAlPrimerUso: true });
  await app.ready();
  const pedir: Entorno['pedir'] = (token, method, url, body) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    app,
    db,
    config,
    pedir,
    async entrar(email, password = CONTRASENA_DEMO) {
      const r = await pedir(null, 'POST', '/api/auth/login', { email, password });
      if (r.statusCode !== 200) throw new Error(`no pudo entrar ${email}: ${r.statusCode} ${r.body}`);
      return r.json().token as string;
    },
    async cerrar() {
      await app.close();
      await soltar();
    },
  };
}

/** Multipart body with one file field `archivo`, for upload tests. */
export function multipart(nombre: string, tipo: string, contenido: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const limite = `----cosecha${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="${nombre}"\r\nContent-Type: ${tipo}\r\n\r\n`),
    contenido,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** A tiny valid PNG of the given size (solid colour), built without dependencies. */
export { pngValido } from './png';
