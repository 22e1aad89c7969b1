/**
 * EUDR at the scale of DESIGN §7 (issue 11): the plot list's seeding (bench/parcelas-listado.ts: cooperative 1 and four
 * more of 20,000 producers, about 300,000 plots), every plot with a polygon given a stored WHISP answer with its eleven
 * indicators (the demo's mix: one in ten high, one in ten 'more information needed'), one in twenty a person's risk and
 * one in twenty-five protected areas. Measures, for cooperative 1's latest cycle:
 * - the TRACES file (`parcelas_exportar/{ciclo}?formato=traces`) and the detailed WHISP report
 *   (`parcelas_whisp_report/{coop}/{ciclo}`): rows per second and memory (peak above the baseline, live heap too), as
 *   bench/exportaciones.ts measures the other exports;
 * - `parcelas_all_search` sorted by each EUDR column (RIESGO EUDR, ÁREAS NATURALES, both directions) and filtered by
 *   high risk: median and p95 through the API (HTTP on loopback, token, session, JSON) next to the same SQL run
 *   directly, and their ratio; with BENCH_EUDR_PLANES=1 also each query's plan (EXPLAIN ANALYZE).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Smaller runs: BENCH_EUDR_PRODUCTORES (20,000) and
 * BENCH_EUDR_COOPERATIVAS (4 more), BENCH_REPETICIONES (200). Alone: `npx tsx bench/eudr.ts`.
 */
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { construirConsulta, type PeticionBusqueda } from '../server/search/motor';
import { parcelasAll } from '../server/modules/parcelas/parcelas-listado.resource';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import { INDICADORES_WHISP } from '../domain/eudr/reporte-whisp';
import { descargar, recolector } from './exportaciones';
import { sembrarParcelasEscala } from './parcelas-listado';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const PRODUCTORES = Number(process.env.BENCH_EUDR_PRODUCTORES ?? 20_000);
const COOPERATIVAS_EXTRA = Number(process.env.BENCH_EUDR_COOPERATIVAS ?? 4);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 200);
const PLANES = process.env.BENCH_EUDR_PLANES === '1';

/**
 * WHISP answers for every plot with a polygon that has none (the demo's own results stay), persons' risks and protected
 * areas, kept on the plot as the writes keep them (id_riesgo_eudr_whisp/_user, areas_naturales_count). One cooperative
 * per statement, then ANALYZE of the tables read (a whole-database ANALYZE waits on other databases of the server).
 */
async function sembrarEudr(db: Db): Promise<void> {
  const indicadores = `jsonb_build_object(${INDICADORES_WHISP.map(
    (i, n) => `'${i.clave}', CASE WHEN (x.id + ${n}) % 7 = 0 OR (texto = 'high' AND ${n} IN (0, 3)) THEN 'yes' ELSE 'no' END`,
  ).join(', ')})`;
  const [admin] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
  const coops = await db.query<{ id: number }>('SELECT id FROM cooperativas WHERE id_cat_productos IN (1, 2) ORDER BY id');
  for (const { id } of coops) {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO parcelas_whisp (id_cooperativa, id_parcela, hash_poligono, id_riesgo, riesgo_texto, indicadores, propiedades, version, analizado_en)
         SELECT x.id_cooperativa, x.id, md5(x.poligono::text), CASE texto WHEN 'high' THEN 1 WHEN 'low' THEN 3 ELSE 4 END, texto, ${indicadores},
                jsonb_build_object('risk_pcrop', texto, 'Country', 'MEX', 'ProducerCountry', 'MX', 'external_id', x.id::text), '2.1.1',
                now() - (x.id % 90) * interval '1 day'
           FROM (SELECT p.*, CASE p.id % 10 WHEN 7 THEN 'high' WHEN 8 THEN 'more_info_needed' ELSE 'low' END AS texto FROM parcelas p
                  WHERE p.id_cooperativa = $1 AND p.poligono IS NOT NULL
                    AND NOT EXISTS (SELECT 1 FROM parcelas_whisp w WHERE w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id)) x`,
        [id],
      );
      await tx.query(
        `INSERT INTO parcelas_eudr_riesgos (id_cooperativa, id_parcela, id_cat_riesgo_eudr, justificacion, id_user, created_at)
         SELECT id_cooperativa, id, 1 + id % 3, 'Visita de campo del banco', $2, now() - (id % 60) * interval '1 day'
           FROM parcelas WHERE id_cooperativa = $1 AND poligono IS NOT NULL AND id % 20 = 3`,
        [id, admin.id],
      );
      await tx.query(
        `UPDATE parcelas p SET id_riesgo_eudr_whisp = w.id_riesgo
           FROM (SELECT DISTINCT ON (id_parcela) id_parcela, id_riesgo FROM parcelas_whisp WHERE id_cooperativa = $1
                  ORDER BY id_parcela, analizado_en DESC, id DESC) w
          WHERE p.id_cooperativa = $1 AND p.id = w.id_parcela`,
        [id],
      );
      await tx.query(
        `UPDATE parcelas SET id_riesgo_eudr_user = CASE WHEN poligono IS NOT NULL AND id % 20 = 3 THEN 1 + id % 3 END,
                areas_naturales_count = CASE WHEN poligono IS NOT NULL AND id % 25 = 4 THEN 1 + id % 3 ELSE 0 END
          WHERE id_cooperativa = $1`,
        [id],
      );
    });
  }
  await db.query('ANALYZE parcelas, parcelas_whisp, parcelas_eudr_riesgos');
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const gc = recolector();
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  console.log(`\n${nombre}: sembrando…`);
  const total = await sembrarParcelasEscala(db, PRODUCTORES, COOPERATIVAS_EXTRA);
  await sembrarEudr(db);
  const [ciclo] = await db.query<{ id: number; uuid: string }>(
    'SELECT id, uuid FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1',
  );
  const [cuenta] = await db.query<{ n: number; mapa: number; whisp: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL)::int AS mapa,
            (SELECT count(*)::int FROM parcelas_whisp) AS whisp
       FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
      WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL`,
    [ciclo.id],
  );
  console.log(
    `\n${nombre}: ${total.toLocaleString('en-US')} parcelas y ${cuenta.whisp.toLocaleString('en-US')} resultados de WHISP sembrados en ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s; la cooperativa 1 en su último ciclo: ${cuenta.n.toLocaleString('en-US')} parcelas, ` +
      `${cuenta.mapa.toLocaleString('en-US')} con polígono o centroide`,
  );
  const { app, base } = await servirApi(db);
  const token = await entrar(base);

  const archivos = [
    {
      titulo: 'Archivo TRACES (parcelas_exportar ?formato=traces)',
      ruta: `/api/parcelas_exportar/${ciclo.uuid}?formato=traces`,
      filas: cuenta.mapa,
    },
    { titulo: 'Reporte WHISP (parcelas_whisp_report)', ruta: `/api/parcelas_whisp_report/1/${ciclo.id}`, filas: cuenta.n },
  ];
  // warm-up: modules loaded and code compiled before anything is measured
  for (const x of archivos) await descargar(`${base}${x.ruta}`, token, gc);
  console.log('\n(filas: las parcelas que lee cada archivo; memoria: pico − base, muestreo cada 20 ms, mismo proceso que el servidor)');
  console.log(
    '| archivo | filas | bytes | segundos | filas/s | rss pico − base (MB) | heapUsed pico − base (MB) | heap vivo pico − base (MB) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const x of archivos) {
    const m = await descargar(`${base}${x.ruta}`, token, gc);
    const vivo = await descargar(`${base}${x.ruta}`, token, gc, true);
    console.log(
      `| ${x.titulo} | ${x.filas} | ${m.bytes} | ${m.segundos.toFixed(2)} | ${Math.round(x.filas / m.segundos)} | ${m.rss.toFixed(1)} | ${m.heap.toFixed(1)} | ${vivo.heap.toFixed(1)} |`,
    );
  }

  const [u] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
  const s = await usuarioDeSesion(db, u.id, '00000000-0000-0000-0000-000000000000', Date.now());
  if (!s) throw new Error('sin sesión');
  const sesion = { ...s, jti: '', exp: 0 };
  const idc = { column: 'id_ciclo', operator: '=', value: ciclo.id };
  const listas: { titulo: string; cuerpo: PeticionBusqueda }[] = [
    ...(['riesgo_eudr', 'areas_naturales_count'] as const).flatMap((columna) =>
      (['asc', 'desc'] as const).map((sort) => ({
        titulo: `ciclo, orden ${columna} ${sort}, 20`,
        cuerpo: { filters: [idc], sorts: [{ column: columna, sort }], per_page: 20 as const },
      })),
    ),
    {
      titulo: 'ciclo, orden riesgo_eudr desc, página 50 de 20',
      cuerpo: { filters: [idc], sorts: [{ column: 'riesgo_eudr', sort: 'desc' }], per_page: 20, page: 50 },
    },
    {
      titulo: 'ciclo + riesgo_eudr = 1 (alto), orden cuenta, 20',
      cuerpo: { filters: [idc, { column: 'riesgo_eudr', operator: '=', value: 1 }], per_page: 20 },
    },
  ];
  const medirR = (fn: () => Promise<unknown>) => medir(fn, REPETICIONES);
  console.log(
    `\n| parcelas_all_search (${REPETICIONES} repeticiones) | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |`,
  );
  console.log('|---|---|---|---|---|---|');
  const planes: string[] = [];
  for (const c of listas) {
    const q = construirConsulta(parcelasAll, sesion, c.cuerpo);
    const a = await medirR(async () => {
      const x = await fetch(`${base}/api/parcelas_all_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(c.cuerpo),
      });
      if (x.status !== 200) throw new Error(`${x.status} ${await x.text()}`);
      await x.json();
    });
    const b = await medirR(() => Promise.all([db.query(q.sql, q.params), db.query(q.conteo.sql, q.conteo.params)]));
    console.log(
      `| ${c.titulo} | ${a.mediana.toFixed(2)} | ${a.p95.toFixed(2)} | ${b.mediana.toFixed(2)} | ${b.p95.toFixed(2)} | ${(a.mediana / b.mediana).toFixed(2)}× |`,
    );
    if (PLANES) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${q.sql}`, q.params);
      planes.push(`-- ${c.titulo}\n${plan.map((f) => f['QUERY PLAN']).join('\n')}`);
    }
  }
  if (planes.length) console.log(`\nPlanes:\n${planes.join('\n\n')}`);
  await app.close();
  await db.close();
}

/** Called by bench/run.ts; also runs alone. */
export async function bancoEudr(): Promise<void> {
  console.log(
    `\n## EUDR: archivo TRACES, reporte WHISP y órdenes EUDR del listado (${PRODUCTORES} productores × ${1 + COOPERATIVAS_EXTRA} cooperativas)`,
  );
  await enCadaBase('EUDR', banco);
}

siSeEjecutaSolo(import.meta.url, bancoEudr);
