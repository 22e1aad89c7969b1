import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403 } from '../ayudas';
import { MENSAJE_CERTIFICACION } from '@domain/contrato/estadisticas';

/** The statistics panel's calls (spec 001 §2.14, §7 'Statistics'): counters, the data CSVs, 401/403/422. */
let e: Entorno;
let admin: string; // platform administrator (role 1), cooperative 1
let comite: string; // cooperative 1, no CSV_EXPORTAR
let gerente: string; // cooperative 2 (mayacert)
beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  comite = await e.entrar('comite.sierra@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
});
afterAll(() => e?.cerrar());

const filtro = (value: unknown) => ({ filters: [{ column: 'certificacion', operator: '=', value }] });
const contar = async (token: string, cert: string) => {
  const r = await e.pedir(token, 'POST', '/api/csv_estadisticas_search', filtro(cert));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data[0];
};

describe('csv_estadisticas_search', () => {
  it('sin sesión 401; sin certificación o una desconocida 422 con el mensaje', async () => {
    expect((await e.pedir(null, 'POST', '/api/csv_estadisticas_search', filtro('certimex'))).json().message).toBe(MSG_401);
    for (const cuerpo of [{}, filtro('otra'), filtro(3), { filters: [] }]) {
      const r = await e.pedir(comite, 'POST', '/api/csv_estadisticas_search', cuerpo);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe(MENSAJE_CERTIFICACION);
    }
  });
  it('la cooperativa cuenta lo suyo; el administrador de la plataforma todas las de la certificación', async () => {
    const propio = await contar(comite, 'certimex');
    expect(propio.total_cooperativas).toBe(1);
    expect(propio.cuentas).toBeGreaterThan(0);
    expect(propio.parcelas).toBeGreaterThan(0);
    expect(propio.arboles).toBeGreaterThan(0);
    expect(await contar(comite, 'mayacert')).toMatchObject({ total_cooperativas: 0, cuentas: 0 });
    const maya = await contar(gerente, 'mayacert');
    expect(maya.total_cooperativas).toBe(1);
    // the platform administrator sees every cooperative of the certification (its own is certimex)
    expect(await contar(admin, 'mayacert')).toEqual(maya);
    expect(await contar(admin, 'certimex')).toEqual(propio);
  });
});

describe('kobo/datos', () => {
  it('sin sesión 401, sin CSV_EXPORTAR 403, certificación desconocida 422', async () => {
    expect((await e.pedir(null, 'GET', '/api/kobo/datos/cuentas/certimex')).json().message).toBe(MSG_401);
    const r = await e.pedir(comite, 'GET', '/api/kobo/datos/cuentas/certimex');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
    expect((await e.pedir(comite, 'GET', '/api/kobo/datos/arboles')).statusCode).toBe(403);
    expect((await e.pedir(admin, 'GET', '/api/kobo/datos/cuentas/otra')).statusCode).toBe(422);
  });
  it('un CSV UTF-8 con su nombre, una fila por cuenta contada', async () => {
    const r = await e.pedir(admin, 'GET', '/api/kobo/datos/cuentas/certimex');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('kobo_cuentas_certimex.csv');
    const lineas = r.body.split('\r\n').filter((l) => l !== '');
    expect(lineas.length - 1).toBe((await contar(comite, 'certimex')).cuentas);
    const p = await e.pedir(admin, 'GET', '/api/kobo/datos/parcelas/certimex');
    expect(p.body.split('\r\n').filter((l) => l !== '').length - 1).toBe((await contar(comite, 'certimex')).parcelas);
    const a = await e.pedir(admin, 'GET', '/api/kobo/datos/arboles');
    expect(a.headers['content-disposition']).toContain('kobo_arboles.csv');
    expect(a.body).toContain('Typica');
  });
});
