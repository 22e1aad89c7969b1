import { invalido } from '../../../errores';
import { TiempoAgotado, type GrupoHilos } from '../../../hilos/grupo-hilos';
import type { Tarea } from '../../../hilos/tareas';
import { MENSAJE_REVISION_LENTA } from '@domain/poligono/limite';
import type { ContextoRevision } from '@domain/poligono/revisar';
import type { Alerta, Poligono } from '@domain/poligono/tipos';

/**
 * The polygon review as the server runs it: domain/poligono/revisar.ts in the pool's thread, so a large sketch
 * (its crossings, its clippings against the neighbours) never stalls other requests (issue 10 item 1).
 */
export interface Revisor {
  /** The alerts of a polygon (domain/poligono/revisar.ts). */
  revisar(poligono: Poligono | null, contexto?: ContextoRevision): Promise<Alerta[]>;
  /** For each neighbour, whether its overlap alerts may change (domain/poligono/revisiones/traslapes.ts). */
  traslapan(antes: Poligono | null, despues: Poligono | null, vecinos: Poligono[]): Promise<boolean[]>;
}

/** Time one review may work in its thread: a 2,000-vertex sketch with its neighbours takes tens of milliseconds. */
export const REVISION_TIEMPO_MS = 5000;

/** A Revisor on the app's pool; over its time, a 422 with the Spanish message and nothing changed. */
export function revisorEnHilos(hilos: GrupoHilos, presupuestoMs = REVISION_TIEMPO_MS): Revisor {
  const ejecutar = async <T>(tarea: Tarea): Promise<T> => {
    try {
      return await hilos.ejecutar<T>(tarea, presupuestoMs);
    } catch (e) {
      if (e instanceof TiempoAgotado) throw invalido({ croquis: [MENSAJE_REVISION_LENTA] }, MENSAJE_REVISION_LENTA);
      throw e;
    }
  };
  return {
    revisar: (poligono, contexto = {}) => ejecutar<Alerta[]>({ tipo: 'revisar', poligono, contexto }),
    traslapan: (antes, despues, vecinos) => ejecutar<boolean[]>({ tipo: 'traslapan', antes, despues, vecinos }),
  };
}
