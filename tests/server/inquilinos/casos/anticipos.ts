import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { uno } from '../../ayudas';
import { e, gerente, es404, pedir, propios, sinAjenos, type Casos } from '../contexto';
import { cuentasActivas, hoyDe } from '../../anticipos/anticipos-ayudas';

/** Cooperative 1's advance with a repayment (the demo lends there), and one of its accounts and cycles. */
async function ajeno() {
  return uno<{ id: number; uuid: string; id_cuenta: number; id_ciclo: number; ciclo: string; pago: string; productor: string }>(
    e.db,
    `SELECT a.id, a.uuid::text AS uuid, a.id_cuenta, a.id_ciclo, (SELECT ci.uuid::text FROM ciclos ci WHERE ci.id = a.id_ciclo) AS ciclo,
            ap.uuid::text AS pago, p.uuid::text AS productor
       FROM anticipos a JOIN anticipos_pagos ap ON ap.id_cooperativa = a.id_cooperativa AND ap.id_anticipo = a.id AND NOT ap.anulado
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE a.id_cooperativa = 1 ORDER BY a.id LIMIT 1`,
  );
}

const conClave = (url: string, body: unknown) =>
  e.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${gerente}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Issue 25: another cooperative's advances and repayments read as missing, are not listed, and cannot be touched. */
export const casos: Casos = {
  'POST /api/anticipos_search': async () => {
    const a = await ajeno();
    const r = await pedir('POST', '/api/anticipos_search', { per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
    for (const filtro of [
      { column: 'productor_uuid', operator: '=', value: a.productor },
      { column: 'id_cuenta', operator: '=', value: a.id_cuenta },
      { column: 'id_ciclo', operator: '=', value: a.id_ciclo },
    ]) {
      const f = await pedir('POST', '/api/anticipos_search', { filters: [filtro] });
      expect(f.statusCode, f.body).toBe(200);
      expect(f.json().data).toEqual([]);
    }
  },
  'POST /api/anticipos_por_productor_search': async () => {
    const a = await ajeno();
    const r = await pedir('POST', '/api/anticipos_por_productor_search', { per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
    const f = await pedir('POST', '/api/anticipos_por_productor_search', {
      filters: [{ column: 'productor_uuid', operator: '=', value: a.productor }],
    });
    expect(f.json().data).toEqual([]);
  },
  'GET /api/anticipos/:id': async () => es404(await pedir('GET', `/api/anticipos/${(await ajeno()).id}`)),
  'POST /api/anticipos/storeweb': async () => {
    const a = await ajeno();
    const { idCiclo } = await cuentasActivas(e, 2, 1);
    const cuerpo = {
      folio: 'INTRUSO',
      fecha_ejecucion: await hoyDe(e, 2),
      cantidad_anticipo: 100,
      id_cuenta: a.id_cuenta,
      id_ciclos: idCiclo,
    };
    const r = await conClave('/api/anticipos/storeweb', cuerpo);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ id_cuenta: ['El productor no tiene una cuenta confirmada en este ciclo'] });
    const c = await conClave('/api/anticipos/storeweb', { ...cuerpo, id_ciclos: a.id_ciclo });
    expect(c.statusCode).toBe(422);
    expect(c.json().errors).toEqual({ id_ciclos: ['Solo se registran créditos en el ciclo de acopio activo'] });
  },
  'PUT /api/anticipos/:id': async () => {
    const a = await ajeno();
    es404(
      await pedir('PUT', `/api/anticipos/${a.id}`, {
        folio: 'X',
        fecha_ejecucion: await hoyDe(e, 2),
        id_cuenta: a.id_cuenta,
        cantidad_anticipo: 100,
        id_ciclos: a.id_ciclo,
        version: 1,
      }),
    );
  },
  'DELETE /api/anticipos/:id': async () => es404(await pedir('DELETE', `/api/anticipos/${(await ajeno()).uuid}`)),
  'POST /api/anticipos_pagos': async () =>
    es404(
      await conClave('/api/anticipos_pagos', { id_anticipo: (await ajeno()).id, fecha_ejecucion: await hoyDe(e, 2), cantidad_pago: 100 }),
    ),
  'POST /api/anticipos_pagos/anular/:uuid': async () =>
    es404(await conClave(`/api/anticipos_pagos/anular/${(await ajeno()).pago}`, { motivo: 'Intruso' })),
  // The advance's PDFs (receipt and promissory note; the producer's statement): another cooperative's advance, cycle
  // or producer reads as missing, whichever of the two is ours.
  'GET /api/recibos/anticipo/descargar/:uuid': async () =>
    es404(await pedir('GET', `/api/recibos/anticipo/descargar/${(await ajeno()).uuid}`)),
  'GET /api/recibos/cuentas/anticipos/:ciclo/:productor': async () => {
    const a = await ajeno();
    for (const [ciclo, productor] of [
      [a.ciclo, a.productor],
      [propios.ciclo, a.productor],
      [a.ciclo, propios.productor],
    ])
      es404(await pedir('GET', `/api/recibos/cuentas/anticipos/${ciclo}/${productor}`));
  },
};
