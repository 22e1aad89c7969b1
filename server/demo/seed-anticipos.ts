import type { Consulta } from '../db/db';
import { recalcularAnticipo } from '../modules/anticipos/recalcular';
import { estadoDeAnticipo } from '@domain/anticipos/libro';

/**
 * Demo pre-harvest credit (issue 25 'Demo data'), for cooperatives whose credit level is 2 or more: advances lent
 * before and during the active collection cycle to its confirmed members, some repaid in cash once or several times
 * (a few in full: Pasado), one repayment voided with its reason, the rest still owed (Vigente); those with no cash
 * repayment recovered in part at the producer's later deliveries. Level 3 cooperatives
 * lend at their default monthly rate (1.5 %), a few advances at a rate of their own. Deterministic (the account's
 * position, not a random generator) and dated inside the demo cycle, so every figure is the same on every machine;
 * each advance's figures are the ledger's replay (recalcularAnticipo), as a write would leave them.
 */
const TASA_DEMO = 1_500_000; // 1.5 % monthly, millionths
const PRESTAMOS = 14;

export async function sembrarAnticiposDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  const [cfg] = await tx.query<{ nivel: number }>(
    'SELECT id_cat_credito_precosecha AS nivel FROM configuraciones WHERE id_cooperativa = $1',
    [idCooperativa],
  );
  if (!cfg || cfg.nivel < 2) return;
  const conInteres = cfg.nivel >= 3;
  if (conInteres)
    await tx.query('UPDATE configuraciones SET tasa_interes_anticipos = $2 WHERE id_cooperativa = $1', [idCooperativa, TASA_DEMO]);
  const cuentas = await tx.query<{ id: number; id_ciclo: number; inicio: string }>(
    `SELECT c.id, c.id_ciclo, ci.fecha_inicio::text AS inicio FROM cuentas c
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND ci.activo_acopio AND c.confirmado = 1 AND c.pertenece_cooperativa = 1 AND c.fecha_baja IS NULL
      ORDER BY c.id LIMIT $2`,
    [idCooperativa, PRESTAMOS],
  );
  const [quien] = await tx.query<{ id: number }>('SELECT id FROM users WHERE id_cooperativa = $1 ORDER BY id_rol, id LIMIT 1', [
    idCooperativa,
  ]);
  const dia = (inicio: string, n: number) => {
    const d = new Date(`${inicio}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  for (const [i, c] of cuentas.entries()) {
    // Lent from 45 days before the cycle to 4 months into it; 3,000.00 to 16,000.00 in steps of 500.00.
    const fecha = dia(c.inicio, -45 + i * 11);
    const monto = 300_000 + ((i * 7) % 27) * 50_000;
    const tasa = conInteres ? (i % 5 === 4 ? 2_000_000 : TASA_DEMO) : 0;
    const [a] = await tx.query<{ id: number }>(
      `INSERT INTO anticipos (id_cooperativa, folio, fecha_ejecucion, id_cuenta, id_ciclo, cantidad_anticipo, tasa_interes, descripcion,
                              id_usuario, capital_pendiente, fecha_corte)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $3) RETURNING id`,
      [
        idCooperativa,
        `A-${String(i + 1).padStart(4, '0')}`,
        fecha,
        c.id,
        c.id_ciclo,
        monto,
        tasa,
        DESCRIPCIONES[i % DESCRIPCIONES.length],
        quien.id,
      ],
    );
    // Repayments: none for every third advance; one to three for the others, 60 to 90 days apart.
    const abonos = i % 3 === 0 ? 0 : 1 + (i % 3);
    for (let k = 0; k < abonos; k++) {
      const parte = Math.round(monto / (abonos + 1) / 100) * 100;
      await tx.query(
        `INSERT INTO anticipos_pagos (id_cooperativa, id_anticipo, fecha_ejecucion, cantidad_pago, comision_efectivo, id_usuario)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [idCooperativa, a.id, dia(fecha, 60 + k * 75), parte, k === 0 ? 2_500 : 0, quien.id],
      );
    }
    if (abonos > 0 && i % 4 === 1) {
      // paid off: one more repayment of exactly what was owed on its day
      const dePago = dia(fecha, 60 + abonos * 75);
      await tx.query(
        `INSERT INTO anticipos_pagos (id_cooperativa, id_anticipo, fecha_ejecucion, cantidad_pago, comision_efectivo, id_usuario)
         VALUES ($1, $2, $3, $4, 0, $5)`,
        [idCooperativa, a.id, dePago, await saldoEnFecha(tx, idCooperativa, a.id, dePago), quien.id],
      );
    }
    // the advances with no cash repayment are recovered at the scale instead, from the producer's later deliveries
    if (abonos === 0) await recuperarEnEntregasDemo(tx, idCooperativa, { id: a.id, fecha, monto, idCuenta: c.id, idUsuario: quien.id });
    let estado = await recalcularAnticipo(tx, idCooperativa, a.id);
    if (i === 2) {
      // a repayment captured twice by mistake, voided with its reason
      await tx.query(
        `INSERT INTO anticipos_pagos (id_cooperativa, id_anticipo, fecha_ejecucion, cantidad_pago, id_usuario, anulado, motivo_anulacion,
                                      anulado_en, id_usuario_anulacion)
         VALUES ($1, $2, $3, 50000, $4, true, 'Se capturó dos veces el mismo abono', now(), $4)`,
        [idCooperativa, a.id, dia(fecha, 61), quien.id],
      );
      estado = await recalcularAnticipo(tx, idCooperativa, a.id);
    }
    if (estado.excedente > 0) throw new Error(`anticipo demo ${a.id}: un abono pasa del saldo`);
  }
}

/**
 * Credit recovered at the scale (spec 002 §2.3): up to two of the account's deliveries after the advance keep part of
 * what was still to be paid them (at most 40 % of the advance each, what was owed that day, and the delivery's unpaid
 * amount), recorded as the delivery form does: a movement naming the delivery, and the delivery's discount.
 */
async function recuperarEnEntregasDemo(
  tx: Consulta,
  idCooperativa: number,
  a: { id: number; fecha: string; monto: number; idCuenta: number; idUsuario: number },
): Promise<void> {
  const entregas = await tx.query<{ id: number; fecha: string; libre: number }>(
    `SELECT ac.id, ac.fecha_acopio::text AS fecha,
            (ac.importe_total - ac.recuperacion_credito
              - coalesce((SELECT sum(p.monto) FROM acopio_pagos p WHERE p.id_cooperativa = ac.id_cooperativa AND p.id_acopio = ac.id), 0))::int8 AS libre
       FROM acopios ac
      WHERE ac.id_cooperativa = $1 AND ac.id_cuenta = $2 AND ac.fecha_acopio > $3 AND NOT ac.anulada
      ORDER BY ac.fecha_acopio, ac.id`,
    [idCooperativa, a.idCuenta, a.fecha],
  );
  let hechas = 0;
  for (const e of entregas) {
    if (hechas === 2) break;
    const monto = Math.min(Math.round((a.monto * 0.4) / 100) * 100, e.libre, await saldoEnFecha(tx, idCooperativa, a.id, e.fecha));
    if (monto <= 0) continue;
    await tx.query(
      `INSERT INTO anticipos_pagos (id_cooperativa, id_anticipo, fecha_ejecucion, cantidad_pago, id_acopio, id_usuario)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [idCooperativa, a.id, e.fecha, monto, e.id, a.idUsuario],
    );
    await tx.query('UPDATE acopios SET recuperacion_credito = recuperacion_credito + $3 WHERE id_cooperativa = $1 AND id = $2', [
      idCooperativa,
      e.id,
      monto,
    ]);
    hechas++;
  }
}

/** What was owed on a day, from the advance and its movements up to it (domain/anticipos/libro.ts). */
async function saldoEnFecha(tx: Consulta, idCooperativa: number, idAnticipo: number, fecha: string): Promise<number> {
  const [a] = await tx.query<{ fecha: string; monto: number; tasa: number }>(
    `SELECT fecha_ejecucion::text AS fecha, cantidad_anticipo::int8 AS monto, tasa_interes::int8 AS tasa FROM anticipos
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, idAnticipo],
  );
  const movs = await tx.query<{ fecha: string; monto: number; orden: number; anulado: boolean }>(
    `SELECT fecha_ejecucion::text AS fecha, cantidad_pago::int8 AS monto, id AS orden, anulado FROM anticipos_pagos
      WHERE id_cooperativa = $1 AND id_anticipo = $2 AND fecha_ejecucion <= $3`,
    [idCooperativa, idAnticipo, fecha],
  );
  return estadoDeAnticipo(a, movs, fecha).saldo;
}

const DESCRIPCIONES = ['Limpia y deshierbe', 'Fertilizante orgánico', 'Mano de obra de cosecha', null, 'Reparación del beneficio'];
