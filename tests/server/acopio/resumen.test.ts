import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, uno } from '../ayudas';
import { FIRMA } from './acopio-ayudas';
import { ID_ORGANICA } from '@domain/acopio/tablero';
import { conClave, cuentaDeCiclo, registrarEntrega } from './lotes-ayudas';
import { migrar } from '../../../server/db/migrate';

/**
 * The kept figures of the deliveries list (0033): each delivery's paid amount (acopios.pagado), the summary per
 * cooperative, cycle, centre, lot and state (acopio_resumen) that answers the list's count and totals row, and the
 * figures per account (acopio_por_cuenta) of the collection by producer, and the dashboard's daily groups and payments
 * per method (acopio_diario, acopio_pagos_resumen). After every
 * kind of write (a delivery registered, a pending payment, a lot assigned, weights changed, the account's category
 * changed, a payment and a delivery deleted, an update that changes no figure) they equal what the tables give when recomputed, and the
 * list's totals through the API equal the deliveries' own sums.
 */
let e: Entorno;
let admin: string;
let cuenta: { id: number; uuid: string; id_ciclo: number };

// issue 22 item 4: the list's groups keep voided deliveries apart (the list counts them, its totals do not)
const GRUPOS = `id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada`;
const CIFRAS = `no_bultos, peso_bruto, peso_tara, peso_descuento, peso_neto, importe_total, recuperacion_credito, pagado`;

async function comprobar(): Promise<void> {
  const pagado = await e.db.query(
    `SELECT a.id, a.pagado, coalesce((SELECT sum(x.monto) FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), 0) AS suma
       FROM acopios a WHERE a.pagado <> coalesce((SELECT sum(x.monto) FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), 0)`,
  );
  expect(pagado, 'acopios.pagado distinto de la suma de sus pagos').toEqual([]);
  const ordenar = `ORDER BY ${GRUPOS.split(', ')
    .map((g) => `${g} NULLS FIRST`)
    .join(', ')}`;
  const guardado = await e.db.query(`SELECT ${GRUPOS}, entregas::int AS entregas, ${CIFRAS} FROM acopio_resumen ${ordenar}`);
  const recalculado = await e.db.query(
    `SELECT ${GRUPOS}, count(*)::int AS entregas, ${CIFRAS.split(', ')
      .map((c) => `sum(${c})::bigint AS ${c}`)
      .join(', ')} FROM acopios GROUP BY ${GRUPOS} ${ordenar}`,
  );
  expect(guardado).toEqual(recalculado);
  const porCuenta = (desde: string, entregas: string, grupo = '') =>
    e.db.query(
      `SELECT id_cooperativa, id_cuenta, ${entregas}::int AS entregas, ${[
        'no_bultos',
        'peso_neto',
        'importe_total',
        'recuperacion_credito',
        'pagado',
      ]
        .map((c) => (grupo ? `sum(${c})::bigint AS ${c}` : c))
        .join(', ')} FROM ${desde} ${grupo} ORDER BY 1, 2`,
    );
  // the collection by producer and the dashboard leave voided deliveries out (issue 22 item 4)
  expect(await porCuenta('acopio_por_cuenta', 'entregas')).toEqual(
    await porCuenta('acopios', 'count(*)', 'WHERE NOT anulada GROUP BY 1, 2'),
  );
  const DIA = 'id_cooperativa, id_ciclo, fecha_acopio, organica, id_cuenta_categoria, id_centro_acopio';
  const diario = await e.db.query(
    `SELECT ${DIA}, entregas::int AS entregas, no_bultos, peso_neto, importe_total, recuperacion_credito, pagado FROM acopio_diario ORDER BY ${DIA}`,
  );
  const diarioRecalculado = await e.db.query(
    `SELECT ${DIA}, count(*)::int AS entregas, sum(no_bultos)::bigint AS no_bultos, sum(peso_neto)::bigint AS peso_neto,
            sum(importe_total)::bigint AS importe_total, sum(recuperacion_credito)::bigint AS recuperacion_credito, sum(pagado)::bigint AS pagado
       FROM (SELECT a.*, ${ID_ORGANICA} = ANY(a.certificaciones) AS organica, c.id_cuenta_categoria
               FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta WHERE NOT a.anulada) t
      GROUP BY ${DIA} ORDER BY ${DIA}`,
  );
  expect(diario).toEqual(diarioRecalculado);
  const PAGO = 'id_cooperativa, id_ciclo, id_centro_acopio, id_metodo_pago';
  expect(await e.db.query(`SELECT ${PAGO}, pagos::int AS pagos, monto FROM acopio_pagos_resumen ORDER BY ${PAGO}`)).toEqual(
    await e.db.query(
      // a reversal takes its payment's count and amount back (issue 22 item 4); a method left with none is no row
      `SELECT a.id_cooperativa, a.id_ciclo, a.id_centro_acopio, x.id_metodo_pago, sum(sign(x.monto))::int AS pagos, sum(x.monto)::bigint AS monto
         FROM acopio_pagos x JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id = x.id_acopio
        GROUP BY 1, 2, 3, 4 HAVING sum(sign(x.monto)) <> 0 OR sum(x.monto) <> 0 ORDER BY ${PAGO}`,
    ),
  );
}

/** The list's totals row for the cycle (the summary answers it) against the same sums over the deliveries. */
async function totalesDelListado(): Promise<void> {
  const r = await e.pedir(admin, 'POST', '/api/entregas_por_productor_search', {
    filters: [{ column: 'id_ciclo', operator: '=', value: cuenta.id_ciclo }],
    totales: true,
  });
  expect(r.statusCode, r.body).toBe(200);
  const directo = await uno<Record<string, number>>(
    e.db,
    `SELECT count(*)::int AS total, (sum(peso_neto) FILTER (WHERE NOT anulada))::bigint AS peso_neto,
            (sum(importe_total) FILTER (WHERE NOT anulada))::bigint AS importe_total,
            (sum(pagado) FILTER (WHERE NOT anulada))::bigint AS pagado_a_productor,
            (sum(importe_total - recuperacion_credito - pagado) FILTER (WHERE NOT anulada))::bigint AS total_saldo
       FROM acopios WHERE id_cooperativa = 1 AND id_ciclo = $1`,
    [cuenta.id_ciclo],
  );
  const { total, ...sumas } = directo;
  expect(r.json().total).toBe(total);
  expect(r.json().totales).toMatchObject(sumas);
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  cuenta = await cuentaDeCiclo(e, 1);
});
afterAll(() => e.cerrar());

describe('cifras guardadas del listado de entregas (0033)', () => {
  it('la demo sembrada ya tiene su resumen y sus pagados', async () => {
    expect((await uno<{ n: number }>(e.db, 'SELECT count(*)::int AS n FROM acopio_resumen')).n).toBeGreaterThan(0);
    await comprobar();
    await totalesDelListado();
  });

  it('siguen iguales a lo recalculado tras cada clase de escritura', async () => {
    const a = await registrarEntrega(e, admin, cuenta.uuid, { monto_pagado: 1000_00 });
    const b = await registrarEntrega(e, admin, cuenta.uuid, { monto_pagado: 0, id_metodo_pago: null });
    await comprobar();

    const pago = await conClave(e, admin, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
      id_acopio: b.id,
      fecha_ejecucion: '2026-11-21',
      id_metodo_pago: 1,
      monto_pagado: 500_00,
      firma_image: FIRMA,
    });
    expect(pago.statusCode, pago.body).toBe(201);
    await comprobar();

    const lote = await e.pedir(admin, 'POST', '/api/lotes', {
      nombre: 'Lote resumen',
      folio: null,
      volumen: null,
      fecha_entrega_venta: null,
      observaciones: null,
      id_ciclo: cuenta.id_ciclo,
    });
    expect(lote.statusCode, lote.body).toBe(201);
    const asignar = await conClave(e, admin, 'POST', '/api/lotes_asignacion', { id_lote: lote.json().data.id, entregas: [a.uuid, b.uuid] });
    expect(asignar.statusCode, asignar.body).toBe(200);
    await comprobar();
    await totalesDelListado();

    // Weights and amount changed (an edit; a delivery's cycle, centre and account never change), then an update that
    // changes no figure.
    await e.db.query(
      `UPDATE acopios SET peso_bruto = peso_bruto + 10000, peso_neto = peso_neto + 10000, importe_total = importe_total + 400000
        WHERE id_cooperativa = 1 AND id = $1`,
      [a.id],
    );
    await comprobar();
    const antes = await e.db.query('SELECT * FROM acopio_resumen ORDER BY 1, 2, 3, 4, 5');
    await e.db.query('UPDATE acopios SET version = version + 1 WHERE id_cooperativa = 1 AND id = ANY($1)', [[a.id, b.id]]);
    expect(await e.db.query('SELECT * FROM acopio_resumen ORDER BY 1, 2, 3, 4, 5')).toEqual(antes);

    // The account's category changes (a committee decision): its deliveries move to the new category's daily groups.
    await e.db.query(
      'UPDATE cuentas SET id_cuenta_categoria = CASE WHEN id_cuenta_categoria = 1 THEN 2 ELSE 1 END WHERE id_cooperativa = 1 AND id = $1',
      [cuenta.id],
    );
    await comprobar();

    // issue 22 item 4: a paid delivery is voided (its payments reversed), then one without payments deleted
    const version = (await uno<{ v: number }>(e.db, 'SELECT version AS v FROM acopios WHERE id = $1', [a.id])).v;
    const anular = await conClave(e, admin, 'POST', `/api/admin/acopios/entregas/anular/${a.uuid}`, { motivo: 'Duplicada', version });
    expect(anular.statusCode, anular.body).toBe(200);
    await comprobar();
    await totalesDelListado();
    await e.db.query('DELETE FROM acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [b.id]);
    await comprobar();
    const borrar = await e.pedir(admin, 'DELETE', `/api/admin/acopios/entregas/${b.uuid}`);
    expect(borrar.statusCode, borrar.body).toBe(200);
    await comprobar();
    await totalesDelListado();
    expect((await uno<{ n: number }>(e.db, 'SELECT count(*)::int AS n FROM acopio_resumen WHERE entregas = 0')).n).toBe(0);
    expect((await uno<{ n: number }>(e.db, 'SELECT count(*)::int AS n FROM acopio_por_cuenta WHERE entregas = 0')).n).toBe(0);
  });

  it('la migración llena las cifras de una base que ya tenía entregas y pagos (una instalación que se actualiza)', async () => {
    // Back to before 0033, with this file's deliveries and payments in place, then 0033 again.
    await comoDueno(e.db, (tx) =>
      tx.script(`
      DROP FUNCTION acopio_resumen_cambios, acopio_pagos_cambios, acopio_pagos_de_entrega, cuentas_categoria_acopio CASCADE;
      DROP FUNCTION acopio_diario_sql, cambios_de_sentencia;
      DROP TABLE acopio_resumen, acopio_por_cuenta, acopio_diario, acopio_pagos_resumen;
      DROP INDEX acopios_lista_fecha_idx, acopios_lista_neto_idx, acopios_lista_importe_idx, acopios_lista_sin_lote_idx;
      ALTER TABLE acopios DROP COLUMN pagado;
      ALTER TABLE acopio_pagos DROP COLUMN id_ciclo, DROP COLUMN id_centro_entrega;
      DELETE FROM acopio_pagos WHERE monto < 0; -- a database from before 0037 had no reversals
      ALTER TABLE acopios DROP COLUMN anulada, DROP COLUMN motivo_anulacion, DROP COLUMN anulada_en, DROP COLUMN id_usuario_anulacion;
      ALTER TABLE acopio_pagos DROP COLUMN id_pago_revertido; -- its CHECK on the amount goes with it
      ALTER TABLE acopio_pagos ADD CONSTRAINT acopio_pagos_monto_ck CHECK (monto <> 0);
      DELETE FROM migraciones WHERE nombre IN ('0033_acopio_resumen.sql', '0037_acopio_anulacion.sql');`),
    );
    expect(await migrar(e.db)).toEqual(['0033_acopio_resumen.sql', '0037_acopio_anulacion.sql']);
    await comprobar();
    await totalesDelListado();
    // and the triggers it installs keep them from there on
    await registrarEntrega(e, admin, cuenta.uuid, { monto_pagado: 200_00 });
    await comprobar();
  });
});
