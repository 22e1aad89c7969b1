import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { uno } from '../../ayudas';
import { e, gerente, es404, otra, pedir, sinAjenos, type Casos } from '../contexto';

/** Cooperative 1's surplus price and receipt (the demo generates them in its active collection cycle). */
async function ajeno() {
  return uno<{ precio: number; recibo: number; folio: string; id_ciclo: number; productor: string }>(
    e.db,
    `SELECT rp.id AS precio, rr.id AS recibo, rr.folio, rr.id_ciclo, p.uuid::text AS productor
       FROM remanente_precios rp
       JOIN remanente_recibos rr ON rr.id_cooperativa = rp.id_cooperativa AND rr.id_ciclo = rp.id_ciclo
       JOIN cuentas c ON c.id_cooperativa = rr.id_cooperativa AND c.id = rr.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE rp.id_cooperativa = 1 ORDER BY rr.id LIMIT 1`,
  );
}

const conClave = (url: string, body: unknown) =>
  e.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${gerente}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const generar = (url: string) => async () => {
  const a = await ajeno();
  for (const cuerpo of [
    { id_ciclo: a.id_ciclo, id_cooperativa: 1 },
    { id_ciclo: otra.idsCiclos[0], id_cooperativa: 1 },
  ]) {
    const r = await conClave(url, cuerpo);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ id_ciclo: ['El ciclo no es de la cooperativa'] });
  }
  const propio = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  const r = await conClave(url, { id_ciclo: propio.id, productor_id: otra.productorId1 });
  expect(r.statusCode, r.body).toBe(422);
};

/** Issue 25: another cooperative's surplus prices and receipts are not listed, read as missing and cannot be touched. */
export const casos: Casos = {
  'GET /api/remanente/categorias': async () => {
    const r = await pedir('GET', '/api/remanente/categorias');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'POST /api/remanente/recibos_search': async () => {
    const a = await ajeno();
    const r = await pedir('POST', '/api/remanente/recibos_search', { per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
    for (const filtro of [
      { column: 'id_cooperativa', operator: '=', value: 1 },
      { column: 'id_ciclo', operator: '=', value: a.id_ciclo },
      { column: 'productor_uuid', operator: '=', value: a.productor },
    ]) {
      const f = await pedir('POST', '/api/remanente/recibos_search', { filters: [filtro] });
      expect(f.statusCode, f.body).toBe(200);
      expect(f.json().data).toEqual([]);
    }
  },
  'POST /api/remanente/precio_por_cooperativa_search': async () => {
    const a = await ajeno();
    const r = await pedir('POST', '/api/remanente/precio_por_cooperativa_search', { per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
    for (const filtro of [
      { column: 'id_cooperativa', operator: '=', value: 1 },
      { column: 'id_ciclo', operator: '=', value: a.id_ciclo },
    ]) {
      const f = await pedir('POST', '/api/remanente/precio_por_cooperativa_search', { filters: [filtro] });
      expect(f.json().data).toEqual([]);
    }
  },
  'POST /api/remanente/registro_precio': async () => {
    const a = await ajeno();
    const r = await pedir('POST', '/api/remanente/registro_precio', {
      id_ciclo: a.id_ciclo,
      id_cat_certificacion: 17,
      precio_por_kg: 100,
      id_cooperativa: 1,
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ id_ciclo: ['El ciclo no es de la cooperativa'] });
  },
  'PUT /api/remanente/registro_precio/:precio_id': async () => {
    const a = await ajeno();
    es404(
      await pedir('PUT', `/api/remanente/registro_precio/${a.precio}`, {
        id_ciclo: a.id_ciclo,
        id_cat_certificacion: 15,
        precio_por_kg: 1,
        id_cooperativa: 1,
        version: 1,
      }),
    );
  },
  'POST /api/remanente/generar_recibos': generar('/api/remanente/generar_recibos'),
  'POST /api/admin/acopios/remanente/generar_recibos': generar('/api/admin/acopios/remanente/generar_recibos'),
  'PUT /api/remanente/generar_recibos/:id': async () => {
    const a = await ajeno();
    es404(
      await pedir('PUT', `/api/remanente/generar_recibos/${a.recibo}`, {
        precio_por_kg: 1,
        cantidad_pago: 1,
        id_cooperativa: 1,
        version: 1,
      }),
    );
  },
  'GET /api/remanente/generaciones/:id': async () => {
    const g = await uno<{ id: number }>(e.db, 'SELECT id FROM remanente_generaciones WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
    es404(await pedir('GET', `/api/remanente/generaciones/${g.id}`));
  },
  'GET /api/remanente/generaciones': async () => {
    es404(await pedir('GET', `/api/remanente/generaciones?id_ciclo=${(await ajeno()).id_ciclo}`));
    es404(await pedir('GET', `/api/remanente/generaciones?id_ciclo=${otra.idsCiclos[0]}`));
    const propio = await uno<{ id: number }>(
      e.db,
      'SELECT id_ciclo AS id FROM remanente_generaciones WHERE id_cooperativa = 2 AND id_productor IS NULL ORDER BY id DESC LIMIT 1',
    );
    const r = await pedir('GET', `/api/remanente/generaciones?id_ciclo=${propio.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.id_ciclo).toBe(propio.id);
    sinAjenos(r);
  },
  'GET /api/recibos/remanentes/:folio': async () => es404(await pedir('GET', `/api/recibos/remanentes/${(await ajeno()).folio}`)),
};
