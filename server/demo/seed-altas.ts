import type { Consulta } from '../db/db';

/** Pending registrations per demo cooperative (the rest of its new accounts appear as confirmed history). */
export const ALTAS_PENDIENTES_DEMO = 5;

/**
 * Registry registrations of the demo (spec 000 §3 'Alerts'; 001 §2.12): every account that is new in the
 * cooperative's latest cycle (its producer had none in an earlier one) has a request, dated on its entry
 * day; the first few by id wait for confirmation, the others were confirmed a week later. Deterministic.
 */
export async function sembrarAltasDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  await tx.query(
    `WITH ultimo AS (SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1),
          quien AS (SELECT min(id) AS id FROM users WHERE id_cooperativa = $1),
          nuevas AS (
            SELECT c.id, c.id_ciclo, coalesce(c.fecha_ingreso, date '2025-10-01')::timestamp + time '10:00' AS creada,
                   row_number() OVER (ORDER BY c.id) AS n
              FROM cuentas c
             WHERE c.id_cooperativa = $1 AND c.id_ciclo = (SELECT id FROM ultimo) AND c.fecha_baja IS NULL
               AND NOT EXISTS (SELECT 1 FROM cuentas a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo))
     INSERT INTO cuentas_altas_solicitud (id_cooperativa, id_cuenta, id_ciclo, confirmado, id_user, created_at, confirmado_at)
     SELECT $1, n.id, n.id_ciclo, CASE WHEN n.n <= $2 THEN 0 ELSE 1 END, (SELECT id FROM quien),
            n.creada AT TIME ZONE 'America/Mexico_City', CASE WHEN n.n <= $2 THEN NULL ELSE (n.creada + interval '7 days') AT TIME ZONE 'America/Mexico_City' END
       FROM nuevas n`,
    [idCooperativa, ALTAS_PENDIENTES_DEMO],
  );
}
