import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, crearRol, crearUsuarioSql, MSG_403, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';
import { conClave, crearLote, cuentaDeCiclo, entregaCicloAnterior, registrarEntrega } from './lotes-ayudas';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import { bandaDePrecio, mensajeFueraDeBanda, PRECIO_CERO } from '@domain/acopio/banda-precio';
import { mensajeMontoMaximo } from '@domain/acopio/validar-entrega';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';
import { MENSAJES_IDEMPOTENCIA } from '../../../server/idempotencia';
import { revisarPdf } from '../pdf-revision';

/**
 * issue 22 item 4: what a collector may do with money. The collector role has no prices; a delivery's price stays in
 * the cooperative's band unless a supervisor sets it; a payment never passes what is owed nor the ceiling of one
 * payment; a delivery with payments is voided with a reason (POST admin/acopios/entregas/anular/{uuid}), never
 * deleted: its payments reversed, every total and summary without it, equal to a recount.
 */
let e: Entorno;
let admin: string; // role 1, every permission, no centre
let acopiador: string; // role 6, centre 1 of cooperative 1
let tecnico: string; // role 3, cooperative 1
let gerente: string; // role 2, cooperative 2
let precioVigente: number;

const anular = (token: string | null, uuid: string, body: unknown, clave: string | null = randomUUID()) =>
  conClave(e, token, 'POST', `/api/admin/acopios/entregas/anular/${uuid}`, body, clave);
const versionDe = async (uuid: string) =>
  (await uno<{ version: number }>(e.db, 'SELECT version FROM acopios WHERE uuid = $1', [uuid])).version;
const tablero = async (token: string, ciclo: number) => {
  const r = await e.pedir(token, 'GET', `/api/admin/acopios/dashboard/${ciclo}/1/0`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.entregas as { total_entregas: number; peso_neto: number; importe_total: number; pagado: number };
};
const listado = async (token: string, filtros: unknown[]) => {
  const r = await e.pedir(token, 'POST', '/api/entregas_por_productor_search', { filters: filtros, totales: true, per_page: 100 });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { total: number; data: Record<string, unknown>[]; totales: Record<string, number> };
};

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  acopiador = await e.entrar('acopio@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  precioVigente = (
    await uno<{ p: number }>(e.db, 'SELECT precio_por_kg AS p FROM precios_cooperativa WHERE id_cooperativa = 1 AND fecha_fin IS NULL')
  ).p;
});
afterAll(() => e.cerrar());

describe('issue 22 item 4: el acopiador y los precios', () => {
  it('el rol de acopiador tiene entregas, pagos pendientes y lotes, no precios ni anular', async () => {
    const permisos = (
      await e.db.query<{ permiso: string }>(
        "SELECT rp.permiso FROM roles_permisos rp JOIN users u ON u.id_rol = rp.id_rol WHERE u.email = 'acopio@cosecha.demo'",
      )
    ).map((f) => f.permiso);
    expect(permisos).toEqual(expect.arrayContaining(['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO', 'ACOPIOS_LOTES', 'ACOPIOS_DASHBOARD_VER']));
    expect(permisos.filter((p) => p.startsWith('ACOPIOS_PRECIO') || p === 'ACOPIOS_ENTREGAS_ANULAR')).toEqual([]);
    expect((await e.pedir(acopiador, 'GET', '/api/admin/acopios/entregas/lotes')).statusCode).toBe(200);
    const precio = await e.pedir(acopiador, 'POST', '/api/registro_precio', { precio_por_kg: 100_000_00 });
    expect(precio.statusCode).toBe(403);
  });

  it('el ataque: precio 100,000/kg y 1,000,000,000.00 pagados en báscula → 422 por el pago; el precio es el de la cooperativa', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const r = await conClave(
      e,
      acopiador,
      'POST',
      '/api/admin/acopios/entregas',
      cuerpoEntrega(c.uuid, { precio_por_kg: 100_000_00, monto_pagado: 1_000_000_000_00 }),
    );
    expect(r.statusCode).toBe(422);
    const debido = Math.round((146_50 * precioVigente) / 100);
    expect(r.json().errors.monto_pagado).toEqual([mensajeMontoMaximo(debido)]);
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = 1 AND id_cuenta = $1', [c.id])).toBe(0);
    const ok = await registrarEntrega(e, acopiador, c.uuid, { precio_por_kg: 100_000_00 });
    expect((await uno<{ p: number }>(e.db, 'SELECT precio_por_kg AS p FROM acopios WHERE uuid = $1', [ok.uuid])).p).toBe(precioVigente);
  });

  it('precio 0 → 422 para todos; fuera de la banda sin ACOPIOS_PRECIO_FUERA_DE_RANGO → 422; con él (gerente, administrador) → 201', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const cero = await conClave(e, admin, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(c.uuid, { precio_por_kg: 0 }));
    expect(cero.statusCode).toBe(422);
    expect(cero.json().errors.precio_por_kg).toEqual([PRECIO_CERO]);
    // a role that may price a delivery but is no supervisor
    await crearRol(e.db, 60, 'Precio sin supervisión', ['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO', 'ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO']);
    await crearUsuarioSql(e.db, { email: 'precio@prueba.demo', id_rol: 60, id_cooperativa: 1 });
    const precio = await e.entrar('precio@prueba.demo');
    const fuera = await conClave(e, precio, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(c.uuid, { precio_por_kg: 100_000_00 }));
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().errors.precio_por_kg).toEqual([mensajeFueraDeBanda(bandaDePrecio(precioVigente)!)]);
    const dentro = await registrarEntrega(e, precio, c.uuid, { precio_por_kg: bandaDePrecio(precioVigente)!.maximo, monto_pagado: 0 });
    expect(dentro.uuid).toBeTruthy();
    const supervisor = await registrarEntrega(e, admin, c.uuid, { precio_por_kg: 100_000_00, monto_pagado: 0 });
    expect(supervisor.uuid).toBeTruthy();
  });

  it('el tope de un pago pendiente: nunca más que el saldo ni que 10,000,000.00', async () => {
    const c = await cuentaDeCiclo(e, 1);
    // 100,000 kg at 142.00 by a supervisor: 14,200,000.00 owed
    const a = await registrarEntrega(e, admin, c.uuid, {
      pesadas: [{ unidades: [7], peso_bruto: 100_000_00, peso_tara: 0, peso_descuento: 0, bultos: {} }],
      precio_por_kg: 142_00,
      monto_pagado: 0,
    });
    const pago = (monto: number) =>
      escribir(e.app, acopiador, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
        id_acopio: a.id,
        fecha_ejecucion: '2026-11-21',
        id_metodo_pago: 1,
        monto_pagado: monto,
        firma_image: FIRMA,
      });
    const r = await pago(10_000_000_01);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.monto_pagado).toEqual([mensajeMontoMaximo(10_000_000_00)]);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [a.id])).toBe(0);
  });
});

describe('issue 22 item 4: una entrega con pagos se anula con un motivo, nunca se borra', () => {
  it('borrar una entrega con pagos → 422 y nada cambia; una sin pagos se sigue borrando', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const pagada = await registrarEntrega(e, acopiador, c.uuid);
    const r = await e.pedir(acopiador, 'DELETE', `/api/admin/acopios/entregas/${pagada.uuid}`);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.acopio_uuid).toEqual([MENSAJES_ANULACION.conPagos]);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [pagada.id])).toBe(1);
    const sinPago = await registrarEntrega(e, acopiador, c.uuid, { monto_pagado: 0 });
    expect((await e.pedir(acopiador, 'DELETE', `/api/admin/acopios/entregas/${sinPago.uuid}`)).statusCode).toBe(200);
  });

  it('un gerente anula: pagos revertidos (filas negativas), auditoría de ambas, tablero, listado y lote sin ella e iguales a un recuento', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const a = await registrarEntrega(e, admin, c.uuid, { monto_pagado: 1000_00 });
    await escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
      id_acopio: a.id,
      fecha_ejecucion: '2026-11-21',
      id_metodo_pago: 2,
      monto_pagado: 500_00,
      firma_image: FIRMA,
    });
    const lote = await crearLote(e, admin, a.id_ciclo, 'Lote anulación');
    await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: lote.id, entregas: [a.uuid] });
    const antes = await tablero(admin, a.id_ciclo);
    const filtro = [{ column: 'id_ciclo', operator: '=', value: a.id_ciclo }];
    const listaAntes = await listado(admin, filtro);

    const r = await anular(admin, a.uuid, { motivo: '  Pesada duplicada por error  ', version: await versionDe(a.uuid) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      success: 1,
      message: MENSAJES_ANULACION.anulada,
      data: { anulada: true, motivo_anulacion: 'Pesada duplicada por error' },
    });
    expect(r.json().data.reversiones.map((x: { monto: number }) => x.monto)).toEqual([-1000_00, -500_00]);
    // its receipt says ANULADO and why, and lists the reversals beside the payments
    const recibo = await e.app.inject({
      method: 'GET',
      url: `/api/recibos/entregas/descargar/${a.uuid}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(recibo.statusCode).toBe(200);
    const texto = revisarPdf(recibo.rawPayload).texto;
    expect(texto).toContain('ANULADO');
    expect(texto).toContain('Motivo: Pesada duplicada por error');
    expect(revisarPdf(recibo.rawPayload).info.Title).toContain('(ANULADO)');

    // the ledger: the two payments stay, two reversals of the opposite amount, the delivery stays
    const pagos = await e.db.query<{ monto: number; id_pago_revertido: number | null; folio: string }>(
      'SELECT monto::bigint AS monto, id_pago_revertido, folio FROM acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 ORDER BY id',
      [a.id],
    );
    expect(pagos.map((p) => p.monto)).toEqual([1000_00, 500_00, -1000_00, -500_00]);
    expect(pagos[2].folio).toBe(`${pagos[0].folio}-R`);
    const fila = await uno<{ anulada: boolean; motivo_anulacion: string; pagado: number; id_lote: number | null }>(
      e.db,
      'SELECT anulada, motivo_anulacion, pagado::bigint AS pagado, id_lote FROM acopios WHERE uuid = $1',
      [a.uuid],
    );
    expect(fila).toEqual({ anulada: true, motivo_anulacion: 'Pesada duplicada por error', pagado: 0, id_lote: null });

    // the audit trail: the delivery as it was and voided, and the reversals
    const audit = await e.db.query<{
      entidad: string;
      antes: { pagos?: unknown[] };
      despues: { motivo_anulacion?: string; reversiones: unknown[] };
    }>("SELECT entidad, antes, despues FROM auditoria WHERE accion = 'anular' AND id_entidad = $1 ORDER BY id", [a.uuid]);
    expect(audit.map((x) => x.entidad)).toEqual(['acopios', 'acopio_pagos']);
    expect(audit[0].antes.pagos).toHaveLength(2);
    expect(audit[0].despues.motivo_anulacion).toBe('Pesada duplicada por error');
    expect(audit[1].despues.reversiones).toHaveLength(2);

    // the dashboard drops it
    const despues = await tablero(admin, a.id_ciclo);
    expect(despues.total_entregas).toBe(antes.total_entregas - 1);
    expect(despues.peso_neto).toBe(antes.peso_neto - 146_50);
    expect(despues.pagado).toBe(antes.pagado - 1500_00);

    // the list keeps the row (struck through, with its reason), its totals do not count it: equal to a recount
    const lista = await listado(admin, filtro);
    expect(lista.total).toBe(listaAntes.total);
    expect(lista.totales.peso_neto).toBe(listaAntes.totales.peso_neto - 146_50);
    const recuento = await uno<Record<string, number>>(
      e.db,
      `SELECT sum(peso_neto)::bigint AS peso_neto, sum(importe_total)::bigint AS importe_total, sum(pagado)::bigint AS pagado_a_productor,
              sum(importe_total - recuperacion_credito - pagado)::bigint AS total_saldo
         FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1 AND NOT anulada`,
      [a.id_ciclo],
    );
    expect(lista.totales).toMatchObject(recuento);
    // the same through a filter the summary cannot answer (an account: its deliveries are counted)
    const porCuenta = await listado(admin, [{ column: 'id_cuenta', operator: '=', value: c.id }]);
    const filaLista = porCuenta.data.find((x) => x.acopio_uuid === a.uuid)!;
    expect(filaLista).toMatchObject({ anulada: true, motivo_anulacion: 'Pesada duplicada por error', pagos: 4 });
    expect(porCuenta.totales.peso_neto).toBe(0);

    // the lot without it; the collection by producer without it
    const l = (await e.pedir(admin, 'GET', `/api/lotes_info/${lote.id}`)).json().data.lote;
    expect(l).toMatchObject({ entregas: 0, lote_kgs_entregados: 0 });
    expect(await contar(e.db, 'acopio_por_cuenta WHERE id_cooperativa = 1 AND id_cuenta = $1', [c.id])).toBe(0);
    const metodos = await e.db.query<{ pagos: number; monto: number }>(
      `SELECT pagos::int AS pagos, monto::bigint AS monto FROM acopio_pagos_resumen WHERE id_cooperativa = 1 AND id_ciclo = $1`,
      [a.id_ciclo],
    );
    const vistos = await uno<{ pagos: number; monto: number }>(
      e.db,
      `SELECT count(*) FILTER (WHERE x.id_pago_revertido IS NULL AND NOT EXISTS (SELECT 1 FROM acopio_pagos r WHERE r.id_cooperativa = x.id_cooperativa AND r.id_pago_revertido = x.id))::int AS pagos,
              coalesce(sum(x.monto), 0)::bigint AS monto
         FROM acopio_pagos x WHERE x.id_cooperativa = 1 AND x.id_ciclo = $1`,
      [a.id_ciclo],
    );
    expect({ pagos: metodos.reduce((s, m) => s + m.pagos, 0), monto: metodos.reduce((s, m) => s + Number(m.monto), 0) }).toEqual(vistos);

    // voided is final: no edit, no payment, no second voiding, no deletion
    const pagoTras = await escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
      id_acopio: a.id,
      fecha_ejecucion: '2026-11-21',
      id_metodo_pago: 1,
      monto_pagado: 100_00,
      firma_image: FIRMA,
    });
    expect(pagoTras.statusCode).toBe(422);
    const otra = await anular(admin, a.uuid, { motivo: 'otra vez', version: await versionDe(a.uuid) });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors.motivo).toEqual([MENSAJES_ANULACION.yaAnulada]);
    expect((await e.pedir(admin, 'DELETE', `/api/admin/acopios/entregas/${a.uuid}`)).statusCode).toBe(422);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [a.id])).toBe(4);
  });

  it('una sola vez por Idempotency-Key: el reintento recibe la misma respuesta y no revierte dos veces', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const a = await registrarEntrega(e, admin, c.uuid);
    const clave = randomUUID();
    const cuerpo = { motivo: 'Productor equivocado', version: await versionDe(a.uuid) };
    const [r1, r2] = [await anular(admin, a.uuid, cuerpo, clave), await anular(admin, a.uuid, cuerpo, clave)];
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    expect(r2.headers['idempotent-replayed']).toBe('true');
    expect(r2.json()).toEqual(r1.json());
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 AND monto < 0', [a.id])).toBe(1);
    const sin = await anular(admin, a.uuid, cuerpo, null);
    expect(sin.statusCode).toBe(422);
    expect(sin.json().errors['idempotency-key']).toEqual([MENSAJES_IDEMPOTENCIA.falta]);
  });

  it('401, 403 sin ACOPIOS_ENTREGAS_ANULAR (el acopiador, el técnico), 404 de otra cooperativa o inexistente, 409 versión vieja, 422 sin motivo; nada cambia', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const a = await registrarEntrega(e, acopiador, c.uuid);
    const v = await versionDe(a.uuid);
    const ok = { motivo: 'Motivo', version: v };
    expect((await anular(null, a.uuid, ok)).statusCode).toBe(401);
    const sinPermiso = await anular(acopiador, a.uuid, ok);
    expect(sinPermiso.statusCode).toBe(403);
    expect(sinPermiso.json().message).toBe(MSG_403);
    expect((await anular(tecnico, a.uuid, ok)).statusCode).toBe(403);
    expect((await anular(gerente, a.uuid, ok)).statusCode).toBe(404);
    expect((await anular(admin, UUID_INEXISTENTE, ok)).statusCode).toBe(404);
    expect((await anular(admin, 'no-es-uuid', ok)).statusCode).toBe(422);
    const vieja = await anular(admin, a.uuid, { motivo: 'Motivo', version: v + 5 });
    expect(vieja.statusCode).toBe(409);
    for (const motivo of ['', '   ']) {
      const r = await anular(admin, a.uuid, { motivo, version: v });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.motivo).toEqual([MENSAJES_ANULACION.motivo]);
    }
    expect((await anular(admin, a.uuid, { version: v })).statusCode).toBe(422);
    expect((await anular(admin, a.uuid, { motivo: 'x'.repeat(501), version: v })).statusCode).toBe(422);
    const pasada = await entregaCicloAnterior(e, 1);
    const r = await anular(admin, pasada.uuid, { motivo: 'Motivo', version: 1 });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.motivo).toEqual([MENSAJES_ANULACION.cicloInactivo]);
    expect(await contar(e.db, 'acopios WHERE uuid = ANY($1::uuid[]) AND anulada', [[a.uuid, pasada.uuid]])).toBe(0);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 AND monto < 0', [a.id])).toBe(0);
  });

  it('un acopiador a quien la cooperativa da ACOPIOS_ENTREGAS_ANULAR anula solo las de su centro (403 las de otro)', async () => {
    const centros = await e.db.query<{ id: number }>('SELECT id FROM centros_acopios WHERE id_cooperativa = 1 ORDER BY id');
    // the centre rule is the collector role's (domain/acopio/alcance.ts): this cooperative gives role 6 voiding
    await crearRol(e.db, 6, 'Acopiador', ['ACOPIOS_ENTREGAS_ANULAR']);
    await crearUsuarioSql(e.db, { email: 'jefe@prueba.demo', id_rol: 6, id_cooperativa: 1, id_centros_acopios: centros[1].id });
    const jefe = await e.entrar('jefe@prueba.demo');
    const c = await cuentaDeCiclo(e, 1);
    const delAcopiador = await registrarEntrega(e, acopiador, c.uuid);
    const r = await anular(jefe, delAcopiador.uuid, { motivo: 'Motivo', version: await versionDe(delAcopiador.uuid) });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(FUERA_DEL_CENTRO);
    const propia = await registrarEntrega(e, jefe, c.uuid);
    expect((await anular(jefe, propia.uuid, { motivo: 'Motivo', version: await versionDe(propia.uuid) })).statusCode).toBe(200);
  });

  // issue 22 item 4: a voided delivery is final; no way into a lot or to another state takes it
  it('una entrega anulada no entra a un lote ni cambia de estado (lotes_asignacion, cambiar_estado, recoleccion_acopios_batch) → 422; nada cambia', async () => {
    const c = await cuentaDeCiclo(e, 1);
    const anulada = await registrarEntrega(e, admin, c.uuid);
    const viva = await registrarEntrega(e, admin, c.uuid);
    expect((await anular(admin, anulada.uuid, { motivo: 'Duplicada', version: await versionDe(anulada.uuid) })).statusCode).toBe(200);
    const lote = await crearLote(e, admin, anulada.id_ciclo, 'Lote con anulada');
    const estado = () =>
      e.db.query<{ id_lote: number | null; id_estatus_entrega: number | null; folio_entrega: string | null }>(
        'SELECT id_lote, id_estatus_entrega, folio_entrega FROM acopios WHERE uuid = ANY($1::uuid[]) ORDER BY id',
        [[anulada.uuid, viva.uuid]],
      );
    const antes = await estado();
    const auditoriaAntes = await contar(e.db, "auditoria WHERE accion = 'editar' AND entidad IN ('acopios', 'lotes')");
    const intentos: [string, unknown, string][] = [
      ['/api/lotes_asignacion', { id_lote: lote.id, entregas: [viva.uuid, anulada.uuid] }, 'entregas'],
      ['/api/cambiar_estado', { id_estado: 2, fecha_actualizacion: '2026-11-15', entregas: [viva.uuid, anulada.uuid] }, 'entregas'],
      [
        '/api/admin/acopios/recoleccion_acopios_batch',
        { ids_acopio: [viva.id, anulada.id], tipo_estado: 1, folio: 'F-ANUL', fecha: '2026-11-10', id_ciclo: anulada.id_ciclo },
        'ids_acopio',
      ],
    ];
    for (const [url, body, campo] of intentos) {
      const r = await conClave(e, admin, 'POST', url, body);
      expect(r.statusCode, `${url}: ${r.body}`).toBe(422);
      expect(r.json().errors[campo]).toEqual([MENSAJES_ANULACION.enSeleccion]);
    }
    expect(await estado()).toEqual(antes);
    expect(await contar(e.db, "auditoria WHERE accion = 'editar' AND entidad IN ('acopios', 'lotes')")).toBe(auditoriaAntes);
    // without the voided one, the same moves go through
    expect((await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: lote.id, entregas: [viva.uuid] })).statusCode).toBe(200);
  });
});
