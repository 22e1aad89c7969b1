import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { entornoSolicitudes, filasExcel, pendientes, TIPO_XLSX } from './solicitudes-ayudas';
import { MENSAJE_SIN_PADRON, MENSAJE_SIN_SELECCION, MENSAJE_YA_ATENDIDAS } from '@domain/padron/solicitudes';
import { BAJAS_CANCELADAS_DEMO, BAJAS_PENDIENTES_DEMO } from '../../../server/demo/seed-bajas';

/**
 * The registry's Bajas (spec 001 §2.12, §3 'Bajas request row', §4, §7, §8): its list, 'Dar de baja' (confirm) and
 * 'Cancelar baja' for the chosen registers, and the Excel. The demo leaves 4 pending removals per cooperative.
 */
let e: Entorno;
let admin: string; // cooperative 1, every permission
let tecnico: string; // cooperative 1: PADRON_BAJAS without PADRON_BAJAS_EXPORTAR
let comite: string; // cooperative 1: no PADRON_BAJAS
let gerente: string; // cooperative 2
let ciclo = { id: 0, uuid: '' };
let ciclo2 = { id: 0, uuid: '' };

const confirmar = (token: string | null, body: unknown) => e.pedir(token, 'POST', '/api/admin/sic/confirmar_bajas', body);
const cancelar = (token: string | null, body: unknown) => e.pedir(token, 'POST', '/api/admin/sic/cancelar_bajas', body);
const buscar = (token: string, idCiclo: number, confirmado: number) =>
  e.pedir(token, 'POST', '/api/admin/sic/padron_bajas_search', {
    filters: [
      { column: 'id_ciclo', operator: '=', value: idCiclo },
      { column: 'confirmado', operator: '=', value: confirmado },
    ],
    per_page: 100,
  });
const auditorias = () => contar(e.db, `auditoria WHERE entidad = 'cuentas_bajas'`);
const cuenta = (id: number) =>
  uno<{ fecha_baja: string | null; id_cat_cuentas_bajas: number | null; organico: number }>(
    e.db,
    'SELECT fecha_baja::text AS fecha_baja, id_cat_cuentas_bajas, organico::int AS organico FROM cuentas WHERE id = $1',
    [id],
  );

beforeAll(async () => {
  ({ e, admin, tecnico, comite, gerente, ciclo, ciclo2 } = await entornoSolicitudes());
});
afterAll(async () => {
  await e.cerrar();
});

describe('POST admin/sic/padron_bajas_search', () => {
  it('Pendientes: las de la demostración, con motivo_baja y sin fecha; Historial: canceladas y las de «Dar de baja» del listado', async () => {
    const r = await buscar(tecnico, ciclo.id, 0);
    expect(r.statusCode, r.body).toBe(200);
    const { data, total } = r.json();
    expect(total).toBe(BAJAS_PENDIENTES_DEMO);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'atendido_at',
        'atendido_por',
        'clave_tx',
        'confirmado',
        'created_at',
        'estado',
        'fecha_baja',
        'id_ciclo',
        'id_cuenta',
        'localidad',
        'motivo_baja',
        'municipio',
        'nombre',
        'uuid_cuentas_bajas_solicitud',
        'uuid_productor',
      ].sort(),
    );
    const motivos = (await e.db.query<{ nombre: string }>('SELECT nombre FROM cat_cuentas_bajas')).map((m) => m.nombre);
    for (const f of data) {
      expect(f).toMatchObject({ confirmado: 0, estado: 'pendiente', fecha_baja: null, atendido_at: null, atendido_por: null });
      expect(motivos).toContain(f.motivo_baja);
    }
    const h = (await buscar(tecnico, ciclo.id, 1)).json().data;
    expect(h.filter((f: { estado: string }) => f.estado === 'cancelada').length).toBe(BAJAS_CANCELADAS_DEMO);
    const inmediatas = await contar(e.db, 'cuentas_bajas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1', [ciclo.id]);
    expect(h.filter((f: { estado: string }) => f.estado === 'confirmada').length).toBe(inmediatas);
    expect(h.every((f: { confirmado: number; atendido_at: string | null }) => f.confirmado === 1 && f.atendido_at !== null)).toBe(true);
  });

  it('401 sin sesión, 403 sin PADRON_BAJAS, 422 con una columna no declarada; otro ciclo ajeno da una lista vacía', async () => {
    expect((await e.pedir(null, 'POST', '/api/admin/sic/padron_bajas_search', {})).statusCode).toBe(401);
    expect((await buscar(comite, ciclo.id, 0)).statusCode).toBe(403);
    const malo = await e.pedir(tecnico, 'POST', '/api/admin/sic/padron_bajas_search', {
      filters: [{ column: 'id_cooperativa', operator: '=', value: 2 }],
    });
    expect(malo.statusCode).toBe(422);
    expect((await buscar(gerente, ciclo.id, 0)).json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('POST admin/sic/confirmar_bajas y cancelar_bajas', () => {
  it('401, 403 (comité), 422 con los mensajes de la especificación, 404 con una solicitud ajena: nada cambia', async () => {
    const [p] = await pendientes(e.db, 'cuentas_bajas', 1, ciclo.id);
    const [ajena] = await pendientes(e.db, 'cuentas_bajas', 2, ciclo2.id);
    const body = { uuids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] };
    const antes = await auditorias();
    expect((await confirmar(null, body)).json().message).toBe(MSG_401);
    expect((await cancelar(null, { uuids: [p.uuid], id_ciclo: ciclo.id })).statusCode).toBe(401);
    expect((await confirmar(comite, body)).json().message).toBe(MSG_403);
    expect((await cancelar(comite, { uuids: [p.uuid], id_ciclo: ciclo.id })).statusCode).toBe(403);
    expect((await confirmar(tecnico, { ...body, uuids: [] })).json()).toEqual({
      message: MENSAJE_SIN_SELECCION,
      errors: { uuids: [MENSAJE_SIN_SELECCION] },
    });
    expect((await confirmar(tecnico, { ...body, padronesSeleccionados: [] })).json().message).toBe(MENSAJE_SIN_PADRON);
    expect((await cancelar(tecnico, { uuids: [], id_ciclo: ciclo.id })).statusCode).toBe(422);
    for (const malo of [
      { ...body, padronesSeleccionados: ['x'] },
      { ...body, ids: [p.uuid] },
      { uuids: [p.uuid], id_ciclo: ciclo.id },
    ]) {
      expect((await confirmar(tecnico, malo)).statusCode, JSON.stringify(malo)).toBe(422);
    }
    for (const b of [
      { uuids: [p.uuid, ajena.uuid], id_ciclo: ciclo.id },
      { uuids: [UUID_INEXISTENTE], id_ciclo: ciclo.id },
      { uuids: [ajena.uuid], id_ciclo: ciclo2.id },
    ]) {
      const r = await confirmar(admin, { ...b, padronesSeleccionados: ['confirmado'] });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
      expect((await cancelar(admin, b)).statusCode).toBe(404);
    }
    expect((await cuenta(p.id_cuenta)).fecha_baja).toBeNull();
    expect(await contar(e.db, 'cuentas_bajas WHERE uuid = $1 AND confirmado = 0 AND cancelado_at IS NULL', [p.uuid])).toBe(1);
    expect(await auditorias()).toBe(antes);
  });

  it('«Dar de baja» con el padrón de la cooperativa: la cuenta recibe la baja con su motivo y fecha de hoy, auditado', async () => {
    const [p] = await pendientes(e.db, 'cuentas_bajas', 1, ciclo.id);
    const motivo = await uno<{ id_cat_cuentas_bajas: number }>(e.db, 'SELECT id_cat_cuentas_bajas FROM cuentas_bajas WHERE uuid = $1', [
      p.uuid,
    ]);
    const r = await confirmar(tecnico, { uuids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, total: 1, message: 'Se ha confirmado la baja de 1 productor' });
    const c = await cuenta(p.id_cuenta);
    expect(c.id_cat_cuentas_bajas).toBe(motivo.id_cat_cuentas_bajas);
    expect(c.fecha_baja).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fila = (await buscar(tecnico, ciclo.id, 1))
      .json()
      .data.find((f: { uuid_cuentas_bajas_solicitud: string }) => f.uuid_cuentas_bajas_solicitud === p.uuid);
    expect(fila).toMatchObject({ confirmado: 1, estado: 'confirmada', fecha_baja: c.fecha_baja });
    const aud = await uno<{ accion: string; id_productor: number; despues: { cuenta: { fecha_baja: string } } }>(
      e.db,
      `SELECT accion, id_productor, despues FROM auditoria WHERE entidad = 'cuentas_bajas' AND id_entidad = $1`,
      [p.uuid],
    );
    expect(aud).toMatchObject({ accion: 'baja', id_productor: p.id_productor, despues: { cuenta: { fecha_baja: c.fecha_baja } } });
  });

  it('solo el padrón orgánico: la cuenta sale del orgánico y sigue en la cooperativa', async () => {
    const [p] = await pendientes(e.db, 'cuentas_bajas', 1, ciclo.id);
    await e.db.query('UPDATE cuentas SET organico = 1 WHERE id = $1', [p.id_cuenta]);
    const r = await confirmar(admin, { uuids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['organico'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await cuenta(p.id_cuenta)).toEqual({ fecha_baja: null, id_cat_cuentas_bajas: null, organico: 0 });
  });

  it('cancelar: «Se ha cancelado la baja de 1 productor», la cuenta no cambia; otra vez: 409', async () => {
    const [p] = await pendientes(e.db, 'cuentas_bajas', 1, ciclo.id);
    const antes = await cuenta(p.id_cuenta);
    const r = await cancelar(admin, { uuids: [p.uuid], id_ciclo: ciclo.id });
    expect(r.json()).toEqual({ success: true, total: 1, message: 'Se ha cancelado la baja de 1 productor' });
    expect(await cuenta(p.id_cuenta)).toEqual(antes);
    const otra = await cancelar(admin, { uuids: [p.uuid], id_ciclo: ciclo.id });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(MENSAJE_YA_ATENDIDAS);
  });

  it('una pendiente cuya cuenta ya se dio de baja desde el listado sale de Pendientes y no se confirma (409)', async () => {
    const [p] = await pendientes(e.db, 'cuentas_bajas', 1, ciclo.id);
    const b = await e.pedir(admin, 'POST', '/api/admin/sic/listado_bajas', {
      id_cuenta: p.id_cuenta,
      id_ciclo: ciclo.id,
      id_cat_cuentas_bajas: 1,
      padronesSeleccionados: [],
    });
    expect(b.statusCode, b.body).toBe(200);
    expect(
      (await buscar(admin, ciclo.id, 0)).json().data.map((f: { uuid_cuentas_bajas_solicitud: string }) => f.uuid_cuentas_bajas_solicitud),
    ).not.toContain(p.uuid);
    expect((await confirmar(admin, { uuids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] })).statusCode).toBe(409);
  });

  it('dos personas dan de baja lo mismo a la vez: un solo efecto (2 en total), la segunda recibe 409', async () => {
    const ps = (await pendientes(e.db, 'cuentas_bajas', 2, ciclo2.id)).slice(0, 2);
    expect(ps.length).toBe(2);
    const antes = await auditorias();
    const body = { uuids: ps.map((p) => p.uuid), id_ciclo: ciclo2.id, padronesSeleccionados: ['confirmado', 'organico'] };
    const rs = await Promise.all([confirmar(gerente, body), confirmar(gerente, body)]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(rs.find((r) => r.statusCode === 200)!.json().message).toBe('Se ha confirmado la baja de 2 productores');
    expect(await auditorias()).toBe(antes + 2);
    expect(await contar(e.db, 'cuentas_bajas WHERE id_cuenta = ANY($1::int[]) AND confirmado = 1', [ps.map((p) => p.id_cuenta)])).toBe(2);
  });
});

describe('GET xls/padron_bajas/{uuid del ciclo}', () => {
  it('401, 403 sin PADRON_BAJAS_EXPORTAR, 404 con un ciclo ajeno', async () => {
    expect((await e.pedir(null, 'GET', `/api/xls/padron_bajas/${ciclo.uuid}`)).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', `/api/xls/padron_bajas/${ciclo.uuid}`)).statusCode).toBe(403);
    const r = await e.pedir(admin, 'GET', `/api/xls/padron_bajas/${ciclo2.uuid}`);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: MSG_404 });
  });

  it('el archivo abre con el motivo de baja y la fecha, las mismas filas que el Historial', async () => {
    const r = await e.pedir(admin, 'GET', `/api/xls/padron_bajas/${ciclo.uuid}?confirmado=1`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain(TIPO_XLSX);
    const filas = await filasExcel(r.rawPayload);
    expect(filas[0]).toEqual([
      'Clave',
      'Nombre',
      'Localidad',
      'Municipio',
      'Motivo de baja',
      'Fecha de solicitud',
      'Estado',
      'Atendida el',
      'Atendida por',
      'Fecha de baja',
    ]);
    const h = (await buscar(admin, ciclo.id, 1)).json();
    expect(filas.length - 1).toBe(h.total);
    expect(new Set(filas.slice(1).map((f) => f[4]))).toEqual(new Set(h.data.map((x: { motivo_baja: string }) => x.motivo_baja)));
    expect(filas.slice(1).some((f) => f[9] instanceof Date)).toBe(true);
  });
});
