/**
 * Throughput under load (issue 10 item 21): 10 clients at once on the producers list (a page of 10, as the
 * screen asks) and on a trivial catalogue call, through HTTP on loopback, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL). Prints requests per second, median and p95, and the deterministic figures behind them:
 * statements the app sent per request and, on PostgreSQL, table rows read per request (pg_stat_user_tables).
 * BENCH_CARGA_SEGUNDOS (default 10) and BENCH_CARGA_CLIENTES (default 10) change the load; the scale is
 * bench/escala-usuarios.ts (BENCH_PRODUCTORES shrinks it). BENCH_CARGA_SOLO_POSTGRES=1 skips PGlite.
 */
import { Worker } from 'node:worker_threads';
import { abrirDb, type Consulta, type Db } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { COOPERATIVAS, PRODUCTORES, sembrarEscala, USUARIOS } from './escala-usuarios';
import { enCadaBase, entrar, servirApi, siSeEjecutaSolo } from './medida';

const SEGUNDOS = Number(process.env.BENCH_CARGA_SEGUNDOS ?? 10);
const CLIENTES = Number(process.env.BENCH_CARGA_CLIENTES ?? 10);
/** BENCH_CARGA_REUSAR=1: PostgreSQL's database is already seeded by an earlier run (PGlite, in memory, is seeded anew). */
const REUSAR = process.env.BENCH_CARGA_REUSAR === '1';

interface ResultadoCarga {
  peticiones: number;
  porSegundo: number;
  no2xx: number;
  errores: number;
  mediana: number;
  p95: number;
}

/** Counts the statements sent through `db` (transactions included) while it is installed; returns the counter. */
export function contarSentencias(db: Db): { n: number } {
  const cuenta = { n: 0 };
  const envolver = (c: Consulta): Consulta => ({
    query: (sql, params, o) => (cuenta.n++, c.query(sql, params, o)),
    script: (sql) => (cuenta.n++, c.script(sql)),
  });
  const { query, script, transaction } = { query: db.query.bind(db), script: db.script.bind(db), transaction: db.transaction.bind(db) };
  const d = db as { -readonly [K in keyof Db]: Db[K] };
  d.query = (sql, params, o) => (cuenta.n++, query(sql, params, o));
  d.script = (sql) => (cuenta.n++, script(sql));
  d.transaction = (fn) => transaction((tx) => fn(envolver(tx)));
  return cuenta;
}

function cargar(datos: { url: string; method: string; headers: Record<string, string>; body?: string }): Promise<ResultadoCarga> {
  return new Promise((resolver, rechazar) => {
    const w = new Worker(new URL('./carga-cliente.mjs', import.meta.url), {
      workerData: { ...datos, connections: CLIENTES, duration: SEGUNDOS },
    });
    w.once('message', resolver);
    w.once('error', rechazar);
  });
}

/** Rows read from tables (sequential and by index) by every backend so far; statistics flushed first. */
async function filasLeidas(db: Db): Promise<number> {
  await new Promise((r) => setTimeout(r, 1500));
  await db.query('SELECT pg_stat_force_next_flush()');
  const [f] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0)::bigint AS n FROM pg_stat_user_tables`,
  );
  return f.n;
}

async function banco(nombre: string, databaseUrl: string | null): Promise<void> {
  if (!databaseUrl && process.env.BENCH_CARGA_SOLO_POSTGRES) return;
  const db = await abrirDb({ databaseUrl, dataDir: null });
  if (!databaseUrl || !REUSAR) {
    if (databaseUrl) await db.script('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrar(db);
    await sembrarEscala(db);
  }
  console.log(`\n${nombre}: ${COOPERATIVAS} cooperativas, ${USUARIOS} usuarios, ${PRODUCTORES} productores en la cooperativa 1`);
  const { app, base } = await servirApi(db);
  const token = await entrar(base, 'admin@cosecha.demo');
  const cuenta = contarSentencias(db);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const casos = [
    {
      titulo: 'cuentas_search (ciclo, orden clave_tx, 10)',
      method: 'POST',
      url: `${base}/api/cuentas_search`,
      body: JSON.stringify({
        filters: [{ column: 'id_ciclo', operator: '=', value: 2 }],
        sorts: [{ column: 'clave_tx', sort: 'asc' }],
        per_page: 10,
      }),
    },
    { titulo: 'GET /api/paises (catálogo)', method: 'GET', url: `${base}/api/paises` },
  ];
  console.log(
    `| llamada (${CLIENTES} clientes, ${SEGUNDOS} s) | peticiones/s | mediana ms | p95 ms | sentencias/petición | filas leídas/petición |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const c of casos) {
    const pg = databaseUrl ? await filasLeidas(db) : 0;
    cuenta.n = 0;
    const r = await cargar({ url: c.url, method: c.method, headers, body: c.body });
    const sentencias = cuenta.n / Math.max(1, r.peticiones);
    const filas = databaseUrl ? ((await filasLeidas(db)) - pg) / Math.max(1, r.peticiones) : null;
    if (r.no2xx || r.errores) console.log(`  (${r.no2xx} respuestas no 2xx, ${r.errores} errores)`);
    console.log(
      `| ${c.titulo} | ${r.porSegundo.toFixed(0)} | ${r.mediana.toFixed(1)} | ${r.p95.toFixed(1)} | ${sentencias.toFixed(2)} | ${
        filas === null ? '—' : filas.toFixed(0)
      } |`,
    );
  }
  await app.close();
  await db.close();
}

export async function bancoCarga(): Promise<void> {
  console.log(
    `\nCarga: ${CLIENTES} clientes a la vez; carga media de la máquina al empezar: ${(await import('node:os'))
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  await enCadaBase('Carga', banco);
}

siSeEjecutaSolo(import.meta.url, bancoCarga);
