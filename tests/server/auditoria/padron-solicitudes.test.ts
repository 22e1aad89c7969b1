import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { usuarioPorCorreo } from '../ayudas';
import { pendientes, ultimoCiclo } from '../padron/solicitudes-ayudas';

/**
 * Audit of the registry's decisions (branch altas): each decided request writes one row in the same transaction,
 * with who, the old and new values and the producer it concerns (id_productor, for the 'Historial de cambios').
 */
let e: Entorno;
let gerente: string;
let idGerente: number;
let ciclo = { id: 0, uuid: '' };

interface Fila {
  id_user: number;
  accion: string;
  entidad: string;
  id_entidad: string;
  id_productor: number;
  antes: unknown;
  despues: unknown;
  ip: string | null;
}
let ultimo = 0;
async function nuevas(): Promise<Fila[]> {
  const filas = await e.db.query<Fila & { id: number }>('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [ultimo]);
  if (filas.length) ultimo = filas[filas.length - 1].id;
  return filas;
}

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  idGerente = (await usuarioPorCorreo(e.db, 'gerente@cosecha.demo')).id;
  ciclo = await ultimoCiclo(e.db, 2);
  await nuevas();
});
afterAll(async () => {
  await e.cerrar();
});

describe('auditoría de altas y bajas del padrón', () => {
  it('confirmar y cancelar altas y bajas: una fila por solicitud con quién, antes, después e id_productor', async () => {
    const altas = await pendientes(e.db, 'cuentas_altas_solicitud', 2, ciclo.id);
    const bajas = await pendientes(e.db, 'cuentas_bajas', 2, ciclo.id);
    const pasos = [
      {
        ruta: 'confirmar_altas',
        body: { ids: [altas[0].uuid, altas[1].uuid], padronesSeleccionados: ['confirmado'] },
        sol: altas.slice(0, 2),
        accion: 'confirmar',
        entidad: 'cuentas_altas_solicitud',
      },
      {
        ruta: 'cancelar_altas',
        body: { ids: [altas[2].uuid] },
        sol: altas.slice(2, 3),
        accion: 'cancelar',
        entidad: 'cuentas_altas_solicitud',
      },
      {
        ruta: 'confirmar_bajas',
        body: { uuids: [bajas[0].uuid], padronesSeleccionados: ['confirmado'] },
        sol: bajas.slice(0, 1),
        accion: 'baja',
        entidad: 'cuentas_bajas',
      },
      { ruta: 'cancelar_bajas', body: { uuids: [bajas[1].uuid] }, sol: bajas.slice(1, 2), accion: 'cancelar', entidad: 'cuentas_bajas' },
    ];
    for (const p of pasos) {
      const r = await e.pedir(gerente, 'POST', `/api/admin/sic/${p.ruta}`, { ...p.body, id_ciclo: ciclo.id });
      expect(r.statusCode, r.body).toBe(200);
      const filas = await nuevas();
      expect(filas.map((f) => [f.accion, f.entidad, f.id_entidad, f.id_productor, f.id_user])).toEqual(
        p.sol.map((s) => [p.accion, p.entidad, s.uuid, s.id_productor, idGerente]),
      );
      for (const f of filas) {
        expect(f.antes).not.toBeNull();
        expect(f.despues).not.toEqual(f.antes);
      }
    }
  });

  it('una decisión rechazada (422, 404, 409) no deja fila', async () => {
    const [a] = await pendientes(e.db, 'cuentas_altas_solicitud', 2, ciclo.id);
    const hecha = await e.db.query<{ uuid: string }>(
      'SELECT uuid FROM cuentas_altas_solicitud WHERE id_cooperativa = 2 AND confirmado = 1 LIMIT 1',
    );
    for (const body of [
      { ids: [], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] },
      { ids: [a.uuid], id_ciclo: 999999, padronesSeleccionados: ['confirmado'] },
      { ids: [hecha[0].uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] },
    ]) {
      const r = await e.pedir(gerente, 'POST', '/api/admin/sic/confirmar_altas', body);
      expect([404, 409, 422]).toContain(r.statusCode);
    }
    expect(await nuevas()).toEqual([]);
  });
});
