import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entorno } from '../entorno';
import { entornoSolicitudes, pendientes } from './solicitudes-ayudas';

/**
 * The four success messages of 001 §8 with N in the plural, exactly as the spec writes them (issue 22 item 26):
 * 'Se ha confirmado el alta de N productores', 'Se ha cancelado el alta de N productores', and the same for bajas.
 */
let e: Entorno;
let admin: string;
let ciclo = { id: 0, uuid: '' };

beforeAll(async () => {
  ({ e, admin, ciclo } = await entornoSolicitudes());
});
afterAll(async () => {
  await e.cerrar();
});

describe('mensajes de 001 §8 con N productores', () => {
  it('altas: «Se ha confirmado el alta de 2 productores» y «Se ha cancelado el alta de 2 productores»', async () => {
    const p = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    expect(p.length).toBeGreaterThanOrEqual(4);
    const conf = await e.pedir(admin, 'POST', '/api/admin/sic/confirmar_altas', {
      ids: [p[0].uuid, p[1].uuid],
      id_ciclo: ciclo.id,
      padronesSeleccionados: ['confirmado'],
    });
    expect(conf.statusCode, conf.body).toBe(200);
    expect(conf.json().message).toBe('Se ha confirmado el alta de 2 productores');
    const canc = await e.pedir(admin, 'POST', '/api/admin/sic/cancelar_altas', { ids: [p[2].uuid, p[3].uuid], id_ciclo: ciclo.id });
    expect(canc.statusCode, canc.body).toBe(200);
    expect(canc.json().message).toBe('Se ha cancelado el alta de 2 productores');
  });

  it('bajas: «Se ha confirmado la baja de 2 productores» y «Se ha cancelado la baja de 2 productores»', async () => {
    const p = await pendientes(e.db, 'cuentas_bajas', 1, ciclo.id);
    expect(p.length).toBeGreaterThanOrEqual(4);
    const conf = await e.pedir(admin, 'POST', '/api/admin/sic/confirmar_bajas', {
      uuids: [p[0].uuid, p[1].uuid],
      id_ciclo: ciclo.id,
      padronesSeleccionados: ['confirmado'],
    });
    expect(conf.statusCode, conf.body).toBe(200);
    expect(conf.json().message).toBe('Se ha confirmado la baja de 2 productores');
    const canc = await e.pedir(admin, 'POST', '/api/admin/sic/cancelar_bajas', { uuids: [p[2].uuid, p[3].uuid], id_ciclo: ciclo.id });
    expect(canc.statusCode, canc.body).toBe(200);
    expect(canc.json().message).toBe('Se ha cancelado la baja de 2 productores');
  });
});
