/**
 * The HTTP client runs outside React; it tells the shell what to show through this small channel
 * (spec 000 §8): session expired (401), server error (500), forbidden (403), not found (404).
 */
export type AvisoHttp = { tipo: 'sesion-expirada' } | { tipo: 'error-servidor' } | { tipo: 'prohibido' } | { tipo: 'no-encontrado' };

type Oyente = (aviso: AvisoHttp) => void;
const oyentes = new Set<Oyente>();
let modalAbierto = false;

export function escucharAvisos(oyente: Oyente): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

export function emitirAviso(aviso: AvisoHttp): void {
  if (aviso.tipo === 'sesion-expirada' || aviso.tipo === 'error-servidor') {
    if (modalAbierto) return; // one alert at a time; the calls behind it are held anyway
    modalAbierto = true;
  }
  oyentes.forEach((o) => o(aviso));
}

/** While the 401/500 alert is open, no call is sent (spec 000 §8 'further calls are blocked'). */
export const llamadasBloqueadas = (): boolean => modalAbierto;

export function cerrarModal(): void {
  modalAbierto = false;
}
