import { invalido } from '../../../errores';
import { TiempoAgotado, type GrupoHilos } from '../../../hilos/grupo-hilos';
import { MENSAJE_REVISION_LENTA } from '@domain/poligono/limite';
import type { ContextoRevision } from '@domain/poligono/revisar';
import type { Alerta, Poligono } from '@domain/poligono/tipos';

/**
 * The polygon review as the server runs it: domain/poligono/revisar.ts in the pool's thread, so a large sketch
 * (its crossings, its clippings against the neighbours) never stalls other requests (issue 10 item 1).
 */
export type Revisor = (poligono: Poligono | null, contexto?: ContextoRevision) => Promise<Alerta[]>;

/** Time one review may work in its thread: a 2,000-vertex sketch with its neighbours takes tens of milliseconds. */
export const REVISION_TIEMPO_MS = 5000;

/** A Revisor on the app's pool; over its time, a 422 with the Spanish message and nothing changed. */
export function revisorEnHilos(hilos: GrupoHilos, presupuestoMs = REVISION_TIEMPO_MS): Revisor {
  return async (poligono, contexto = {}) => {
    try {
      return await hilos.ejecutar<Alerta[]>({ tipo: 'revisar', poligono, contexto }, presupuestoMs);
    } catch (e) {
      if (e instanceof TiempoAgotado) throw invalido({ croquis: [MENSAJE_REVISION_LENTA] }, MENSAJE_REVISION_LENTA);
      throw e;
    }
  };
}
