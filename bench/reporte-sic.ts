/**
 * The SIC final report at the scale (issue 27: ≤ 2 s on PostgreSQL for 20,000 producers): the demo grown in
 * cooperative 1 to BENCH_SIC_PRODUCTORES producers (20,000) with an account each in the current cycle, one or two
 * plots each (two in three sketched, one sketch in fifty a bow tie that the polygon rules refuse), BENCH_SIC_FORMULARIOS
 * field forms (50,000; one in ten without producer, the rest linked to the account and most to its first plot, with a
 * GPS point inside the plot or, one in forty, outside), an office inspection for four accounts in five, and a committee
 * decision for one in twenty (one in five of those disagreeing with the account's category). Inserted set-based.
 * Measured through the API (HTTP on loopback, token, JSON; median and p95 of BENCH_REPETICIONES, 10): the report as
 * the screen asks for it, and its Excel.
 * PGlite always; PostgreSQL too with BENCH_DATABASE_URL (its schema public is emptied). Alone: `npx tsx bench/reporte-sic.ts`.
 */
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CICLO_ACTUAL, sembrarCooperativaGrande } from './cooperativa-grande';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_SIC_PRODUCTORES ?? 20_000);
const FORMULARIOS = Number(process.env.BENCH_SIC_FORMULARIOS ?? 50_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 10);
const CICLO = CICLO_ACTUAL;

/** A square of about 100 m at (lng, lat), or a bow tie (its edges cross) when `torcido`; a GeoJSON Polygon in SQL. */
const CUADRO = (lng: string, lat: string, torcido: string) => `jsonb_build_object('type', 'Polygon', 'coordinates',
  jsonb_build_array(CASE WHEN ${torcido} THEN
    jsonb_build_array(jsonb_build_array(${lng}, ${lat}), jsonb_build_array(${lng} + 0.001, ${lat} + 0.001),
                      jsonb_build_array(${lng} + 0.001, ${lat}), jsonb_build_array(${lng}, ${lat} + 0.001), jsonb_build_array(${lng}, ${lat}))
  ELSE
    jsonb_build_array(jsonb_build_array(${lng}, ${lat}), jsonb_build_array(${lng} + 0.001, ${lat}), jsonb_build_array(${lng} + 0.001, ${lat} + 0.001),
                      jsonb_build_array(${lng}, ${lat} + 0.001), jsonb_build_array(${lng}, ${lat}))
  END))`;

async function sembrar(db: Db): Promise<void> {
  await sembrarCooperativaGrande(db, PRODUCTORES, { prefijo: 'BS-', categoriasVariadas: true });
  // one plot per account, a second for one in two; k numbers them: sketched unless k % 3 = 0, a bow tie when k % 50 = 1
  await db.query(
    `WITH nuevas AS (
       SELECT c.id AS id_cuenta, n, row_number() OVER (ORDER BY c.id, n) AS k
         FROM cuentas c CROSS JOIN generate_series(1, 2) n
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = ${CICLO} AND c.fecha_baja IS NULL AND (n = 1 OR c.id % 2 = 0)
          AND NOT EXISTS (SELECT 1 FROM parcelas x WHERE x.id_cooperativa = 1 AND x.id_cuenta = c.id)),
     sitio AS (SELECT *, -92.5 + (k % 400) * 0.002 AS lng, 15.5 + (k / 400) * 0.002 AS lat FROM nuevas)
     INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, poligono, min_lat, max_lat, min_lng, max_lng,
                           alertas_poligono, alertas_error_poligono_count)
     SELECT 1, id_cuenta, 'Parcela ' || k, 1.0, 1000,
            CASE WHEN k % 3 <> 0 THEN ${CUADRO('lng', 'lat', 'k % 50 = 1')} END,
            CASE WHEN k % 3 <> 0 THEN lat END, CASE WHEN k % 3 <> 0 THEN lat + 0.001 END,
            CASE WHEN k % 3 <> 0 THEN lng END, CASE WHEN k % 3 <> 0 THEN lng + 0.001 END,
            -- what the sketch's review keeps on save: the bow tie's crossing is an error
            CASE WHEN k % 3 <> 0 AND k % 50 = 1 THEN 1 ELSE 0 END, CASE WHEN k % 3 <> 0 AND k % 50 = 1 THEN 1 ELSE 0 END
       FROM sitio`,
  );
  await db.query(
    `CREATE TABLE bench_cuentas AS SELECT row_number() OVER (ORDER BY c.id) - 1 AS k, c.id,
            (SELECT min(x.id) FROM parcelas x WHERE x.id_cooperativa = 1 AND x.id_cuenta = c.id) AS id_parcela
       FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = ${CICLO}`,
  );
  const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_cuentas');
  // g % 10 = 0: no producer; = 1: producer, no plot; else producer and plot, its point inside (outside when g % 40 = 2)
  await db.query(
    `INSERT INTO formularios_campo (id_cooperativa, tipo, id_ciclo, fecha, nombre_inspector, parcela_nombre_otro, id_cuenta, id_parcela, punto, datos)
     SELECT 1, (ARRAY['sic_pp', 'tx_po', 'tx_croquis'])[1 + g % 3], ${CICLO}, current_date - (g % 300), 'Inspector ' || (g % 20), 'Parcela ' || g,
            CASE WHEN g % 10 <> 0 THEN b.id END, CASE WHEN g % 10 > 1 THEN b.id_parcela END,
            CASE WHEN x.min_lng IS NOT NULL THEN jsonb_build_object('type', 'Point', 'coordinates',
              jsonb_build_array(x.min_lng + CASE WHEN g % 40 = 2 THEN 0.01 ELSE 0.0004 END, x.min_lat + 0.0003)) END,
            '{"variedad": "Typica"}'::jsonb
       FROM generate_series(1, $1::int) g JOIN bench_cuentas b ON b.k = g % $2
       LEFT JOIN parcelas x ON x.id_cooperativa = 1 AND x.id = b.id_parcela`,
    [FORMULARIOS, Math.max(1, n!.n)],
  );
  await db.query(
    `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte)
     SELECT 1, b.id, ${CICLO}, current_date - 30, 'Inspección interna', 'inspeccion_interna' FROM bench_cuentas b WHERE b.k % 5 <> 0`,
  );
  await db.query(
    `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, sanc_cat_anterior, sanc_cat_nueva)
     SELECT 1, c.id, c.id_ciclo, (SELECT min(id) FROM users WHERE id_cooperativa = 1), 1, current_date - 20, c.id_cuenta_categoria,
            CASE WHEN b.k % 100 = 0 THEN 1 + (c.id_cuenta_categoria % 4) ELSE c.id_cuenta_categoria END
       FROM bench_cuentas b JOIN cuentas c ON c.id_cooperativa = 1 AND c.id = b.id WHERE b.k % 20 = 0`,
  );
  await db.query('DROP TABLE bench_cuentas');
  await db.query('VACUUM ANALYZE productores, cuentas, parcelas, formularios_campo, tx_formatos, comite_evaluaciones');
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  await sembrar(db);
  const [c] = await db.query<{ p: number; pa: number; f: number; ciclo: number }>(
    `SELECT (SELECT count(*) FROM productores WHERE id_cooperativa = 1)::int AS p, (SELECT count(*) FROM parcelas WHERE id_cooperativa = 1)::int AS pa,
            (SELECT count(*) FROM formularios_campo WHERE id_cooperativa = 1)::int AS f, ${CICLO} AS ciclo`,
  );
  console.log(
    `\n${nombre}: ${c!.p.toLocaleString('en-US')} productores, ${c!.pa.toLocaleString('en-US')} parcelas, ` +
      `${c!.f.toLocaleString('en-US')} formularios; sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base);
    let filas = 0;
    const pedir = (ruta: string, json: boolean) => async () => {
      const x = await fetch(`${base}/api/${ruta}`, { headers: { authorization: `Bearer ${token}` } });
      if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
      if (json) filas = ((await x.json()) as { data: unknown[] }).data.length;
      else await x.arrayBuffer();
    };
    const q = `id_cooperativa=1&id_ciclo=${c!.ciclo}`;
    for (const [titulo, f] of [
      ['GET reports/sic-final (la pantalla)', pedir(`reports/sic-final?${q}`, true)],
      ['GET reports/sic-final/excel', pedir(`reports/sic-final/excel?${q}`, false)],
    ] as const) {
      const m = await medir(f, REPETICIONES, 2);
      console.log(`  ${titulo}: mediana ${m.mediana.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms (${filas.toLocaleString('en-US')} filas)`);
    }
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoReporteSic = () => enCadaBase('Reporte SIC final', banco);

siSeEjecutaSolo(import.meta.url, bancoReporteSic);
