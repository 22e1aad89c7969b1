/**
 * Coffee quality at the scale (issue 26 'Benchmark'): the demo and BENCH_CALIDAD_ANALISIS analyses (100,000 by default;
 * BENCH_CALIDAD_ANALISIS_PGLITE for PGlite, the same by default) in cooperative 1, of the four sample types in turn,
 * each with its physical analysis, two sieves and two defects per sieve (200,000 sieves, 400,000 defects), two of three
 * cupped. The physical figures are those of domain/calidad for 40 weighings (derivadosFisicos, defectosCompletos) the
 * SQL assigns in turn, so every stored figure is one a save would leave; inserted set-based in batches.
 * Measured through the API (HTTP on loopback, token, JSON; median and p95 of BENCH_REPETICIONES, 100): the list's first
 * page as the screen asks for it (20 a page), a deep page, the cycle filter, a type filter, the search by name and by
 * folio; then the Excel of every analysis streamed, rows per second and the process's RSS before, at its peak and after.
 * Budget (issue 26): list p95 ≤ 20 ms on PostgreSQL, ≤ 50 ms on PGlite.
 * PGlite always; PostgreSQL too with BENCH_DATABASE_URL (its schema public is emptied). Alone: `npx tsx bench/calidad.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { derivadosFisicos } from '@domain/calidad/fisico';
import { defectosCompletos, TIPOS_DEFECTO } from '@domain/calidad/defectos';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const ANALISIS = Number(process.env.BENCH_CALIDAD_ANALISIS ?? 100_000);
const ANALISIS_PGLITE = Number(process.env.BENCH_CALIDAD_ANALISIS_PGLITE ?? ANALISIS);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 100);
const LOTE = 10_000;
const PLANTILLAS = 40;

/** 40 weighings around the domain notes' example and their figures, as domain/calidad computes them. */
function plantillas() {
  const tipo = (id: number) => TIPOS_DEFECTO.find((t) => t.id === id)!;
  return Array.from({ length: PLANTILLAS }, (_, i) => {
    const p = { pergamino: 30_000, oro: 23_000 + i * 50, cerezo: 300 + i * 10, mancha: 600 + i * 30 };
    const d = derivadosFisicos(p);
    // defects: sieve 1 → type 6 (primary) and 11; sieve 2 → 7 and 14 (secondary); beans vary with i
    const granos = [1 + (i % 6), 5 + i, 3 + (i % 7), 5 + (i % 9)];
    const c = defectosCompletos(
      [6, 11, 7, 14].map((t, k) => ({
        tipo: t,
        categoria: tipo(t).categoria,
        granosPorDefecto: tipo(t).granosPorDefecto,
        granos: granos[k]!,
      })),
    );
    return {
      n: i,
      ...p,
      rendimiento: d.rendimiento,
      cerezo_pct: d.cerezo,
      mancha_pct: d.mancha,
      oroExportableG: d.oroExportableG,
      oroExportable: d.oroExportable,
      factor: d.factor,
      primarios: c.primarios,
      secundarios: c.secundarios,
      granos,
    };
  });
}

async function sembrar(db: Db, total: number): Promise<void> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
  });
  // plain tables (a pool's temporary table would live on one connection only), dropped at the end
  await db.query(`CREATE TABLE bench_pl (n int, pergamino int, oro int, cerezo int, mancha int, rendimiento int, cerezo_pct int, mancha_pct int,
                                         oro_exportable_g int, oro_exportable int, factor int, primarios int, secundarios int, granos int[])`);
  for (const x of plantillas())
    await db.query('INSERT INTO bench_pl VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)', [
      x.n,
      x.pergamino,
      x.oro,
      x.cerezo,
      x.mancha,
      x.rendimiento,
      derivadosFisicos(x).cerezo,
      derivadosFisicos(x).mancha,
      x.oroExportableG,
      x.oroExportable,
      x.factor,
      x.primarios,
      x.secundarios,
      x.granos,
    ]);
  const [ciclo] = await db.query<{ id: number }>(
    'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1',
  );
  const [usuario] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@cosecha.demo'");
  // what each type points at, in turn: accounts with deliveries, lots, municipalities with their localities
  await db.query(`CREATE TABLE bench_cuentas AS SELECT row_number() OVER (ORDER BY c.id) - 1 AS k, c.id, p.nombre_completo FROM cuentas c
                    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 1`);
  await db.query(
    `CREATE TABLE bench_lotes AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, nombre FROM lotes WHERE id_cooperativa = 1`,
  );
  await db.query(`CREATE TABLE bench_regiones AS SELECT row_number() OVER (ORDER BY l.id_municipio) - 1 AS k, l.id_municipio, m.nombre, array_agg(DISTINCT l.id) AS ids
                    FROM productores p JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio
                   WHERE p.id_cooperativa = 1 GROUP BY l.id_municipio, m.nombre`);
  const [n] = await db.query<{ c: number; l: number; r: number }>(
    'SELECT (SELECT count(*) FROM bench_cuentas)::int AS c, (SELECT count(*) FROM bench_lotes)::int AS l, (SELECT count(*) FROM bench_regiones)::int AS r',
  );
  for (let desde = 0; desde < total; desde += LOTE) {
    const hasta = Math.min(total, desde + LOTE);
    await db.transaction(async (tx) => {
      await tx.query(
        `WITH g AS (SELECT g, g % 4 + 1 AS tipo FROM generate_series($1::int, $2::int - 1) g),
              nuevos AS (
         INSERT INTO calidad_analisis (id_cooperativa, id_ciclo, tipo_analisis, analisis_por_entrega, id_cuenta, id_lote, id_municipio, localidades,
                                       nombre_proveedor, region_proveedor, notas_adicionales, id_usuario, busqueda, created_at)
         SELECT 1, $3, g.tipo, 2,
                CASE WHEN g.tipo = 1 THEN bc.id END, CASE WHEN g.tipo = 2 THEN bl.id END,
                CASE WHEN g.tipo = 3 THEN br.id_municipio END, CASE WHEN g.tipo = 3 THEN br.ids END,
                CASE WHEN g.tipo = 4 THEN 'Proveedor ' || g.g END, CASE WHEN g.tipo = 4 THEN 'Región ' || (g.g % 30) END,
                CASE WHEN g.tipo = 4 THEN 'Banco' END, $4,
                f_unaccent(lower(CASE g.tipo WHEN 1 THEN bc.nombre_completo WHEN 2 THEN bl.nombre WHEN 3 THEN br.nombre ELSE 'proveedor ' || g.g END)),
                now() - make_interval(secs => ($2 - g.g))
           FROM g
           LEFT JOIN bench_cuentas bc ON bc.k = g.g % $5
           LEFT JOIN bench_lotes bl ON bl.k = g.g % $6
           LEFT JOIN bench_regiones br ON br.k = g.g % $7
          ORDER BY g.g
         RETURNING id)
         INSERT INTO calidad_fisicos (id_cooperativa, id_analisis, fecha, id_tipo_proceso, id_color_muestra, olor_muestra, peso_pergamino, peso_oro,
                                      peso_cerezo, peso_mancha, humedad, densidad, actividad_agua, misma_muestra, peso_oro_2, saco_kg, base_mancha,
                                      rendimiento, cerezo, mancha, oro_exportable_g, oro_exportable, factor, defectos_primarios, defectos_secundarios,
                                      defectos_gramos, id_usuario)
         SELECT 1, n.id, current_date - (n.id % 300), 1 + n.id % 5, 1 + n.id % 6, 'Limpio', p.pergamino, p.oro, p.cerezo, p.mancha,
                1000 + n.id % 250, 67000, 60, 1, p.oro, 69, 'oro', p.rendimiento, p.cerezo_pct, p.mancha_pct, p.oro_exportable_g, p.oro_exportable,
                p.factor, p.primarios, p.secundarios, 400, $4
           FROM nuevos n JOIN bench_pl p ON p.n = n.id % ${PLANTILLAS}`,
        [desde, hasta, ciclo!.id, usuario!.id, Math.max(1, n!.c), Math.max(1, n!.l), Math.max(1, n!.r)],
      );
      await tx.query(
        `WITH f AS (SELECT f.id, f.id_analisis FROM calidad_fisicos f WHERE f.id_cooperativa = 1
                       AND NOT EXISTS (SELECT 1 FROM calidad_fisicos_zarandas z WHERE z.id_cooperativa = 1 AND z.id_fisico = f.id)),
              z AS (INSERT INTO calidad_fisicos_zarandas (id_cooperativa, id_fisico, id_zaranda, valor, orden)
                    SELECT 1, f.id, s.zaranda, s.valor, s.orden FROM f, (VALUES (17, 15000, 0), (15, 7000, 1)) s(zaranda, valor, orden)
                    RETURNING id, id_fisico, orden)
         INSERT INTO calidad_fisicos_defectos (id_cooperativa, id_fila_zaranda, id_tipo_mancha, no_granos, gramos, orden)
         SELECT 1, z.id, d.tipo, p.granos[d.k], 100, d.orden
           FROM z JOIN calidad_fisicos f ON f.id_cooperativa = 1 AND f.id = z.id_fisico
           JOIN bench_pl p ON p.n = f.id_analisis % ${PLANTILLAS}
           JOIN (VALUES (0, 6, 1, 0), (0, 11, 2, 1), (1, 7, 3, 0), (1, 14, 4, 1)) d(zorden, tipo, k, orden) ON d.zorden = z.orden`,
      );
      await tx.query(
        `INSERT INTO calidad_sensoriales (id_cooperativa, id_analisis, metodo, perfil_taza, puntajes, total)
         SELECT 1, a.id, 'sca_2004', 'Chocolate', jsonb_build_object('fragancia_aroma', 800, 'sabor', 775, 'sabor_residual', 750, 'acidez', 775,
                'cuerpo', 775, 'balance', 750, 'uniformidad', 1000, 'taza_limpia', 1000, 'dulzor', 1000, 'catador', 775), 8400
           FROM calidad_analisis a WHERE a.id_cooperativa = 1 AND a.id % 3 <> 2
            AND NOT EXISTS (SELECT 1 FROM calidad_sensoriales s WHERE s.id_cooperativa = 1 AND s.id_analisis = a.id)`,
      );
    });
  }
  await db.query('DROP TABLE bench_pl, bench_cuentas, bench_lotes, bench_regiones');
  await db.query(
    'VACUUM ANALYZE calidad_analisis, calidad_fisicos, calidad_fisicos_zarandas, calidad_fisicos_defectos, calidad_sensoriales',
  );
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const total = databaseUrl ? ANALISIS : ANALISIS_PGLITE;
  const t0 = performance.now();
  await sembrar(db, total);
  const [c] = await db.query<{ a: number; z: number; d: number; s: number }>(
    `SELECT (SELECT count(*) FROM calidad_analisis)::int AS a, (SELECT count(*) FROM calidad_fisicos_zarandas)::int AS z,
            (SELECT count(*) FROM calidad_fisicos_defectos)::int AS d, (SELECT count(*) FROM calidad_sensoriales)::int AS s`,
  );
  console.log(
    `\n${nombre}: ${c!.a.toLocaleString('en-US')} análisis, ${c!.z.toLocaleString('en-US')} zarandas, ${c!.d.toLocaleString('en-US')} defectos, ` +
      `${c!.s.toLocaleString('en-US')} catas; sembrado en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const [ciclo] = await db.query<{ id: number }>(
    'SELECT id FROM ciclos WHERE id_cooperativa = 1 AND activo_acopio ORDER BY id DESC LIMIT 1',
  );
  const [nombreProd] = await db.query<{ n: string }>(
    "SELECT split_part(p.nombre_completo, ' ', 2) AS n FROM calidad_analisis a JOIN cuentas cu ON cu.id_cooperativa = 1 AND cu.id = a.id_cuenta JOIN productores p ON p.id_cooperativa = 1 AND p.id = cu.id_productor WHERE a.id_cooperativa = 1 ORDER BY a.id DESC LIMIT 1",
  );
  const [medio] = await db.query<{ folio: string }>(
    'SELECT folio FROM calidad_analisis WHERE id_cooperativa = 1 ORDER BY id LIMIT 1 OFFSET $1',
    [Math.floor(c!.a / 2)],
  );
  const { app, base } = await servirApi(db);
  try {
    const token = await entrar(base);
    const pedir = (ruta: string) => async () => {
      const x = await fetch(`${base}/api/${ruta}`, { headers: { authorization: `Bearer ${token}` } });
      if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
      await x.json();
    };
    for (const [titulo, ruta] of [
      // the floor: a catalogue of 9 rows through the same session, permission and JSON
      ['GET calidad/catalogos/zarandas (referencia: sesión y JSON)', 'calidad/catalogos/zarandas'],
      ['GET calidad/analisis?page=1&per_page=20 (la pantalla)', 'calidad/analisis?page=1&per_page=20'],
      ['GET calidad/analisis?page=50&per_page=20', 'calidad/analisis?page=50&per_page=20'],
      ['GET calidad/analisis?id_ciclo=…&per_page=20', `calidad/analisis?id_ciclo=${ciclo!.id}&per_page=20`],
      ['GET calidad/analisis?tipo_analisis=2&per_page=20', 'calidad/analisis?tipo_analisis=2&per_page=20'],
      [`GET calidad/analisis?q=${nombreProd!.n} (nombre)`, `calidad/analisis?q=${encodeURIComponent(nombreProd!.n)}&per_page=20`],
      [`GET calidad/analisis?q=${medio!.folio} (folio)`, `calidad/analisis?q=${medio!.folio}&per_page=20`],
    ] as const) {
      const m = await medir(pedir(ruta), REPETICIONES, 10);
      console.log(`  ${titulo}: mediana ${m.mediana.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms`);
    }
    // the Excel of every analysis, streamed: rows per second and the process's memory while it runs
    const rssAntes = process.memoryUsage().rss;
    let pico = rssAntes;
    const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 50);
    const t = performance.now();
    const x = await fetch(`${base}/api/calidad/analisis/excel`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    for await (const trozo of x.body as unknown as AsyncIterable<Uint8Array>) bytes += trozo.length;
    const s = (performance.now() - t) / 1000;
    clearInterval(muestreo);
    const mb = (b: number) => (b / 2 ** 20).toFixed(0);
    console.log(
      `  GET calidad/analisis/excel (${c!.a.toLocaleString('en-US')} filas, ${mb(bytes)} MB): ${s.toFixed(1)} s, ` +
        `${Math.round(c!.a / s).toLocaleString('en-US')} filas/s; RSS ${mb(rssAntes)} → pico ${mb(pico)} → ${mb(process.memoryUsage().rss)} MB`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

export const bancoCalidad = () => enCadaBase('Calidad (análisis de muestras)', banco);

siSeEjecutaSolo(import.meta.url, bancoCalidad);
