/**
 * The HTTP client runs outside React; it tells the shell what to show through this small channel
 * (spec 000 §8): session expired (401), server error (500), forbidden (403), not found (404).
 */
export type AvisoHttp = { tipo: 'sesion-expirada' } | { tipo: 'error-servidor' } | { tipo: 'prohibido' } | { tipo: 'no-encontrado' };

/** The two answers that open a blocking alert (and hold every other call until Ok). */
export type ModalHttp = 'sesion-expirada' | 'error-servidor';

type Oyente = (aviso: AvisoHttp) => void;
const oyentes = new Set<Oyente>();
const oyentesModal = new Set<() => void>();
/**
 * The open alert is state, not an event: the first call of a page load (a reload with an expired or revoked
 * token) can answer 401 before the shell has subscribed, and an event with nobody listening left the calls
 * held forever behind an alert nobody drew (issue 10 item 13). The shell reads this state whenever it mounts.
 */
let modal: ModalHttp | null = null;

export function escucharAvisos(oyente: Oyente): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

/** For useSyncExternalStore: the open alert and its changes. */
export function suscribirModal(oyente: () => void): () => void {
  oyentesModal.add(oyente);
  return () => oyentesModal.delete(oyente);
}
export const modalAbierto = (): ModalHttp | null => modal;

export function emitirAviso(aviso: AvisoHttp): void {
  if (aviso.tipo === 'sesion-expirada' || aviso.tipo === 'error-servidor') {
    if (modal) return; // one alert at a time; the calls behind it are held anyway
    modal = aviso.tipo;
    oyentesModal.forEach((o) => o());
  }
  oyentes.forEach((o) => o(aviso));
}

/** While the 401/500 alert is open, no call is sent (spec 000 §8 'further calls are blocked'). */
export const llamadasBloqueadas = (): boolean => modal !== null;

export function cerrarModal(): void {
  modal = null;
  oyentesModal.forEach((o) => o());
}
