/**
 * The concentrated register (spec 001 §2.11) at scale: cooperative 1 with ~20,000 producers spread over 2,000
 * localities, an account in each demo cycle, 0–3 plots, the demo's plot forms (harvest estimates), some
 * sanctions and removals. Measures, for the latest cycle, the SQL grouping alone, the search through HTTP (first
 * page with the totals row, and a column filter) and the whole Excel. Median and p95 in ms.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/padron-concentrado.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { sembrarFormulariosDemo } from '../server/demo/seed-formularios';
import { gruposConcentrado } from '../server/modules/padron/concentrado/concentrado.repository';
import type { UsuarioAutenticado } from '../server/tipos';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_PRODUCTORES ?? 20_000);
const LOCALIDADES = Number(process.env.BENCH_LOCALIDADES ?? 2_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES_CONCENTRADO ?? 30);

export async function sembrar(db: Db): Promise<void> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
  });
  for (const meta of [2_000, 8_000, PRODUCTORES].filter((n, i, xs) => n <= PRODUCTORES && xs.indexOf(n) === i)) {
    await db.transaction((tx) => sembrarEscala(tx, meta, [1]));
    await db.query('ANALYZE productores, cuentas, parcelas');
  }
  // 2,000 localities in the cooperative's municipalities, and its producers spread over them round-robin.
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO localidades (id, id_municipio, nombre, latitud, longitud, clave_concatenada)
       SELECT m.id * 10000 + 5000 + g, m.id, 'Banco ' || m.nombre || ' ' || g, m.latitud, m.longitud, lpad((m.id * 10000 + 5000 + g)::text, 9, '0')
         FROM generate_series(1, $1::int) g
         CROSS JOIN LATERAL (SELECT id, nombre, coalesce(latitud, 16) AS latitud, coalesce(longitud, -92) AS longitud FROM municipios
                              ORDER BY id OFFSET (g % (SELECT count(*) FROM municipios)) LIMIT 1) m
       ON CONFLICT DO NOTHING`,
      [LOCALIDADES],
    );
    await tx.query(
      `WITH l AS (SELECT array_agg(id ORDER BY id) AS ids FROM localidades)
       UPDATE productores p SET id_localidad = (l.ids)[1 + p.id % cardinality(l.ids)] FROM l WHERE p.id_cooperativa = 1`,
    );
    await sembrarFormulariosDemo(tx, 1);
    await tx.query(
      `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut)
       SELECT c.id_cooperativa, c.id, c.id_ciclo, (SELECT min(id) FROM users WHERE id_cooperativa = 1), 1 + c.id % 3, date '2025-11-01'
         FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id % 7 = 0`,
    );
    await tx.query(
      `UPDATE cuentas SET id_cat_cuentas_bajas = 2, fecha_baja = date '2025-11-20' WHERE id_cooperativa = 1 AND id % 41 = 0 AND fecha_baja IS NULL`,
    );
  });
  await db.query('ANALYZE');
}

async function banco(titulo: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  try {
    if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrar(db);
    const t0 = performance.now();
    await sembrar(db);
    console.log(`\n${titulo}\n  sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [ciclo] = await db.query<{ id: number; uuid: string }>(
      'SELECT id, uuid FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1',
    );
    const [cifras] = await db.query<{ cuentas: number; localidades: number }>(
      `SELECT count(*)::int AS cuentas, count(DISTINCT p.id_localidad)::int AS localidades FROM cuentas c
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1`,
      [ciclo.id],
    );
    console.log(`  ciclo ${ciclo.id}: ${cifras.cuentas} cuentas en ${cifras.localidades} localidades`);
    const usuario = { id_cooperativa: 1 } as UsuarioAutenticado;
    const filtros = [{ column: 'id_ciclo', operator: '=', value: ciclo.id }];
    const sql = await medir(() => gruposConcentrado(db, usuario, ciclo.id, filtros), REPETICIONES, 5);
    console.log(
      `  SQL agrupado (${(await gruposConcentrado(db, usuario, ciclo.id, filtros)).length} grupos): mediana ${sql.mediana.toFixed(1)} ms, p95 ${sql.p95.toFixed(1)} ms`,
    );
    const { app, base } = await servirApi(db);
    try {
      const token = await entrar(base);
      const pedir = (cuerpo: unknown) =>
        fetch(`${base}/api/tx_padron_concentrado_search`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(cuerpo),
        }).then(async (r) => {
          if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
          return r.json();
        });
      const primera = await medir(() => pedir({ filters: filtros, per_page: 10, totales: true }), REPETICIONES, 5);
      console.log(`  búsqueda, primera página con totales: mediana ${primera.mediana.toFixed(1)} ms, p95 ${primera.p95.toFixed(1)} ms`);
      const columna = await medir(
        () => pedir({ filters: [...filtros, { column: 'municipio', operator: 'like', value: 'sil' }], per_page: 10, totales: true }),
        REPETICIONES,
        5,
      );
      console.log(`  búsqueda por columna (municipio like): mediana ${columna.mediana.toFixed(1)} ms, p95 ${columna.p95.toFixed(1)} ms`);
      const excel = await medir(
        async () => {
          const r = await fetch(`${base}/api/xls/padron_concentrado/${ciclo.uuid}`, { headers: { authorization: `Bearer ${token}` } });
          if (r.status !== 200) throw new Error(String(r.status));
          await r.arrayBuffer();
        },
        Math.max(5, Math.floor(REPETICIONES / 3)),
        2,
      );
      console.log(`  Excel completo: mediana ${excel.mediana.toFixed(1)} ms, p95 ${excel.p95.toFixed(1)} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

export const bancoPadronConcentrado = () => enCadaBase('Padrón concentrado', banco);

siSeEjecutaSolo(import.meta.url, bancoPadronConcentrado);
