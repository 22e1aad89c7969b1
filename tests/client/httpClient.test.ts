import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpJson } from '../../src/dataProvider/httpClient';
import { cerrarModal, escucharAvisos, type AvisoHttp } from '../../src/dataProvider/avisosHttp';

const dejar: (() => void)[] = [];

/** The answer the fetch stub gives, and the alerts the shell would have shown. */
function responder(status: number, cuerpo: unknown): AvisoHttp[] {
  vi.stubGlobal('fetch', async () => new Response(typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo), { status }));
  const avisos: AvisoHttp[] = [];
  dejar.push(escucharAvisos((a) => avisos.push(a)));
  return avisos;
}

afterEach(() => {
  dejar.splice(0).forEach((d) => d());
  vi.unstubAllGlobals();
  cerrarModal();
});

describe('cliente HTTP: el 502/503 de un servicio externo (issue 10 #17)', () => {
  const mensaje = 'El cálculo de altitudes no está disponible en este sistema. Pida a quien administra el sistema que lo active.';

  it('con servicioExterno, el mensaje del servidor llega a quien llama y no se abre el aviso de conexión', async () => {
    const avisos = responder(503, { message: mensaje });
    await expect(httpJson('parcelas_altitudes/x', { method: 'POST', servicioExterno: true })).rejects.toMatchObject({
      status: 503,
      message: mensaje,
    });
    expect(avisos).toEqual([]);
  });

  it('sin servicioExterno, o sin mensaje del servidor (un proxy caído), el aviso de conexión sigue', async () => {
    const avisos = responder(503, { message: mensaje });
    await expect(httpJson('parcelas_altitudes/x', { method: 'POST' })).rejects.toMatchObject({ status: 503 });
    expect(avisos).toEqual([{ tipo: 'error-servidor' }]);
    cerrarModal();
    const otros = responder(502, '');
    await expect(httpJson('parcelas_altitudes/x', { method: 'POST', servicioExterno: true })).rejects.toMatchObject({ status: 502 });
    expect(otros).toEqual([{ tipo: 'error-servidor' }]);
  });

  it('un 500 del propio servidor sigue abriendo su aviso aunque la llamada sea a un servicio externo', async () => {
    const avisos = responder(500, { message: 'Error interno del servidor. Por favor intente de nuevo su ultima accion.' });
    await expect(httpJson('parcelas_altitudes/x', { method: 'POST', servicioExterno: true })).rejects.toMatchObject({ status: 500 });
    expect(avisos).toEqual([{ tipo: 'error-servidor' }]);
  });
});
