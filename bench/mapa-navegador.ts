/**
 * The plots dashboard's map (/admin/parcelas) with 10,000 plot markers in headless Chromium (playwright-core,
 * /usr/bin/chromium or CHROMIUM_PATH): the real app (built client + API on an in-memory PGlite) with cooperative 1's
 * latest cycle holding exactly MARCADORES plots with a centroid. Measured, from the navigation to the dashboard:
 * the map rows received (parcelas_search), the markers painted (MapaMarcadores sets data-marcadores once its canvas
 * has painted), and the long tasks (PerformanceObserver 'longtask', over 50 ms) until then — the longest is how
 * long the page could not answer a click. Map tiles are answered locally with an empty image so the network
 * does not enter the figures. Needs the built client (dist/); it is built first when missing.
 * Alone: `npx tsx bench/mapa-navegador.ts` (BENCH_MARCADORES, BENCH_VUELTAS_MAPA, BENCH_MAPA_DETALLE=1,
 * BENCH_MAPA_CAPTURA=<dir> for screenshots at 1280 and 390 px).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { chromium } from 'playwright-core';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { sembrarEscala } from '../server/demo/seed-productores';
import { servirApi, siSeEjecutaSolo } from './medida';

const MARCADORES = Number(process.env.BENCH_MARCADORES ?? 10_000);
const VUELTAS = Number(process.env.BENCH_VUELTAS_MAPA ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * BENCH_MAPA_COPIAS=k: the browser receives each map row k times (moved up to ±0.05° and with its own uuid), so
 * 100,000 markers are measured from 10,000 seeded plots: seeding 120,000 producers in PGlite took over 14 minutes
 * on a loaded 2-core machine (issue 24 item 12). Only the page's work is then measured, not the server's query.
 */
const COPIAS = Number(process.env.BENCH_MAPA_COPIAS ?? 1);
/** BENCH_DIST: the built client to serve (another build, to compare before and after a change). */
const DIST = process.env.BENCH_DIST ?? 'dist';
/** A 1×1 transparent PNG for every map tile. */
const TESELA = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Cooperative 1's plots of its latest cycle that the map shows (confirmed accounts, no baja, with a centroid). */
const MAPA = `FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
  WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
    AND x.centroide_lat IS NOT NULL AND x.centroide_lng IS NOT NULL`;

interface Vuelta {
  filas: number;
  dibujado: number;
  marcadores: number;
  tareaMasLarga: number;
  tareas: number;
  bloqueo: number;
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs in the page before its scripts: collects long tasks and the moment the map says it has painted. */
function observar(): void {
  const w = window as unknown as { __largas: number[]; __dibujado?: number };
  w.__largas = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__largas.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, obs) => {
    if (document.querySelector('[data-marcadores]')) {
      w.__dibujado = performance.now();
      obs.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-marcadores'], childList: true });
}

export async function bancoMapaNavegador(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nMapa del tablero en el navegador: no se encontró Chromium en ${CHROMIUM} (CHROMIUM_PATH); no se mide.`);
    return;
  }
  if (DIST === 'dist' && !existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });

  const db = await abrirDb({ databaseUrl: null, dataDir: null });
  await migrar(db);
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
  });
  const [ciclo] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
  const enMapa = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${MAPA}`, [ciclo.id]))[0].n;
  // producers (each with plots in every cycle) until the cycle has enough plots, then exactly MARCADORES keep a centroid
  for (let productores = Math.ceil(MARCADORES * 1.2); (await enMapa()) < MARCADORES; productores *= 2) {
    await db.transaction((tx) => sembrarEscala(tx, productores, [1]));
  }
  await db.query(
    `UPDATE parcelas SET centroide_lat = NULL, centroide_lng = NULL
      WHERE id_cooperativa = 1 AND id IN (SELECT x.id ${MAPA} ORDER BY x.id OFFSET $2)`,
    [ciclo.id, MARCADORES],
  );
  const n = (await enMapa()) * COPIAS;

  const { app, base } = await servirApi(db, DIST);
  const navegador = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const contexto = await navegador.newContext({ viewport: { width: 1280, height: 860 } });
    await contexto.route(/arcgisonline\.com/, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: TESELA }));
    if (COPIAS > 1) {
      await contexto.route(/\/api\/parcelas_search$/, async (r) => {
        const respuesta = await r.fetch();
        const cuerpo = (await respuesta.json()) as { data: Record<string, unknown>[] };
        const data = cuerpo.data.flatMap((f, i) =>
          Array.from({ length: COPIAS }, (_, k) =>
            k === 0
              ? f
              : {
                  ...f,
                  uuid: `${String(f.uuid).slice(0, 24)}${(i * COPIAS + k).toString(16).padStart(12, '0')}`,
                  centroide_lat: Number(f.centroide_lat) + (((i * 7 + k * 13) % 100) - 50) / 1000,
                  centroide_lng: Number(f.centroide_lng) + (((i * 11 + k * 17) % 100) - 50) / 1000,
                },
          ),
        );
        await r.fulfill({ response: respuesta, json: { ...cuerpo, data } });
      });
    }
    const page = await contexto.newPage();
    await page.goto(`${base}/user/login-v3`);
    await page.getByLabel('Correo electrónico').fill('admin@cosecha.demo');
    await page.getByLabel(/^Contraseña/).fill(CONTRASENA_DEMO);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    await page.addInitScript(observar);

    const vueltas: Vuelta[] = [];
    for (let i = 0; i <= VUELTAS; i++) {
      const filas = page.waitForResponse((r) => r.url().endsWith('/api/parcelas_search'), { timeout: 120_000 });
      await page.goto(`${base}/admin/parcelas`);
      await filas;
      await page.waitForSelector('[data-marcadores]', { timeout: 120_000 });
      // a long task still running when the map reports is only reported once it ends
      await page.waitForTimeout(300);
      const m = await page.evaluate(() => {
        const w = window as unknown as { __largas: number[]; __dibujado: number };
        const fila = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/parcelas_search')) as
          PerformanceResourceTiming | undefined;
        return {
          filas: fila?.responseEnd ?? 0,
          dibujado: w.__dibujado,
          marcadores: Number(document.querySelector('[data-marcadores]')?.getAttribute('data-marcadores')),
          tareaMasLarga: Math.max(0, ...w.__largas),
          tareas: w.__largas.length,
          bloqueo: w.__largas.reduce((s, x) => s + x - 50, 0),
        };
      });
      if (m.marcadores !== n) throw new Error(`el mapa dibujó ${m.marcadores} marcadores de ${n}`);
      // BENCH_MAPA_DETALLE=1: the last load's requests (start, first byte, end; ms from the navigation), to see what waits.
      if (process.env.BENCH_MAPA_DETALLE && i === VUELTAS) {
        const linea = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .filter((e) => !e.name.includes('arcgisonline'))
            .map(
              (e) =>
                `${e.startTime.toFixed(0)}\t${e.responseStart.toFixed(0)}\t${e.responseEnd.toFixed(0)}\t${e.name.replace(/^https?:\/\/[^/]+/, '')}`,
            ),
        );
        console.log(`\ninicio\tprimer byte\tfin\tpetición\n${linea.join('\n')}`);
      }
      if (i > 0) vueltas.push(m); // the first load warms the caches of the browser and the server
    }
    // BENCH_MAPA_CAPTURA=<dir>: the map at 1280 and 390 px wide (tiles blank: only the markers), to look at them.
    const captura = process.env.BENCH_MAPA_CAPTURA;
    if (captura) {
      for (const ancho of [1280, 390]) {
        await page.setViewportSize({ width: ancho, height: 860 });
        await page.goto(`${base}/admin/parcelas`);
        const mapa = page.locator('[data-marcadores]');
        await mapa.waitFor({ timeout: 120_000 });
        await mapa.scrollIntoViewIfNeeded();
        await mapa.screenshot({ path: `${captura}/mapa-${n}-${ancho}.png` });
      }
    }
    const f = (k: keyof Vuelta) => mediana(vueltas.map((v) => v[k])).toFixed(0);
    console.log(
      `\nMapa del tablero de parcelas (/admin/parcelas) con ${n} marcadores en Chromium sin ventana, 1280×860; mediana de ${VUELTAS} cargas tras una de calentamiento; ms desde la navegación`,
    );
    console.log(
      '| filas del mapa recibidas | marcadores dibujados | tarea larga más larga | tareas largas (>50 ms) | tiempo de bloqueo total |',
    );
    console.log('|---|---|---|---|---|');
    console.log(`| ${f('filas')} | ${f('dibujado')} | ${f('tareaMasLarga')} | ${f('tareas')} | ${f('bloqueo')} |`);
    console.log(
      `(por vuelta, dibujados: ${vueltas.map((v) => v.dibujado.toFixed(0)).join(', ')}; tarea más larga: ${vueltas.map((v) => v.tareaMasLarga.toFixed(0)).join(', ')})`,
    );
  } finally {
    await navegador.close();
    await app.close();
    await db.close();
  }
}

siSeEjecutaSolo(import.meta.url, bancoMapaNavegador);
