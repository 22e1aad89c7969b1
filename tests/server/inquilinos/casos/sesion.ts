import { expect } from 'vitest';
import { e, sinAjenos, pedir, type Casos } from '../contexto';

/** Tenancy cases of sign-in, profile and password: a session of cooperative 2 stays in cooperative 2. */
export const casos: Casos = {
  // Public and about the process only: no cooperative's name, id or figure in it.
  'GET /api/salud': async () => {
    const r = await e.pedir(null, 'GET', '/api/salud');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  // Off in the suite (METRICAS unset): 404; on, about the process only (tests/server/salud/metricas.test.ts).
  'GET /api/metricas': async () => {
    const r = await e.pedir(null, 'GET', '/api/metricas');
    expect(r.statusCode).toBe(404);
    sinAjenos(r);
  },
  'POST /api/auth/login': async () => {
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'gerente@cosecha.demo', password: 'cosecha-demo' });
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.user.id_cooperativa).toBe(2);
    expect(b.coopconfig.id_cooperativa).toBe(2);
    sinAjenos(r);
    const conCoop = await e.pedir(null, 'POST', '/api/auth/login', {
      email: 'gerente@cosecha.demo',
      password: 'cosecha-demo',
      id_cooperativa: 1,
    });
    expect(conCoop.statusCode).toBe(422);
  },
  'POST /api/auth/logout': async () => {
    const otroToken = await e.entrar('acopio@cosecha.demo');
    const mio = await e.entrar('gerente@cosecha.demo');
    const r = await e.pedir(mio, 'POST', '/api/auth/logout');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
    expect((await e.pedir(mio, 'POST', '/api/auth/profile')).statusCode).toBe(401);
    // Only the caller's token is revoked: a user of cooperative 1 stays signed in.
    expect((await e.pedir(otroToken, 'POST', '/api/auth/profile')).statusCode).toBe(200);
  },
  'POST /api/auth/profile': async () => {
    const r = await pedir('POST', '/api/auth/profile');
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ email: 'gerente@cosecha.demo', id_cooperativa: 2, cooperativa: 'Cacaoteros de la Chontalpa' });
    expect(r.json().coopconfig.id_cooperativa).toBe(2);
    sinAjenos(r);
  },
  'POST /api/auth/password': async () => {
    const token = await e.entrar('capturista.chontalpa@cosecha.demo');
    const intento = await e.pedir(token, 'POST', '/api/auth/password', {
      password_actual: 'cosecha-demo',
      password_nueva: 'clave-segura-1',
      email: 'admin@cosecha.demo',
    });
    expect(intento.statusCode).toBe(422);
    const r = await e.pedir(token, 'POST', '/api/auth/password', { password_actual: 'cosecha-demo', password_nueva: 'clave-segura-1' });
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
    // Only the caller's password changed.
    expect((await e.pedir(null, 'POST', '/api/auth/login', { email: 'acopio@cosecha.demo', password: 'cosecha-demo' })).statusCode).toBe(
      200,
    );
  },
};
