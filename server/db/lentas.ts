import type { Consulta, Db } from './db';

/** A statement that took at least the threshold: its milliseconds and its text's start, never its values. */
export interface ConsultaLenta {
  ms: number;
  sql: string;
}

/** The statement's text in one line, at most 200 characters: enough to find it in the repositories. */
export const resumenSql = (sql: string): string => sql.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * The application's own slow-query log (issue 29 item 5): every statement of `db` (transactions included) that takes
 * `umbralMs` or more, pool wait included, as the request felt it, is told to `avisar`. The values are left out: they
 * may carry a producer's name or a password's hash. A decorator over the one Db interface, the same on PGlite and
 * PostgreSQL; PostgreSQL's own log_min_duration_statement needs a superuser, which the app's role is not.
 * `umbralMs` ≤ 0 (or not a number) leaves `db` as it is.
 */
export function conConsultasLentas(db: Db, umbralMs: number, avisar: (c: ConsultaLenta) => void): Db {
  if (!(umbralMs > 0)) return db;
  const medida = (c: Consulta): Consulta => ({
    async query(sql, params, opciones) {
      const inicio = performance.now();
      try {
        return await c.query(sql, params, opciones);
      } finally {
        const ms = performance.now() - inicio;
        if (ms >= umbralMs) avisar({ ms: Math.round(ms), sql: resumenSql(sql) });
      }
    },
    script: (sql) => c.script(sql),
  });
  return {
    ...db,
    ...medida(db),
    transaction: (fn) => db.transaction((tx) => fn(medida(tx))),
    close: () => db.close(),
  };
}
