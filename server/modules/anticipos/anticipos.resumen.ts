import type { Consulta, Db } from '../../db/db';
import { CONFIGURACION, TRAMO, VIGENTE } from './anticipos.lectura';

/**
 * Brings the cooperative's credit totals (anticipos_resumen, 0057) to its today: every group whose `tramo` is of
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
  if (viejos.length) await db.transaction((tx) => traerAlDia(tx, idCooperativa));
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
}
