/**
 * The sketch's quality check at scale (issue 4, DESIGN §7: 300,000 plots with polygons): `POST update_croquis`
 * through the API (HTTP on loopback) for plots of cooperative 1 — 20,000 producers, its plots packed on grids
 * around its localities — each redrawn 60 m wider on every side (the grid leaves 50 m between plots), so it overlaps its four grid neighbours:
 * the neighbour search on `parcelas_caja_idx`, `revisarPoligono` with four clippings, the stored alerts and
 * the four neighbours' alerts recomputed, history and audit, in one transaction. Prints median and p95, and
 * the neighbour query and the check alone. PGlite always; PostgreSQL too with BENCH_DATABASE_URL.
 * Alone: `npx tsx bench/croquis.ts`.
 */
import { hash } from '@node-rs/argon2';
import { abrirDb, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { vecinosPorCaja } from '../server/modules/parcelas/croquis/croquis.repository';
import { comoVecino } from '../server/modules/parcelas/croquis/alertas';
import { revisarPoligono } from '@domain/poligono/revisar';
import { cajaPoligono } from '@domain/poligono/medidas';
import type { Poligono } from '@domain/poligono/tipos';
import { enCadaBase, entrar, percentil, servirApi, siSeEjecutaSolo } from './medida';

const PARCELAS = Number(process.env.BENCH_PARCELAS ?? 300_000);
const PRODUCTORES = Number(process.env.BENCH_PRODUCTORES ?? 20_000);
const REPETICIONES = Number(process.env.BENCH_REPETICIONES_CROQUIS ?? 100);
/** Share of the plots in cooperative 1 (the measured one); the rest belong to cooperatives 2 and 3, sharing table and index. */
const PARTE_COOP1 = 0.2;
const LADO_M = 100;
const PASO_M = 150;
/** Plots per grid row: 50 × 150 m = 7.5 km, so the grids of neighbouring localities do not overlap. */
const COLUMNAS = 50;

/**
 * `n` square plots of 1 ha for cooperative `coop`, on grids of 150 m steps around the localities of its producers
 * (one grid per locality), attached round-robin to its latest cycle's accounts. One INSERT … SELECT.
 */
async function sembrarRejilla(db: Db, coop: number, n: number): Promise<void> {
  await db.query(
    `WITH loc AS (SELECT array_agg(l.latitud ORDER BY l.latitud) AS lats, array_agg(l.longitud ORDER BY l.latitud) AS lngs
                    FROM (SELECT DISTINCT ON (l.latitud) l.latitud, l.longitud FROM productores p JOIN localidades l ON l.id = p.id_localidad
                           WHERE p.id_cooperativa = $1 ORDER BY l.latitud) l),
          cta AS (SELECT array_agg(id ORDER BY id) AS ids FROM cuentas WHERE id_cooperativa = $1 AND fecha_baja IS NULL
                   AND id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = $1)),
          g AS (SELECT g, 1 + g % cardinality(loc.lats) AS li, g / cardinality(loc.lats) AS k, loc.lats, loc.lngs FROM loc, generate_series(0, $2 - 1) AS g),
          s AS (SELECT g.g, g.lats[g.li] + 0.035 + (g.k / $5) * $3 / 111320.0 AS lat0,
                       g.lngs[g.li] + (g.k % $5) * $3 / (111320.0 * cos(radians(g.lats[g.li]))) AS lng0,
                       $4 / 111320.0 AS dlat, $4 / (111320.0 * cos(radians(g.lats[g.li]))) AS dlng FROM g)
     INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, poligono, centroide_lat, centroide_lng, min_lat, max_lat, min_lng, max_lng, croquis_origen)
     SELECT $1, cta.ids[1 + s.g % cardinality(cta.ids)], 'Rejilla ' || s.g, 1, 2500,
            jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
              jsonb_build_array(round(s.lng0::numeric, 7), round(s.lat0::numeric, 7)), jsonb_build_array(round((s.lng0 + s.dlng)::numeric, 7), round(s.lat0::numeric, 7)),
              jsonb_build_array(round((s.lng0 + s.dlng)::numeric, 7), round((s.lat0 + s.dlat)::numeric, 7)), jsonb_build_array(round(s.lng0::numeric, 7), round((s.lat0 + s.dlat)::numeric, 7)),
              jsonb_build_array(round(s.lng0::numeric, 7), round(s.lat0::numeric, 7))))),
            s.lat0 + s.dlat / 2, s.lng0 + s.dlng / 2, round(s.lat0::numeric, 7), round((s.lat0 + s.dlat)::numeric, 7), round(s.lng0::numeric, 7), round((s.lng0 + s.dlng)::numeric, 7), 'campo'
       FROM s, cta`,
    [coop, n, PASO_M, LADO_M, COLUMNAS],
  );
}

/** The square grown by `m` metres on every side, as editor points {lat, lng}. */
function agrandar(p: Poligono, m: number): { lat: number; lng: number }[] {
  const c = cajaPoligono(p);
  const dLat = m / 111_320;
  const dLng = m / (111_320 * Math.cos((((c.min_lat + c.max_lat) / 2) * Math.PI) / 180));
  return [
    { lat: c.min_lat - dLat, lng: c.min_lng - dLng },
    { lat: c.min_lat - dLat, lng: c.max_lng + dLng },
    { lat: c.max_lat + dLat, lng: c.max_lng + dLng },
    { lat: c.max_lat + dLat, lng: c.min_lng - dLng },
  ];
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrar(db);
  const t0 = performance.now();
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
    await sembrarEscala(tx, PRODUCTORES, [1]);
  });
  const uno = Math.round(PARCELAS * PARTE_COOP1);
  await sembrarRejilla(db, 1, uno);
  await sembrarRejilla(db, 2, Math.round((PARCELAS - uno) / 2));
  await sembrarRejilla(db, 3, PARCELAS - uno - Math.round((PARCELAS - uno) / 2));
  await db.query('ANALYZE');
  const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM parcelas WHERE poligono IS NOT NULL');
  console.log(
    `\n${nombre}: ${total} parcelas con polígono (${uno} en rejilla en la cooperativa 1, ${PRODUCTORES} productores) sembradas en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { app, base } = await servirApi(db);
  const token = await entrar(base);
  // Plots inside a grid (not on its edges), spread over it: each has exactly four grid neighbours.
  const [{ nloc }] = await db.query<{ nloc: number }>(
    'SELECT count(DISTINCT l.latitud)::int AS nloc FROM productores p JOIN localidades l ON l.id = p.id_localidad WHERE p.id_cooperativa = 1',
  );
  const filas = Math.ceil(uno / nloc / COLUMNAS);
  const candidatas = await db.query<{ uuid: string; id: number; poligono: Poligono; g: number }>(
    `SELECT x.uuid, x.id, x.poligono, substring(x.nombre FROM 9)::int AS g FROM parcelas x
      WHERE x.id_cooperativa = 1 AND x.nombre LIKE 'Rejilla %' AND substring(x.nombre FROM 9)::int % 89 = 0 ORDER BY x.id`,
  );
  const elegidas = candidatas
    .filter(({ g }) => {
      const k = Math.floor(g / nloc);
      const [fila, columna] = [Math.floor(k / COLUMNAS), k % COLUMNAS];
      return columna >= 1 && columna <= COLUMNAS - 2 && fila >= 1 && fila <= filas - 3;
    })
    .slice(0, REPETICIONES + 10);
  const tiempos: number[] = [];
  let alertas = 0;
  let vecinos = 0;
  for (const [i, p] of elegidas.entries()) {
    const a = performance.now();
    const r = await fetch(`${base}/api/update_croquis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ uuid: p.uuid, croquis: agrandar(p.poligono, 60) }),
    });
    if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
    const b = (await r.json()) as { data: { vecinos_revisados: number; croquis: { alertas: unknown[] } } };
    if (i >= 10) {
      tiempos.push(performance.now() - a);
      alertas += b.data.croquis.alertas.length;
      vecinos += b.data.vecinos_revisados;
    }
  }
  const n = tiempos.length;
  // The parts alone, on the plots as they are now: the neighbour query, then the check in memory.
  const consulta: number[] = [];
  const revision: number[] = [];
  for (const p of elegidas.slice(10)) {
    const [f] = await db.query<{ poligono: Poligono; id_ciclo: number }>(
      'SELECT x.poligono, c.id_ciclo FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta WHERE x.id_cooperativa = 1 AND x.id = $1',
      [p.id],
    );
    const a = performance.now();
    const v = await vecinosPorCaja(db, 1, f.id_ciclo, p.id, cajaPoligono(f.poligono));
    const b = performance.now();
    revisarPoligono(f.poligono, { superficieReportada: 1, vecinos: v.map(comoVecino), localidad: null });
    consulta.push(b - a);
    revision.push(performance.now() - b);
  }
  console.log(`| medida (${n} parcelas distintas, tras 10 de calentamiento) | mediana ms | p95 ms |`);
  console.log('|---|---|---|');
  console.log(
    `| update_croquis por HTTP (revisión, ${(alertas / n).toFixed(1)} alertas y ${(vecinos / n).toFixed(1)} vecinas revisadas de media) | ${percentil(tiempos, 50).toFixed(2)} | ${percentil(tiempos, 95).toFixed(2)} |`,
  );
  console.log(
    `| consulta de vecinas por caja (parcelas_caja_idx) | ${percentil(consulta, 50).toFixed(2)} | ${percentil(consulta, 95).toFixed(2)} |`,
  );
  console.log(`| revisarPoligono con sus vecinas (CPU) | ${percentil(revision, 50).toFixed(2)} | ${percentil(revision, 95).toFixed(2)} |`);
  await app.close();
  await db.close();
}

/** Called by bench/run.ts; also runs alone. */
export async function bancoCroquis(): Promise<void> {
  await enCadaBase('Croquis', banco);
}

siSeEjecutaSolo(import.meta.url, bancoCroquis);
