import type { TipoEnvio } from '../baseDispositivo';
import { guardarEnBandeja } from './almacen';
import { duenoDeSesion } from './sesionBandeja';

/**
 * The forms' way into the outbox (issue 28): when a new delivery or pending payment cannot reach the server, it is
 * saved on the device with the key its form made when it opened and the device's next provisional folio. Only new
 * records: an edit needs the version the server holds, so it waits for the network. Nothing here skips a server
 * rule: the server checks and recomputes everything when the item arrives.
 */
export const MENSAJES_SIN_CONEXION = {
  edicion: 'Sin conexión: la edición de una entrega necesita conexión.',
  entrega: (folio: string) =>
    `Sin conexión: la entrega se guardó en este dispositivo con el folio provisional ${folio}; se enviará al volver la conexión.`,
  pago: (folio: string) =>
    `Sin conexión: el pago se guardó en este dispositivo con el folio provisional ${folio}; se enviará al volver la conexión.`,
  sinSesion: 'Sin conexión y sin sesión: no se pudo guardar en este dispositivo',
} as const;

/** The browser says it has no network: don't even try. */
export const navegadorSinRed = (): boolean => globalThis.navigator?.onLine === false;

/** A failed call that never got an HTTP answer (fetch's TypeError), as opposed to the server's refusal. */
export const esFallaDeRed = (e: unknown): boolean => typeof (e as { status?: unknown } | null)?.status !== 'number';

export interface RegistroSinConexion {
  tipo: TipoEnvio;
  /** The form's key (a UUIDv7 made when it opened). */
  id: string;
  cuerpo: unknown;
  resumen: { productor: string; kilos: number; importe: number };
  /** The producer's account (the form's route): once sent, the outbox links to the delivery's own page. */
  cuenta: { id: number; uuid: string };
  /** The form's request went out and failed without an answer: the server may already hold it. */
  probadaEnLinea: boolean;
}

/** Saves it in this session's outbox; answers the provisional folio. */
export async function guardarSinConexion(r: RegistroSinConexion): Promise<string> {
  const dueno = duenoDeSesion();
  if (!dueno) throw new Error(MENSAJES_SIN_CONEXION.sinSesion);
  const guardado = await guardarEnBandeja({ ...r, dueno, registradaEn: new Date().toISOString() });
  return guardado.folioProvisional;
}
