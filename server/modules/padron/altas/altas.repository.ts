import type { Consulta } from '../../../db/db';
import type { Padron } from '@domain/padron/solicitudes';

/** A selected alta request, locked with its account for the decision. */
export interface AltaBloqueada {
  id: number;
  uuid: string;
  id_cuenta: number;
  cuenta_uuid: string;
  id_productor: number;
  pendiente: boolean;
  confirmado: number;
  pertenece_cooperativa: number;
  organico: number;
}

/**
 * The requests named by `uuids` in the cooperative's cycle, each locked with its account (FOR UPDATE) in id order,
 * so two decisions on the same requests queue: the second reads them after the first committed. `pendiente` is
 * false once confirmed or cancelled, or when the account was removed meanwhile (nothing left to confirm).
 */
export async function bloquearAltas(tx: Consulta, coop: number, idCiclo: number, uuids: readonly string[]): Promise<AltaBloqueada[]> {
  return tx.query<AltaBloqueada>(
    `SELECT s.id, s.uuid, s.id_cuenta, c.uuid AS cuenta_uuid, c.id_productor,
            (s.confirmado = 0 AND s.cancelado_at IS NULL AND c.fecha_baja IS NULL) AS pendiente,
            c.confirmado::int AS confirmado, c.pertenece_cooperativa::int AS pertenece_cooperativa, c.organico::int AS organico
       FROM cuentas_altas_solicitud s JOIN cuentas c ON c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
      WHERE s.id_cooperativa = $1 AND s.id_ciclo = $2 AND s.uuid = ANY($3::uuid[])
      ORDER BY s.id FOR UPDATE OF s, c`,
    [coop, idCiclo, uuids],
  );
}

/** Confirms the requests (only pending ones: the WHERE is the last guard) and writes the chosen registers on their accounts. */
export async function marcarAltasConfirmadas(
  tx: Consulta,
  coop: number,
  ids: readonly number[],
  idUser: number,
  padrones: readonly Padron[],
  cuenta: { confirmado: number; pertenece_cooperativa: number; organico: number },
): Promise<number[]> {
  const filas = await tx.query<{ id_cuenta: number }>(
    `UPDATE cuentas_altas_solicitud SET confirmado = 1, confirmado_at = now(), id_user_confirmo = $3, padrones_seleccionados = $4::jsonb
      WHERE id_cooperativa = $1 AND id = ANY($2::int[]) AND confirmado = 0 AND cancelado_at IS NULL RETURNING id_cuenta`,
    [coop, ids, idUser, JSON.stringify(padrones)],
  );
  const cuentas = filas.map((f) => f.id_cuenta);
  await tx.query(
    `UPDATE cuentas SET confirmado = $3, pertenece_cooperativa = $4, organico = $5, updated_at = now()
      WHERE id_cooperativa = $1 AND id = ANY($2::int[])`,
    [coop, cuentas, cuenta.confirmado, cuenta.pertenece_cooperativa, cuenta.organico],
  );
  return cuentas;
}

/**
 * Cancels the pending requests; their accounts leave the producers' population (confirmado 0): a cancelled
 * registration is a producer the registry did not take in (docs/DECISIONES.md 'altas y bajas del padrón').
 */
export async function marcarAltasCanceladas(tx: Consulta, coop: number, ids: readonly number[], idUser: number): Promise<number[]> {
  const filas = await tx.query<{ id_cuenta: number }>(
    `UPDATE cuentas_altas_solicitud SET cancelado_at = now(), id_user_cancelo = $3
      WHERE id_cooperativa = $1 AND id = ANY($2::int[]) AND confirmado = 0 AND cancelado_at IS NULL RETURNING id_cuenta`,
    [coop, ids, idUser],
  );
  const cuentas = filas.map((f) => f.id_cuenta);
  await tx.query(`UPDATE cuentas SET confirmado = 0, updated_at = now() WHERE id_cooperativa = $1 AND id = ANY($2::int[])`, [
    coop,
    cuentas,
  ]);
  return cuentas;
}
