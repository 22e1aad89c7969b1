import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Consulta, Db } from '../db/db';
import { volcarEnTransaccion } from '../db/pglite';
import { huellasDeTablas } from './huellas';
import { migracionesAplicadas, rutaManifiesto, sha256DeArchivo, versionDeLaAplicacion, type Manifiesto } from './manifiesto';

/** Backup files this module writes: `cosecha-<motor>-<fecha UTC>.<tar.gz|dump>`; the date sorts as text. */
const PATRON = /^cosecha-(pglite|postgres)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d{3})?Z\.(tar\.gz|dump)$/;

const sello = (fecha: Date) => fecha.toISOString().replace(/:/g, '-').replace('.', '-');

export interface OpcionesRespaldo {
  /** Folder the backup and its manifest go to (created if missing). */
  carpeta: string;
  /** PostgreSQL: the URL pg_dump connects with (the owner's when there is one); unused on PGlite. */
  urlVolcado?: string | null;
}

export interface Respaldo {
  archivo: string;
  manifiesto: Manifiesto;
}

async function datosDelManifiesto(tx: Consulta) {
  return { migraciones: await migracionesAplicadas(tx), tablas: await huellasDeTablas(tx) };
}

/**
 * pg_dump in custom format (compressed) of exactly the snapshot the fingerprints were read in: a REPEATABLE READ
 * transaction exports its snapshot and pg_dump imports it (`--snapshot`), so writes the server keeps taking meanwhile
 * are in neither. The password goes by environment, not on the command line other users' `ps` can read.
 */
async function volcarPostgres(db: Db, url: string, destino: string) {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ instantanea }] = await tx.query<{ instantanea: string }>('SELECT pg_export_snapshot() AS instantanea');
    const datos = await datosDelManifiesto(tx);
    const u = new URL(url);
    const clave = decodeURIComponent(u.password);
    u.password = '';
    await ejecutar(
      'pg_dump',
      ['--format=custom', '--enable-row-security', `--snapshot=${instantanea}`, `--file=${destino}`, `--dbname=${u.toString()}`],
      { ...(clave ? { PGPASSWORD: clave } : {}), ...ENTORNO_TODAS },
    );
    return datos;
  });
}

/**
 * The row-level policies (migration 0082) bind the owner too: pg_dump and pg_restore see and write every cooperative's
 * rows only with the scope 'todas' set on their connection. Without it pg_dump, whose default is to fail rather than
 * dump a filtered table, stops (`--enable-row-security` lets it read under the policy instead).
 */
export const ENTORNO_TODAS = { PGOPTIONS: '-c cosecha.cooperativa=todas' };

/** Runs a PostgreSQL tool; its error output becomes the error's message. */
export function ejecutar(programa: string, argumentos: string[], entorno: Record<string, string> = {}): Promise<void> {
  return new Promise((resolver, fallar) => {
    const p = spawn(programa, argumentos, { env: { ...process.env, ...entorno }, stdio: ['ignore', 'ignore', 'pipe'] });
    let error = '';
    p.stderr.on('data', (d: Buffer) => (error += d.toString()));
    p.on('error', (e) => fallar(new Error(`No se pudo ejecutar ${programa}: ${e.message}. ¿Está instalado el cliente de PostgreSQL?`)));
    p.on('close', (codigo) =>
      codigo === 0 ? resolver() : fallar(new Error(`${programa} terminó con error (${codigo}): ${error.trim()}`)),
    );
  });
}

/**
 * Writes one consistent, compressed, timestamped backup of the open database and its manifest (issue 29 item 1).
 * The file is written under a temporary name and renamed when complete, and the manifest goes last: a backup without
 * its manifest is unfinished, and `restaurar` refuses it.
 */
export async function respaldar(db: Db, { carpeta, urlVolcado }: OpcionesRespaldo): Promise<Respaldo> {
  mkdirSync(carpeta, { recursive: true });
  const creado = new Date();
  const nombre = `cosecha-${db.tipo}-${sello(creado)}.${db.tipo === 'pglite' ? 'tar.gz' : 'dump'}`;
  const archivo = join(carpeta, nombre);
  const parcial = `${archivo}.parcial`;
  let datos: Awaited<ReturnType<typeof datosDelManifiesto>>;
  try {
    if (db.tipo === 'pglite') {
      const r = await volcarEnTransaccion(db, datosDelManifiesto);
      writeFileSync(parcial, Buffer.from(await r.tar.arrayBuffer()), { mode: 0o600 });
      datos = r.datos;
    } else {
      if (!urlVolcado) throw new Error('respaldar: falta la URL de PostgreSQL para pg_dump');
      datos = await volcarPostgres(db, urlVolcado, parcial);
    }
    renameSync(parcial, archivo);
  } finally {
    rmSync(parcial, { force: true });
  }
  const manifiesto: Manifiesto = {
    formato: 1,
    aplicacion: 'cosecha',
    version: versionDeLaAplicacion(),
    motor: db.tipo,
    creado: creado.toISOString(),
    archivo: nombre,
    bytes: statSync(archivo).size,
    sha256: await sha256DeArchivo(archivo),
    ...datos,
  };
  writeFileSync(rutaManifiesto(archivo), `${JSON.stringify(manifiesto, null, 2)}\n`, { mode: 0o600 });
  return { archivo, manifiesto };
}

/** The backups in a folder, oldest first. */
export function respaldosEn(carpeta: string): string[] {
  try {
    return readdirSync(carpeta)
      .filter((f) => PATRON.test(f))
      .sort();
  } catch {
    return [];
  }
}

/** Keeps the newest `conservar` backups of the folder (with their manifests) and deletes the rest; returns what went. */
export function podarRespaldos(carpeta: string, conservar: number): string[] {
  const todos = respaldosEn(carpeta);
  const sobran = todos.slice(0, Math.max(0, todos.length - conservar));
  for (const f of sobran) {
    rmSync(join(carpeta, f), { force: true });
    rmSync(rutaManifiesto(join(carpeta, f)), { force: true });
  }
  return sobran;
}
