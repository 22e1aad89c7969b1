import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearEntorno, type Entorno } from '../entorno';
import { abrirDb } from '../../../server/db/db';
import { huellasDeTablas, tablasDistintas } from '../../../server/respaldo/huellas';
import { respaldar, type Respaldo } from '../../../server/respaldo/respaldar';
import { restaurar, type Destino } from '../../../server/respaldo/restaurar';
import { rutaManifiesto, type Manifiesto } from '../../../server/respaldo/manifiesto';
import { abrirCanalDeRespaldo, carpetaDelCanal, pedirRespaldo, rutaDelCanal } from '../../../server/respaldo/canal';

/**
 * Issue 29 item 1, the drill: a seeded database is backed up while writes keep arriving, restored elsewhere (a new
 * PGlite folder, or a new database on the PostgreSQL of TEST_DATABASE_URL), and every table's fingerprint of the copy
 * equals the manifest's; then the refusals a person meets at the terminal. Runs on both engines like the rest.
 */
const URL_PRUEBAS = process.env.TEST_DATABASE_URL;
let e: Entorno;
let carpeta: string;
let r: Respaldo;
/** PostgreSQL: the test database's own URL, for pg_dump. */
let urlDeLaBase: string | null = null;
const bases: string[] = [];

async function conServidor<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: URL_PRUEBAS });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new empty target of the engine under test. */
async function destinoNuevo(): Promise<Destino> {
  if (!URL_PRUEBAS) return { motor: 'pglite', dataDir: join(carpeta, `datos-${randomBytes(4).toString('hex')}`) };
  const nombre = `cosecha_r_${randomBytes(6).toString('hex')}`;
  await conServidor((c) => c.query(`CREATE DATABASE ${nombre}`));
  bases.push(nombre);
  const u = new URL(URL_PRUEBAS);
  u.pathname = `/${nombre}`;
  return { motor: 'postgres', url: u.toString() };
}

/** The fingerprints of a restored target, read on a connection of the test's own. */
async function huellasDe(destino: Destino) {
  const { abrirDb } = await import('../../../server/db/db');
  const db = await abrirDb(
    destino.motor === 'pglite' ? { databaseUrl: null, dataDir: destino.dataDir } : { databaseUrl: destino.url, dataDir: null },
  );
  try {
    return await huellasDeTablas(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  carpeta = mkdtempSync(join(tmpdir(), 'cosecha-respaldo-'));
  e = await crearEntorno({}, { productores: 4 });
  if (URL_PRUEBAS) {
    const [{ base }] = await e.db.query<{ base: string }>('SELECT current_database() AS base');
    const u = new URL(URL_PRUEBAS);
    u.pathname = `/${base}`;
    urlDeLaBase = u.toString();
  }
  // Writes keep arriving while the backup is taken: the copy must still be one consistent moment.
  let seguir = true;
  const escrituras = (async () => {
    let n = 0;
    while (seguir) {
      await e.db.query('UPDATE cooperativas SET version = version + 1 WHERE id = (SELECT min(id) FROM cooperativas)');
      n++;
      // PGlite answers without touching the event loop: yield to it, as requests arriving over the network would.
      await new Promise((listo) => setImmediate(listo));
    }
    return n;
  })();
  r = await respaldar(e.db, { carpeta: join(carpeta, 'respaldos'), urlVolcado: urlDeLaBase });
  seguir = false;
  expect(await escrituras).toBeGreaterThan(0);
});

afterAll(async () => {
  await e?.cerrar();
  if (URL_PRUEBAS) for (const b of bases) await conServidor((c) => c.query(`DROP DATABASE IF EXISTS ${b} WITH (FORCE)`));
  rmSync(carpeta, { recursive: true, force: true });
});

describe('simulacro de respaldo y restauración', () => {
  it('el respaldo lleva un manifiesto con versión, migraciones, filas por tabla y la suma del archivo', () => {
    const m = r.manifiesto;
    expect(r.archivo).toMatch(URL_PRUEBAS ? /cosecha-postgres-.*Z\.dump$/ : /cosecha-pglite-.*Z\.tar\.gz$/);
    expect(JSON.parse(readFileSync(rutaManifiesto(r.archivo), 'utf8'))).toEqual(m);
    expect(m.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(m.migraciones.length).toBeGreaterThan(50);
    expect(m.migraciones.every((x) => /^[0-9a-f]{64}$/.test(x.sha256 ?? ''))).toBe(true);
    expect(m.tablas.productores.filas).toBeGreaterThan(0);
    expect(m.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restaurado en otro destino vacío, cada tabla tiene la huella del manifiesto', async () => {
    const destino = await destinoNuevo();
    await restaurar(r.archivo, destino);
    const copia = await huellasDe(destino);
    expect(tablasDistintas(r.manifiesto.tablas, copia)).toEqual([]);
    expect(Object.keys(copia).length).toBeGreaterThan(50);
  });

  it('rechaza un archivo cuya suma no coincide, sin tocar el destino', async () => {
    const danado = join(carpeta, `danado-${URL_PRUEBAS ? 'x.dump' : 'x.tar.gz'}`);
    copyFileSync(r.archivo, danado);
    copyFileSync(rutaManifiesto(r.archivo), rutaManifiesto(danado));
    appendFileSync(danado, 'x');
    const destino = await destinoNuevo();
    await expect(restaurar(danado, destino)).rejects.toThrow(/La suma de comprobación del archivo no coincide con su manifiesto/);
    if (destino.motor === 'pglite') expect(() => readFileSync(join(destino.dataDir, 'PG_VERSION'))).toThrow();
    else expect(Object.keys(await huellasDe(destino))).toEqual([]);
  });

  it('rechaza un respaldo de un esquema más nuevo que este código', async () => {
    const nuevo = join(carpeta, 'nuevo', URL_PRUEBAS ? 'n.dump' : 'n.tar.gz');
    mkdirSync(join(carpeta, 'nuevo'));
    copyFileSync(r.archivo, nuevo);
    const m: Manifiesto = {
      ...r.manifiesto,
      migraciones: [...r.manifiesto.migraciones, { nombre: '9999_futura.sql', sha256: 'f'.repeat(64) }],
    };
    writeFileSync(rutaManifiesto(nuevo), JSON.stringify(m));
    await expect(restaurar(nuevo, await destinoNuevo())).rejects.toThrow(
      /El respaldo es de una versión más nueva de Cosecha .*9999_futura\.sql/,
    );
  });

  it('rechaza un destino que ya tiene datos', async () => {
    const destino = await destinoNuevo();
    await restaurar(r.archivo, destino);
    await expect(restaurar(r.archivo, destino)).rejects.toThrow(/no está vacía: restaure en una (carpeta|base) nueva/);
  });

  it('con PGlite en su carpeta de datos, como el servidor: el socket no cae dentro de lo que se vuelca', async () => {
    // the data folder the server's PGlite owns, with the channel open for it (inside it, dumpDataDir failed: EINVAL)
    const datos = join(carpeta, 'pglite-servidor');
    const db = await abrirDb({ databaseUrl: null, dataDir: datos });
    const cerrar = await abrirCanalDeRespaldo(datos, (c) => respaldar(db, { carpeta: c }));
    try {
      await db.script('CREATE TABLE migraciones (nombre text PRIMARY KEY, sha256 text); CREATE TABLE t (id int PRIMARY KEY, x text);');
      await db.query(`INSERT INTO t VALUES (1, 'uno'), (2, 'dos')`);
      expect(carpetaDelCanal(datos).startsWith(`${datos}/`)).toBe(false);
      const pedido = await pedirRespaldo(datos, join(carpeta, 'por-canal-pglite'));
      expect(pedido.manifiesto.tablas.t).toMatchObject({ filas: 2 });
    } finally {
      await cerrar();
      await db.close();
    }
  });

  it('el servidor atiende el pedido del comando por su socket local, que solo su usuario alcanza', async () => {
    const datos = join(carpeta, 'servidor');
    const urlVolcado = r.manifiesto.motor === 'postgres' ? urlDeLaBase : null;
    const cerrar = await abrirCanalDeRespaldo(datos, (c) => respaldar(e.db, { carpeta: c, urlVolcado }));
    try {
      expect(statSync(carpetaDelCanal(datos)).mode & 0o777).toBe(0o700);
      expect(statSync(rutaDelCanal(datos)).mode & 0o777).toBe(0o600);
      const pedido = await pedirRespaldo(datos, join(carpeta, 'por-canal'));
      expect(pedido.archivo.startsWith(join(carpeta, 'por-canal'))).toBe(true);
      const destino = await destinoNuevo();
      await restaurar(pedido.archivo, destino);
      expect(tablasDistintas(pedido.manifiesto.tablas, await huellasDe(destino))).toEqual([]);
    } finally {
      await cerrar();
    }
    await expect(pedirRespaldo(datos, carpeta)).rejects.toThrow(/no atendió el pedido de respaldo \(ENOENT\)/);
  });
});
