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

describe('R017: cómo responde el cliente a cada estado HTTP (spec 000 §8)', () => {
  const colgada = async (p: Promise<unknown>) =>
    Promise.race([
      p.then(
        () => 'resuelta',
        () => 'rechazada',
      ),
      new Promise((r) => setTimeout(() => r('retenida'), 50)),
    ]);

  it('ejemplo 1: un 401 fuera del ingreso abre «sesión expirada» y las llamadas siguientes no salen', async () => {
    const avisos = responder(401, { message: 'Tu sesion ha expirado, por favor accede de nuevo.' });
    await expect(httpJson('cuentas_search', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(avisos).toEqual([{ tipo: 'sesion-expirada' }]);
    const enviadas = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', enviadas);
    expect(await colgada(httpJson('cuentas_search', { method: 'POST' }))).toBe('retenida');
    expect(enviadas).not.toHaveBeenCalled();
  });

  it('el 401 del propio ingreso (contraseña equivocada) no es una sesión expirada', async () => {
    const avisos = responder(401, { message: 'Credenciales incorrectas' });
    await expect(httpJson('login', { method: 'POST', sinSesion: true })).rejects.toMatchObject({ status: 401 });
    expect(avisos).toEqual([]);
  });

  it('ejemplo 2: un 500 abre «Error de conexion a internet.» y retiene las llamadas siguientes', async () => {
    const avisos = responder(500, { message: 'Error interno del servidor. Por favor intente de nuevo su ultima accion.' });
    await expect(httpJson('cuentas_search', { method: 'POST' })).rejects.toMatchObject({ status: 500 });
    expect(avisos).toEqual([{ tipo: 'error-servidor' }]);
    expect(await colgada(httpJson('cuentas_search', { method: 'POST' }))).toBe('retenida');
  });

  it('ejemplo 3: el cuerpo del 422 llega a quien llama, sin aviso', async () => {
    const avisos = responder(422, { message: 'Datos inválidos', errors: { nombre: ['Se requiere un nombre para la parcela'] } });
    await expect(httpJson('admin/acopios/crear_parcela', { method: 'POST' })).rejects.toMatchObject({
      status: 422,
      body: { message: 'Datos inválidos', erroresOriginales: { nombre: ['Se requiere un nombre para la parcela'] } },
    });
    expect(avisos).toEqual([]);
  });

  it('ejemplo 4: un 409 se lanza a quien llama, sin aviso ni retención', async () => {
    const avisos = responder(409, { message: 'El registro cambió' });
    await expect(httpJson('cuentas/x', { method: 'PUT' })).rejects.toMatchObject({ status: 409 });
    expect(avisos).toEqual([]);
    expect(await colgada(httpJson('cuentas/x', { method: 'PUT' }))).toBe('rechazada');
  });

  it('403 y 404 avisan «Acceso no autorizado» / «No encontrado» (y el marco regresa a la lista); con avisar: false, nada', async () => {
    const avisos = responder(403, { message: 'x' });
    await expect(httpJson('cuentas/x')).rejects.toMatchObject({ status: 403 });
    responder(404, { message: 'x' });
    await expect(httpJson('cuentas/x')).rejects.toMatchObject({ status: 404 });
    await expect(httpJson('cuentas/x', { avisar: false })).rejects.toMatchObject({ status: 404 });
    expect(avisos).toEqual([{ tipo: 'prohibido' }, { tipo: 'no-encontrado' }]);
  });
});
