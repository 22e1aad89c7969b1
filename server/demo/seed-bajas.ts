import type { Consulta } from '../db/db';

/** Pending removals per demo cooperative, and cancelled ones in their history. */
export const BAJAS_PENDIENTES_DEMO = 4;
export const BAJAS_CANCELADAS_DEMO = 2;

/**
 * Removal requests of the demo (spec 001 §2.12 Bajas): in the latest cycle, a few confirmed accounts without a baja
 * (and without a pending alta) have a request from the field with its reason: the first ones by id wait, the next were
 * cancelled by the registry. The immediate 'Dar de baja' rows of seed-productores are the confirmed history.
 * Neither pending nor cancelled requests change an account, so every other figure of the demo stays as it was.
 */
export async function sembrarBajasDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  // The immediate 'Dar de baja' rows of seed-productores were written at seeding time: date them on their baja day,
  // decided by the cooperative's first user, so the Historial reads as the registry's real history.
  await tx.query(
    `UPDATE cuentas_bajas b SET created_at = (b.fecha_baja + time '10:00') AT TIME ZONE 'America/Mexico_City',
            confirmado_at = (b.fecha_baja + time '10:00') AT TIME ZONE 'America/Mexico_City',
            id_user_confirmo = (SELECT min(id) FROM users WHERE id_cooperativa = $1)
      WHERE b.id_cooperativa = $1 AND b.confirmado = 1 AND b.confirmado_at IS NULL`,
    [idCooperativa],
  );
  await tx.query(
    `WITH ultimo AS (SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1),
          quien AS (SELECT min(id) AS id FROM users WHERE id_cooperativa = $1),
          motivos AS (SELECT array_agg(id ORDER BY id) AS ids FROM cat_cuentas_bajas),
          elegidas AS (
            SELECT c.id, c.id_ciclo, row_number() OVER (ORDER BY c.id DESC) AS n
              FROM cuentas c
             WHERE c.id_cooperativa = $1 AND c.id_ciclo = (SELECT id FROM ultimo) AND c.fecha_baja IS NULL AND c.confirmado = 1
               AND NOT EXISTS (SELECT 1 FROM cuentas_altas_solicitud s WHERE s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id AND s.confirmado = 0)
               -- not the accounts whose drawn plots the sketch, EUDR and TRACES demos are about (El Moño…): confirming
               -- one of these removals would take those plots out of every screen that shows them
               AND NOT EXISTS (SELECT 1 FROM parcelas p WHERE p.id_cooperativa = c.id_cooperativa AND p.id_cuenta = c.id AND p.poligono IS NOT NULL)
             ORDER BY c.id DESC LIMIT $2::int + $3::int)
     INSERT INTO cuentas_bajas (id_cooperativa, id_cuenta, id_ciclo, id_cat_cuentas_bajas, id_user, confirmado, fecha_baja, created_at,
                                cancelado_at, id_user_cancelo)
     SELECT $1, e.id, e.id_ciclo, (SELECT ids[1 + (e.n % array_length(ids, 1))] FROM motivos), (SELECT id FROM quien), 0, NULL,
            timestamptz '2025-11-03 10:00-06' + (e.n || ' days')::interval,
            CASE WHEN e.n > $2::int THEN timestamptz '2025-11-20 12:00-06' END, CASE WHEN e.n > $2::int THEN (SELECT id FROM quien) END
       FROM elegidas e`,
    [idCooperativa, BAJAS_PENDIENTES_DEMO, BAJAS_CANCELADAS_DEMO],
  );
}
