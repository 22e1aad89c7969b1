import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Consulta, Db } from './db';
import { concederAlRolDeLaApp } from './roles';
import { protegerFilas } from './filas';

const CARPETA = fileURLToPath(new URL('./migrations', import.meta.url));
const CANDADO_MIGRACIONES = 726_100;

/** A migration's fingerprint: the SHA-256 of its text, line endings made LF (a Windows checkout is no change). */
export const huellaMigracion = (sql: string): string => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/**
 * An applied migration whose file changed or vanished: the schema on this database is no longer what the files say,
 * and applying the rest on top would build on a history nobody can read. Start-up stops with this message.
 */
export class MigracionAlterada extends Error {}

/** How many migrations this code brings (the health check compares it with the database's, issue 29). */
export const migracionesEsperadas = (carpeta = CARPETA): number => readdirSync(carpeta).filter((f) => f.endsWith('.sql')).length;

interface Aplicada {
  nombre: string;
  sha256: string | null;
}

/**
 * Checks each applied migration against its file (issue 24 item 5). A database migrated before fingerprints existed
 * has none recorded: the file as it is now is taken as what was applied (trust on first start), and from then on a
 * change is caught.
 */
async function comprobarAplicadas(tx: Consulta, aplicadas: Aplicada[], textos: Map<string, string>): Promise<void> {
  for (const m of aplicadas) {
    const texto = textos.get(m.nombre);
    if (texto === undefined)
      throw new MigracionAlterada(
        `La migración ${m.nombre} está aplicada en esta base pero ya no está en server/db/migrations. Restaure el archivo: las migraciones no se borran.`,
      );
    const huella = huellaMigracion(texto);
    if (m.sha256 === null) await tx.query('UPDATE migraciones SET sha256 = $2 WHERE nombre = $1', [m.nombre, huella]);
    else if (m.sha256 !== huella)
      throw new MigracionAlterada(
        `La migración ${m.nombre} cambió después de aplicarse en esta base (huella registrada ${m.sha256.slice(0, 12)}…, ` +
          `archivo ${huella.slice(0, 12)}…). Restaure el archivo como estaba; un cambio del esquema va en una migración nueva.`,
      );
  }
}

/**
 * Applies the pending forward-only SQL migrations in name order, all in ONE transaction: if any fails, the
 * database stays exactly as it was before start-up (no half-migrated schema to repair by hand). The advisory
 * lock makes two processes starting together on PostgreSQL wait for each other instead of racing.
 * Applied migrations are checked first against their files' fingerprints (`MigracionAlterada`).
 * With `rolApp` (PostgreSQL with two roles: `db` is the owner's connection) the same transaction then grants the
 * app's role what it may do (`roles.ts`), so a new table is never left without, or with more than, its rights.
 */
export async function migrar(db: Db, opciones: { rolApp?: string | null; carpeta?: string } = {}): Promise<string[]> {
  const carpeta = opciones.carpeta ?? CARPETA;
  const archivos = readdirSync(carpeta)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const textos = new Map(archivos.map((a) => [a, readFileSync(join(carpeta, a), 'utf8')]));
  return db.transaction(async (tx) => {
    // Migrations run as the role that logged in, also on a connection that lowered itself to the plain role of the
    // row-level policies (server/db/filas.ts): that role may not create or alter tables. A no-op for any other.
    await tx.query('SET LOCAL ROLE NONE');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CANDADO_MIGRACIONES]);
    await tx.query(`CREATE TABLE IF NOT EXISTS migraciones (
      nombre text CONSTRAINT migraciones_pk PRIMARY KEY, aplicada_en timestamptz NOT NULL DEFAULT now())`);
    await tx.query('ALTER TABLE migraciones ADD COLUMN IF NOT EXISTS sha256 text');
    const aplicadas = await tx.query<Aplicada>('SELECT nombre, sha256 FROM migraciones ORDER BY nombre');
    await comprobarAplicadas(tx, aplicadas, textos);
    const hechas = new Set(aplicadas.map((r) => r.nombre));
    const nuevas: string[] = [];
    for (const archivo of archivos) {
      if (hechas.has(archivo)) continue;
      const texto = textos.get(archivo)!;
      await tx.script(texto);
      await tx.query('INSERT INTO migraciones (nombre, sha256) VALUES ($1, $2)', [archivo, huellaMigracion(texto)]);
      nuevas.push(archivo);
    }
    if (opciones.rolApp) await concederAlRolDeLaApp(tx, opciones.rolApp);
    await protegerFilas(tx);
    return nuevas;
  });
}
