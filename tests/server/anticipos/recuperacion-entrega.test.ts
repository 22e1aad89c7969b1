import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuerpoEdicion, cuerpoEntrega, escribir, FIRMA } from '../acopio/acopio-ayudas';
import { conClave, cuentasActivas, diasAtras, hoyDe } from './anticipos-ayudas';
import { mensajeMaximo, mensajeMontoMaximo } from '@domain/acopio/validar-entrega';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import type { DetalleAnticipo } from '@domain/contrato/anticipos';

/**
 * Credit recovered at the scale (spec 002 §2.3, issue 25): a delivery keeps part of its amount for the producer's
 * advances, oldest first, at most what is owed and what the delivery is worth; editing it records the recovery again,
 * voiding it voids the recovery (money is never deleted) and a delivery that recovered is not deleted. The coffee
 * cooperative (credit level 2: no interest) keeps the figures exact: 146.50 kg at 40.00 = 5,860.00.
 */
let e: Entorno;
let admin: string;
let hoy: string;
let cuenta: { id: number; uuid: string; ciclo: string };
let a1: number;
let a2: number;

const detalle = async (id: number) => (await e.pedir(admin, 'GET', `/api/anticipos/${id}`)).json().data as DetalleAnticipo;
const entregar = (cambios: Record<string, unknown>) =>
  escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta.uuid, { fecha_ejecucion: hoy, ...cambios }));
const saldos = async () => [(await detalle(a1)).total_saldo, (await detalle(a2)).total_saldo];

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  hoy = await hoyDe(e, 1);
  const { idCiclo, cuentas } = await cuentasActivas(e, 1, 1);
  cuenta = await uno(
    e.db,
    `SELECT c.id, c.uuid::text AS uuid, ci.uuid::text AS ciclo FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = 1 AND c.id = $1`,
    [cuentas[0]],
  );
  const prestar = async (folio: string, dias: number, monto: number) => {
    const r = await conClave(e, admin, '/api/anticipos/storeweb', {
      folio,
      fecha_ejecucion: diasAtras(hoy, dias),
      id_cuenta: cuenta.id,
      cantidad_anticipo: monto,
      id_ciclos: idCiclo,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.id as number;
  };
  a1 = await prestar('REC-1', 60, 100_000);
  a2 = await prestar('REC-2', 30, 200_000);
});
afterAll(() => e?.cerrar());

describe('recuperación de crédito en la entrega', () => {
  it('el panel del formulario dice cuánto debe el productor en créditos', async () => {
    const r = await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/acopios_por_productor/${cuenta.ciclo}/${cuenta.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.resumen.saldo_creditos).toBe(300_000);
  });

  it('más de lo que debe: 422 con el máximo; nada cambia', async () => {
    const r = await entregar({ recuperacion_credito: 300_001 });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.recuperacion_credito).toEqual([mensajeMaximo(300_000)]);
    expect(await saldos()).toEqual([100_000, 200_000]);
  });

  it('1,500.00 recuperados: el crédito más antiguo primero; la entrega los descuenta de lo que se paga', async () => {
    const r = await entregar({ recuperacion_credito: 150_000, monto_pagado: 4360_00 });
    expect(r.statusCode, r.body).toBe(201);
    const entrega = r.json().data;
    expect(await saldos()).toEqual([0, 150_000]);
    expect((await detalle(a1)).estatus).toBe('Pasado');
    const [pago1] = (await detalle(a1)).anticipo_pagos;
    expect(pago1).toMatchObject({ tipo: 'recuperacion', cantidad_pago: 100_000, folio_acopio: entrega.folio_acopio, fecha_ejecucion: hoy });
    // the delivery's row: recovered, paid in full, nothing pending
    const lista = await e.pedir(admin, 'POST', '/api/entregas_por_productor_search', {
      filters: [{ column: 'id_cuenta', operator: '=', value: cuenta.id }],
      per_page: 100,
    });
    expect(lista.json().data.find((f: { uuid: string }) => f.uuid === entrega.uuid)).toMatchObject({
      total_anticipos_recuperados: 150_000,
      pagado_a_productor: 4360_00,
      total_saldo: 0,
    });

    // corrected to 1,000.00: the earlier recovery is voided and recorded again
    const version = (await uno<{ version: number }>(e.db, 'SELECT version FROM acopios WHERE uuid = $1', [entrega.uuid])).version;
    const ed = await escribir(
      e.app,
      admin,
      'PUT',
      `/api/admin/acopios/entregas/${entrega.uuid}`,
      cuerpoEdicion({ ...entrega, uuid_cuenta: cuenta.uuid, version }, { fecha_ejecucion: hoy, recuperacion_credito: 100_000 }),
    );
    expect(ed.statusCode, ed.body).toBe(200);
    expect(await saldos()).toEqual([0, 200_000]);
    expect((await detalle(a2)).anticipo_pagos.filter((p) => p.anulado)).toMatchObject([{ motivo_anulacion: /^Entrega corregida/ }]);

    // voided: what it recovered is voided with the delivery's reason; the producer owes it all again
    const v2 = (await uno<{ version: number }>(e.db, 'SELECT version FROM acopios WHERE uuid = $1', [entrega.uuid])).version;
    const an = await escribir(e.app, admin, 'POST', `/api/admin/acopios/entregas/anular/${entrega.uuid}`, {
      motivo: 'Pesada duplicada',
      version: v2,
    });
    expect(an.statusCode, an.body).toBe(200);
    expect(await saldos()).toEqual([100_000, 200_000]);
    expect((await detalle(a1)).anticipo_pagos.every((p) => p.anulado)).toBe(true);
  });

  it('una entrega sin pagos que recuperó crédito no se elimina: se anula', async () => {
    const r = await entregar({ recuperacion_credito: 5_000, monto_pagado: 0, id_metodo_pago: null });
    expect(r.statusCode, r.body).toBe(201);
    const borrar = await e.pedir(admin, 'DELETE', `/api/admin/acopios/entregas/${r.json().data.uuid}`);
    expect(borrar.statusCode).toBe(422);
    expect(borrar.json().errors.acopio_uuid).toEqual([MENSAJES_ANULACION.conPagos]);
  });

  it('el pago pendiente también recupera: a lo más la deuda y el pendiente; suma a los descuentos de la entrega', async () => {
    const antes = await saldos();
    const r = await entregar({ monto_pagado: 0, id_metodo_pago: null, recuperacion_credito: 0 });
    expect(r.statusCode, r.body).toBe(201);
    const entrega = r.json().data as { id: number; uuid: string; saldo: number; version?: number };
    const deuda = antes[0] + antes[1];
    // the page reads the delivery with what its producer owes today
    const leida = await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/acopio_por_productor/${entrega.id}`);
    expect(leida.json().saldo_creditos).toBe(deuda);
    const pagar = (cambios: Record<string, unknown>) =>
      escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
        id_acopio: entrega.id,
        fecha_ejecucion: hoy,
        id_metodo_pago: 1,
        monto_pagado: 100_00,
        firma_image: FIRMA,
        ...cambios,
      });
    const mucha = await pagar({ recuperacion_credito: deuda + 1 });
    expect(mucha.statusCode).toBe(422);
    expect(mucha.json().errors.recuperacion_credito).toEqual([mensajeMaximo(deuda)]);
    const pasada = await pagar({ recuperacion_credito: 50_000, monto_pagado: entrega.saldo - 50_000 + 1 });
    expect(pasada.statusCode).toBe(422);
    expect(pasada.json().errors.monto_pagado).toEqual([mensajeMontoMaximo(entrega.saldo - 50_000)]);
    expect(await saldos()).toEqual(antes);

    const bien = await pagar({ recuperacion_credito: 50_000 });
    expect(bien.statusCode, bien.body).toBe(201);
    expect(bien.json().data).toMatchObject({ recuperacion_credito: 50_000, pagado: 100_00, saldo: entrega.saldo - 50_000 - 100_00 });
    // oldest advance still owing first
    const [s1, s2] = await saldos();
    expect(s1 + s2).toBe(deuda - 50_000);
    expect(antes[0] > 0 ? s1 : s2).toBe((antes[0] > 0 ? antes[0] : antes[1]) - 50_000);
    const lista = await e.pedir(admin, 'POST', '/api/entregas_por_productor_search', {
      filters: [{ column: 'id_cuenta', operator: '=', value: cuenta.id }],
      per_page: 100,
    });
    expect(lista.json().data.find((f: { uuid: string }) => f.uuid === entrega.uuid)).toMatchObject({
      total_anticipos_recuperados: 50_000,
      pagado_a_productor: 100_00,
      total_saldo: entrega.saldo - 50_000 - 100_00,
    });

    // voiding the delivery voids what its pending payment recovered too
    const v = (await uno<{ version: number }>(e.db, 'SELECT version FROM acopios WHERE uuid = $1', [entrega.uuid])).version;
    const an = await escribir(e.app, admin, 'POST', `/api/admin/acopios/entregas/anular/${entrega.uuid}`, {
      motivo: 'Pesada duplicada',
      version: v,
    });
    expect(an.statusCode, an.body).toBe(200);
    expect(await saldos()).toEqual(antes);
  });
});
