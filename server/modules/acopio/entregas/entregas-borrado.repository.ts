import type { Consulta } from '../../../db/db';

/** What deleting or voiding a delivery needs to know and to audit, its row locked. */
export interface EntregaABorrar {
  id: number;
  uuid: string;
  folio_acopio: string | null;
  id_centro_acopio: number | null;
  activo_acopio: boolean;
  id_lote: number | null;
  lote: string | null;
  /** Voided already (issue 22 item 4), and how many payment rows it has: one or more and it is voided, not deleted. */
  anulada: boolean;
  pagos: number;
  /** The whole delivery as it was, with its weighings and payments, for the audit trail. */
  registro: Record<string, unknown>;
}

export async function bloquearEntregaABorrar(tx: Consulta, idCooperativa: number, uuid: string): Promise<EntregaABorrar | null> {
  const [e] = await tx.query<EntregaABorrar>(
    `SELECT a.id, a.uuid, a.folio_acopio, a.id_centro_acopio, ci.activo_acopio, a.id_lote, lo.nombre AS lote, a.anulada,
            (SELECT count(*)::int FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id) AS pagos,
            to_jsonb(a) - 'firma' || jsonb_build_object(
              'pesadas', coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.n) FROM acopio_pesadas x
                                    WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), '[]'),
              'pagos', coalesce((SELECT jsonb_agg(to_jsonb(x) - 'firma' ORDER BY x.id) FROM acopio_pagos x
                                  WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), '[]')) AS registro
       FROM acopios a JOIN ciclos ci ON ci.id_cooperativa = a.id_cooperativa AND ci.id = a.id_ciclo
       LEFT JOIN lotes lo ON lo.id_cooperativa = a.id_cooperativa AND lo.id = a.id_lote
      WHERE a.id_cooperativa = $1 AND a.uuid = $2 FOR UPDATE OF a`,
    [idCooperativa, uuid],
  );
  return e ?? null;
}

/**
 * Deletes a delivery without payments (borrar-entrega.ts refuses one with payments under the row's lock: a paid one is
 * voided, issue 22 item 4); its weighings go with it (ON DELETE CASCADE, migration 0019).
 */
export async function borrarEntrega(tx: Consulta, idCooperativa: number, id: number): Promise<void> {
  await tx.query('DELETE FROM acopios WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, id]);
}
