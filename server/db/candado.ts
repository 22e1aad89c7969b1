import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DatosEnUsoError extends Error {}

function procesoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file in the data folder, so a second process gets a clear message
 * instead of opening (and corrupting) the same embedded database. A stale lock of a dead process is taken over.
 */
export function tomarCandado(dataDir: string): () => void {
  const ruta = join(dataDir, 'cosecha.lock');
  for (let intento = 0; intento < 2; intento++) {
    try {
      const fd = openSync(ruta, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(ruta);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(ruta, 'utf8').trim());
      if (pid && pid !== process.pid && procesoVivo(pid)) {
        throw new DatosEnUsoError(
          `La carpeta de datos ${dataDir} ya está en uso por otro proceso de Cosecha (pid ${pid}). ` +
            'La base embebida admite un solo proceso: detenga el otro o use otra carpeta (DATA_DIR) o PostgreSQL (DATABASE_URL).',
        );
      }
      unlinkSync(ruta);
    }
  }
  throw new DatosEnUsoError(`No se pudo tomar el candado de ${ruta}`);
}
