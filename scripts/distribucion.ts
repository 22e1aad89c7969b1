// Lists, from a fresh in-memory PGlite after every migration, what a distribution by id_cooperativa (Citus) would
// have to treat apart (issue 29 item 7, docs/crecer.md): the tables without id_cooperativa (reference tables, copied
// to every node), and every foreign key and unique constraint or index that does not start with id_cooperativa.
// tests/server/db/esquema.test.ts enforces the rules for tenant tables; this prints the whole picture.
// `npx tsx scripts/distribucion.ts`
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';

const db = await abrirDb({ databaseUrl: null, dataDir: null });
await migrar(db);

const tablas = await db.query<{ tabla: string; con_coop: boolean; filas_max: number }>(
  `SELECT c.relname AS tabla,
          EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'id_cooperativa' AND NOT a.attisdropped) AS con_coop,
          0 AS filas_max
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
);
const claves = await db.query<{ tabla: string; nombre: string; tipo: string; definicion: string; primera: string | null }>(
  `SELECT c.relname AS tabla, k.conname AS nombre, k.contype::text AS tipo, pg_get_constraintdef(k.oid) AS definicion,
          (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attnum = k.conkey[1]) AS primera
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND k.contype IN ('f', 'u', 'p', 'x') ORDER BY 1, 2`,
);
const unicos = await db.query<{ tabla: string; definicion: string; primera: string | null }>(
  `SELECT t.relname AS tabla, pg_get_indexdef(x.indexrelid) AS definicion,
          (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = x.indrelid AND a.attnum = x.indkey[0]) AS primera
     FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
    ORDER BY 1, 2`,
);
await db.close();

const sinCoop = tablas.filter((t) => !t.con_coop).map((t) => t.tabla);
const conCoop = new Set(tablas.filter((t) => t.con_coop).map((t) => t.tabla));
console.log(`${tablas.length} tablas: ${conCoop.size} con id_cooperativa, ${sinCoop.length} sin ella (tablas de referencia):`);
console.log(`  ${sinCoop.join(', ')}\n`);
const fuera = claves.filter((k) => k.primera !== 'id_cooperativa');
console.log(`Claves (primaria, única, exclusión, foránea) que no empiezan por id_cooperativa: ${fuera.length}`);
for (const k of fuera) console.log(`  ${conCoop.has(k.tabla) ? '[inquilino] ' : '[referencia]'} ${k.tabla}.${k.nombre}: ${k.definicion}`);
const indices = unicos.filter((i) => i.primera !== 'id_cooperativa');
console.log(`\nÍndices únicos (sin restricción) que no empiezan por id_cooperativa: ${indices.length}`);
for (const i of indices) console.log(`  ${conCoop.has(i.tabla) ? '[inquilino] ' : '[referencia]'} ${i.definicion}`);
