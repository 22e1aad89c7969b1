import type { Consulta } from '../../db/db';
import { invalido } from '../../errores';
import { estadoDeAnticipo } from '@domain/anticipos/libro';
import { repartirRecuperacion, type SaldoAnticipo } from '@domain/anticipos/recuperacion';
import { recalcularAnticipo } from './recalcular';
import { CONFIGURACION, SALDO } from './anticipos.lectura';

/**
 * Credit recovered at the scale (spec 002 §2.3 'recovery when debts exist'; issue 25): part of a delivery's amount
 * kept to pay the producer's advances, recorded as movements of those advances that name the delivery
 * (anticipos_pagos.id_acopio), split oldest advance first and interest before capital (domain/anticipos/
 * recuperacion.ts), each advance then replayed. The producer's advances of every cycle count: one lent last season and
 * not yet paid is recovered from this season's coffee. A recovery is money: it is voided with its delivery, never
 * deleted.
 */

/** The cooperative lends (credit level ≥ 2): otherwise there is nothing to recover. */
async function conCredito(tx: Consulta, idCooperativa: number): Promise<boolean> {
  const [c] = await tx.query<{ ok: boolean }>(
    'SELECT id_cat_credito_precosecha >= 2 AS ok FROM configuraciones WHERE id_cooperativa = $1',
    [idCooperativa],
  );
  return !!c?.ok;
}

/**
 * The producer's advances lent on or before `fecha` with what each owed that day, locked (every write of an advance
 * takes its row first), oldest first; only those still owing.
 */
export async function saldosParaRecuperar(
  tx: Consulta,
  idCooperativa: number,
  idProductor: number,
  fecha: string,
): Promise<SaldoAnticipo[]> {
  if (!(await conCredito(tx, idCooperativa))) return [];
  const anticipos = await tx.query<{ id: number; fecha: string; monto: number; tasa: number }>(
    `SELECT an.id, an.fecha_ejecucion::text AS fecha, an.cantidad_anticipo::int8 AS monto, an.tasa_interes::int8 AS tasa
       FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
      WHERE an.id_cooperativa = $1 AND c.id_productor = $2 AND an.fecha_ejecucion <= $3
      ORDER BY an.fecha_ejecucion, an.id FOR UPDATE OF an`,
    [idCooperativa, idProductor, fecha],
  );
  if (!anticipos.length) return [];
  // every movement of those advances in one read (a delivery is the hot path), then each advance replayed to the date
  const movimientos = await tx.query<{ id_anticipo: number; fecha: string; monto: number; orden: number; anulado: boolean }>(
    `SELECT id_anticipo, fecha_ejecucion::text AS fecha, cantidad_pago::int8 AS monto, id AS orden, anulado FROM anticipos_pagos
      WHERE id_cooperativa = $1 AND id_anticipo = ANY($2::int[])`,
    [idCooperativa, anticipos.map((a) => a.id)],
  );
  const saldos: SaldoAnticipo[] = [];
  for (const a of anticipos) {
    const e = estadoDeAnticipo(
      a,
      movimientos.filter((m) => m.id_anticipo === a.id),
      fecha,
    );
    if (e.saldo > 0) saldos.push({ id: a.id, fecha: a.fecha, interesPendiente: e.interesPendiente, capital: e.capital });
  }
  return saldos;
}

/** Records `monto` recovered by the delivery over the producer's advances (the caller validated it ≤ the balance). */
export async function recuperarEnEntrega(
  tx: Consulta,
  idCooperativa: number,
  r: { idAcopio: number; fecha: string; monto: number; idUsuario: number; saldos: SaldoAnticipo[] },
): Promise<void> {
  if (r.monto <= 0) return;
  for (const p of repartirRecuperacion(r.monto, r.saldos)) {
    await tx.query(
      `INSERT INTO anticipos_pagos (id_cooperativa, id_anticipo, fecha_ejecucion, cantidad_pago, id_acopio, id_usuario)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [idCooperativa, p.id, r.fecha, p.monto, r.idAcopio, r.idUsuario],
    );
    const estado = await recalcularAnticipo(tx, idCooperativa, p.id);
    // a later repayment of that advance would now pay beyond its balance (a backdated delivery)
    if (estado.excedente > 0)
      throw invalido({
        recuperacion_credito: ['La recuperación deja un abono posterior del crédito por encima de su saldo; revise la fecha'],
      });
  }
}

/** Voids what the delivery recovered (its voiding, or a correction of its amount or date), replaying each advance. */
export async function anularRecuperaciones(
  tx: Consulta,
  idCooperativa: number,
  idAcopio: number,
  motivo: string,
  idUsuario: number,
): Promise<void> {
  const tocados = await tx.query<{ id_anticipo: number }>(
    `UPDATE anticipos_pagos SET anulado = true, motivo_anulacion = $3, anulado_en = now(), id_usuario_anulacion = $4
      WHERE id_cooperativa = $1 AND id_acopio = $2 AND NOT anulado RETURNING id_anticipo`,
    [idCooperativa, idAcopio, motivo, idUsuario],
  );
  for (const id of [...new Set(tocados.map((t) => t.id_anticipo))].sort((a, b) => a - b)) await recalcularAnticipo(tx, idCooperativa, id);
}

/** Whether money of the delivery went to an advance (then it is voided, never deleted). */
export async function tieneRecuperaciones(db: Consulta, idCooperativa: number, idAcopio: number): Promise<boolean> {
  const [r] = await db.query<{ ok: number }>('SELECT 1 AS ok FROM anticipos_pagos WHERE id_cooperativa = $1 AND id_acopio = $2 LIMIT 1', [
    idCooperativa,
    idAcopio,
  ]);
  return !!r;
}

/**
 * What the producer owes today on all their advances, from the read model: the delivery form's 'saldo de créditos'
 * (by the producer) and the pending payment's (by the delivery's account: the same producer's advances of any cycle).
 */
export async function saldoCreditosDeProductor(
  db: Consulta,
  idCooperativa: number,
  de: { productor: string } | { cuenta: string },
): Promise<number> {
  const [r] = await db.query<{ saldo: number }>(
    `SELECT coalesce(sum(${SALDO}), 0)::int8 AS saldo
       FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
      WHERE an.id_cooperativa = $1 AND cfg.id_cat_credito_precosecha >= 2
        AND ${'productor' in de ? 'p.uuid = $2::uuid' : 'p.id = (SELECT id_productor FROM cuentas WHERE id_cooperativa = $1 AND uuid = $2::uuid)'}`,
    [idCooperativa, 'productor' in de ? de.productor : de.cuenta],
  );
  return r?.saldo ?? 0;
}

/**
 * `saldoCreditosDeProductor` of many producers in one read (the device copy, acopio/copia/): producer id → what they
 * owe today; a producer who owes nothing is absent.
 */
export async function saldosCreditosDeProductores(
  db: Consulta,
  idCooperativa: number,
  idsProductor: readonly number[],
): Promise<Map<number, number>> {
  if (!idsProductor.length) return new Map();
  const filas = await db.query<{ id_productor: number; saldo: number }>(
    `SELECT c.id_productor, coalesce(sum(${SALDO}), 0)::int8 AS saldo
       FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
       JOIN ${CONFIGURACION} ON cfg.id_cooperativa = an.id_cooperativa
      WHERE an.id_cooperativa = $1 AND cfg.id_cat_credito_precosecha >= 2 AND c.id_productor = ANY($2::int[])
      GROUP BY c.id_productor`,
    [idCooperativa, idsProductor],
  );
  return new Map(filas.map((f) => [f.id_productor, f.saldo]));
}
