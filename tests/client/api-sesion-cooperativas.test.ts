import { afterEach, describe, expect, it, vi } from 'vitest';
import { cambiarContrasena, cerrarSesion, iniciarSesion } from '../../src/api/auth';
import { guardarConfiguracion, leerConfiguracion, opcionesCooperativa, subirLogo } from '../../src/api/cooperativas';
import { leerArchivo } from '../../src/api/archivos';

/**
 * What the client modules of auth, cooperativas and archivos send: the contract's paths, methods and bodies
 * (the server answers 422 to any field more, so the body must be exactly the contract's).
 */
interface Llamada {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}
let llamadas: Llamada[] = [];

function responder(cuerpo: unknown, tipo = 'application/json') {
  llamadas = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      llamadas.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
      const texto = typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo);
      return new Response(texto, { status: 200, headers: { 'Content-Type': tipo } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

const UUID = '0b7e2c56-2f4b-4d1e-9a57-1c2d3e4f5a6b';

describe('src/api/auth', () => {
  it('iniciar sesión: POST /api/auth/login con solo correo y contraseña, sin token', async () => {
    responder({ token: 'ey.x.y', user: { id: 1 }, permissions: [], coopconfig: null });
    const r = await iniciarSesion({ email: 'ana@coop.demo', password: 'secreta-1' });
    expect(r.token).toBe('ey.x.y');
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0]).toMatchObject({ url: '/api/auth/login', method: 'POST' });
    expect(JSON.parse(String(llamadas[0].body))).toEqual({ email: 'ana@coop.demo', password: 'secreta-1' });
    expect(llamadas[0].headers.has('Authorization')).toBe(false);
  });

  it('cerrar sesión: POST /api/auth/logout', async () => {
    responder({ data: { success: true } });
    await cerrarSesion();
    expect(llamadas[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
  });

  it('cambiar mi contraseña: POST /api/auth/password y devuelve el token nuevo', async () => {
    responder({ data: { success: true }, token: 'ey.nuevo' });
    const r = await cambiarContrasena({ password_actual: 'vieja-123', password_nueva: 'nueva-1234' });
    expect(r.token).toBe('ey.nuevo');
    expect(llamadas[0]).toMatchObject({ url: '/api/auth/password', method: 'POST' });
    expect(JSON.parse(String(llamadas[0].body))).toEqual({ password_actual: 'vieja-123', password_nueva: 'nueva-1234' });
  });
});

describe('src/api/cooperativas', () => {
  it('la lista corta: GET /api/cooperativas', async () => {
    responder({ data: [{ id: 2, uuid: UUID, nombre: 'Cacaoteros' }] });
    expect(await opcionesCooperativa()).toEqual([{ id: 2, uuid: UUID, nombre: 'Cacaoteros' }]);
    expect(llamadas[0]).toMatchObject({ url: '/api/cooperativas', method: 'GET' });
  });

  it('la configuración: GET y PUT /api/cooperativas/{uuid}/configuracion, con el cuerpo tal cual', async () => {
    responder({ data: null });
    expect(await leerConfiguracion(UUID)).toBeNull();
    expect(llamadas[0]).toMatchObject({ url: `/api/cooperativas/${UUID}/configuracion`, method: 'GET' });

    responder({ data: { id_cooperativa: 2, usa_sic: 0 } });
    expect(await guardarConfiguracion(UUID, { usa_sic: 0, zona_horaria: 'America/Merida', version: 3 })).toEqual({
      id_cooperativa: 2,
      usa_sic: 0,
    });
    expect(llamadas[0]).toMatchObject({ url: `/api/cooperativas/${UUID}/configuracion`, method: 'PUT' });
    expect(JSON.parse(String(llamadas[0].body))).toEqual({ usa_sic: 0, zona_horaria: 'America/Merida', version: 3 });
  });

  it.each([
    ['logo', { data: { logo: 'a1' } }, 'a1'],
    ['logo_certificacion', { data: { logo_certificacion: 'b2' } }, 'b2'],
  ] as const)('subir %s: POST multipart en el campo archivo, devuelve el uuid guardado', async (campo, respuesta, esperado) => {
    responder(respuesta);
    const archivo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    expect(await subirLogo(UUID, campo, archivo)).toBe(esperado);
    expect(llamadas[0]).toMatchObject({ url: `/api/cooperativas/${UUID}/${campo}`, method: 'POST' });
    const datos = llamadas[0].body as FormData;
    expect([...datos.keys()]).toEqual(['archivo']);
    expect((datos.get('archivo') as File).name).toBe('logo.png');
  });
});

describe('src/api/archivos', () => {
  it('un archivo: GET /api/archivos/{uuid}, sus bytes', async () => {
    responder('PNG', 'image/png');
    const b = await leerArchivo(UUID);
    expect(await b.text()).toBe('PNG');
    expect(llamadas[0]).toMatchObject({ url: `/api/archivos/${UUID}`, method: 'GET' });
  });
});
