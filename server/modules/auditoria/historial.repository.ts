import type { Consulta } from '../../db/db';
import type { FilaHistorial } from '@domain/contrato/historial';

/** The producer of the cooperative with this uuid (null: none, or another cooperative's). */
export async function productorPorUuid(db: Consulta, coop: number, uuid: string): Promise<number | null> {
  const [f] = await db.query<{ id: number }>('SELECT id FROM productores WHERE id_cooperativa = $1 AND uuid = $2', [coop, uuid]);
  return f?.id ?? null;
}

/** Whether the cursor is one of this producer's audit rows (a page can only continue its own history). */
export async function cursorDelProductor(db: Consulta, coop: number, idProductor: number, id: string): Promise<boolean> {
  const [f] = await db.query<{ si: boolean }>(
    'SELECT true AS si FROM auditoria WHERE id_cooperativa = $1 AND id = $2::bigint AND id_productor = $3',
    [coop, id, idProductor],
  );
  return !!f;
}

/**
 * One page of the producer's audit rows, newest first, after the cursor row (created_at, id): one range of
 * auditoria_productor_idx (migration 0026). Who is the user's name as it is now (the e-mail as it was then);
 * a row without a user is the system's. Reads `limite` + 1 to know whether another page follows.
 */
export async function paginaHistorial(
  db: Consulta,
  coop: number,
  idProductor: number,
  antes: string | null,
  limite: number,
): Promise<FilaHistorial[]> {
  return db.query<FilaHistorial>(
    `SELECT a.id::text AS id,
            to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha,
            CASE WHEN a.id_user IS NULL THEN 'Sistema'
                 ELSE coalesce(u.nombres || ' ' || u.apellido_paterno || coalesce(' ' || u.apellido_materno, ''), a.email_user, 'Usuario')
            END AS usuario,
            a.email_user AS email, a.accion, a.entidad, a.antes, a.despues
       FROM auditoria a LEFT JOIN users u ON u.id = a.id_user
      WHERE a.id_cooperativa = $1 AND a.id_productor = $2
        AND ($3::bigint IS NULL OR (a.created_at, a.id) < (SELECT b.created_at, b.id FROM auditoria b WHERE b.id_cooperativa = $1 AND b.id = $3::bigint))
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $4`,
    [coop, idProductor, antes, limite + 1],
  );
}
