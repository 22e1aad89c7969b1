import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, uno } from '../ayudas';
import { conClave } from '../anticipos/anticipos-ayudas';
import { cicloConEntregas, correrGeneraciones } from './remanente-ayudas';
import type { GeneracionRemanente } from '@domain/contrato/remanente';

/**
 * The surplus screen's progress (issue 25: 'Sus recibos se estan generando.' until done): a generation by id and the
 * cycle's latest whole-cycle one, on the cacao cooperative (2), with their 401, 403, 404 and 422 paths.
 */
let e: Entorno;
let gerente: string;
let comite: string;
let ciclo: number;
let cicloAjeno: number;

const leer = (url: string, token = gerente) => e.pedir(token, 'GET', url);
const generar = (cuerpo: unknown, ruta = '/api/remanente/generar_recibos') => conClave(e, gerente, ruta, cuerpo);

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  comite = await e.entrar('comite.sierra@cosecha.demo');
  ciclo = await cicloConEntregas(e, 2);
  cicloAjeno = (await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 LIMIT 1')).id;
});
afterAll(() => e?.cerrar());

describe('GET remanente/generaciones', () => {
  it('sin sesión 401; sin el permiso 403', async () => {
    for (const url of ['/api/remanente/generaciones/1', `/api/remanente/generaciones?id_ciclo=${ciclo}`]) {
      const sin = await e.app.inject({ method: 'GET', url });
      expect(sin.statusCode, url).toBe(401);
      expect(sin.json().message).toBe(MSG_401);
      const r = await leer(url, comite);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().message).toBe(MSG_403);
    }
  });

  it('sigue una generación de pendiente a hecha, con sus cuentas y recibos; es la última del ciclo', async () => {
    const r = await generar({ id_ciclo: ciclo });
    expect(r.statusCode, r.body).toBe(201);
    const g: GeneracionRemanente = r.json().data;
    expect(g).toMatchObject({ id_ciclo: ciclo, id_productor: null, estado: 'pendiente', hechos: 0, recibos: 0, terminado_en: null });
    expect(g.total).toBeGreaterThan(0);

    const antes = await leer(`/api/remanente/generaciones/${g.id}`);
    expect(antes.statusCode, antes.body).toBe(200);
    expect(antes.json()).toEqual({ data: g });
    expect(antes.json().data).not.toHaveProperty('ultima_cuenta');
    const ultima = await leer(`/api/remanente/generaciones?id_ciclo=${ciclo}`);
    expect(ultima.json()).toEqual({ data: g });

    await correrGeneraciones(e);
    const despues = (await leer(`/api/remanente/generaciones/${g.id}`)).json().data as GeneracionRemanente;
    const recibos = await uno<{ n: number }>(
      e.db,
      'SELECT count(*)::int AS n FROM remanente_recibos WHERE id_cooperativa = 2 AND id_ciclo = $1',
      [ciclo],
    );
    expect(despues).toMatchObject({ id: g.id, estado: 'hecho', hechos: g.total, total: g.total });
    expect(despues.terminado_en).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // the demo's receipts already match today's kilos and prices: a second generation writes none it need not
    expect(despues.recibos).toBeLessThanOrEqual(recibos.n);
  });

  it('la generación de un productor (la de la entrega) no es la última del ciclo', async () => {
    const antes = (await leer(`/api/remanente/generaciones?id_ciclo=${ciclo}`)).json().data as GeneracionRemanente;
    const productor = await uno<{ id: number }>(
      e.db,
      `SELECT c.id_productor AS id FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
        WHERE a.id_cooperativa = 2 AND a.id_ciclo = $1 AND NOT a.anulada LIMIT 1`,
      [ciclo],
    );
    const r = await generar({ id_ciclo: ciclo, productor_id: productor.id }, '/api/admin/acopios/remanente/generar_recibos');
    expect(r.json().data).toMatchObject({ id_productor: productor.id, total: 1 });
    const por = await leer(`/api/remanente/generaciones/${r.json().data.id}`);
    expect(por.json().data.id_productor).toBe(productor.id);
    expect((await leer(`/api/remanente/generaciones?id_ciclo=${ciclo}`)).json().data.id).toBe(antes.id);
    await correrGeneraciones(e);
  });

  it('un ciclo cuyos recibos nunca se generaron de una vez: data null', async () => {
    // this file's own database: the cycle's whole-cycle generations (the demo's and this file's) go
    await e.db.query('DELETE FROM remanente_generaciones WHERE id_cooperativa = 2 AND id_ciclo = $1 AND id_productor IS NULL', [ciclo]);
    const r = await leer(`/api/remanente/generaciones?id_ciclo=${ciclo}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ data: null });
  });

  it('404: la que no existe, la de otra cooperativa y el ciclo de otra cooperativa', async () => {
    const ajena = await uno<{ id: number }>(e.db, 'SELECT id FROM remanente_generaciones WHERE id_cooperativa = 1 LIMIT 1');
    for (const url of [
      '/api/remanente/generaciones/999999',
      `/api/remanente/generaciones/${ajena.id}`,
      `/api/remanente/generaciones?id_ciclo=${cicloAjeno}`,
    ]) {
      const r = await leer(url);
      expect(r.statusCode, url).toBe(404);
    }
  });

  it('422: id que no es un número, ciclo ausente o mal escrito', async () => {
    for (const url of [
      '/api/remanente/generaciones/abc',
      '/api/remanente/generaciones/0',
      '/api/remanente/generaciones',
      '/api/remanente/generaciones?id_ciclo=uno',
      '/api/remanente/generaciones?id_ciclo=2147483648',
      `/api/remanente/generaciones?id_ciclo=${ciclo}&otro=1`,
    ]) {
      const r = await leer(url);
      expect(r.statusCode, url).toBe(422);
      expect(r.json().message, url).toEqual(expect.any(String));
    }
  });
});
