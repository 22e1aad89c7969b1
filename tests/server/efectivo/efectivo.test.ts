import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, crearRol, crearUsuarioSql, MSG_401, MSG_403, MSG_404, uno } from '../ayudas';
import { MOTIVO_ELIMINADO } from '../../../server/modules/efectivo/borrar-desembolso';
import { conClave, hoyDe, masMeses } from '../anticipos/anticipos-ayudas';
import type { FilaEfectivo, RespuestaAcopiadores, RespuestaPorCentro, RespuestaPorMovimiento } from '@domain/contrato/efectivo';

/**
 * Cash disbursements' calls (spec 002 §7 'Cash', §5, §8; issue 25) on the cacao cooperative (2): register, list by
 * movement and by centre, edit (409 when stale), delete (same day, same person) or void, the Excel; with their 401,
 * 403, 404 and 422 paths, the spec's messages, and the per-centre balance against the centre's payments.
 */
let e: Entorno;
let gerente: string; // role 2, coop 2
let soloLectura: string; // reads cash, may not write nor export
let otroGerente: string; // coop 2, another person
let hoy: string;
let ciclo: number;
let centro: number;
let centroVacio: number;

const desembolso = (extra: Record<string, unknown> = {}) => ({
  id_ciclos: ciclo,
  fecha_envio: hoy,
  id_centros_acopios: centro,
  cantidad: 1_250_000,
  tipo_motivo: 2,
  acopiador: null,
  observaciones: 'Para pagar en báscula',
  ...extra,
});
const registrar = (cuerpo: unknown, token = gerente, clave?: string) => conClave(e, token, '/api/registro_efectivo', cuerpo, clave);
const porMovimiento = async (token = gerente) =>
  (await e.pedir(token, 'GET', `/api/efectivo_por_movimiento/${ciclo}`)).json() as RespuestaPorMovimiento;
const porCentro = async () => (await e.pedir(gerente, 'POST', `/api/efectivo_por_centro_acopio/${ciclo}`, {})).json() as RespuestaPorCentro;

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  await crearRol(e.db, 92, 'Consulta de efectivo', ['ACOPIOS', 'ACOPIOS_ENTREGAS_EFECTIVO']);
  await crearUsuarioSql(e.db, { email: 'lector-efectivo@cosecha.demo', id_rol: 92, id_cooperativa: 2 });
  soloLectura = await e.entrar('lector-efectivo@cosecha.demo');
  await crearUsuarioSql(e.db, { email: 'gerente2-efectivo@cosecha.demo', id_rol: 2, id_cooperativa: 2 });
  otroGerente = await e.entrar('gerente2-efectivo@cosecha.demo');
  hoy = await hoyDe(e, 2);
  ciclo = (await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio ORDER BY id DESC LIMIT 1')).id;
  // the centre that paid the most at the scale this cycle, and a new one with nothing yet
  centro = (
    await uno<{ id: number }>(
      e.db,
      `SELECT id_centro_entrega AS id FROM acopio_pagos WHERE id_cooperativa = 2 AND id_ciclo = $1 AND id_centro_entrega IS NOT NULL
        GROUP BY 1 ORDER BY sum(monto) DESC LIMIT 1`,
      [ciclo],
    )
  ).id;
  centroVacio = (
    await uno<{ id: number }>(e.db, `INSERT INTO centros_acopios (id_cooperativa, nombre) VALUES (2, 'Centro Nuevo') RETURNING id`)
  ).id;
});
afterAll(() => e?.cerrar());

describe('POST registro_efectivo', () => {
  it('registra un desembolso con el mensaje de la especificación y suben los totales del ciclo', async () => {
    const antes = await porMovimiento();
    const r = await registrar(desembolso({ id_centros_acopios: centroVacio, cantidad: 1_250_000 }));
    expect(r.statusCode, r.body).toBe(201);
    const f: FilaEfectivo = r.json().data;
    expect(r.json().message).toBe(`Se guardó con éxito el desembolso de efectivo ${f.id}.`);
    expect(f).toMatchObject({ cantidad: 1_250_000, tipo_motivo: 2, centro_acopio: 'Centro Nuevo', anulado: false, version: 1 });
    const despues = await porMovimiento();
    expect(despues.resumen.total_entregado).toBe(antes.resumen.total_entregado + 1_250_000);
    expect(despues.data[0].id).toBe(f.id);
  });

  it('un reintento con la misma Idempotency-Key no envía el efectivo dos veces', async () => {
    const clave = randomUUID();
    const cuerpo = desembolso({ cantidad: 77_700 });
    const a = await registrar(cuerpo, gerente, clave);
    const b = await registrar(cuerpo, gerente, clave);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(await contar(e.db, 'registro_efectivo WHERE id_cooperativa = 2 AND cantidad = 77700')).toBe(1);
    const sinClave = await e.pedir(gerente, 'POST', '/api/registro_efectivo', cuerpo);
    expect(sinClave.statusCode).toBe(422);
  });

  it('R105: fecha, centro, cantidad y motivo con sus mensajes; más de 12 meses adelante no', async () => {
    const r = await registrar(desembolso({ id_centros_acopios: null, cantidad: 0, tipo_motivo: 0 }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      id_centros_acopios: ['Debe seleccionar un centro de acopio'],
      cantidad: ['Debe escribir un cantidad'],
      tipo_motivo: ['Debe seleccionar un motivo'],
    });
    const lejos = await registrar(desembolso({ fecha_envio: masMeses(hoy, 13) }));
    expect(lejos.json().errors).toEqual({ fecha_envio: ['Seleccione otra fecha'] });
    const limite = await registrar(desembolso({ fecha_envio: masMeses(hoy, 12), cantidad: 100 }));
    expect(limite.statusCode, limite.body).toBe(201);
    const fecha = await registrar(desembolso({ fecha_envio: '2025-02-30' }));
    expect(fecha.json().errors).toEqual({ fecha_envio: ['Debe seleccionar una fecha'] });
  });

  it('el centro, el acopiador y el ciclo son de la cooperativa', async () => {
    const ajeno = await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 1 LIMIT 1');
    const r = await registrar(desembolso({ id_centros_acopios: ajeno.id }));
    expect(r.json().errors).toEqual({ id_centros_acopios: ['El centro de acopio no es de la cooperativa'] });
    const u = await uno<{ id: number }>(e.db, 'SELECT id FROM users WHERE id_cooperativa = 1 LIMIT 1');
    expect((await registrar(desembolso({ acopiador: u.id }))).json().errors).toEqual({
      acopiador: ['El acopiador no es un acopiador activo de la cooperativa'],
    });
    const c = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 LIMIT 1');
    expect((await registrar(desembolso({ id_ciclos: c.id }))).json().errors).toEqual({ id_ciclos: ['El ciclo no es de la cooperativa'] });
  });

  it('el acopiador: uno de los acopiadores activos de la cooperativa (rol 6) que trabaja en el centro elegido', async () => {
    const lista = await e.pedir(gerente, 'GET', '/api/efectivo_acopiadores');
    expect(lista.statusCode, lista.body).toBe(200);
    const acopiadores = (lista.json() as RespuestaAcopiadores).data;
    const esperados = await e.db.query<{ id: number }>(
      'SELECT id FROM users WHERE id_cooperativa = 2 AND id_rol = 6 AND activo ORDER BY id',
    );
    expect(acopiadores.map((a) => a.id).sort()).toEqual(esperados.map((u) => u.id).sort());
    // one of this centre's and one of another centre's
    const delCentro = await uno<{ id: number }>(
      e.db,
      `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, id_rol, id_cooperativa, id_centros_acopios)
       VALUES ('acopio.efectivo@cosecha.demo', '9330000777', 'x', 'Rosa', 'Méndez', 6, 2, $1) RETURNING id`,
      [centro],
    );
    const deOtro = await uno<{ id: number }>(
      e.db,
      `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, id_rol, id_cooperativa, id_centros_acopios)
       VALUES ('acopio.vacio@cosecha.demo', '9330000778', 'x', 'Luis', 'Cano', 6, 2, $1) RETURNING id`,
      [centroVacio],
    );
    const ahora = (await e.pedir(gerente, 'GET', '/api/efectivo_acopiadores')).json() as RespuestaAcopiadores;
    expect(ahora.data.find((a) => a.id === delCentro.id)).toMatchObject({ nombre: 'Rosa Méndez', id_centros_acopios: centro });
    const bien = await registrar(desembolso({ acopiador: delCentro.id }));
    expect(bien.statusCode, bien.body).toBe(201);
    expect(bien.json().data).toMatchObject({ acopiador: delCentro.id, usuario_acopiador: 'Rosa Méndez' });
    const antes = await contar(e.db, 'registro_efectivo');
    const otroCentro = await registrar(desembolso({ acopiador: deOtro.id }));
    expect(otroCentro.statusCode).toBe(422);
    expect(otroCentro.json().errors).toEqual({ acopiador: ['El acopiador no trabaja en el centro de acopio elegido'] });
    // a user of the cooperative who is not a collector (the manager), or one no longer active
    const noAcopiador = await uno<{ id: number }>(e.db, `SELECT id FROM users WHERE email = 'gerente@cosecha.demo'`);
    expect((await registrar(desembolso({ acopiador: noAcopiador.id }))).json().errors).toEqual({
      acopiador: ['El acopiador no es un acopiador activo de la cooperativa'],
    });
    await e.db.query('UPDATE users SET activo = false WHERE id = $1', [delCentro.id]);
    expect((await registrar(desembolso({ acopiador: delCentro.id }))).statusCode).toBe(422);
    expect(await contar(e.db, 'registro_efectivo')).toBe(antes);
    // who reads the list: whoever registers cash
    expect((await e.pedir(null, 'GET', '/api/efectivo_acopiadores')).statusCode).toBe(401);
    const sin = await e.pedir(soloLectura, 'GET', '/api/efectivo_acopiadores');
    expect(sin.statusCode).toBe(403);
    expect(sin.json().message).toBe(MSG_403);
  });

  it('401 sin sesión, 403 sin permiso de escribir', async () => {
    const r = await e.pedir(null, 'POST', '/api/registro_efectivo', desembolso());
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe(MSG_401);
    const p = await registrar(desembolso(), soloLectura);
    expect(p.statusCode).toBe(403);
    expect(p.json().message).toBe(MSG_403);
  });
});

describe('PUT registro_efectivo/{id}', () => {
  it('edita con la versión; una versión vieja es 409; otro id es 404', async () => {
    const f: FilaEfectivo = (await registrar(desembolso({ cantidad: 300_000 }))).json().data;
    const r = await e.pedir(gerente, 'PUT', `/api/registro_efectivo/${f.id}`, { ...desembolso({ cantidad: 350_000 }), version: f.version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ cantidad: 350_000, version: 2 });
    const viejo = await e.pedir(gerente, 'PUT', `/api/registro_efectivo/${f.id}`, { ...desembolso({ cantidad: 1 }), version: f.version });
    expect(viejo.statusCode).toBe(409);
    const nada = await e.pedir(gerente, 'PUT', '/api/registro_efectivo/99999999', { ...desembolso(), version: 1 });
    expect(nada.statusCode).toBe(404);
    expect(nada.json().message).toBe(MSG_404);
    const mal = await e.pedir(gerente, 'PUT', `/api/registro_efectivo/${f.id}`, { ...desembolso({ cantidad: -1 }), version: 2 });
    expect(mal.statusCode).toBe(422);
    expect((await e.pedir(soloLectura, 'PUT', `/api/registro_efectivo/${f.id}`, { ...desembolso(), version: 2 })).statusCode).toBe(403);
  });
});

describe('a la vez', () => {
  it('dos ediciones con la misma versión: una se guarda y la otra es 409; dos envíos con una clave dejan un desembolso', async () => {
    const f: FilaEfectivo = (await registrar(desembolso({ cantidad: 400_000 }))).json().data;
    const editar = (cantidad: number) =>
      e.pedir(gerente, 'PUT', `/api/registro_efectivo/${f.id}`, { ...desembolso({ cantidad }), version: f.version });
    const codigos = (await Promise.all([editar(410_000), editar(420_000)])).map((r) => r.statusCode).sort();
    expect(codigos).toEqual([200, 409]);
    const clave = randomUUID();
    const cuerpo = desembolso({ cantidad: 88_800 });
    const [a, b] = await Promise.all([registrar(cuerpo, gerente, clave), registrar(cuerpo, gerente, clave)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await contar(e.db, 'registro_efectivo WHERE id_cooperativa = 2 AND cantidad = 88800')).toBe(1);
  });
});

describe('DELETE registro_efectivo/{id} y anular', () => {
  it('quien lo registró lo elimina el mismo día; otra persona no, y lo anula con un motivo', async () => {
    const a: FilaEfectivo = (await registrar(desembolso({ cantidad: 10_000 }))).json().data;
    const ok = await e.pedir(gerente, 'DELETE', `/api/registro_efectivo/${a.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Eliminado! El registro ha sido eliminado.');
    // money sent is never erased: the row stays, voided with the deletion's reason, out of the totals
    expect(await uno(e.db, 'SELECT anulado, motivo_anulacion FROM registro_efectivo WHERE id_cooperativa = 2 AND id = $1', [a.id])).toEqual(
      {
        anulado: true,
        motivo_anulacion: MOTIVO_ELIMINADO,
      },
    );
    expect((await e.pedir(gerente, 'DELETE', `/api/registro_efectivo/${a.id}`)).statusCode).toBe(422);

    const b: FilaEfectivo = (await registrar(desembolso({ cantidad: 20_000 }))).json().data;
    const otro = await e.pedir(otroGerente, 'DELETE', `/api/registro_efectivo/${b.id}`);
    expect(otro.statusCode).toBe(422);
    expect(otro.json().message).toBe('Error! No se pudo eliminar el registro.');
    const antes = await porMovimiento();
    const anular = (motivo: string, clave?: string) => conClave(e, otroGerente, `/api/registro_efectivo/anular/${b.id}`, { motivo }, clave);
    const clave = randomUUID();
    const v = await anular('Se capturó dos veces', clave);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().data).toMatchObject({ anulado: true, motivo_anulacion: 'Se capturó dos veces' });
    expect((await anular('Se capturó dos veces', clave)).headers['idempotent-replayed']).toBe('true');
    expect((await anular('Otra vez')).json().errors).toEqual({ id: ['Este desembolso ya fue anulado'] });
    const despues = await porMovimiento();
    expect(despues.resumen.total_entregado).toBe(antes.resumen.total_entregado - 20_000);
    expect(despues.data.find((f) => f.id === b.id)?.anulado).toBe(true);
    const editar = await e.pedir(gerente, 'PUT', `/api/registro_efectivo/${b.id}`, { ...desembolso(), version: v.json().data.version });
    expect(editar.json().errors).toEqual({ id: ['Un desembolso anulado no se edita'] });
    expect((await e.pedir(gerente, 'DELETE', `/api/registro_efectivo/${b.id}`)).statusCode).toBe(422);
  });

  it('un desembolso de otro día no se elimina', async () => {
    const a: FilaEfectivo = (await registrar(desembolso({ cantidad: 30_000 }))).json().data;
    await e.db.query(`UPDATE registro_efectivo SET created_at = now() - interval '3 days' WHERE id_cooperativa = 2 AND id = $1`, [a.id]);
    expect((await e.pedir(gerente, 'DELETE', `/api/registro_efectivo/${a.id}`)).statusCode).toBe(422);
    expect((await e.pedir(soloLectura, 'DELETE', `/api/registro_efectivo/${a.id}`)).statusCode).toBe(403);
  });
});

describe('lecturas', () => {
  it('por centro: enviado − pagado en báscula, los pagos de las entregas del centro netos de sus reversiones', async () => {
    const r = await porCentro();
    const fila = r.data.find((c) => c.id === centro)!;
    const esperado = await uno<{ enviado: number; pagado: number }>(
      e.db,
      `SELECT (SELECT coalesce(sum(cantidad), 0) FROM registro_efectivo WHERE id_cooperativa = 2 AND id_ciclo = $1 AND id_centro_acopio = $2 AND NOT anulado)::int8 AS enviado,
              (SELECT coalesce(sum(monto), 0) FROM acopio_pagos WHERE id_cooperativa = 2 AND id_ciclo = $1 AND id_centro_entrega = $2)::int8 AS pagado`,
      [ciclo, centro],
    );
    expect(fila.desembolsos_sum_cantidad).toBe(Number(esperado.enviado));
    expect(fila.acopio_pagos_sum_total).toBe(Number(esperado.pagado));
    expect(fila.saldo).toBe(Number(esperado.enviado) - Number(esperado.pagado));
    expect(fila.desembolsos.every((d) => d.id_centros_acopios === centro)).toBe(true);
    const enviado = r.data.reduce((s, c) => s + c.desembolsos_sum_cantidad, 0);
    const pagado = r.data.reduce((s, c) => s + c.acopio_pagos_sum_total, 0);
    expect(r.resumen).toEqual({
      total_entregado: enviado,
      total_pagado: pagado,
      porcentaje_pagado: Math.min(100, Math.floor((pagado * 100) / enviado)),
    });
    // the demo: a centre whose cash does not cover what it paid
    expect(r.data.some((c) => c.saldo < 0)).toBe(true);
  });

  it('por páginas: las filas de cada página en el orden de la lista completa, el total de filas y los totales de todo el ciclo', async () => {
    // enough rows for three pages of 10, one of them voided (the list shows it, the totals leave it out)
    for (let i = 0; i < 21; i++) expect((await registrar(desembolso({ cantidad: 10_000 + i }))).statusCode).toBe(201);
    const todas = await porMovimiento();
    expect(todas.total).toBeUndefined();
    const paginas: RespuestaPorMovimiento[] = [];
    for (let p = 1; (p - 1) * 10 < todas.data.length; p++) {
      const r = await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=${p}&per_page=10`);
      expect(r.statusCode, r.body).toBe(200);
      paginas.push(r.json());
    }
    expect(paginas.flatMap((p) => p.data.map((f) => f.id))).toEqual(todas.data.map((f) => f.id));
    for (const [i, p] of paginas.entries()) {
      expect(p).toMatchObject({ total: todas.data.length, page: i + 1, per_page: 10, resumen: todas.resumen });
      expect(p.data.length).toBeLessThanOrEqual(10);
    }
    const enviado = await uno<{ n: number }>(
      e.db,
      'SELECT coalesce(sum(cantidad), 0)::int8 AS n FROM registro_efectivo WHERE id_cooperativa = 2 AND id_ciclo = $1 AND NOT anulado',
      [ciclo],
    );
    expect(paginas[0].resumen.total_entregado).toBe(Number(enviado.n));
    // past the last page: no rows, the same total
    const vacia = (
      await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=999&per_page=10`)
    ).json() as RespuestaPorMovimiento;
    expect(vacia).toMatchObject({ data: [], total: todas.data.length });
    // without per_page, 20 a page
    expect(
      ((await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=1`)).json() as RespuestaPorMovimiento).per_page,
    ).toBe(20);
    // sizes outside the house's list and pages that are not numbers are 422
    for (const q of ['page=0', 'page=1&per_page=7', 'page=abc', 'page=1&per_page=1000'])
      expect((await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?${q}`)).statusCode, q).toBe(422);
    expect((await e.pedir(gerente, 'POST', `/api/efectivo_por_centro_acopio/${ciclo}`, { page: 1, per_page: 7 })).statusCode).toBe(422);

    // by centre: a page of centres, each with its newest disbursements (at most per_page) and how many it has
    const completo = await porCentro();
    const r = (
      await e.pedir(gerente, 'POST', `/api/efectivo_por_centro_acopio/${ciclo}`, { page: 1, per_page: 10 })
    ).json() as RespuestaPorCentro;
    expect(r).toMatchObject({ total: completo.data.length, page: 1, per_page: 10, resumen: completo.resumen });
    const fila = r.data.find((c) => c.id === centro)!;
    const entera = completo.data.find((c) => c.id === centro)!;
    expect(fila.num_desembolsos).toBe(entera.desembolsos.filter((d) => !d.anulado).length);
    expect(fila.num_desembolsos).toBeGreaterThan(10);
    expect(fila.desembolsos.map((d) => d.id)).toEqual(entera.desembolsos.slice(0, 10).map((d) => d.id));
    expect(fila).toMatchObject({ desembolsos_sum_cantidad: entera.desembolsos_sum_cantidad, saldo: entera.saldo });

    // inside one centre: its disbursements (voided ones too) page by page, in the list's order
    const delCentro = todas.data.filter((d) => d.id_centros_acopios === centro);
    const suyas: number[] = [];
    for (let p = 1; (p - 1) * 10 < delCentro.length; p++) {
      const pc = (
        await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=${p}&per_page=10&id_centro=${centro}`)
      ).json() as RespuestaPorMovimiento;
      expect(pc).toMatchObject({ total: delCentro.length, page: p, resumen: todas.resumen });
      suyas.push(...pc.data.map((d) => d.id));
    }
    expect(suyas).toEqual(delCentro.map((d) => d.id));
    // those sent to no centre
    const sin = (
      await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=1&per_page=100&id_centro=sin`)
    ).json() as RespuestaPorMovimiento;
    expect(sin.data.map((d) => d.id)).toEqual(todas.data.filter((d) => d.id_centros_acopios === null).map((d) => d.id));
    // another cooperative's centre lists nothing of it; a centre that is not a number is 422
    const ajeno = await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 1 LIMIT 1');
    expect((await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=1&id_centro=${ajeno.id}`)).json()).toMatchObject({
      data: [],
      total: 0,
    });
    for (const q of ['id_centro=0', 'id_centro=abc', 'id_centro=-1'])
      expect((await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ciclo}?page=1&${q}`)).statusCode, q).toBe(422);
  });

  it('otra cooperativa en el cuerpo o un ciclo ajeno es 404; 401 y 403', async () => {
    expect((await e.pedir(gerente, 'POST', `/api/efectivo_por_centro_acopio/${ciclo}`, { id_cooperativa: 1 })).statusCode).toBe(404);
    const ajeno = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 LIMIT 1');
    expect((await e.pedir(gerente, 'GET', `/api/efectivo_por_movimiento/${ajeno.id}`)).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'POST', `/api/efectivo_por_centro_acopio/${ajeno.id}`, {})).statusCode).toBe(404);
    expect((await e.pedir(null, 'GET', `/api/efectivo_por_movimiento/${ciclo}`)).statusCode).toBe(401);
    expect((await e.pedir(soloLectura, 'GET', `/api/efectivo_por_movimiento/${ciclo}`)).statusCode).toBe(200);
    await crearRol(e.db, 93, 'Sin efectivo', ['ACOPIOS']);
    await crearUsuarioSql(e.db, { email: 'sin-efectivo@cosecha.demo', id_rol: 93, id_cooperativa: 2 });
    const sinPermiso = await e.entrar('sin-efectivo@cosecha.demo');
    expect((await e.pedir(sinPermiso, 'GET', `/api/efectivo_por_movimiento/${ciclo}`)).statusCode).toBe(403);
    expect((await e.pedir(sinPermiso, 'POST', `/api/efectivo_por_centro_acopio/${ciclo}`, {})).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'GET', '/api/efectivo_por_movimiento/abc')).statusCode).toBe(422);
  });

  it('el Excel del ciclo: sus filas y el total sin los anulados; otra cooperativa 404; sin permiso de exportar 403', async () => {
    const r = await e.pedir(gerente, 'GET', `/api/xls/efectivo_cooperativa/${ciclo}/2`);
    expect(r.statusCode, r.body).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Efectivo')!;
    const { data, resumen } = await porMovimiento();
    expect(hoja.rowCount).toBe(data.length + 2);
    expect(hoja.getRow(hoja.rowCount).getCell(4).value).toBe(resumen.total_entregado / 100);
    expect((await e.pedir(gerente, 'GET', `/api/xls/efectivo_cooperativa/${ciclo}/1`)).statusCode).toBe(404);
    expect((await e.pedir(soloLectura, 'GET', `/api/xls/efectivo_cooperativa/${ciclo}/2`)).statusCode).toBe(403);
  });
});
