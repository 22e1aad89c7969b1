import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { uno } from '../../ayudas';
import { e, gerente, es404, pedir, sinAjenos, type Casos } from '../contexto';
import { hoyDe } from '../../anticipos/anticipos-ayudas';

/** Cooperative 1's active collection cycle and one of its disbursements (the demo sends cash there). */
async function ajeno() {
  return uno<{ id: number; id_ciclo: number; id_centro: number }>(
    e.db,
    `SELECT id, id_ciclo, id_centro_acopio AS id_centro FROM registro_efectivo
      WHERE id_cooperativa = 1 AND id_centro_acopio IS NOT NULL AND NOT anulado ORDER BY id LIMIT 1`,
  );
}
/** Cooperative 2's cycle and centre: a body of its own, pointed at cooperative 1's record. */
async function propio() {
  const c = await uno<{ ciclo: number; centro: number }>(
    e.db,
    `SELECT (SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio ORDER BY id DESC LIMIT 1) AS ciclo,
            (SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id LIMIT 1) AS centro`,
  );
  return {
    id_ciclos: c.ciclo,
    fecha_envio: await hoyDe(e, 2),
    id_centros_acopios: c.centro,
    cantidad: 100,
    tipo_motivo: 2,
    acopiador: null,
  };
}
const conClave = (url: string, body: unknown) =>
  e.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${gerente}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Issue 25: another cooperative's cash disbursements, cycles and centres read as missing and cannot be touched. */
export const casos: Casos = {
  'POST /api/registro_efectivo': async () => {
    const a = await ajeno();
    const cuerpo = await propio();
    const centro = await conClave('/api/registro_efectivo', { ...cuerpo, id_centros_acopios: a.id_centro });
    expect(centro.statusCode).toBe(422);
    expect(centro.json().errors).toEqual({ id_centros_acopios: ['El centro de acopio no es de la cooperativa'] });
    const ciclo = await conClave('/api/registro_efectivo', { ...cuerpo, id_ciclos: a.id_ciclo });
    expect(ciclo.statusCode).toBe(422);
    expect(ciclo.json().errors).toEqual({ id_ciclos: ['El ciclo no es de la cooperativa'] });
  },
  'PUT /api/registro_efectivo/:id': async () => {
    const a = await ajeno();
    es404(await pedir('PUT', `/api/registro_efectivo/${a.id}`, { ...(await propio()), version: 1 }));
  },
  'DELETE /api/registro_efectivo/:id': async () => es404(await pedir('DELETE', `/api/registro_efectivo/${(await ajeno()).id}`)),
  'POST /api/registro_efectivo/anular/:id': async () =>
    es404(await conClave(`/api/registro_efectivo/anular/${(await ajeno()).id}`, { motivo: 'Intruso' })),
  'GET /api/efectivo_por_movimiento/:cycleId': async () => {
    es404(await pedir('GET', `/api/efectivo_por_movimiento/${(await ajeno()).id_ciclo}`));
    const r = await pedir('GET', `/api/efectivo_por_movimiento/${(await propio()).id_ciclos}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(0);
    sinAjenos(r);
  },
  'POST /api/efectivo_por_centro_acopio/:cycleId': async () => {
    const a = await ajeno();
    es404(await pedir('POST', `/api/efectivo_por_centro_acopio/${a.id_ciclo}`, {}));
    const propioCiclo = (await propio()).id_ciclos;
    es404(await pedir('POST', `/api/efectivo_por_centro_acopio/${propioCiclo}`, { id_cooperativa: 1 }));
    const r = await pedir('POST', `/api/efectivo_por_centro_acopio/${propioCiclo}`, {});
    expect(r.statusCode, r.body).toBe(200);
    sinAjenos(r);
  },
  'GET /api/efectivo_acopiadores': async () => {
    const r = await pedir('GET', '/api/efectivo_acopiadores');
    expect(r.statusCode, r.body).toBe(200);
    const ids = (r.json().data as { id: number }[]).map((a) => a.id);
    expect(ids.length).toBeGreaterThan(0);
    const propios = await e.db.query<{ id: number }>('SELECT id FROM users WHERE id_cooperativa = 2 AND id_rol = 6 AND activo');
    expect(ids.sort()).toEqual(propios.map((u) => u.id).sort());
    sinAjenos(r);
    // another cooperative's collector does not receive this one's cash
    const otro = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM users WHERE id_cooperativa = 1 AND id_rol = 6 AND activo ORDER BY id LIMIT 1',
    );
    const alta = await conClave('/api/registro_efectivo', { ...(await propio()), acopiador: otro.id });
    expect(alta.statusCode).toBe(422);
    expect(alta.json().errors).toEqual({ acopiador: ['El acopiador no es un acopiador activo de la cooperativa'] });
  },
  'GET /api/xls/efectivo_cooperativa/:cycleId/:coopId': async () => {
    const a = await ajeno();
    es404(await pedir('GET', `/api/xls/efectivo_cooperativa/${a.id_ciclo}/1`));
    es404(await pedir('GET', `/api/xls/efectivo_cooperativa/${(await propio()).id_ciclos}/1`));
    es404(await pedir('GET', `/api/xls/efectivo_cooperativa/${a.id_ciclo}/2`));
  },
};
