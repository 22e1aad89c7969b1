import type { Consulta } from '../db/db';

/** One table's fingerprint: its row count and the md5 of its rows in primary-key order. */
export interface HuellaTabla {
  filas: number;
  md5: string;
}

/**
 * Every table of the schema with its fingerprint (issue 29 item 1), in one statement: a backup writes them into its
 * manifest, a restore recomputes them on the restored database and refuses to call it done unless they match, and the
 * drill test compares them between the source and the copy. Rows are ordered by the primary key (a table without one,
 * by its text), so the same rows always give the same md5; `t::text` is the row as PostgreSQL prints it, every column.
 * Pass the transaction that also takes the backup, so the fingerprints describe exactly the rows the file holds.
 */
export async function huellasDeTablas(db: Consulta): Promise<Record<string, HuellaTabla>> {
  const tablas = await db.query<{ tabla: string; llave: string | null }>(
    `SELECT c.relname AS tabla,
            (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY k.orden)
               FROM pg_index i
               CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, orden)
               JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
              WHERE i.indrelid = c.oid AND i.indisprimary) AS llave
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY 1`,
  );
  if (!tablas.length) return {};
  // Table and column names come from the catalogue, quoted; nothing here comes from a person.
  const partes = tablas.map(({ tabla, llave }) => {
    const orden = llave ? llave.replace(/(^|, )/g, '$1t.') : 't::text';
    return `SELECT ${literal(tabla)} AS tabla, count(*)::int AS filas,
                   md5(coalesce(string_agg(t::text, '|' ORDER BY ${orden}), '')) AS md5
              FROM public.${identificador(tabla)} t`;
  });
  const filas = await db.query<{ tabla: string; filas: number; md5: string }>(partes.join('\nUNION ALL\n'));
  return Object.fromEntries(filas.map((f) => [f.tabla, { filas: Number(f.filas), md5: f.md5 }]));
}

const identificador = (nombre: string) => `"${nombre.replace(/"/g, '""')}"`;
const literal = (texto: string) => `'${texto.replace(/'/g, "''")}'`;

/** The tables whose fingerprints differ between two sets (missing on either side included), by name. */
export function tablasDistintas(a: Record<string, HuellaTabla>, b: Record<string, HuellaTabla>): string[] {
  const nombres = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return nombres.filter((t) => a[t]?.filas !== b[t]?.filas || a[t]?.md5 !== b[t]?.md5);
}
