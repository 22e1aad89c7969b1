import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { construirApp } from '../server/app';
import { leerConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { conConsultasLentas, type ConsultaLenta } from '../server/db/lentas';
import { CONTRASENA_DEMO } from '../server/demo/seed';

/**
 * What every bench file shares: the percentile, the timing loop, one run per database (PGlite always,
 * PostgreSQL with BENCH_DATABASE_URL), the API on a loopback port with a signed-in token, and running a file
 * alone with `npx tsx bench/<archivo>.ts`.
 */

/** The p-th percentile (nearest rank) of the samples. @example percentil([3, 1, 2], 50) // 2 */
export function percentil(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** Median and p95 in ms of `n` calls of `fn`, after `calentamiento` unmeasured ones (caches, JIT, plans). */
export async function medir(fn: () => Promise<unknown>, n: number, calentamiento = 20): Promise<{ mediana: number; p95: number }> {
  for (let i = 0; i < calentamiento; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = performance.now();
    await fn();
    t.push(performance.now() - a);
  }
  return { mediana: percentil(t, 50), p95: percentil(t, 95) };
}

/** Runs `banco` on embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL names one (its schema public is emptied). */
export async function enCadaBase(titulo: string, banco: (nombre: string, databaseUrl: string | null) => Promise<void>): Promise<void> {
  // BENCH_SOLO_PG=1 skips PGlite when only PostgreSQL is looked at (its large seeds are the slow part).
  const pgUrl = process.env.BENCH_DATABASE_URL;
  // Both set to nothing measured nothing and exited 0 without a line (one way a run 'printed nothing').
  if (process.env.BENCH_SOLO_PG && !pgUrl) throw new Error('BENCH_SOLO_PG=1 sin BENCH_DATABASE_URL: no hay base que medir');
  if (!process.env.BENCH_SOLO_PG) await banco(`${titulo} sobre PGlite (embebida)`, null);
  if (pgUrl) await banco(`${titulo} sobre PostgreSQL`, pgUrl);
}

/** Runs `fn` when the file that passes its `import.meta.url` is the one started (`npx tsx bench/x.ts`), not imported. */
export function siSeEjecutaSolo(url: string, fn: () => Promise<void>): void {
  if (url !== pathToFileURL(process.argv[1] ?? '').href) return;
  fn().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

/**
 * The real API (and the built client when `clientDir` names it) on a free loopback port, as `npm start` serves it:
 * the bench measures through HTTP, token, session and JSON included.
 */
export async function servirApi(db: Db, clientDir: string | null = null): Promise<{ app: FastifyInstance; base: string }> {
  // The slow-query log of every statement the API runs (issue 29 item 5), printed when the bench closes its app: it
  // should be empty. BENCH_CONSULTA_LENTA_MS sets the threshold (default 100 ms, five times a list's p95 budget).
  const umbral = Number(process.env.BENCH_CONSULTA_LENTA_MS ?? 100);
  const lentas: ConsultaLenta[] = [];
  const app = await construirApp(
    { ...leerConfig({}), clientDir },
    conConsultasLentas(db, umbral, (c) => lentas.push(c)),
  );
  app.addHook('onClose', async () => console.log(informeLentas(umbral, lentas)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const d = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof d === 'object' && d ? d.port : 0}` };
}

/** The slow-query log in a few lines: 'ninguna', or each statement's count and slowest time, slowest first. */
export function informeLentas(umbral: number, lentas: ConsultaLenta[]): string {
  if (!lentas.length) return `  consultas lentas del API (≥ ${umbral} ms): ninguna`;
  const porSql = new Map<string, { n: number; max: number }>();
  for (const l of lentas) {
    const v = porSql.get(l.sql) ?? { n: 0, max: 0 };
    porSql.set(l.sql, { n: v.n + 1, max: Math.max(v.max, l.ms) });
  }
  const filas = [...porSql].sort((a, b) => b[1].max - a[1].max).map(([sql, v]) => `    ${v.n}× hasta ${v.max} ms: ${sql}`);
  return [`  consultas lentas del API (≥ ${umbral} ms): ${lentas.length}`, ...filas].join('\n');
}

/** A demo user's token, signed in through the API (every demo account shares CONTRASENA_DEMO). */
export async function entrar(base: string, email = 'admin@cosecha.demo'): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: CONTRASENA_DEMO }),
  });
  if (r.status !== 200) throw new Error(`no se pudo entrar como ${email}: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}
