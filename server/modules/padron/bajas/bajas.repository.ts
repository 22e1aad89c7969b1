import type { Consulta } from '../../../db/db';
import { padronesComoObjeto, type Padron } from '@domain/padron/solicitudes';

/** A selected removal request, locked with its account for the decision. */
export interface BajaBloqueada {
  id: number;
  uuid: string;
  id_cuenta: number;
  id_productor: number;
  id_cat_cuentas_bajas: number;
  motivo_baja: string;
  pendiente: boolean;
  organico: number;
}

/**
 * The requests named by `uuids` in the cooperative's cycle, each locked with its account (FOR UPDATE) in id order:
 * a second decision on them waits and then reads them decided. A request whose account was removed meanwhile
 * ('Dar de baja' from the producers list) is no longer pending.
 */
export async function bloquearBajas(tx: Consulta, coop: number, idCiclo: number, uuids: readonly string[]): Promise<BajaBloqueada[]> {
  return tx.query<BajaBloqueada>(
    `SELECT b.id, b.uuid, b.id_cuenta, c.id_productor, b.id_cat_cuentas_bajas, mb.nombre AS motivo_baja,
            (b.confirmado = 0 AND b.cancelado_at IS NULL AND c.fecha_baja IS NULL) AS pendiente, c.organico::int AS organico
       FROM cuentas_bajas b
       JOIN cuentas c ON c.id_cooperativa = b.id_cooperativa AND c.id = b.id_cuenta
       JOIN cat_cuentas_bajas mb ON mb.id = b.id_cat_cuentas_bajas
      WHERE b.id_cooperativa = $1 AND b.id_ciclo = $2 AND b.uuid = ANY($3::uuid[])
      ORDER BY b.id FOR UPDATE OF b, c`,
    [coop, idCiclo, uuids],
  );
}

/**
 * Confirms the pending requests on `hoy` (the cooperative's day) for the chosen registers: with the cooperative's
 * ('confirmado') the account gets the baja with the request's reason (it leaves the list and every figure, as
 * 'Dar de baja' does); with the organic one it leaves the organic register.
 */
export async function marcarBajasConfirmadas(
  tx: Consulta,
  coop: number,
  ids: readonly number[],
  idUser: number,
  padrones: readonly Padron[],
  efecto: { baja: boolean; salirDeOrganico: boolean },
  hoy: string,
): Promise<void> {
  const filas = await tx.query<{ id_cuenta: number }>(
    `UPDATE cuentas_bajas SET confirmado = 1, confirmado_at = now(), id_user_confirmo = $3, fecha_baja = $4, padrones_seleccionados = $5::jsonb
      WHERE id_cooperativa = $1 AND id = ANY($2::int[]) AND confirmado = 0 AND cancelado_at IS NULL RETURNING id_cuenta`,
    [coop, ids, idUser, hoy, JSON.stringify(padronesComoObjeto(padrones))],
  );
  const cuentas = filas.map((f) => f.id_cuenta);
  if (efecto.baja) {
    await tx.query(
      `UPDATE cuentas c SET id_cat_cuentas_bajas = b.id_cat_cuentas_bajas, fecha_baja = $3, updated_at = now()
         FROM cuentas_bajas b
        WHERE b.id_cooperativa = $1 AND b.id = ANY($2::int[]) AND c.id_cooperativa = b.id_cooperativa AND c.id = b.id_cuenta`,
      [coop, ids, hoy],
    );
  }
  if (efecto.salirDeOrganico) {
    await tx.query(`UPDATE cuentas SET organico = 0, updated_at = now() WHERE id_cooperativa = $1 AND id = ANY($2::int[])`, [
      coop,
      cuentas,
    ]);
  }
}

/** Cancels the pending requests: the accounts stay as they are. */
export async function marcarBajasCanceladas(tx: Consulta, coop: number, ids: readonly number[], idUser: number): Promise<void> {
  await tx.query(
    `UPDATE cuentas_bajas SET cancelado_at = now(), id_user_cancelo = $3
      WHERE id_cooperativa = $1 AND id = ANY($2::int[]) AND confirmado = 0 AND cancelado_at IS NULL`,
    [coop, ids, idUser],
  );
}
