import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, uno } from '../ayudas';
import { cuerpoEntrega, escribir } from '../acopio/acopio-ayudas';
import { conClave, cuentasActivas, diasAtras, hoyDe } from './anticipos-ayudas';
import {
  CONFIGURACION,
  DESDE_RESUMEN,
  RECUPERADO,
  SALDO,
  TOTAL,
  TOTAL_INTERES,
  VIGENTE,
} from '../../../server/modules/anticipos/anticipos.lectura';
import type { DetalleAnticipo } from '@domain/contrato/anticipos';

/**
 * The kept credit totals (anticipos_resumen, 0057) against the advances added up again, after writes entered out of
 * date order (issue 25 'Entries out of date order'): advances older than those already lent, backdated repayments, a
 * void, an edit of amount and date, a recovery at a delivery, a delete; and across days: a write on a group whose
 * interest is of an earlier day moves it at that day, and the list brings it to today. Cooperative 1 lends at 1.5 %
 * a month here so every advance earns interest.
 */
let e: Entorno;
let admin: string;
let hoy: string;
let idCiclo: number;
let cuentas: number[];

const FIGURAS = `count(*)::int AS creditos, coalesce(sum(an.cantidad_anticipo), 0)::int8 AS cantidad_anticipo,
  coalesce(sum(an.interes_pagado), 0)::int8 AS interes_pagado, coalesce(sum(an.interes_pendiente), 0)::int8 AS interes_pendiente,
  coalesce(sum(an.capital_pagado), 0)::int8 AS capital_pagado, coalesce(sum(an.capital_pendiente), 0)::int8 AS capital_pendiente,
  coalesce(sum(an.comisiones), 0)::int8 AS comisiones`;

/** Every group of cooperative 1 as kept, and as its advances add up with the interest to the group's own date. */
async function guardadoYRecalculado() {
  const guardado = await e.db.query(
    `SELECT id_ciclo, vigente, creditos, cantidad_anticipo::int8, interes_pagado::int8, interes_pendiente::int8, capital_pagado::int8,
            capital_pendiente::int8, comisiones::int8, tramo::int8, fecha::text
       FROM anticipos_resumen WHERE id_cooperativa = 1 AND creditos > 0 ORDER BY 1, 2`,
  );
  const recalculado = await e.db.query(
    `SELECT an.id_ciclo, ${VIGENTE} AS vigente, ${FIGURAS},
            sum(anticipo_interes(greatest(r.fecha - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente))::int8 AS tramo, r.fecha::text
       FROM anticipos an JOIN anticipos_resumen r ON r.id_cooperativa = an.id_cooperativa AND r.id_ciclo = an.id_ciclo AND r.vigente = (${VIGENTE})
      WHERE an.id_cooperativa = 1 GROUP BY 1, 2, r.fecha ORDER BY 1, 2`,
  );
  const cuentasGuardadas = await e.db.query(
    `SELECT id_ciclo, id_cuenta, creditos, vigentes, cantidad_anticipo::int8, interes_pagado::int8, interes_pendiente::int8, capital_pagado::int8,
            capital_pendiente::int8, comisiones::int8, tramo::int8, fecha::text
       FROM anticipos_cuentas WHERE id_cooperativa = 1 AND creditos > 0 ORDER BY 1, 2`,
  );
  const cuentasRecalculadas = await e.db.query(
    `SELECT an.id_ciclo, an.id_cuenta, ${FIGURAS.replace('count(*)::int AS creditos', `count(*)::int AS creditos, (count(*) FILTER (WHERE ${VIGENTE}))::int AS vigentes`)},
            sum(anticipo_interes(greatest(k.fecha - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente))::int8 AS tramo, k.fecha::text
       FROM anticipos an JOIN anticipos_cuentas k ON k.id_cooperativa = an.id_cooperativa AND k.id_ciclo = an.id_ciclo AND k.id_cuenta = an.id_cuenta
      WHERE an.id_cooperativa = 1 GROUP BY 1, 2, k.fecha ORDER BY 1, 2`,
  );
  return { guardado: [guardado, cuentasGuardadas], recalculado: [recalculado, cuentasRecalculadas] };
}

/** The cycle's totals to today: the list's (count and `totales`, by status too) and the advances added up again. */
async function totales(filtros: Record<string, unknown>[] = []) {
  const r = await e.pedir(admin, 'POST', '/api/anticipos_search', {
    filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }, ...filtros],
    per_page: 10,
    totales: true,
  });
  expect(r.statusCode, r.body).toBe(200);
  return { total: r.json().total as number, totales: r.json().totales as Record<string, number> };
}
async function totalesRecalculados(estatus?: 'Vigente' | 'Pasado') {
  const f = await uno<Record<string, number>>(
    e.db,
    `SELECT count(*)::int AS total, coalesce(sum(an.cantidad_anticipo), 0)::int8 AS cantidad_anticipo, coalesce(sum(${TOTAL}), 0)::int8 AS total_,
            coalesce(sum(${TOTAL_INTERES}), 0)::int8 AS total_interes, coalesce(sum(${RECUPERADO}), 0)::int8 AS total_anticipos_recuperados,
            coalesce(sum(an.comisiones), 0)::int8 AS total_comisiones, coalesce(sum(${SALDO}), 0)::int8 AS total_saldo
       FROM anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
      WHERE an.id_cooperativa = 1 AND an.id_ciclo = $1 AND ($2::text IS NULL OR (CASE WHEN ${VIGENTE} THEN 'Vigente' ELSE 'Pasado' END) = $2)`,
    [idCiclo, estatus ?? null],
  );
  const { total, total_, ...resto } = f;
  return { total, totales: { ...resto, total: total_ } as Record<string, number> };
}
/** The 'Por productor' list of the cycle: every account's row and its totals, read through the API. */
async function porProductor() {
  const r = await e.pedir(admin, 'POST', '/api/anticipos_por_productor_search', {
    filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }],
    per_page: 100,
    totales: true,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { total: number; totales: Record<string, number>; data: Record<string, unknown>[] };
}
/** The same, added up from the advances to today as the list did before 0057 (one group per account). */
async function porProductorRecalculado() {
  return e.db.query(
    `SELECT an.id_cuenta, count(*)::int AS num_creditos, sum(an.cantidad_anticipo)::int8 AS total_anticipos, sum(${TOTAL})::int8 AS total,
            sum(${TOTAL_INTERES})::int8 AS total_interes, sum(${RECUPERADO})::int8 AS total_anticipos_recuperados,
            sum(an.comisiones)::int8 AS total_comisiones, sum(${SALDO})::int8 AS total_saldo,
            CASE WHEN sum(${SALDO}) >= 1 THEN 'Vigente' ELSE 'Pasado' END AS estatus
       FROM anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
      WHERE an.id_cooperativa = 1 AND an.id_ciclo = $1 GROUP BY an.id_cuenta ORDER BY an.id_cuenta`,
    [idCiclo],
  );
}
async function cuadra() {
  const { guardado, recalculado } = await guardadoYRecalculado();
  expect(guardado).toEqual(recalculado);
  const lista = await porProductor();
  const esperada = await porProductorRecalculado();
  expect(lista.total).toBe(esperada.length);
  const campos = Object.keys(esperada[0] ?? {});
  const filas = lista.data
    .map((f) => Object.fromEntries(campos.map((k) => [k, f[k]])))
    .sort((a, b) => Number(a.id_cuenta) - Number(b.id_cuenta));
  expect(filas).toEqual(esperada);
  const sumas = (await totales()).totales;
  expect(lista.totales).toEqual({
    total_anticipos: sumas.cantidad_anticipo,
    total: sumas.total,
    total_interes: sumas.total_interes,
    total_anticipos_recuperados: sumas.total_anticipos_recuperados,
    total_comisiones: sumas.total_comisiones,
    total_saldo: sumas.total_saldo,
  });
  expect(await totales()).toEqual(await totalesRecalculados());
  for (const s of ['Vigente', 'Pasado'] as const)
    expect(await totales([{ column: 'estatus', operator: '=', value: s }]), s).toEqual(await totalesRecalculados(s));
}

const prestar = async (cuenta: number, dias: number, monto: number) => {
  const r = await conClave(e, admin, '/api/anticipos/storeweb', {
    folio: `R-${cuenta}-${dias}-${monto}`,
    fecha_ejecucion: diasAtras(hoy, dias),
    id_cuenta: cuenta,
    cantidad_anticipo: monto,
    id_ciclos: idCiclo,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; uuid: string; version: number; folio: string };
};
const abonar = async (id: number, dias: number, monto: number) => {
  const r = await conClave(e, admin, '/api/anticipos_pagos', {
    id_anticipo: id,
    fecha_ejecucion: diasAtras(hoy, dias),
    cantidad_pago: monto,
  });
  expect(r.statusCode, r.body).toBe(201);
};
/** The list's first 50 advances sorted by balance, and the first 50 by the balance recomputed to today. */
async function porSaldo() {
  const lista = await e.pedir(admin, 'POST', '/api/anticipos_search', {
    filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }],
    sorts: [{ column: 'total_saldo', sort: 'desc' }],
    per_page: 50,
  });
  const esperada = await e.db.query<{ id: number; total_saldo: number }>(
    `SELECT an.id, (${SALDO})::int8 AS total_saldo FROM anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
      WHERE an.id_cooperativa = 1 AND an.id_ciclo = $1 ORDER BY 2 DESC, an.id DESC LIMIT 50`,
    [idCiclo],
  );
  return { lista, esperada };
}

const detalle = async (id: number) => (await e.pedir(admin, 'GET', `/api/anticipos/${id}`)).json().data as DetalleAnticipo;

beforeAll(async () => {
  e = await crearEntorno();
  await e.db.query('UPDATE configuraciones SET id_cat_credito_precosecha = 3, tasa_interes_anticipos = 1500000 WHERE id_cooperativa = 1');
  admin = await e.entrar('admin@cosecha.demo');
  hoy = await hoyDe(e, 1);
  ({ idCiclo, cuentas } = await cuentasActivas(e, 1, 3));
});
afterAll(() => e?.cerrar());

describe('los totales guardados de los créditos (0057)', () => {
  it('cuadran con la demo tal como la dejó la migración', cuadra);

  it('cuadran tras escrituras fuera de orden de fecha: créditos más viejos, abonos atrasados, anulación, edición, recuperación, borrado', async () => {
    const a = await prestar(cuentas[0], 40, 500_000);
    const b = await prestar(cuentas[0], 120, 300_000); // older than a, lent after it
    await abonar(a.id, 5, 100_000);
    await abonar(a.id, 35, 50_000); // before the repayment already kept
    await abonar(b.id, 100, 20_000);
    await abonar(b.id, 110, 10_000);
    await cuadra();

    // a void puts interest back on the whole capital from the voided day
    const pago = (await detalle(a.id)).anticipo_pagos.find((p) => p.cantidad_pago === 50_000)!;
    const anular = await conClave(e, admin, `/api/anticipos_pagos/anular/${pago.uuid}`, { motivo: 'Fecha equivocada' });
    expect(anular.statusCode, anular.body).toBe(200);
    await cuadra();

    // an edit of amount and date: the ledger is replayed from the new date
    const c = await prestar(cuentas[1], 20, 200_000);
    const editar = await e.pedir(admin, 'PUT', `/api/anticipos/${c.id}`, {
      folio: c.folio,
      fecha_ejecucion: diasAtras(hoy, 80),
      id_cuenta: cuentas[1],
      cantidad_anticipo: 250_000,
      id_ciclos: idCiclo,
      version: c.version,
    });
    expect(editar.statusCode, editar.body).toBe(200);
    await cuadra();

    // recovered at a delivery (oldest advance first) and paid in full: b leaves Vigente for Pasado
    const cuenta = await uno<{ uuid: string }>(e.db, 'SELECT uuid::text AS uuid FROM cuentas WHERE id_cooperativa = 1 AND id = $1', [
      cuentas[0],
    ]);
    const entrega = await escribir(
      e.app,
      admin,
      'POST',
      '/api/admin/acopios/entregas',
      cuerpoEntrega(cuenta.uuid, { fecha_ejecucion: hoy, recuperacion_credito: 100_000 }),
    );
    expect(entrega.statusCode, entrega.body).toBe(201);
    await abonar(b.id, 0, (await detalle(b.id)).total_saldo);
    expect((await detalle(b.id)).estatus).toBe('Pasado');
    await cuadra();

    // a delete takes the advance out of its group
    const d = await prestar(cuentas[2], 3, 70_000);
    await cuadra();
    expect((await e.pedir(admin, 'DELETE', `/api/anticipos/${d.uuid}`)).statusCode).toBe(200);
    await cuadra();
  });

  it('ordenadas por una cifra (las llaves solo del crédito o de la cuenta): el mismo orden que el saldo recalculado', async () => {
    const { lista, esperada } = await porSaldo();
    expect(lista.json().data.map((f: { id: number; total_saldo: number }) => [f.id, f.total_saldo])).toEqual(
      esperada.map((f) => [f.id, f.total_saldo]),
    );
    await cuentasPorSaldoComoRecalculadas();
  });

  /** The 'Por productor' list sorted by balance (0081's kept sum, ties by account in the sort's direction) against the recount. */
  async function cuentasPorSaldoComoRecalculadas(): Promise<void> {
    const cuentas = await e.pedir(admin, 'POST', '/api/anticipos_por_productor_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }],
      sorts: [{ column: 'total_saldo', sort: 'desc' }],
      per_page: 50,
    });
    const saldos = (await porProductorRecalculado())
      .map((f) => [f.id_cuenta, f.total_saldo] as [number, number])
      .sort((a, b) => b[1] - a[1] || b[0] - a[0])
      .slice(0, 50);
    expect(saldos.length).toBeGreaterThan(1);
    expect(cuentas.json().data.map((f: { id_cuenta: number; total_saldo: number }) => [f.id_cuenta, f.total_saldo])).toEqual(saldos);
  }

  it('otro día: una escritura mueve el interés a la fecha del grupo; la lectura suma hasta hoy y la lista lo trae al día', async () => {
    // As if the groups were last brought up to date five days ago (the interest is of that day).
    await e.db.query(
      `UPDATE anticipos_cuentas k SET fecha = k.fecha - 5,
              tramo = (SELECT coalesce(sum(anticipo_interes(greatest(k.fecha - 5 - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente)), 0)
                         FROM anticipos an WHERE an.id_cooperativa = k.id_cooperativa AND an.id_ciclo = k.id_ciclo AND an.id_cuenta = k.id_cuenta)
        WHERE k.id_cooperativa = 1`,
    );
    await e.db.query(
      `UPDATE anticipos_resumen r SET fecha = r.fecha - 5,
              tramo = (SELECT coalesce(sum(anticipo_interes(greatest(r.fecha - 5 - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente)), 0)
                         FROM anticipos an WHERE an.id_cooperativa = r.id_cooperativa AND an.id_ciclo = r.id_ciclo AND (${VIGENTE}) = r.vigente)
        WHERE r.id_cooperativa = 1`,
    );
    const a = await prestar(cuentas[1], 30, 400_000);
    await abonar(a.id, 10, 100_000);
    const { guardado, recalculado } = await guardadoYRecalculado();
    expect(guardado).toEqual(recalculado);
    expect(guardado.flat().every((g) => g.fecha === diasAtras(hoy, 5))).toBe(true);
    // Read before anyone brings it to the day (the dashboard's card): the groups add their advances up to today.
    const [leido] = await e.db.query<{ total_saldo: number }>(
      `SELECT coalesce(sum(${SALDO}), 0)::int8 AS total_saldo FROM ${DESDE_RESUMEN} WHERE an.id_cooperativa = 1 AND an.id_ciclo = $1`,
      [idCiclo],
    );
    expect(leido.total_saldo).toBe((await totalesRecalculados()).totales.total_saldo);
    // The list brings the groups to today and answers the same figures.
    await cuadra();
    const despues = await guardadoYRecalculado();
    expect(despues.guardado.flat().every((g) => g.fecha === hoy)).toBe(true);
    // and the accounts' kept balance to sort by (0081) is today's with them
    await cuentasPorSaldoComoRecalculadas();
  });

  it('el saldo para ordenar (0069) de otro día lo trae al día la primera lista, con los totales: el orden es el del saldo a hoy', async () => {
    // As if kept five days ago with figures since overtaken: the row trigger is set aside to leave them so.
    await comoDueno(e.db, async (tx) => {
      await tx.query('ALTER TABLE anticipos DISABLE TRIGGER anticipos_saldo_orden_trg');
      await tx.query(`UPDATE anticipos SET saldo_orden_dia = saldo_orden_dia - 5, saldo_orden = id % 7 WHERE id_cooperativa = 1`);
      await tx.query('ALTER TABLE anticipos ENABLE TRIGGER anticipos_saldo_orden_trg');
    });
    // and the day's totals too (they are brought to the day together)
    await e.db.query('UPDATE anticipos_resumen SET fecha = fecha - 5 WHERE id_cooperativa = 1');
    const { lista, esperada } = await porSaldo();
    expect(esperada.length).toBeGreaterThan(1);
    expect(lista.json().data.map((f: { id: number; total_saldo: number }) => [f.id, f.total_saldo])).toEqual(
      esperada.map((f) => [f.id, f.total_saldo]),
    );
    const kept = await e.db.query<{ bien: boolean }>(
      `SELECT bool_and(an.saldo_orden = ${SALDO} AND an.saldo_orden_dia = cfg.hoy) AS bien
         FROM anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa WHERE an.id_cooperativa = 1`,
    );
    expect(kept[0]!.bien).toBe(true);
    // a repayment moves its advance in the order at once (the trigger keeps it at today)
    const [primero] = esperada;
    await abonar(primero!.id, 0, 1_000);
    const [f] = await e.db.query<{ saldo_orden: number; saldo: number }>(
      `SELECT an.saldo_orden::int8, (${SALDO})::int8 AS saldo FROM anticipos an JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
        WHERE an.id_cooperativa = 1 AND an.id = $1`,
      [primero!.id],
    );
    expect(f!.saldo_orden).toBe(f!.saldo);
    expect(f!.saldo).toBe(primero!.total_saldo - 1_000);
  });
});
