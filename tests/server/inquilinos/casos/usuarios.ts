import { pngValido } from '../../entorno';
import { subir } from '../../ayudas';
import { expect } from 'vitest';
import { e, gerente, otra, capturista, sinAjenos, es404, pedir, datosUsuario, type Casos } from '../contexto';

/** Tenancy cases of users, their passwords and signatures. */
export const casos: Casos = {
  'POST /api/users_search': async () => {
    for (const body of [
      {},
      { per_page: 100 },
      { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] },
      { filters: [{ column: 'id_cooperativa', operator: 'in', value: [1, 3] }] },
      { filters: [{ column: 'q', operator: 'like', value: 'admin' }] },
      { filters: [{ column: 'email', operator: '=', value: otra.email1 }] },
      { filters: [{ column: 'id_rol', operator: '=', value: 1 }] },
      { sorts: [{ column: 'cooperativa', sort: 'desc' }], per_page: 100 },
    ]) {
      const r = await pedir('POST', '/api/users_search', body);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.every((u: { id_cooperativa: number }) => u.id_cooperativa === 2)).toBe(true);
      sinAjenos(r);
    }
  },
  'GET /api/users': async () => {
    const r = await pedir('GET', '/api/users?id_cooperativa=1');
    expect(r.statusCode).toBe(200);
    const esperados = await e.db.query<{ id: number }>('SELECT id FROM users WHERE activo AND id_cooperativa = 2 ORDER BY id');
    expect(
      r
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(esperados.map((u) => u.id));
    sinAjenos(r);
  },
  'GET /api/users/:uuid': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) es404(await pedir('GET', `/api/users/${u}`));
  },
  'POST /api/users': async () => {
    for (const id_cooperativa of [1, 3]) {
      const r = await pedir('POST', '/api/users', datosUsuario({ id_cooperativa }));
      expect(r.statusCode).toBe(403);
      sinAjenos(r);
    }
    const centroAjeno = await pedir('POST', '/api/users', datosUsuario({ id_rol: 6, id_centros_acopios: otra.centro1 }));
    expect(centroAjeno.statusCode).toBe(422);
    const correoAjeno = await pedir('POST', '/api/users', datosUsuario({ email: otra.email1.toUpperCase() }));
    // The platform-wide e-mail rule reports a taken address, but never whose it is.
    expect(correoAjeno.statusCode).toBe(422);
    sinAjenos(correoAjeno);
  },
  'PUT /api/users/:uuid': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) {
      es404(await pedir('PUT', `/api/users/${u}`, datosUsuario({ email: 'tomado@chontalpa.demo', version: 1 })));
    }
    const propioActual = (await pedir('GET', `/api/users/${capturista.uuid}`)).json().data;
    const cuerpo = {
      email: propioActual.email,
      username: propioActual.username,
      password: '',
      nombres: propioActual.nombres,
      apellido_paterno: propioActual.apellido_paterno,
      apellido_materno: propioActual.apellido_materno,
      foto: null,
      id_rol: propioActual.id_rol,
      id_cooperativa: 2,
      id_centros_acopios: null,
      version: propioActual.version,
    };
    expect((await pedir('PUT', `/api/users/${capturista.uuid}`, { ...cuerpo, id_cooperativa: 1 })).statusCode).toBe(403);
    expect(
      (await pedir('PUT', `/api/users/${capturista.uuid}`, { ...cuerpo, id_rol: 6, id_centros_acopios: otra.centro1 })).statusCode,
    ).toBe(422);
  },
  'DELETE /api/users/:uuid': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) es404(await pedir('DELETE', `/api/users/${u}`));
  },
  'POST /api/users/:uuid/password': async () => {
    for (const u of [otra.usuario1, otra.usuario3]) es404(await pedir('POST', `/api/users/${u}/password`, { password: 'tomada-12345' }));
    expect((await e.pedir(null, 'POST', '/api/auth/login', { email: otra.email1, password: 'cosecha-demo' })).statusCode).toBe(200);
  },
  'POST /api/users/:uuid/firma': async () => {
    for (const u of [otra.usuario1, otra.usuario3])
      es404(await subir(e, gerente, `/api/users/${u}/firma`, 'firma.png', 'image/png', pngValido()));
  },
};
