import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { entornoSolicitudes, filasExcel, pendientes, TIPO_XLSX } from './solicitudes-ayudas';
import { conteoAltas, filtroAltasPendientes } from '@domain/padron/altas';
import { MENSAJE_SIN_PADRON, MENSAJE_SIN_SELECCION, MENSAJE_YA_ATENDIDAS } from '@domain/padron/solicitudes';

/**
 * 'Confirmar alta' and 'Cancelar alta' (spec 001 §2.12, §4, §7, §8; R083) and the Altas Excel. The demo leaves 5 pending
 * requests per cooperative in its latest cycle; the tests below decide them in order, so each starts from the rest.
 */
let e: Entorno;
let admin: string; // cooperative 1, every permission
let tecnico: string; // cooperative 1: PADRON_ALTAS without PADRON_ALTAS_EXPORTAR
let comite: string; // cooperative 1: PADRON without PADRON_ALTAS
let gerente: string; // cooperative 2
let ciclo = { id: 0, uuid: '' };
let ciclo2 = { id: 0, uuid: '' };

const confirmar = (token: string | null, body: unknown) => e.pedir(token, 'POST', '/api/admin/sic/confirmar_altas', body);
const cancelar = (token: string | null, body: unknown) => e.pedir(token, 'POST', '/api/admin/sic/cancelar_altas', body);
const campana = async () =>
  conteoAltas((await e.pedir(tecnico, 'POST', '/api/admin/sic/padron_altas', filtroAltasPendientes(ciclo.id))).json());
const auditorias = () => contar(e.db, `auditoria WHERE entidad = 'cuentas_altas_solicitud'`);
const solicitud = (uuid: string) =>
  uno<{ confirmado: number; cancelado: boolean; id_user_confirmo: number | null; id_user_cancelo: number | null; padrones: unknown }>(
    e.db,
    `SELECT confirmado::int AS confirmado, cancelado_at IS NOT NULL AS cancelado, id_user_confirmo, id_user_cancelo, padrones_seleccionados AS padrones
       FROM cuentas_altas_solicitud WHERE uuid = $1`,
    [uuid],
  );
const cuenta = (id: number) =>
  uno<{ confirmado: number; pertenece_cooperativa: number; organico: number }>(
    e.db,
    'SELECT confirmado::int AS confirmado, pertenece_cooperativa::int AS pertenece_cooperativa, organico::int AS organico FROM cuentas WHERE id = $1',
    [id],
  );

beforeAll(async () => {
  ({ e, admin, tecnico, comite, gerente, ciclo, ciclo2 } = await entornoSolicitudes());
});
afterAll(async () => {
  await e.cerrar();
});

describe('POST admin/sic/confirmar_altas y cancelar_altas: acceso y datos malos', () => {
  it('401 sin sesión; 403 sin PADRON_ALTAS (comité), sin cambiar nada', async () => {
    const [p] = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    const body = { ids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] };
    for (const r of [await confirmar(null, body), await cancelar(null, { ids: [p.uuid], id_ciclo: ciclo.id })]) {
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe(MSG_401);
    }
    for (const r of [await confirmar(comite, body), await cancelar(comite, { ids: [p.uuid], id_ciclo: ciclo.id })]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe(MSG_403);
    }
    expect(await solicitud(p.uuid)).toMatchObject({ confirmado: 0, cancelado: false });
  });

  it('422 con los mensajes de la especificación: sin filas, sin padrón, padrón desconocido, campo de más; nada cambia', async () => {
    const [p] = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    const antes = await auditorias();
    const sinFilas = await confirmar(tecnico, { ids: [], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] });
    expect(sinFilas.statusCode).toBe(422);
    expect(sinFilas.json()).toEqual({ message: MENSAJE_SIN_SELECCION, errors: { ids: [MENSAJE_SIN_SELECCION] } });
    const sinPadron = await confirmar(tecnico, { ids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: [] });
    expect(sinPadron.statusCode).toBe(422);
    expect(sinPadron.json()).toEqual({ message: MENSAJE_SIN_PADRON, errors: { padronesSeleccionados: [MENSAJE_SIN_PADRON] } });
    expect((await cancelar(tecnico, { ids: [], id_ciclo: ciclo.id })).json().message).toBe(MENSAJE_SIN_SELECCION);
    for (const body of [
      { ids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['convencional'] },
      { ids: [p.uuid], id_ciclo: ciclo.id },
      { ids: ['no-es-uuid'], id_ciclo: ciclo.id, padronesSeleccionados: ['organico'] },
      { ids: [p.uuid], id_ciclo: 'uno', padronesSeleccionados: ['organico'] },
      { ids: [p.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['organico'], id_cooperativa: 1 },
    ]) {
      const r = await confirmar(tecnico, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof r.json().message).toBe('string');
    }
    expect(await solicitud(p.uuid)).toMatchObject({ confirmado: 0, cancelado: false });
    expect(await auditorias()).toBe(antes);
  });

  it('404 si una solicitud no es del ciclo y la cooperativa del usuario: nada cambia, tampoco las propias de la selección', async () => {
    const [p] = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    const [ajena] = await pendientes(e.db, 'cuentas_altas_solicitud', 2, ciclo2.id);
    const anterior = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND id < $1 ORDER BY id DESC LIMIT 1',
      [ciclo.id],
    );
    const antes = await auditorias();
    for (const body of [
      { ids: [p.uuid, ajena.uuid], id_ciclo: ciclo.id },
      { ids: [p.uuid, UUID_INEXISTENTE], id_ciclo: ciclo.id },
      { ids: [ajena.uuid], id_ciclo: ciclo2.id },
      { ids: [p.uuid], id_ciclo: anterior.id },
      { ids: [p.uuid], id_ciclo: 999999 },
    ]) {
      const c = await confirmar(admin, { ...body, padronesSeleccionados: ['confirmado', 'organico'] });
      expect(c.statusCode, JSON.stringify(body)).toBe(404);
      expect(c.json()).toEqual({ message: MSG_404 });
      expect((await cancelar(admin, body)).statusCode).toBe(404);
    }
    expect(await solicitud(p.uuid)).toMatchObject({ confirmado: 0, cancelado: false });
    expect(await solicitud(ajena.uuid)).toMatchObject({ confirmado: 0, cancelado: false });
    expect(await auditorias()).toBe(antes);
  });
});

describe('confirmar y cancelar altas', () => {
  it('confirmar dos: «Se ha confirmado el alta de 2 productores», las cuentas entran con sus padrones, la campana baja 2, auditado', async () => {
    const [a, b] = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    await e.db.query('UPDATE cuentas SET confirmado = 0, organico = 1 WHERE id = ANY($1::int[])', [[a.id_cuenta, b.id_cuenta]]);
    const antes = await campana();
    const r = await confirmar(tecnico, { ids: [a.uuid, b.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, total: 2, message: 'Se ha confirmado el alta de 2 productores' });
    expect(await campana()).toBe(antes - 2);
    const quien = await uno<{ id: number }>(e.db, `SELECT id FROM users WHERE email = 'tecnico.sierra@cosecha.demo'`);
    for (const x of [a, b]) {
      expect(await solicitud(x.uuid)).toEqual({
        confirmado: 1,
        cancelado: false,
        id_user_confirmo: quien.id,
        id_user_cancelo: null,
        padrones: ['confirmado'],
      });
      // Only the cooperative's register was chosen: a member, not organic.
      expect(await cuenta(x.id_cuenta)).toEqual({ confirmado: 1, pertenece_cooperativa: 1, organico: 0 });
      const aud = await uno<{
        accion: string;
        id_productor: number;
        antes: { cuenta: { organico: number } };
        despues: { confirmado: number };
      }>(e.db, `SELECT accion, id_productor, antes, despues FROM auditoria WHERE entidad = 'cuentas_altas_solicitud' AND id_entidad = $1`, [
        x.uuid,
      ]);
      expect(aud).toMatchObject({
        accion: 'confirmar',
        id_productor: x.id_productor,
        antes: { cuenta: { organico: 1 } },
        despues: { confirmado: 1 },
      });
    }
    // Historial (confirmado 1) shows them confirmed, with who did it.
    const h = await e.pedir(tecnico, 'POST', '/api/admin/sic/padron_altas_search', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
      per_page: 100,
    });
    const fila = h.json().data.find((x: { uuid_cuentas_altas_solicitud: string }) => x.uuid_cuentas_altas_solicitud === a.uuid);
    expect(fila).toMatchObject({ confirmado: 1, estado: 'confirmada', atendido_por: expect.stringContaining(' ') });
    expect(fila.atendido_at).not.toBeNull();
  });

  it('confirmar otra vez lo ya confirmado: 409 con el mensaje, nada cambia ni se audita', async () => {
    const [hecha] = await e.db.query<{ uuid: string }>(
      `SELECT uuid FROM cuentas_altas_solicitud WHERE id_cooperativa = 1 AND id_ciclo = $1 AND id_user_confirmo IS NOT NULL`,
      [ciclo.id],
    );
    const antes = await auditorias();
    const r = await confirmar(admin, { ids: [hecha.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['organico'] });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: MENSAJE_YA_ATENDIDAS, errors: { ids: [MENSAJE_YA_ATENDIDAS] } });
    expect((await cancelar(admin, { ids: [hecha.uuid], id_ciclo: ciclo.id })).statusCode).toBe(409);
    expect(await auditorias()).toBe(antes);
  });

  it('cancelar una: «Se ha cancelado el alta de 1 productor», la cuenta queda fuera de la población, pasa al Historial como cancelada', async () => {
    const [p] = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    const antes = await campana();
    const r = await cancelar(admin, { ids: [p.uuid], id_ciclo: ciclo.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, total: 1, message: 'Se ha cancelado el alta de 1 productor' });
    expect(await campana()).toBe(antes - 1);
    expect(await solicitud(p.uuid)).toMatchObject({ confirmado: 0, cancelado: true, id_user_confirmo: null });
    expect((await cuenta(p.id_cuenta)).confirmado).toBe(0);
    const aud = await uno<{ accion: string; id_productor: number }>(
      e.db,
      `SELECT accion, id_productor FROM auditoria WHERE entidad = 'cuentas_altas_solicitud' AND id_entidad = $1`,
      [p.uuid],
    );
    expect(aud).toEqual({ accion: 'cancelar', id_productor: p.id_productor });
    const h = await e.pedir(admin, 'POST', '/api/admin/sic/padron_altas', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
    });
    expect(h.json().data.find((x: { uuid_cuentas_altas_solicitud: string }) => x.uuid_cuentas_altas_solicitud === p.uuid)).toMatchObject({
      confirmado: 1,
      estado: 'cancelada',
    });
  });

  it('dos personas confirman las mismas altas a la vez: un solo efecto; la segunda recibe 409', async () => {
    const [a, b] = await pendientes(e.db, 'cuentas_altas_solicitud', 1, ciclo.id);
    const antes = await auditorias();
    const body = { ids: [a.uuid, b.uuid], id_ciclo: ciclo.id, padronesSeleccionados: ['confirmado', 'organico'] };
    const rs = await Promise.all([confirmar(admin, body), confirmar(tecnico, body)]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(rs.find((r) => r.statusCode === 200)!.json().total).toBe(2);
    expect(rs.find((r) => r.statusCode === 409)!.json().message).toBe(MENSAJE_YA_ATENDIDAS);
    expect(await auditorias()).toBe(antes + 2);
    expect(await cuenta(a.id_cuenta)).toEqual({ confirmado: 1, pertenece_cooperativa: 1, organico: 1 });
  });

  it('confirmar y cancelar a la vez la misma alta: queda una sola decisión', async () => {
    const nuevas = await pendientes(e.db, 'cuentas_altas_solicitud', 2, ciclo2.id);
    const p = nuevas[0];
    const rs = await Promise.all([
      confirmar(gerente, { ids: [p.uuid], id_ciclo: ciclo2.id, padronesSeleccionados: ['confirmado'] }),
      cancelar(gerente, { ids: [p.uuid], id_ciclo: ciclo2.id }),
    ]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const s = await uno<{ confirmado: number; cancelado: boolean }>(
      e.db,
      'SELECT confirmado::int AS confirmado, cancelado_at IS NOT NULL AS cancelado FROM cuentas_altas_solicitud WHERE uuid = $1',
      [p.uuid],
    );
    expect(s.confirmado + Number(s.cancelado)).toBe(1);
    expect(await contar(e.db, `auditoria WHERE id_entidad = $1`, [p.uuid])).toBe(1);
  });
});

describe('GET xls/padron_altas/{uuid del ciclo}', () => {
  it('401, 403 sin PADRON_ALTAS_EXPORTAR, 404 con un ciclo ajeno o inexistente, 422 con un estado desconocido', async () => {
    expect((await e.pedir(null, 'GET', `/api/xls/padron_altas/${ciclo.uuid}`)).statusCode).toBe(401);
    const r = await e.pedir(tecnico, 'GET', `/api/xls/padron_altas/${ciclo.uuid}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
    for (const u of [ciclo2.uuid, UUID_INEXISTENTE]) {
      const n = await e.pedir(admin, 'GET', `/api/xls/padron_altas/${u}`);
      expect(n.statusCode).toBe(404);
      expect(n.json()).toEqual({ message: MSG_404 });
    }
    expect((await e.pedir(admin, 'GET', `/api/xls/padron_altas/${ciclo.uuid}?confirmado=2`)).statusCode).toBe(422);
  });

  it('el archivo abre: encabezados y las mismas filas que la pantalla (Pendientes e Historial)', async () => {
    for (const confirmado of [0, 1]) {
      const r = await e.pedir(gerente, 'GET', `/api/xls/padron_altas/${ciclo2.uuid}?confirmado=${confirmado}`);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain(TIPO_XLSX);
      expect(String(r.headers['content-disposition'])).toMatch(/padron_altas_.*\.xlsx/);
      const filas = await filasExcel(r.rawPayload);
      expect(filas[0]).toEqual([
        'Clave',
        'Nombre',
        'Localidad',
        'Municipio',
        'Fecha de solicitud',
        'Estado',
        'Atendida el',
        'Atendida por',
      ]);
      const lista = (
        await e.pedir(gerente, 'POST', '/api/admin/sic/padron_altas', {
          filters: [
            { column: 'id_ciclo', operator: '=', value: ciclo2.id },
            { column: 'confirmado', operator: '=', value: confirmado },
          ],
        })
      ).json().data;
      expect(lista.length).toBeGreaterThan(0);
      expect(filas.length - 1).toBe(lista.length);
      expect(filas.slice(1).map((f) => f[1])).toEqual(lista.map((x: { nombre: string }) => x.nombre));
      if (confirmado === 1) expect(filas.slice(1).map((f) => f[5])).toEqual(expect.arrayContaining(['Confirmada']));
      else expect(filas.slice(1).every((f) => f[5] === 'Pendiente')).toBe(true);
    }
  });
});
