import { uno } from '../../ayudas';
import { expect } from 'vitest';
import { e, otra, propios, sinAjenos, es404, pedir, type Casos } from '../contexto';

/** Tenancy cases of accounts, formats, producers and removals. */
export const casos: Casos = {
  'POST /api/cuentas_search': async () => {
    for (const body of [
      {},
      { per_page: 100 },
      { filters: [{ column: 'q', operator: 'like', value: 'SM-' }] },
      { filters: [{ column: 'id_ciclo', operator: '=', value: otra.cuenta1.id_ciclo }] },
      { filters: [{ column: 'uuid', operator: '=', value: otra.productor1 }] },
      { filters: [{ column: 'id_municipio', operator: '=', value: otra.municipio1 }] },
    ]) {
      const r = await pedir('POST', '/api/cuentas_search', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(200);
      sinAjenos(r);
    }
    expect((await pedir('POST', '/api/cuentas_search', {})).json().total).toBeGreaterThan(0);
    expect(
      (await pedir('POST', '/api/cuentas_search', { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] })).statusCode,
    ).toBe(422);
  },
  'POST /api/tx_formatos_search': async () => {
    const r = await pedir('POST', '/api/tx_formatos_search', { filters: [{ column: 'id_cuenta', operator: '=', value: otra.cuenta1.id }] });
    expect(r.json().total).toBe(0);
    sinAjenos(r);
    // Cooperative 2 has inspection formats of its own since the plots dashboard's seed (seed-formularios.ts): only those come back.
    const todos = await pedir('POST', '/api/tx_formatos_search', { per_page: 100 });
    const suyos = new Set((await e.db.query<{ uuid: string }>('SELECT uuid FROM tx_formatos WHERE id_cooperativa = 2')).map((f) => f.uuid));
    expect(todos.json().total).toBe(suyos.size);
    expect(todos.json().data.every((f: { uuid: string }) => suyos.has(f.uuid))).toBe(true);
    sinAjenos(todos);
  },
  'POST /api/comite_evaluaciones_search': async () => {
    const r = await pedir('POST', '/api/comite_evaluaciones_search', {
      filters: [{ column: 'id_cuenta', operator: '=', value: otra.cuenta1.id }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    sinAjenos(r);
  },
  'POST /api/entregas_por_productor_search': async () => {
    const r = await pedir('POST', '/api/entregas_por_productor_search', {
      filters: [{ column: 'productor_id', operator: '=', value: otra.productorId1 }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    sinAjenos(r);
    const todas = await pedir('POST', '/api/entregas_por_productor_search', { per_page: 100 });
    expect(todas.json().total).toBeGreaterThan(0);
    sinAjenos(todas);
  },
  'GET /api/cuentas/:uuid': async () => {
    for (const u of [otra.productor1, otra.productor3]) {
      es404(await pedir('GET', `/api/cuentas/${u}`));
      es404(await pedir('GET', `/api/cuentas/${u}?id_ciclo=${otra.cuenta1.id_ciclo}`));
    }
    const r = await pedir('GET', `/api/cuentas/${propios.productor}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/cuentas/historial/:productor_uuid': async () => {
    for (const u of [otra.productor1, otra.productor3]) es404(await pedir('GET', `/api/cuentas/historial/${u}`));
    // another cooperative's audit row cannot be the cursor of this cooperative's producer's history
    const [ajena] = await e.db.query<{ id: string }>(`SELECT id::text FROM auditoria WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1`);
    expect(ajena, 'la demostración tiene filas de auditoría de otras cooperativas').toBeDefined();
    expect((await pedir('GET', `/api/cuentas/historial/${propios.productor}?antes=${ajena.id}`)).statusCode).toBe(422);
    const r = await pedir('GET', `/api/cuentas/historial/${propios.productor}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/parcelas_por_productor/:uuid': async () => {
    for (const u of [otra.productor1, otra.productor3, otra.cuenta1.uuid]) es404(await pedir('GET', `/api/parcelas_por_productor/${u}`));
    const r = await pedir('GET', `/api/parcelas_por_productor/${propios.productor}`);
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'GET /api/sic/cat_cuentas_bajas': async () => {
    const r = await pedir('GET', '/api/sic/cat_cuentas_bajas?id_cooperativa=1');
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
  },
  'POST /api/admin/sic/listado_bajas': async () => {
    es404(
      await pedir('POST', '/api/admin/sic/listado_bajas', {
        id_cuenta: otra.cuenta1.id,
        id_ciclo: otra.cuenta1.id_ciclo,
        id_cat_cuentas_bajas: 1,
        padronesSeleccionados: [{ confirmado: 1, organico: 1 }],
      }),
    );
  },
  'POST /api/sic/cuentas': async () => {
    const body = (cambios: Record<string, unknown> = {}) => ({
      nombres: 'Adán',
      apellido_paterno: 'Olán',
      apellido_materno: 'Arias',
      id_cuenta_region: propios.region,
      id_municipio: propios.municipio,
      id_localidad: propios.localidad,
      id_centro_acopio: propios.centro,
      ...cambios,
    });
    expect((await pedir('POST', '/api/sic/cuentas', body({ id_cuenta_region: otra.region1 }))).statusCode).toBe(422);
    expect((await pedir('POST', '/api/sic/cuentas', body({ id_centro_acopio: otra.centro1 }))).statusCode).toBe(422);
    expect((await pedir('POST', '/api/sic/cuentas', body({ id_cooperativa: 1 }))).statusCode).toBe(422);
    const r = await pedir('POST', '/api/sic/cuentas', body());
    expect(r.statusCode, r.body).toBe(201);
    sinAjenos(r);
    expect(
      (await uno<{ id_cooperativa: number }>(e.db, 'SELECT id_cooperativa FROM productores WHERE uuid = $1', [r.json().data[0].uuid]))
        .id_cooperativa,
    ).toBe(2);
  },
};
