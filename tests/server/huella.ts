import type { Db } from '../../server/db/db';

/** Tables whose rows change on any sign-in or sign-out, whoever does it. */
export const TABLAS_VOLATILES = ['intentos_login', 'intentos_acceso', 'tokens_revocados'];

/**
 * md5 of every table's rows (the volatile ones left out), to prove a request changed nothing. With `salvoCooperativa`
 * the rows of that cooperative are left out too (the tenancy suite: its user may change its own cooperative).
 */
export async function huella(db: Db, { salvoCooperativa }: { salvoCooperativa?: number } = {}): Promise<Record<string, string>> {
  const tablas = await db.query<{ tabla: string; coop: string | null }>(
    `SELECT c.relname AS tabla,
            (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname IN ('id_cooperativa') AND NOT a.attisdropped) AS coop
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const r: Record<string, string> = {};
  for (const { tabla, coop } of tablas) {
    if (TABLAS_VOLATILES.includes(tabla)) continue;
    const n = Number(salvoCooperativa);
    const donde =
      salvoCooperativa === undefined ? '' : tabla === 'cooperativas' ? `WHERE t.id <> ${n}` : coop ? `WHERE t.id_cooperativa <> ${n}` : '';
    const [f] = await db.query<{ h: string; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM ${tabla} t ${donde}`,
    );
    r[tabla] = `${f.n}:${f.h}`;
  }
  return r;
}
