import { Worker } from 'node:worker_threads';
import type { Tarea } from './tareas';

/**
 * A small pool of warm worker threads for the polygon work that would stall the main thread (KML reading, the
 * polygon review; issue 10 items 1 and 11). The threads start with the app (app.ts) and stop with it. Each thread
 * takes one task at a time; a task's budget counts from the moment a ready thread starts it, so neither starting
 * a thread nor waiting in the queue behind another file is held against it. A task over its budget has its thread
 * terminated (synchronous work cannot be interrupted any other way) and a fresh one takes the thread's place.
 */

/** The task did not finish within its budget; its thread was replaced. */
export class TiempoAgotado extends Error {
  constructor(readonly presupuestoMs: number) {
    super(`La tarea superó su tiempo de ${presupuestoMs} ms`);
  }
}

/** The thread failed (out of memory, a thrown error in the task). */
export class FalloHilo extends Error {}

export interface GrupoHilos {
  /** Runs a task on the first free thread; rejects with TiempoAgotado after `presupuestoMs` of work in the thread. */
  ejecutar<T>(tarea: Tarea, presupuestoMs: number): Promise<T>;
  /** Stops every thread; queued tasks are refused. */
  cerrar(): Promise<void>;
  /** Threads ready for work now (tests wait for the pool to be warm). */
  listos(): number;
}

interface Pendiente {
  id: number;
  tarea: Tarea;
  presupuestoMs: number;
  resolver: (v: unknown) => void;
  rechazar: (e: Error) => void;
}

interface Hilo {
  worker: Worker;
  listo: boolean;
  actual: Pendiente | null;
  reloj: NodeJS.Timeout | null;
}

type Mensaje = { listo: true } | { id: number; inicio: true } | { id: number; resultado: unknown } | { id: number; fallo: string };

/**
 * Starts `cantidad` threads (at least one). With `alPrimerUso` they start only when first asked for (a task or
 * `listos()`): the API tests build some 75 apps per worker and most never review a polygon, while each thread loads
 * its TypeScript code for about a second of CPU.
 * @example const hilos = iniciarGrupoHilos(1); const alertas = await hilos.ejecutar<Alerta[]>({ tipo: 'revisar', poligono, contexto: {} }, 5000);
 */
export function iniciarGrupoHilos(cantidad: number, opciones: { memoriaMb?: number; alPrimerUso?: boolean } = {}): GrupoHilos {
  const cola: Pendiente[] = [];
  const hilos: Hilo[] = [];
  let siguiente = 1;
  let cerrado = false;

  const terminarTarea = (h: Hilo) => {
    if (h.reloj) clearTimeout(h.reloj);
    h.reloj = null;
    const p = h.actual;
    h.actual = null;
    return p;
  };

  const repartir = () => {
    for (const h of hilos) {
      if (cola.length === 0) return;
      if (!h.listo || h.actual) continue;
      const p = cola.shift()!;
      h.actual = p;
      h.worker.postMessage({ id: p.id, tarea: p.tarea });
    }
  };

  const reemplazar = (h: Hilo) => {
    void h.worker.terminate();
    const i = hilos.indexOf(h);
    if (i >= 0) hilos.splice(i, 1);
    if (!cerrado) arrancar();
  };

  function arrancar(): void {
    const worker = new Worker(new URL('./hilo.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: opciones.memoriaMb ?? 256 },
    });
    // Idle threads do not keep the process alive (a test or a CLI ends without closing the app).
    worker.unref();
    const h: Hilo = { worker, listo: false, actual: null, reloj: null };
    hilos.push(h);
    worker.on('message', (m: Mensaje) => {
      if ('listo' in m) {
        h.listo = true;
        return repartir();
      }
      const p = h.actual;
      if (!p || p.id !== m.id) return;
      if ('inicio' in m) {
        h.reloj = setTimeout(() => {
          terminarTarea(h);
          p.rechazar(new TiempoAgotado(p.presupuestoMs));
          reemplazar(h);
        }, p.presupuestoMs);
        return;
      }
      terminarTarea(h);
      if ('fallo' in m) p.rechazar(new FalloHilo(m.fallo));
      else p.resolver(m.resultado);
      repartir();
    });
    worker.on('error', (e) => {
      terminarTarea(h)?.rechazar(new FalloHilo(e.message));
      reemplazar(h);
    });
    worker.on('exit', () => {
      // An exit nobody asked for (the error handler above already replaced a failed thread).
      if (!cerrado && hilos.includes(h)) {
        terminarTarea(h)?.rechazar(new FalloHilo('El hilo terminó'));
        reemplazar(h);
      }
    });
  }

  let arrancados = false;
  const arrancarTodos = () => {
    if (arrancados || cerrado) return;
    arrancados = true;
    for (let i = 0; i < Math.max(1, cantidad); i++) arrancar();
  };
  if (!opciones.alPrimerUso) arrancarTodos();

  return {
    ejecutar<T>(tarea: Tarea, presupuestoMs: number): Promise<T> {
      if (cerrado) return Promise.reject(new FalloHilo('El grupo de hilos está cerrado'));
      arrancarTodos();
      return new Promise<T>((resolver, rechazar) => {
        cola.push({ id: siguiente++, tarea, presupuestoMs, resolver: resolver as (v: unknown) => void, rechazar });
        repartir();
      });
    },
    async cerrar() {
      cerrado = true;
      for (const p of cola.splice(0)) p.rechazar(new FalloHilo('El grupo de hilos está cerrado'));
      const todos = hilos.splice(0);
      for (const h of todos) terminarTarea(h)?.rechazar(new FalloHilo('El grupo de hilos está cerrado'));
      await Promise.all(todos.map((h) => h.worker.terminate()));
    },
    listos: () => {
      arrancarTodos();
      return hilos.filter((h) => h.listo).length;
    },
  };
}
