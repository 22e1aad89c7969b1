import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuerpoEdicion, cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';
import { MENSAJES_FECHAS } from '@domain/acopio/fechas-entrega';
import { hoyEnZona } from '@domain/comun/formato';

/**
 * Issue 22 items 6 and 19 (dates of a delivery and its payments) and item 18 (a corrected delivery date moves the
 * payment made with it). A collector saved a delivery dated 15/ene/2027, outside cycle 2025-2026, and a payment
 * dated 01/jun/2027; paying that delivery today was then refused. Dates are now bounded by the cooperative's today
 * and the delivery's cycle (domain/acopio/fechas-entrega.ts), with the same rule in the form.
 */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre (coop 1)
let cuenta: string;
const HOY = hoyEnZona('America/Mexico_City');
const INICIO_CICLO = '2025-10-01'; // the demo's active cycle 2025-2026 (server/demo/seed.ts)

const registrar = (cambios: Record<string, unknown>) =>
  escribir(e.app, acopiador, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta, cambios));
const pagar = (id_acopio: number, fecha: string) =>
  escribir(e.app, acopiador, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
    id_acopio,
    fecha_ejecucion: fecha,
    id_metodo_pago: 1,
    monto_pagado: 100_00,
    firma_image: FIRMA,
  });
const editar = (entrega: Record<string, unknown>, cambios: Record<string, unknown>) =>
  escribir(e.app, acopiador, 'PUT', `/api/admin/acopios/entregas/${entrega.uuid}`, cuerpoEdicion(entrega, cambios), null);
const fechasDePagos = async (id: number) =>
  (
    await e.db.query<{ fecha: string; con_entrega: boolean }>(
      'SELECT fecha::text, con_entrega FROM acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 ORDER BY id',
      [id],
    )
  ).map((p) => `${p.fecha}${p.con_entrega ? ' (báscula)' : ''}`);

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  cuenta = (
    await uno<{ uuid: string }>(
      e.db,
      `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE c.id_cooperativa = 1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
    )
  ).uuid;
});
afterAll(() => e?.cerrar());

describe('issue 22 items 6 y 19: fechas de la entrega y sus pagos', () => {
  it('una entrega con fecha futura (15/ene/2027, 2099) o anterior al ciclo: 422 y nada se escribe', async () => {
    const antes = await contar(e.db, 'acopios WHERE id_cooperativa = 1');
    for (const [fecha, mensaje] of [
      ['2027-01-15', MENSAJES_FECHAS.entregaFutura(HOY)],
      ['2099-06-01', MENSAJES_FECHAS.entregaFutura(HOY)],
      ['2025-09-30', MENSAJES_FECHAS.antesDelCiclo(INICIO_CICLO)],
    ]) {
      const r = await registrar({ fecha_ejecucion: fecha });
      expect(r.statusCode, `${fecha}: ${r.body}`).toBe(422);
      expect(r.json().errors.fecha_ejecucion).toEqual([mensaje]);
    }
    expect(await contar(e.db, 'acopios WHERE id_cooperativa = 1')).toBe(antes);
    expect((await registrar({ fecha_ejecucion: HOY })).statusCode).toBe(201);
    expect((await registrar({ fecha_ejecucion: INICIO_CICLO })).statusCode).toBe(201);
  });

  it('una cosecha posterior a su entrega, o de más de 12 meses antes: 422', async () => {
    const tarde = await registrar({ fecha_ejecucion: '2026-11-10', fecha_cosecha: '2026-11-11' });
    expect(tarde.statusCode, tarde.body).toBe(422);
    expect(tarde.json().errors.fecha_cosecha).toEqual([MENSAJES_FECHAS.cosechaPosterior('2026-11-10')]);
    const vieja = await registrar({ fecha_ejecucion: '2026-11-10', fecha_cosecha: '2025-11-09' });
    expect(vieja.statusCode, vieja.body).toBe(422);
    expect(vieja.json().errors.fecha_cosecha).toEqual([MENSAJES_FECHAS.cosechaAntigua]);
    expect((await registrar({ fecha_ejecucion: '2026-11-10', fecha_cosecha: '2026-11-10' })).statusCode).toBe(201);
  });

  it('un pago pendiente con fecha futura (01/jun/2027) es 422; el de hoy pasa', async () => {
    const r = await registrar({ fecha_ejecucion: '2026-11-10' });
    const id = r.json().data.id;
    const futuro = await pagar(id, '2027-06-01');
    expect(futuro.statusCode, futuro.body).toBe(422);
    expect(futuro.json().errors.fecha_ejecucion).toEqual([MENSAJES_FECHAS.pagoFuturo(HOY)]);
    const anterior = await pagar(id, '2026-11-09');
    expect(anterior.json().errors.fecha_ejecucion).toEqual([MENSAJES_FECHAS.pagoAnterior('2026-11-10')]);
    expect((await pagar(id, HOY)).statusCode).toBe(201);
  });

  it('editar: la fecha también se acota por hoy y el ciclo', async () => {
    const r = await registrar({ fecha_ejecucion: '2026-11-10' });
    const futura = await editar(r.json().data, { fecha_ejecucion: '2027-01-15' });
    expect(futura.statusCode, futura.body).toBe(422);
    expect(futura.json().errors.fecha_ejecucion).toEqual([MENSAJES_FECHAS.entregaFutura(HOY)]);
  });
});

describe('issue 22 item 18: corregir la fecha de una entrega', () => {
  it('el pago hecho con la entrega toma la fecha corregida; el pago pendiente conserva la suya y acota la corrección', async () => {
    const r = await registrar({ fecha_ejecucion: '2026-11-10' });
    const entrega = r.json().data;
    expect((await pagar(entrega.id, '2026-11-15')).statusCode).toBe(201);
    const leida = (await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${entrega.uuid}`)).json().data;
    const corregida = await editar(leida, { fecha_ejecucion: '2026-11-08' });
    expect(corregida.statusCode, corregida.body).toBe(200);
    expect(await fechasDePagos(entrega.id)).toEqual(['2026-11-08 (báscula)', '2026-11-15']);
    // the receipt prints the payment's new date
    const recibo = await uno<{ n: number }>(
      e.db,
      "SELECT count(*)::int AS n FROM acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1 AND fecha = '2026-11-10'",
      [entrega.id],
    );
    expect(recibo.n).toBe(0);
    const trasPago = await editar(corregida.json().data, { fecha_ejecucion: '2026-11-16' });
    expect(trasPago.statusCode, trasPago.body).toBe(422);
    expect(trasPago.json().errors.fecha_ejecucion).toEqual([MENSAJES_FECHAS.entregaTrasPago('2026-11-15')]);
    expect(await fechasDePagos(entrega.id)).toEqual(['2026-11-08 (báscula)', '2026-11-15']);
  });
});

describe('issue 22 item 19: el ciclo siguiente', () => {
  it('con un ciclo nuevo empezado, una fecha desde su inicio ya no es del ciclo activo anterior', async () => {
    await e.db.query(
      "INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin) VALUES (1, 'Prueba siguiente', '2026-11-01', '2027-09-30')",
    );
    const r = await registrar({ fecha_ejecucion: '2026-11-05' });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.fecha_ejecucion).toEqual([MENSAJES_FECHAS.cicloSiguiente('2026-11-01')]);
    expect((await registrar({ fecha_ejecucion: '2026-10-31' })).statusCode).toBe(201);
  });
});
