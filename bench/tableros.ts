/**
 * Dashboards (DESIGN §7: ≤ 100 ms): each dashboard call of cooperative 1's latest cycle at 20,000 producers in
 * that cooperative and 100,000 in all (the three demo cooperatives and two more, 20,000 each, an account in
 * both cycles, 0–3 plots, and the dashboards' demo formats on top), through the API (HTTP on loopback: token,
 * session, validation, JSON) next to the same repository SQL run directly. Median, p95 and the ratio.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Alone: `npx tsx bench/tableros.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Consulta, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, CICLOS_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { sembrarTablerosDemo } from '../server/demo/seed-tableros';
import * as repo from '../server/modules/tableros/tableros.repository';
import { construirConsulta } from '../server/search/motor';
import { parcelasMapa } from '../server/modules/parcelas/parcelas-mapa.resource';
import { usuarioDeSesion } from '../server/modules/auth/auth.repository';
import { hoyDeCooperativa } from '../server/modules/cuentas/cuentas.repository';
import { enCadaBase, entrar, medir, servirApi, siSeEjecutaSolo } from './medida';

const POR_COOPERATIVA = Number(process.env.BENCH_PRODUCTORES ?? 20_000);
const COOPERATIVAS = 5;
/** Cooperatives topped up to POR_COOPERATIVA (BENCH_TABLEROS_ESCALADAS=1: only cooperative 1, a quicker run; the others keep the demo's). */
const ESCALADAS = Math.min(COOPERATIVAS, Number(process.env.BENCH_TABLEROS_ESCALADAS ?? COOPERATIVAS));
const REPETICIONES = Number(process.env.BENCH_REPETICIONES_TABLEROS ?? 60);
/** The map and the KML move every plot of the cycle: fewer repetitions. */
const REPETICIONES_MAPA = Number(process.env.BENCH_REPETICIONES_MAPA ?? 10);

/** Up to 10 warm-up calls: the map calls move every plot of the cycle and repeat only a few times. */
const medirN = (fn: () => Promise<unknown>, n: number) => medir(fn, n, Math.min(10, n));

/**
 * The seed's `ANALYZE` of the whole database also analyzes the shared catalogues, whose lock it keeps until
 * commit: on a PostgreSQL server shared with other databases being seeded it waits for their transactions.
 * Here it analyzes this schema's tables only.
 */
const TABLAS =
  'productores, cuentas, parcelas, tx_formatos, ciclos, cooperativas, configuraciones, localidades, municipios, users, regiones';
const soloNuestras = (tx: Consulta): Consulta => ({
  query: (sql, params) => tx.query(sql.trim() === 'ANALYZE' ? `ANALYZE ${TABLAS}` : sql, params),
  script: (sql) => tx.script(sql),
});

async function sembrar(db: Db): Promise<void> {
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (t) => {
    const tx = soloNuestras(t);
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    // Two more cooperatives, each with the demo cycles, so that 100,000 producers live in the database.
    for (let k = 4; k <= COOPERATIVAS; k++) {
      const [c] = await tx.query<{ id: number }>(
        `INSERT INTO cooperativas (nombre, iniciales, id_cat_productos, certificacion) VALUES ($1, $2, 1, 'certimex') RETURNING id`,
        [`Cooperativa de prueba ${k}`, `P${k}`],
      );
      await tx.query('INSERT INTO configuraciones (id_cooperativa) VALUES ($1)', [c.id]);
      for (const [nombre, inicio, fin, activo] of CICLOS_DEMO) {
        await tx.query(
          'INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin, activo, activo_acopio) VALUES ($1, $2, $3, $4, $5, $5)',
          [c.id, nombre, inicio, fin, activo],
        );
      }
    }
  });
  // Topped up in steps, each cooperative in its own transaction with fresh statistics after each step: one
  // jump from the demo's few hundred accounts to 40,000 leaves the planner with stale row counts for the
  // plot totals trigger (nested loops over every plot), which takes minutes instead of seconds.
  for (const meta of [...PASOS.filter((p) => p < POR_COOPERATIVA), POR_COOPERATIVA]) {
    for (let k = 1; k <= ESCALADAS; k++) {
      const t = performance.now();
      await db.transaction((tx) => sembrarEscala(soloNuestras(tx), meta, [k]));
      await db.query(`ANALYZE ${TABLAS}`);
      if (process.env.BENCH_VERBOSO) console.log(`  cooperativa ${k} → ${meta}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  }
  await db.transaction(async (tx) => {
    for (let k = 1; k <= COOPERATIVAS; k++) await sembrarTablerosDemo(tx, k);
  });
  await db.query(`ANALYZE ${TABLAS}`);
}

const PASOS = [1_000, 4_000];

export async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  // BENCH_TABLEROS_REUSAR=1 measures again a PostgreSQL database this bench already seeded (seeding takes minutes).
  const reusar =
    databaseUrl &&
    process.env.BENCH_TABLEROS_REUSAR === '1' &&
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'productores'`))[0]
      .n === 1 &&
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM productores'))[0].n >= ESCALADAS * POR_COOPERATIVA;
  if (databaseUrl && !reusar) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  if (!reusar) await sembrar(db);
  const [n] = await db.query<{ p: number; c1: number; x1: number }>(
    `SELECT (SELECT count(*)::int FROM productores) AS p, (SELECT count(*)::int FROM productores WHERE id_cooperativa = 1) AS c1,
            (SELECT count(*)::int FROM parcelas WHERE id_cooperativa = 1) AS x1`,
  );
  console.log(
    `\n${nombre}: tableros — ${n.p} productores en total, ${n.c1} en la cooperativa 1 (${n.x1} parcelas en sus dos ciclos), sembrados en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await servirApi(db);
  const token = await entrar(base);
  const [{ id: ciclo }] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
  const [{ id: municipio }] = await db.query<{ id: number }>(
    `SELECT l.id_municipio AS id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN localidades l ON l.id = p.id_localidad WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [ciclo],
  );
  const [adm] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@cosecha.demo'`);
  const sesion = await usuarioDeSesion(db, adm.id, '00000000-0000-0000-0000-000000000000', Date.now());
  if (!sesion) throw new Error('sin sesión');
  const hoy = await hoyDeCooperativa(db, 1);

  const filtro = [{ column: 'id_ciclo', operator: '=', value: ciclo }];
  const mapa = {
    filters: [...filtro, { column: 'centroide_lat', operator: 'is not null' }, { column: 'centroide_lng', operator: 'is not null' }],
    per_page: 50_000,
  };
  const consultaMapa = construirConsulta(parcelasMapa, { ...sesion, jti: '', exp: 0 }, mapa);
  const casos: { ruta: string; cuerpo: unknown; sql: () => Promise<unknown>; n?: number }[] = [
    { ruta: 'dashboards/productores/totales', cuerpo: { filters: filtro }, sql: () => repo.totales(db, 1, ciclo) },
    {
      ruta: 'dashboards/productores/categorias',
      cuerpo: { filters: filtro },
      sql: () =>
        Promise.all([repo.porColumnaCuenta(db, 1, ciclo, 'id_cuenta_categoria'), repo.certificacionDe(db, 1), repo.nombresCategorias(db)]),
    },
    { ruta: 'dashboards/productores/generos', cuerpo: { filters: filtro }, sql: () => repo.porGenero(db, 1, ciclo) },
    { ruta: 'dashboards/productores/edades', cuerpo: { filters: filtro }, sql: () => repo.porEdad(db, 1, ciclo, hoy) },
    {
      ruta: 'dashboards/productores/parcelas',
      cuerpo: { filters: filtro },
      sql: () => repo.porColumnaCuenta(db, 1, ciclo, 'total_parcelas'),
    },
    {
      ruta: 'dashboards/productores/riesgos',
      cuerpo: { filters: filtro },
      sql: () => repo.porColumnaCuenta(db, 1, ciclo, 'id_nivel_riesgo'),
    },
    { ruta: 'dashboards/productores/hectareas', cuerpo: { filters: filtro }, sql: () => repo.porSuperficie(db, 1, ciclo) },
    {
      ruta: 'dashboards/avances/sic',
      cuerpo: { filters: filtro },
      sql: () => Promise.all([repo.levantamiento(db, 1, ciclo), repo.geolocalizacion(db, 1, ciclo), repo.ultimosRegistros(db, 1, ciclo)]),
    },
    { ruta: 'dashboard/avances/municipios', cuerpo: { filters: filtro }, sql: () => repo.avancePorMunicipio(db, 1, ciclo) },
    {
      ruta: 'dashboard/avances/localidades',
      cuerpo: { filters: [...filtro, { column: 'id_municipio', operator: '=', value: municipio }] },
      sql: () => repo.avancePorLocalidad(db, 1, ciclo, municipio),
    },
    { ruta: 'parcelas', cuerpo: mapa, n: REPETICIONES_MAPA, sql: () => db.query(consultaMapa.sql, consultaMapa.params) },
  ];
  console.log(
    '| llamada (cooperativa 1, último ciclo) | filas | API mediana ms | API p95 ms | SQL mediana ms | SQL p95 ms | API/SQL (mediana) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const c of casos) {
    const url = `${base}/api/${c.ruta}_search`;
    let filas = 0;
    const api = await medirN(async () => {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(c.cuerpo),
      });
      if (r.status !== 200) throw new Error(`${c.ruta}: ${r.status} ${await r.text()}`);
      const b = (await r.json()) as { data: unknown; total?: number };
      filas = Array.isArray(b.data) ? b.data.length : 1;
    }, c.n ?? REPETICIONES);
    const sql = await medirN(c.sql, c.n ?? REPETICIONES);
    console.log(
      `| ${c.ruta}_search | ${filas} | ${api.mediana.toFixed(2)} | ${api.p95.toFixed(2)} | ${sql.mediana.toFixed(2)} | ${sql.p95.toFixed(2)} | ${(api.mediana / sql.mediana).toFixed(2)}× |`,
    );
  }
  // The KML is a download: its time is the whole file, read as it arrives.
  const kml = await medirN(async () => {
    const r = await fetch(`${base}/api/parcelas_kml_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ filters: filtro }),
    });
    if (r.status !== 200) throw new Error(`kml: ${r.status}`);
    await r.arrayBuffer();
  }, REPETICIONES_MAPA);
  console.log(`| parcelas_kml_search (descarga completa) | — | ${kml.mediana.toFixed(2)} | ${kml.p95.toFixed(2)} | — | — | — |`);
  await app.close();
  await db.close();
}

/** Called by bench/run.ts; also runs alone. */
export async function bancoTableros(): Promise<void> {
  await enCadaBase('Tableros', banco);
}

siSeEjecutaSolo(import.meta.url, bancoTableros);
