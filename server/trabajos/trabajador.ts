import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { enterrarVencidos, fallar, reprogramar, terminar, tomar, type Trabajo } from './cola';

/** What a handler answers: done, or 'look again in N ms' (an analysis still running elsewhere). */
export type ResultadoManejador = void | { reprogramarEnMs: number; datos?: Record<string, unknown> };

/** A failure that says whether trying again later can help (an outage) or not (bad data). */
export interface FalloTrabajo extends Error {
  reintentable?: boolean;
}

export type Manejador = (t: Trabajo, db: Db) => Promise<ResultadoManejador>;

export interface OpcionesTrabajador {
  /** How often an idle worker looks for work. */
  intervaloMs?: number;
  /** How long a taken job is this worker's before another may take it. */
  arriendoMs?: number;
  /** Base of the retry backoff. */
  esperaBaseMs?: number;
  nombre?: string;
  /** Where to say that a job failed (the server's logger). */
  registrar?: (mensaje: string, datos: Record<string, unknown>) => void;
}

export interface Trabajador {
  readonly nombre: string;
  /** Takes and runs due jobs until none is left; for tests and for a tick of the loop. */
  procesarPendientes(): Promise<number>;
  /** Stops the loop and waits for the job in hand. */
  detener(): Promise<void>;
}

/**
 * A worker loop over the queue: several may run in one process or in several processes on the same PostgreSQL;
 * each job is taken by one of them. Handlers are registered by type.
 */
export function iniciarTrabajador(db: Db, manejadores: Record<string, Manejador>, opciones: OpcionesTrabajador = {}): Trabajador {
  const {
    intervaloMs = 2000,
    arriendoMs = 5 * 60_000,
    esperaBaseMs,
    nombre = `trabajador-${randomUUID().slice(0, 8)}`,
    registrar,
  } = opciones;
  const tipos = Object.keys(manejadores);
  let activo = true;
  let enCurso: Promise<unknown> = Promise.resolve();
  let temporizador: NodeJS.Timeout | null = null;

  async function procesarUno(): Promise<boolean> {
    await enterrarVencidos(db);
    const t = await tomar(db, tipos, nombre, arriendoMs);
    if (!t) return false;
    try {
      const r = await manejadores[t.tipo](t, db);
      if (r && 'reprogramarEnMs' in r) await reprogramar(db, t.id, nombre, r.reprogramarEnMs, r.datos);
      else await terminar(db, t.id, nombre);
    } catch (e) {
      const err = e as FalloTrabajo;
      const estado = await fallar(db, t, nombre, err?.message ?? String(e), err?.reintentable !== false, esperaBaseMs);
      registrar?.('falló un trabajo', { id: t.id, tipo: t.tipo, intento: t.intentos, estado, error: err?.message });
    }
    return true;
  }

  async function procesarPendientes(): Promise<number> {
    let n = 0;
    while (activo && (await procesarUno())) n++;
    return n;
  }

  function ciclo(): void {
    if (!activo) return;
    enCurso = procesarPendientes()
      .catch((e) => registrar?.('el trabajador no pudo leer la cola', { error: (e as Error).message }))
      .finally(() => {
        if (activo) temporizador = setTimeout(ciclo, intervaloMs);
      });
  }
  if (tipos.length && intervaloMs > 0) temporizador = setTimeout(ciclo, 0);

  return {
    nombre,
    procesarPendientes,
    async detener() {
      activo = false;
      if (temporizador) clearTimeout(temporizador);
      await enCurso;
    },
  };
}
