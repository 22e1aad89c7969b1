import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { abrirDb } from '../db/db';
import { abrirPglite } from '../db/pglite';
import { concederAlRolDeLaApp } from '../db/roles';
import { huellasDeTablas, tablasDistintas } from './huellas';
import { comprobarRespaldo, RespaldoRechazado, type Manifiesto } from './manifiesto';
import { ENTORNO_TODAS, ejecutar } from './respaldar';

export type Destino =
  | { motor: 'pglite'; dataDir: string }
  /** `url`: the owner's connection; `rolApp`: the app's role to grant its rights to (two-role installs). */
  | { motor: 'postgres'; url: string; rolApp?: string | null };

/** A data folder counts as empty when it is missing or holds nothing (a lock file left by no one included). */
function carpetaVacia(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

async function baseVacia(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return r.rows[0].n === 0;
  } finally {
    await c.end();
  }
}

function comprobarHuellas(m: Manifiesto, restauradas: Manifiesto['tablas']): void {
  const distintas = tablasDistintas(m.tablas, restauradas);
  if (distintas.length)
    throw new Error(
      `La base restaurada no coincide con el manifiesto en ${distintas.length} tabla(s): ${distintas.slice(0, 10).join(', ')}. ` +
        'No la use: repita la restauración con otro respaldo.',
    );
}

/**
 * Restores a backup into an empty data folder or an empty database, then recomputes every table's fingerprint and
 * compares it with the manifest (issue 29 item 1). Refused before writing anything: a checksum or schema that does
 * not match (`comprobarRespaldo`), a backup of the other engine, a target that already holds data (a restore never
 * mixes two databases, nor overwrites one: the person empties or names another target on purpose).
 */
export async function restaurar(archivo: string, destino: Destino): Promise<Manifiesto> {
  const m = await comprobarRespaldo(archivo);
  if (m.motor !== destino.motor)
    throw new RespaldoRechazado(
      `El respaldo es de ${m.motor === 'pglite' ? 'la base embebida (PGlite)' : 'PostgreSQL'} y el destino es ` +
        `${destino.motor === 'pglite' ? 'la base embebida (PGlite)' : 'PostgreSQL'}: restáurelo en el mismo motor.`,
    );
  if (destino.motor === 'pglite') {
    if (!carpetaVacia(destino.dataDir))
      throw new RespaldoRechazado(
        `La carpeta de datos ${destino.dataDir} no está vacía: restaure en una carpeta nueva o vacía (DATA_DIR). No se cambió nada.`,
      );
    const bytes = gunzipSync(readFileSync(archivo));
    try {
      const db = await abrirPglite(destino.dataDir, { cargar: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
      try {
        comprobarHuellas(m, await huellasDeTablas(db));
      } finally {
        await db.close();
      }
    } catch (e) {
      // The folder was empty: a failed restore leaves it so, not half a database someone might start on.
      rmSync(destino.dataDir, { recursive: true, force: true });
      throw e;
    }
    return m;
  }
  if (!(await baseVacia(destino.url)))
    throw new RespaldoRechazado('La base de datos de destino no está vacía: restaure en una base nueva (createdb). No se cambió nada.');
  const u = new URL(destino.url);
  const clave = decodeURIComponent(u.password);
  u.password = '';
  // One transaction: a failure leaves the database empty. Owners and rights are this install's, not the source's.
  await ejecutar(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${u.toString()}`, archivo],
    { ...(clave ? { PGPASSWORD: clave } : {}), ...ENTORNO_TODAS },
  );
  const db = await abrirDb({ databaseUrl: destino.url, dataDir: null });
  try {
    if (destino.rolApp) await db.transaction((tx) => concederAlRolDeLaApp(tx, destino.rolApp!));
    comprobarHuellas(m, await huellasDeTablas(db));
  } finally {
    await db.close();
  }
  return m;
}
