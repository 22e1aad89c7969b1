import type { Consulta, Db } from '../../db/db';
import { limitesDeIntento, VENTANA_INTENTOS_MIN, type LimiteAcceso } from '@domain/auth/limites-acceso';

/** A counter already at its limit: how long until its window ends. */
class LimiteAlcanzado extends Error {
  constructor(readonly segundos: number) {
    super('límite de intentos alcanzado');
  }
}

/**
 * Takes one slot in the counter unless it is full; a counter whose window has passed starts again at 1. The
 * conditional upsert is evaluated on the row's latest version under its row lock, so of N simultaneous attempts
 * exactly the slots left are taken (none of them reads a stale count).
 */
async function tomarUno(tx: Consulta, l: LimiteAcceso): Promise<boolean> {
  const filas = await tx.query(
    `INSERT INTO intentos_acceso AS i (correo, ip, fallos, desde) VALUES ($1, $2, 1, now())
     ON CONFLICT (correo, ip) DO UPDATE
        SET fallos = CASE WHEN i.desde <= now() - make_interval(mins => $4) THEN 1 ELSE i.fallos + 1 END,
            desde = CASE WHEN i.desde <= now() - make_interval(mins => $4) THEN now() ELSE i.desde END
      WHERE i.fallos < $3 OR i.desde <= now() - make_interval(mins => $4)
     RETURNING fallos`,
    [l.correo, l.ip, l.maximo, VENTANA_INTENTOS_MIN],
  );
  return filas.length > 0;
}

/**
 * Seconds until the counter's window frees it, never more than the window: now() is this transaction's start, and a
 * simultaneous attempt that waited on the row lock can see a `desde` written after it began (PostgreSQL said 16
 * minutes of a 15-minute window).
 */
async function segundosRestantes(tx: Consulta, l: LimiteAcceso): Promise<number> {
  const [f] = await tx.query<{ s: number }>(
    `SELECT least($3 * 60, greatest(0, ceil(extract(epoch FROM desde + make_interval(mins => $3) - now()))))::int AS s
       FROM intentos_acceso WHERE correo = $1 AND ip = $2`,
    [l.correo, l.ip, VENTANA_INTENTOS_MIN],
  );
  return f?.s ?? VENTANA_INTENTOS_MIN * 60;
}

/**
 * Takes the attempt's slot in its three counters (pair, account, address) in one short transaction, BEFORE the
 * password is checked; argon2 runs after it commits (PGlite has one connection). If any counter is full nothing is
 * taken and the answer is the seconds until that counter frees up. Rows are always locked in the same order (pair,
 * account, address), so two attempts cannot deadlock on PostgreSQL.
 */
export async function tomarIntento(db: Db, correo: string, ip: string): Promise<{ libre: true } | { libre: false; segundos: number }> {
  try {
    await db.transaction(async (tx) => {
      for (const l of limitesDeIntento(correo, ip)) {
        if (!(await tomarUno(tx, l))) throw new LimiteAlcanzado(await segundosRestantes(tx, l));
      }
    });
    return { libre: true };
  } catch (e) {
    if (e instanceof LimiteAlcanzado) return { libre: false, segundos: e.segundos };
    throw e;
  }
}

/**
 * A right password gives its slots back: the pair's counter starts again (the owner proved the password from there)
 * and the account's and address's slots are returned, since this attempt was not a failure. Failures keep theirs
 * until the window ends. Expired counters are forgotten here, which keeps the table small.
 */
export async function devolverIntento(db: Db, correo: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM intentos_acceso WHERE correo = $1 AND ip = $2`, [correo, ip]);
    await tx.query(
      `UPDATE intentos_acceso SET fallos = greatest(fallos - 1, 0) WHERE (correo = $1 AND ip = '') OR (correo = '' AND ip = $2)`,
      [correo, ip],
    );
    await tx.query(`DELETE FROM intentos_acceso WHERE desde <= now() - make_interval(mins => $1)`, [VENTANA_INTENTOS_MIN]);
  });
}
