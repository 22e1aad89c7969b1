import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Consulta } from '../db/db';
import { huellaMigracion } from '../db/migrate';
import type { HuellaTabla } from './huellas';

const CARPETA_MIGRACIONES = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * What a backup says about itself, written beside it as `<archivo>.json` (issue 29 item 1). `sha256` is the backup
 * file's; `migraciones` the schema it holds, as migrate.ts recorded it; `tablas` every table's row count and md5, which
 * the restore recomputes. `formato` changes only if this layout does.
 */
export interface Manifiesto {
  formato: 1;
  aplicacion: 'cosecha';
  version: string;
  motor: 'pglite' | 'postgres';
  creado: string;
  archivo: string;
  bytes: number;
  sha256: string;
  migraciones: { nombre: string; sha256: string | null }[];
  tablas: Record<string, HuellaTabla>;
}

/** The app's version, from package.json (two folders up from server/respaldo). */
export function versionDeLaAplicacion(): string {
  const ruta = fileURLToPath(new URL('../../package.json', import.meta.url));
  return (JSON.parse(readFileSync(ruta, 'utf8')) as { version: string }).version;
}

export async function migracionesAplicadas(db: Consulta): Promise<Manifiesto['migraciones']> {
  return db.query<{ nombre: string; sha256: string | null }>('SELECT nombre, sha256 FROM migraciones ORDER BY nombre');
}

/** SHA-256 of a file, streamed (a backup may be larger than memory should hold twice). */
export function sha256DeArchivo(ruta: string): Promise<string> {
  return new Promise((resolver, fallar) => {
    const h = createHash('sha256');
    createReadStream(ruta)
      .on('data', (d) => h.update(d))
      .on('error', fallar)
      .on('end', () => resolver(h.digest('hex')));
  });
}

export const rutaManifiesto = (archivo: string): string => `${archivo}.json`;

/** A backup a restore refuses, with the sentence the person at the terminal reads. */
export class RespaldoRechazado extends Error {}

/**
 * Reads a backup's manifest and checks it against the file and this code, before anything is written: the file's
 * checksum must match, and every migration it was taken with must be one this code has, with the same text. A backup
 * from a newer schema (a migration this code does not know) is refused: this code cannot read what it does not know,
 * and its migrations would be applied over a history they never saw. An older backup is fine: the server's start-up
 * applies the later migrations, as it does to any older database.
 */
export async function comprobarRespaldo(archivo: string, carpetaMigraciones = CARPETA_MIGRACIONES): Promise<Manifiesto> {
  if (!existsSync(archivo)) throw new RespaldoRechazado(`No existe el archivo de respaldo ${archivo}.`);
  const ruta = rutaManifiesto(archivo);
  if (!existsSync(ruta))
    throw new RespaldoRechazado(`Falta el manifiesto ${ruta}: sin él no se puede comprobar el respaldo. Cópielo junto al archivo.`);
  let m: Manifiesto;
  try {
    m = JSON.parse(readFileSync(ruta, 'utf8')) as Manifiesto;
  } catch {
    throw new RespaldoRechazado(`El manifiesto ${ruta} no es JSON válido.`);
  }
  if (m.aplicacion !== 'cosecha' || m.formato !== 1)
    throw new RespaldoRechazado(`El manifiesto ${ruta} no es de un respaldo de Cosecha que esta versión sepa leer (formato ${m.formato}).`);
  const sha = await sha256DeArchivo(archivo);
  if (sha !== m.sha256)
    throw new RespaldoRechazado(
      `La suma de comprobación del archivo no coincide con su manifiesto (archivo ${sha.slice(0, 12)}…, manifiesto ` +
        `${String(m.sha256).slice(0, 12)}…): el archivo está dañado o no es el que se respaldó. No se restauró nada.`,
    );
  const textos = new Map(
    readdirSync(carpetaMigraciones)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => [f, readFileSync(join(carpetaMigraciones, f), 'utf8')]),
  );
  const desconocidas = m.migraciones.filter((x) => !textos.has(x.nombre)).map((x) => x.nombre);
  if (desconocidas.length)
    throw new RespaldoRechazado(
      `El respaldo es de una versión más nueva de Cosecha (${m.version}, esta es ${versionDeLaAplicacion()}): tiene migraciones ` +
        `que este código no conoce (${desconocidas.join(', ')}). Restáurelo con esa versión o una posterior.`,
    );
  const cambiadas = m.migraciones.filter((x) => x.sha256 && x.sha256 !== huellaMigracion(textos.get(x.nombre)!)).map((x) => x.nombre);
  if (cambiadas.length)
    throw new RespaldoRechazado(
      `El respaldo se hizo con migraciones de otro texto que las de este código (${cambiadas.join(', ')}): no es de esta ` +
        'historia del esquema. No se restauró nada.',
    );
  return m;
}
