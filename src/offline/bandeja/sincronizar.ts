import {
  comenzarEnvio,
  confirmarEnvio,
  devolverAPendiente,
  marcarConflicto,
  porEnviar,
  type ElementoBandeja,
} from '@domain/bandeja/estados';
import type { CuerpoEntrega, CuerpoPagoPendiente, Entrega } from '@domain/contrato/acopio';
import { registrarEntrega, registrarPagoPendiente } from '../../api/acopio';
import type { RegistroBandeja, TipoEnvio } from '../baseDispositivo';
import { aplicarPaso, listarBandeja, refrescarPendientes } from './almacen';
import { cambiarEstadoSincronizacion, type Detencion, type ResultadoSincronizacion } from './estadoSincronizacion';
import { cifrasDeRechazo, motivoDeRechazo } from './motivo';
import { duenoDeSesion } from './sesionBandeja';

/**
 * The outbox's sync engine (issue 28). The app drains its own outbox (Safari has no Background Sync): on `online`,
 * when the page becomes visible, on a timer and on 'Sincronizar' (DisparadoresBandeja). One tab at a time (Web Locks,
 * 'cosecha-bandeja'); items in the order they were registered; each sent with its own id as Idempotency-Key, so a
 * retry after a lost answer, a reload or a second tab is the same request and the server stores it once.
 *
 * Per item: comenzarEnvio → the call → 2xx confirmarEnvio with the server's folio | no answer (network, 5xx)
 * devolverAPendiente and stop the round (the rest would fail the same way) | 401 devolverAPendiente, stop, and ask
 * to sign in again (an expired token never loses the outbox) | 409 conflict 'clave_otros_datos' | 422 conflict with
 * the server's message and figures.
 */

/** A server call: the saved delivery, or a thrown error (an HttpError with `status`, or a TypeError without a network). */
export type Enviar = (tipo: TipoEnvio, cuerpo: unknown, clave: string) => Promise<{ data: Pick<Entrega, 'id' | 'uuid' | 'folio_acopio'> }>;

const enviarAlServidor: Enviar = (tipo, cuerpo, clave) =>
  tipo === 'entrega'
    ? registrarEntrega(cuerpo as CuerpoEntrega, clave, { silencioso: true })
    : registrarPagoPendiente(cuerpo as CuerpoPagoPendiente, clave, { silencioso: true });

/** Runs `f` holding the outbox's lock; 'ocupado' when another tab holds it. Without Web Locks, just runs it. */
export type Candado = (f: () => Promise<ResultadoSincronizacion>) => Promise<ResultadoSincronizacion | 'ocupado'>;

const candadoDelNavegador = (): Candado | null => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return null;
  // the lock is held until the callback's promise settles; lib.dom types the answer as a nested promise
  return (f) =>
    locks.request('cosecha-bandeja', { ifAvailable: true }, (lock) => (lock ? f() : 'ocupado')) as unknown as Promise<
      ResultadoSincronizacion | 'ocupado'
    >;
};

export interface OpcionesSincronizacion {
  enviar?: Enviar;
  /** null: no Web Locks (old Safari): the round runs, and the per-item transaction still keeps two tabs apart. */
  candado?: Candado | null;
  dueno?: string | null;
  ahora?: () => string;
  enLinea?: () => boolean;
}

/** Without the lock another tab may be mid-send: only an item this old is taken for one a closed tab left behind. */
export const MS_ENVIANDO_ABANDONADO = 2 * 60_000;

/** What the device sends: the stored body plus the provisional folio and the device's clock (always the same bytes). */
export const cuerpoDeEnvio = (r: RegistroBandeja) => ({
  ...(r.cuerpo as object),
  folio_provisional: r.folioProvisional,
  registrada_en: r.registradaEn,
});

type Error = { status?: unknown; message?: string; body?: unknown };
const estado = (e: unknown): number | null => {
  const s = (e as Error | null)?.status;
  return typeof s === 'number' ? s : null;
};

let enCurso: Promise<ResultadoSincronizacion> | null = null;

/** One round; a trigger while a round runs in this tab joins it instead of starting another. */
export function sincronizar(opciones: OpcionesSincronizacion = {}): Promise<ResultadoSincronizacion> {
  enCurso ??= ronda(opciones).finally(() => {
    enCurso = null;
  });
  return enCurso;
}

async function ronda(o: OpcionesSincronizacion): Promise<ResultadoSincronizacion> {
  const dueno = o.dueno !== undefined ? o.dueno : duenoDeSesion();
  const ahora = o.ahora ?? (() => new Date().toISOString());
  const fin = (detenida: Detencion, enviadas = 0, conflictos = 0, pendientes = 0): ResultadoSincronizacion => ({
    enviadas,
    conflictos,
    pendientes,
    detenida,
    terminadaEn: ahora(),
  });
  if (!dueno) return fin('sin_sesion');
  cambiarEstadoSincronizacion({ enCurso: true });
  try {
    const candado = o.candado !== undefined ? o.candado : candadoDelNavegador();
    const trabajo = () => enviarTodo(dueno, o, ahora, candado !== null, fin);
    const r = candado ? await candado(trabajo) : await trabajo();
    const resultado =
      r === 'ocupado' ? fin('ocupado', 0, 0, (await listarBandeja(dueno)).filter((x) => x.estado.estado === 'pendiente').length) : r;
    cambiarEstadoSincronizacion({
      ultimo: resultado,
      ...(resultado.detenida === 'sesion' ? { sesionVencida: true } : resultado.enviadas > 0 ? { sesionVencida: false } : {}),
    });
    return resultado;
  } finally {
    cambiarEstadoSincronizacion({ enCurso: false });
    await refrescarPendientes(dueno);
  }
}

async function enviarTodo(
  dueno: string,
  o: OpcionesSincronizacion,
  ahora: () => string,
  conCandado: boolean,
  fin: (d: Detencion, e?: number, c?: number, p?: number) => ResultadoSincronizacion,
): Promise<ResultadoSincronizacion> {
  const enviar = o.enviar ?? enviarAlServidor;
  const enLinea = o.enLinea ?? (() => (globalThis.navigator as Navigator | undefined)?.onLine ?? true);
  await recuperarAbandonados(dueno, conCandado, ahora);
  // porEnviar keeps the order the forms opened in; a stable sort by the device's clock puts them in registration order
  const cola = porEnviar(await listarBandeja(dueno)).sort((a, b) =>
    a.registradaEn < b.registradaEn ? -1 : a.registradaEn > b.registradaEn ? 1 : 0,
  );
  let enviadas = 0;
  let conflictos = 0;
  const quedan = (desde: number) => cola.length - desde;
  for (let i = 0; i < cola.length; i++) {
    if (!enLinea()) return fin('sin_conexion', enviadas, conflictos, quedan(i));
    const inicio = await aplicarPaso(cola[i].id, (r) => comenzarEnvio(r, ahora()));
    // another tab (or engine) started or finished it in between: it is theirs
    if (!inicio.ok || !inicio.registro) continue;
    const r = inicio.registro;
    const desenlace = await enviarUno(r, enviar);
    if (desenlace.tipo === 'enviada') {
      await aplicarPaso(r.id, (x) => confirmarEnvio(x, desenlace.folio, ahora()), { uuidServidor: desenlace.uuid });
      enviadas++;
    } else if (desenlace.tipo === 'conflicto') {
      await aplicarPaso(r.id, (x) =>
        marcarConflicto(x, { motivo: desenlace.motivo, mensaje: desenlace.mensaje, cifras: desenlace.cifras }),
      );
      conflictos++;
    } else {
      await aplicarPaso(r.id, (x) => devolverAPendiente(x));
      return fin(desenlace.tipo === 'sesion' ? 'sesion' : 'sin_conexion', enviadas, conflictos, quedan(i));
    }
  }
  return fin(null, enviadas, conflictos, 0);
}

type Desenlace =
  | { tipo: 'enviada'; folio: string; uuid: string }
  | { tipo: 'conflicto'; motivo: ReturnType<typeof motivoDeRechazo>; mensaje?: string; cifras?: Record<string, number | string | null> }
  | { tipo: 'sin_respuesta' }
  | { tipo: 'sesion' };

async function enviarUno(r: RegistroBandeja, enviar: Enviar): Promise<Desenlace> {
  try {
    return enviada(await enviar(r.tipo, cuerpoDeEnvio(r), r.id));
  } catch (e) {
    const s = estado(e);
    if (s === 409 && r.probadaEnLinea) {
      // the form's own try may have reached the server before the network dropped, under the same key without the
      // device's fields: that request, sent again, answers what the server stored (or is not there, and fails)
      try {
        return enviada(await enviar(r.tipo, r.cuerpo, r.id));
      } catch (e2) {
        if (estado(e2) === null || (estado(e2) ?? 0) >= 500) return { tipo: 'sin_respuesta' };
      }
    }
    if (s === null || s >= 500 || s === 408 || s === 429) return { tipo: 'sin_respuesta' };
    if (s === 401) return { tipo: 'sesion' };
    if (s === 409) return { tipo: 'conflicto', motivo: 'clave_otros_datos' };
    const err = e as Error;
    const mensaje = err.message || undefined;
    return { tipo: 'conflicto', motivo: motivoDeRechazo(mensaje ?? ''), mensaje, cifras: cifrasDeRechazo(err.body) };
  }
}

const enviada = (r: Awaited<ReturnType<Enviar>>): Desenlace => ({
  tipo: 'enviada',
  folio: r.data.folio_acopio || `#${r.data.id}`,
  uuid: r.data.uuid,
});

/**
 * Items a closed tab left 'enviando' go back to 'pendiente' (safe: the same key cannot store them twice). Holding
 * the lock, every one is abandoned; without it, only one older than MS_ENVIANDO_ABANDONADO.
 */
async function recuperarAbandonados(dueno: string, conCandado: boolean, ahora: () => string): Promise<void> {
  const limite = Date.parse(ahora()) - MS_ENVIANDO_ABANDONADO;
  for (const r of await listarBandeja(dueno)) {
    if (r.estado.estado !== 'enviando') continue;
    if (!conCandado && Date.parse(r.estado.desde) > limite) continue;
    await aplicarPaso(r.id, (x) => devolverAPendiente(x as ElementoBandeja<unknown>));
  }
}
