import type { Consulta, Db } from '../../db/db';
import { CONFIGURACION, TRAMO, VIGENTE } from './anticipos.lectura';

/**
 * Brings the cooperative's credit totals (anticipos_resumen and anticipos_cuentas, 0057) to its today: every group whose `tramo` is of
 * another day gets its advances' interest to today summed once (one pass over the cycle's advances, the first list
 * of the day) and today's date. Its rows are locked first, in the triggers' order, and the sum is a statement of its
 * own: a write that came first is in it, a write that waits adds its advances at the new date (0057).
 */
export async function resumenAnticiposAlDia(db: Db, idCooperativa: number): Promise<void> {
  const viejos = await db.query(
    `SELECT 1 FROM anticipos_resumen r JOIN ${CONFIGURACION} ON cfg.id_cooperativa = r.id_cooperativa
      WHERE r.id_cooperativa = $1 AND r.fecha <> cfg.hoy LIMIT 1`,
    [idCooperativa],
  );
  if (!viejos.length) return;
  await db.transaction((tx) => traerAlDia(tx, idCooperativa));
  await saldosParaOrdenarAlDia(db, idCooperativa);
}

/**
 * Each advance's balance to sort by (0069) brought to the cooperative's today, with the totals: the rows of another
 * day are touched and the row trigger computes them. While the totals are of today so are these: an advance enters a
 * group only by a write, whose trigger keeps it at today. Its own statement after the totals' transaction (which locks
 * the totals before the advances, the writers' order reversed), and SKIP LOCKED: a row a writer holds is being
 * written, and that write's trigger sets it at today; waiting for it could deadlock with a write that locks several.
 */
async function saldosParaOrdenarAlDia(db: Db, idCooperativa: number): Promise<void> {
  // today as a value: anticipos_hoy() in the condition would be evaluated for every advance
  const [{ hoy }] = await db.query<{ hoy: string }>('SELECT anticipos_hoy($1)::text AS hoy', [idCooperativa]);
  await db.query(
    `UPDATE anticipos an SET saldo_orden_dia = NULL
      WHERE an.id_cooperativa = $1 AND an.id IN (
        SELECT x.id FROM anticipos x WHERE x.id_cooperativa = $1 AND x.saldo_orden_dia IS DISTINCT FROM $2::date
           FOR UPDATE OF x SKIP LOCKED)`,
    [idCooperativa, hoy],
  );
}

async function traerAlDia(tx: Consulta, idCooperativa: number): Promise<void> {
  await tx.query(`SELECT 1 FROM anticipos_resumen WHERE id_cooperativa = $1 ORDER BY id_ciclo, vigente FOR UPDATE`, [idCooperativa]);
  await tx.query(
    `UPDATE anticipos_resumen r SET fecha = cfg.hoy,
            tramo = (SELECT coalesce(sum(${TRAMO}), 0) FROM anticipos an
                      WHERE an.id_cooperativa = r.id_cooperativa AND an.id_ciclo = r.id_ciclo AND (${VIGENTE}) = r.vigente)
       FROM ${CONFIGURACION}
      WHERE cfg.id_cooperativa = r.id_cooperativa AND r.id_cooperativa = $1 AND r.fecha <> cfg.hoy`,
    [idCooperativa],
  );
  // The accounts' rows (the 'Por productor' list), after the cycles' as the trigger locks them: one pass grouped by
  // account over the advances of the cycles that are behind.
  await tx.query(
    `SELECT 1 FROM anticipos_cuentas k JOIN ${CONFIGURACION} ON cfg.id_cooperativa = k.id_cooperativa
      WHERE k.id_cooperativa = $1 AND k.fecha <> cfg.hoy ORDER BY k.id_ciclo, k.id_cuenta FOR UPDATE OF k`,
    [idCooperativa],
  );
  await tx.query(
    `UPDATE anticipos_cuentas k SET fecha = s.hoy, tramo = coalesce(s.tramo, 0)
       FROM (SELECT k.id_ciclo, k.id_cuenta, cfg.hoy, sum(${TRAMO}) AS tramo
               FROM anticipos_cuentas k JOIN ${CONFIGURACION} ON cfg.id_cooperativa = k.id_cooperativa
               LEFT JOIN anticipos an ON an.id_cooperativa = k.id_cooperativa AND an.id_ciclo = k.id_ciclo AND an.id_cuenta = k.id_cuenta
              WHERE k.id_cooperativa = $1 AND k.fecha <> cfg.hoy
              GROUP BY k.id_ciclo, k.id_cuenta, cfg.hoy) s
      WHERE k.id_cooperativa = $1 AND k.id_ciclo = s.id_ciclo AND k.id_cuenta = s.id_cuenta`,
    [idCooperativa],
  );
}
