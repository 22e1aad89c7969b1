import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cerrarModal,
  emitirAviso,
  escucharAvisos,
  llamadasBloqueadas,
  modalAbierto,
  suscribirModal,
} from '../../src/dataProvider/avisosHttp';

describe('el canal de avisos HTTP (issue 10 item 13)', () => {
  afterEach(() => cerrarModal());

  it('un 401 que llega antes de que el marco escuche sigue siendo la alerta abierta cuando el marco se suscribe', () => {
    emitirAviso({ tipo: 'sesion-expirada' });
    // the shell mounts later: it reads the state, it did not need to hear the event
    const oyente = vi.fn();
    const dejar = suscribirModal(oyente);
    expect(modalAbierto()).toBe('sesion-expirada');
    expect(llamadasBloqueadas()).toBe(true);
    cerrarModal();
    expect(oyente).toHaveBeenCalledTimes(1);
    expect(modalAbierto()).toBeNull();
    expect(llamadasBloqueadas()).toBe(false);
    dejar();
  });

  it('una sola alerta a la vez: un 500 detrás de un 401 no la reemplaza', () => {
    const oyente = vi.fn();
    const dejar = suscribirModal(oyente);
    emitirAviso({ tipo: 'sesion-expirada' });
    emitirAviso({ tipo: 'error-servidor' });
    expect(modalAbierto()).toBe('sesion-expirada');
    expect(oyente).toHaveBeenCalledTimes(1);
    dejar();
  });

  it('403 y 404 son avisos de paso: no abren la alerta ni retienen llamadas', () => {
    const aviso = vi.fn();
    const dejar = escucharAvisos(aviso);
    emitirAviso({ tipo: 'prohibido' });
    emitirAviso({ tipo: 'no-encontrado' });
    expect(aviso.mock.calls.map(([a]) => a.tipo)).toEqual(['prohibido', 'no-encontrado']);
    expect(modalAbierto()).toBeNull();
    expect(llamadasBloqueadas()).toBe(false);
    dejar();
  });
});
