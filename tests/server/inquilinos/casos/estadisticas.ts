import { expect } from 'vitest';
import { e, pedir, sinAjenos, type Casos } from '../contexto';

/** The session's cooperative (2, mayacert): what the counters and the CSVs must equal, read straight from the tables. */
async function propias() {
  const [f] = await e.db.query<{ cuentas: number; inspectores: number }>(
    `SELECT (SELECT count(*) FROM cuentas c WHERE c.id_cooperativa = 2 AND c.fecha_baja IS NULL
               AND c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = 2 AND activo))::int AS cuentas,
            (SELECT count(*) FROM inspectores WHERE id_cooperativa = 2 AND activo)::int AS inspectores`,
  );
  return f;
}

const csv = async (url: string) => {
  const r = await pedir('GET', url);
  expect(r.statusCode, r.body).toBe(200);
  sinAjenos(r);
  return r.body.split('\r\n').filter((l) => l !== '');
};

/** Issue 27: a cooperative's user counts and downloads only their own cooperative, whatever the certification asked. */
export const casos: Casos = {
  'POST /api/csv_estadisticas_search': async () => {
    const p = await propias();
    const r = await pedir('POST', '/api/csv_estadisticas_search', {
      filters: [{ column: 'certificacion', operator: '=', value: 'mayacert' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data[0]).toMatchObject({ total_cooperativas: 1, cuentas: p.cuentas, inspectores: p.inspectores });
    // certimex is cooperative 1's: nothing of it is counted for cooperative 2's user
    const o = await pedir('POST', '/api/csv_estadisticas_search', {
      filters: [{ column: 'certificacion', operator: '=', value: 'certimex' }],
    });
    expect(o.json().data[0]).toEqual({ total_cooperativas: 0, inspectores: 0, cuentas: 0, parcelas: 0, arboles: 0 });
  },
  'GET /api/kobo/datos/cooperativas/:cert': async () => {
    expect(await csv('/api/kobo/datos/cooperativas/mayacert')).toHaveLength(2);
    expect(await csv('/api/kobo/datos/cooperativas/certimex')).toHaveLength(1);
  },
  'GET /api/kobo/datos/inspectores/:cert': async () => {
    const l = await csv('/api/kobo/datos/inspectores/mayacert');
    expect(l).toHaveLength(1 + (await propias()).inspectores);
    expect(l.slice(1).every((x) => x.endsWith(',2'))).toBe(true);
  },
  'GET /api/kobo/datos/cuentas/:cert': async () => {
    const l = await csv('/api/kobo/datos/cuentas/mayacert');
    expect(l).toHaveLength(1 + (await propias()).cuentas);
    expect(await csv('/api/kobo/datos/cuentas/certimex')).toHaveLength(1);
  },
  'GET /api/kobo/datos/parcelas/:cert': async () => {
    const l = await csv('/api/kobo/datos/parcelas/mayacert');
    const ids = await e.db.query<{ id: number }>(`SELECT c.id FROM cuentas c WHERE c.id_cooperativa = 2`);
    const propiasCuentas = new Set(ids.map((x) => String(x.id)));
    expect(l.slice(1).every((x) => propiasCuentas.has(x.split(',')[2]))).toBe(true);
  },
  'GET /api/kobo/datos/arboles': async () => {
    await csv('/api/kobo/datos/arboles');
  },
};
