import type { Db } from '../../server/db/db';

/** Tables whose rows change on any sign-in or sign-out, whoever does it. */
export const TABLAS_VOLATILES = ['intentos_login', 'intentos_acceso', 'tokens_revocados', 'consultas_publicas'];

/**
 * md5 of every table's rows (the volatile ones left out), to prove a request changed nothing. With `salvoCooperativa`
 * the rows of that cooperative are left out too (the tenancy suite: its user may change its own cooperative).
 * One query for all tables: on PGlite each query costs about a millisecond of its own, and the tenancy suite takes a
 * fingerprint after each of its 170 cases (one statement: ~20 ms; one per table: ~85 ms).
 */
export async function huella(db: Db, { salvoCooperativa }: { salvoCooperativa?: number } = {}): Promise<Record<string, string>> {
  const tablas = await db.query<{ tabla: string; coop: string | null }>(
    `SELECT c.relname AS tabla,
            (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname IN ('id_cooperativa') AND NOT a.attisdropped) AS coop
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const n = Number(salvoCooperativa);
  const partes = tablas
    .filter(({ tabla }) => !TABLAS_VOLATILES.includes(tabla))
    .map(({ tabla, coop }) => {
      const donde =
        salvoCooperativa === undefined
          ? ''
          : tabla === 'cooperativas'
            ? `WHERE t.id <> ${n}`
            : coop
              ? `WHERE t.id_cooperativa <> ${n}`
              : '';
      return `SELECT '${tabla}' AS tabla, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM ${tabla} t ${donde}`;
    });
  const filas = await db.query<{ tabla: string; h: string; n: number }>(partes.join('\nUNION ALL\n'));
  return Object.fromEntries(filas.map((f) => [f.tabla, `${f.n}:${f.h}`]));
}
