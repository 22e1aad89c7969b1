import type { Consulta } from '../../../db/db';
import { ZONA_POR_DEFECTO } from '@domain/comun/formato';

/** A reversal row: the payment it reverses and its negative amount. */
export interface Reversion {
  folio: string;
  monto: number;
  id_pago_revertido: number;
}

/**
 * Marks the delivery voided with its reason (issue 22 item 4). It leaves its lot, whose figures are computed from
 * the deliveries it holds (the audit row keeps the lot it was in); the kept summaries move it out (0037).
 */
export async function marcarAnulada(tx: Consulta, idCooperativa: number, id: number, motivo: string, idUsuario: number): Promise<void> {
  await tx.query(
    `UPDATE acopios SET anulada = true, motivo_anulacion = $3, anulada_en = now(), id_usuario_anulacion = $4, id_lote = NULL, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, motivo, idUsuario],
  );
}

/**
 * Reverses every payment of the delivery not reversed yet: a row of the opposite amount, same method, dated the
 * cooperative's today, folio '<folio>-R', naming the payment it reverses (at most once: acopio_pagos_revertido_uq).
 * The payments are never deleted nor changed; the delivery's paid amount becomes their sum, 0.
 */
export async function revertirPagos(
  tx: Consulta,
  idCooperativa: number,
  idAcopio: number,
  idUsuario: number,
  idCentro: number | null,
): Promise<Reversion[]> {
  return tx.query<Reversion>(
    `INSERT INTO acopio_pagos (id_cooperativa, id_acopio, folio, fecha, id_metodo_pago, monto, id_centro_acopio, id_usuario, id_pago_revertido)
     SELECT x.id_cooperativa, x.id_acopio, x.folio || '-R',
            (now() AT TIME ZONE coalesce((SELECT cf.zona_horaria FROM configuraciones cf WHERE cf.id_cooperativa = x.id_cooperativa), $5))::date,
            x.id_metodo_pago, -x.monto, $4, $3, x.id
       FROM acopio_pagos x
      WHERE x.id_cooperativa = $1 AND x.id_acopio = $2 AND x.id_pago_revertido IS NULL
        AND NOT EXISTS (SELECT 1 FROM acopio_pagos r WHERE r.id_cooperativa = x.id_cooperativa AND r.id_pago_revertido = x.id)
      ORDER BY x.id
     RETURNING folio, monto::bigint AS monto, id_pago_revertido`,
    [idCooperativa, idAcopio, idUsuario, idCentro, ZONA_POR_DEFECTO],
  );
}
