import type { Db } from '../../db/db';
import { MAX_CONSULTAS_PUBLICAS, VENTANA_CONSULTAS_MIN } from '@domain/acopio/verificacion-publica';

/**
 * The limit on public lookups per address (issue 22 item 14), kept in the database as the sign-in limits are
 * (server/modules/auth/intentos.repository.ts): it holds across restarts and processes. A lookup takes one slot with a
 * conditional upsert evaluated under the row's lock, so of N simultaneous lookups exactly the slots left are taken;
 * a window that has passed starts again at 1. Expired rows are forgotten as they are found.
 */
export async function tomarConsulta(db: Db, ruta: string, ip: string): Promise<{ libre: true } | { libre: false; segundos: number }> {
  return db.transaction(async (tx) => {
    const tomada = await tx.query(
      `INSERT INTO consultas_publicas AS c (ruta, ip, usos, desde) VALUES ($1, $2, 1, now())
       ON CONFLICT (ruta, ip) DO UPDATE
          SET usos = CASE WHEN c.desde <= now() - make_interval(mins => $4) THEN 1 ELSE c.usos + 1 END,
              desde = CASE WHEN c.desde <= now() - make_interval(mins => $4) THEN now() ELSE c.desde END
        WHERE c.usos < $3 OR c.desde <= now() - make_interval(mins => $4)
       RETURNING usos`,
      [ruta, ip, MAX_CONSULTAS_PUBLICAS, VENTANA_CONSULTAS_MIN],
    );
    if (tomada.length) {
      await tx.query(`DELETE FROM consultas_publicas WHERE desde <= now() - make_interval(mins => $1)`, [VENTANA_CONSULTAS_MIN]);
      return { libre: true as const };
    }
    const [f] = await tx.query<{ s: number }>(
      `SELECT least($3 * 60, greatest(1, ceil(extract(epoch FROM desde + make_interval(mins => $3) - now()))))::int AS s
         FROM consultas_publicas WHERE ruta = $1 AND ip = $2`,
      [ruta, ip, VENTANA_CONSULTAS_MIN],
    );
    return { libre: false as const, segundos: f?.s ?? VENTANA_CONSULTAS_MIN * 60 };
  });
}
