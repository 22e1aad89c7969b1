import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuerpoEntrega, escribir } from '../acopio/acopio-ayudas';
import { cuentasActivas, hoyDe } from '../anticipos/anticipos-ayudas';
import { correrGeneraciones } from './remanente-ayudas';

/**
 * The delivery flow's surplus refresh (spec 002 §7 'Deliveries': generar_recibos with the cycle and producer after a
 * delivery is saved): the delivery's own transaction queues the producer's generation when the cycle has surplus
 * prices, and the job brings the producer's receipt to the kilos delivered; without prices nothing is queued.
 */
let e: Entorno;
let admin: string;
let hoy: string;
let ciclo: number;
let cuenta: { id: number; uuid: string };
const ORGANICO = 15;

const generaciones = () => contar(e.db, 'remanente_generaciones WHERE id_cooperativa = 1 AND id_ciclo = $1', [ciclo]);
const entregar = () => escribir(e.app, admin, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta.uuid, { fecha_ejecucion: hoy }));

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  hoy = await hoyDe(e, 1);
  const activas = await cuentasActivas(e, 1, 1);
  ciclo = activas.idCiclo;
  cuenta = await uno(e.db, 'SELECT id, uuid::text AS uuid FROM cuentas WHERE id_cooperativa = 1 AND id = $1', [activas.cuentas[0]]);
  await e.db.query('DELETE FROM remanente_recibos WHERE id_cooperativa = 1 AND id_ciclo = $1', [ciclo]);
  await e.db.query('DELETE FROM remanente_precios WHERE id_cooperativa = 1 AND id_ciclo = $1', [ciclo]);
});
afterAll(() => e?.cerrar());

describe('la entrega refresca el remanente de su productor', () => {
  it('sin precios de remanente en el ciclo no se encola nada', async () => {
    const antes = await generaciones();
    expect((await entregar()).statusCode).toBe(201);
    expect(await generaciones()).toBe(antes);
  });

  it('con precio: la entrega encola la generación de su productor y el recibo queda con sus kilos', async () => {
    const p = await e.pedir(admin, 'POST', '/api/remanente/registro_precio', {
      id_ciclo: ciclo,
      id_cat_certificacion: ORGANICO,
      precio_por_kg: 250,
    });
    expect(p.statusCode, p.body).toBe(201);
    const antes = await generaciones();
    const r = await entregar();
    expect(r.statusCode, r.body).toBe(201);
    expect(await generaciones()).toBe(antes + 1);
    const g = await uno<{ id_productor: number | null }>(
      e.db,
      'SELECT id_productor FROM remanente_generaciones WHERE id_cooperativa = 1 AND id_ciclo = $1 ORDER BY id DESC LIMIT 1',
      [ciclo],
    );
    const productor = await uno<{ id: number }>(e.db, 'SELECT id_productor AS id FROM cuentas WHERE id_cooperativa = 1 AND id = $1', [
      cuenta.id,
    ]);
    expect(g.id_productor).toBe(productor.id);
    await correrGeneraciones(e);
    const kilos = await uno<{ peso: number }>(
      e.db,
      `SELECT sum(peso_neto)::int8 AS peso FROM acopios
        WHERE id_cooperativa = 1 AND id_ciclo = $1 AND id_cuenta = $2 AND NOT anulada AND $3 = ANY(certificaciones)`,
      [ciclo, cuenta.id, ORGANICO],
    );
    const recibo = await uno<{ peso_neto: number; cantidad_pago: number }>(
      e.db,
      `SELECT peso_neto::int8 AS peso_neto, cantidad_pago::int8 AS cantidad_pago FROM remanente_recibos
        WHERE id_cooperativa = 1 AND id_ciclo = $1 AND id_cuenta = $2 AND id_cat_certificacion = $3`,
      [ciclo, cuenta.id, ORGANICO],
    );
    expect(recibo.peso_neto).toBe(Number(kilos.peso));
    expect(recibo.cantidad_pago).toBe(Math.floor((Number(kilos.peso) * 250 + 50) / 100));
    // only that producer's receipts: no other account got one
    expect(await contar(e.db, 'remanente_recibos WHERE id_cooperativa = 1 AND id_ciclo = $1 AND id_cuenta <> $2', [ciclo, cuenta.id])).toBe(
      0,
    );
  });
});
