import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './db';
import { concederAlRolDeLaApp } from './roles';

const CARPETA = fileURLToPath(new URL('./migrations', import.meta.url));
const CANDADO_MIGRACIONES = 726_100;

/**
 * Applies the pending forward-only SQL migrations in name order, all in ONE transaction: if any fails, the
 * database stays exactly as it was before start-up (no half-migrated schema to repair by hand). The advisory
 * lock makes two processes starting together on PostgreSQL wait for each other instead of racing.
 * With `rolApp` (PostgreSQL with two roles: `db` is the owner's connection) the same transaction then grants the
 * app's role what it may do (`roles.ts`), so a new table is never left without, or with more than, its rights.
 */
export async function migrar(db: Db, opciones: { rolApp?: string | null } = {}): Promise<string[]> {
  const archivos = readdirSync(CARPETA)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CANDADO_MIGRACIONES]);
    await tx.query(`CREATE TABLE IF NOT EXISTS migraciones (
      nombre text CONSTRAINT migraciones_pk PRIMARY KEY, aplicada_en timestamptz NOT NULL DEFAULT now())`);
    const hechas = new Set((await tx.query<{ nombre: string }>('SELECT nombre FROM migraciones')).map((r) => r.nombre));
    const nuevas: string[] = [];
    for (const archivo of archivos) {
      if (hechas.has(archivo)) continue;
      await tx.script(readFileSync(join(CARPETA, archivo), 'utf8'));
      await tx.query('INSERT INTO migraciones (nombre) VALUES ($1)', [archivo]);
      nuevas.push(archivo);
    }
    if (opciones.rolApp) await concederAlRolDeLaApp(tx, opciones.rolApp);
    return nuevas;
  });
}
