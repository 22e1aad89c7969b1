import { podarRespaldos, respaldosEn } from './respaldar';

const DIA_MS = 24 * 60 * 60 * 1000;
const REVISION_MS = 60 * 60 * 1000;

/** When a backup file was taken, from its name (`cosecha-<motor>-2026-11-29T03-00-00-000Z.…`). */
export function fechaDeRespaldo(nombre: string): Date | null {
  const m = /-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)(?:-(\d{3}))?Z\./.exec(nombre);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5] ?? '000'}Z`) : null;
}

/** Whether the folder's newest backup is a day old or more (or there is none). */
export function tocaRespaldo(carpeta: string, ahora = new Date()): boolean {
  const ultimo = respaldosEn(carpeta).at(-1);
  const fecha = ultimo ? fechaDeRespaldo(ultimo) : null;
  return !fecha || ahora.getTime() - fecha.getTime() >= DIA_MS;
}

/**
 * The daily backup (RESPALDO_DIARIO=1, issue 29 item 1): a timer in the server process, not a job of the queue, because
 * on PGlite only this process may read the data folder, and a job would wait behind the queue's other work. Every hour
 * it checks the folder: when the newest backup is a day old, it takes one and keeps the newest `conservar`. Checking
 * the folder instead of counting 24 h from start-up means a server restarted every few hours still backs up daily, and
 * one down for a week backs up as soon as it is back. On PostgreSQL with several server processes, set it on one.
 */
export function programarRespaldos(
  carpeta: string,
  conservar: number,
  hacer: (carpeta: string) => Promise<unknown>,
  registrar: (mensaje: string) => void,
): () => Promise<void> {
  let enCurso: Promise<void> | null = null;
  const revisar = () => {
    if (enCurso || !tocaRespaldo(carpeta)) return;
    enCurso = hacer(carpeta)
      .then(() => {
        const borrados = podarRespaldos(carpeta, conservar);
        registrar(`Respaldo diario escrito en ${carpeta}${borrados.length ? `; se borraron ${borrados.length} antiguos` : ''}.`);
      })
      .catch((e: unknown) => registrar(`El respaldo diario falló: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => (enCurso = null));
  };
  const primero = setTimeout(revisar, 5_000);
  const cada = setInterval(revisar, REVISION_MS);
  primero.unref();
  cada.unref();
  return async () => {
    clearTimeout(primero);
    clearInterval(cada);
    await enCurso;
  };
}
