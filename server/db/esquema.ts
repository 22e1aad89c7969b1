import type { Consulta } from './db';

/**
 * The live SQL code of the schema — every function and trigger as the migrated database holds it — in one text,
 * ordered by name (issue 24 item 5). Migrations restate a function with CREATE OR REPLACE each time it changes, so
 * the one in force is the last of several files; `server/db/esquema.sql` keeps this text (written by
 * `npm run db:esquema`, checked against a migrated database by tests/server/db/esquema-sql.test.ts), so a person
 * reads each trigger once, as it runs.
 */
export async function esquemaVivo(db: Consulta): Promise<string> {
  const funciones = await db.query<{ nombre: string; definicion: string }>(
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS nombre, pg_get_functiondef(p.oid) AS definicion
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
      ORDER BY 1`,
  );
  const disparadores = await db.query<{ nombre: string; definicion: string }>(
    `SELECT c.relname || '.' || t.tgname AS nombre, pg_get_triggerdef(t.oid) AS definicion
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal
      ORDER BY 1`,
  );
  const partes = [
    '-- El código SQL vigente del esquema: cada función y cada disparador tal como quedan tras todas las migraciones.',
    '-- Generado por `npm run db:esquema`; no se edita a mano (un cambio va en una migración nueva, y luego se regenera).',
    '',
    '-- ── Funciones',
    ...funciones.map((f) => `-- ${f.nombre}\n${f.definicion.trim()};\n`),
    '-- ── Disparadores',
    ...disparadores.map((d) => `-- ${d.nombre}\n${d.definicion.trim()};\n`),
  ];
  return `${partes.join('\n')}\n`;
}
