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

function leer(ruta: string): string | null {
  try {
    return readFileSync(ruta, 'utf8');
  } catch {
    return null;
  }
}

/**
 * When the kernel started process `pid` (field 22 of /proc/<pid>/stat, clock ticks since boot): with the pid it
 * names one process for the machine's uptime, because a reused pid gets a later start. Null without /proc
 * (not Linux) or when the process is gone. The command name (field 2) may hold spaces and ')', hence lastIndexOf.
 */
export function inicioDeProceso(pid: number): string | null {
  const stat = leer(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

/**
 * Whether the lock file's holder still runs. The file says `<pid> <start>`: a live pid with another start time is
 * a different process that got the dead server's pid, and the lock is stale. A file of an older version (the pid
 * alone) is held only by a live Node process other than this one. Without /proc (not Linux) only the pid is checked.
 */
function candadoVigente(contenido: string): number | null {
  const [pidTexto, inicio] = contenido.trim().split(/\s+/);
  const pid = Number(pidTexto);
  if (!Number.isInteger(pid) || pid <= 0 || !procesoVivo(pid)) return null;
  const actual = inicioDeProceso(pid);
  if (actual === null) return leer('/proc/self/stat') === null && pid !== process.pid ? pid : null;
  if (inicio) return inicio === actual ? pid : null;
  // An old file naming this very process was left by an earlier one (a container's pid 1, say): we write the new form.
  if (pid === process.pid) return null;
  const orden = (leer(`/proc/${pid}/cmdline`) ?? '').split('\0')[0];
  return /(^|\/)node[^/]*$/.test(orden) ? pid : null;
}

/**
 * Takes an exclusive lock file in the data folder, so a second process gets a clear message instead of opening (and
 * corrupting) the same embedded database. A stale lock (its process dead, or its pid now another process's) is taken
 * over. The same process opening the folder twice is refused too.
 */
export function tomarCandado(dataDir: string): () => void {
  const ruta = join(dataDir, 'cosecha.lock');
  for (let intento = 0; intento < 2; intento++) {
    try {
      const fd = openSync(ruta, 'wx');
      writeSync(fd, `${process.pid} ${inicioDeProceso(process.pid) ?? ''}`.trim());
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
      const pid = candadoVigente(leer(ruta) ?? '');
      if (pid) {
        throw new DatosEnUsoError(
          `La carpeta de datos ${dataDir} ya está en uso por otro proceso de Cosecha (pid ${pid}). ` +
            'La base embebida admite un solo proceso: detenga el otro o use otra carpeta (DATA_DIR) o PostgreSQL (DATABASE_URL).',
        );
      }
      try {
        unlinkSync(ruta);
      } catch {
        /* another process took it over first: the next turn sees its file */
      }
    }
  }
  throw new DatosEnUsoError(`No se pudo tomar el candado de ${ruta}`);
}
