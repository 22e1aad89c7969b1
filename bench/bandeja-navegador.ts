/**
 * The delivery form on a slow network (issue 28 'Benchmark': 'after a first visit, the delivery form is usable
 * offline in ≤ 1 s'): the demo on PGlite, the built app served as `npm start` serves it, Chromium at 390 px with its
 * service worker, and the network slowed through CDP to slow 3G (Network.emulateNetworkConditions: 400 ms latency,
 * 400 kbit/s down and up). The collector signs in and opens the producer selection once (the first visit: the worker
 * caches the app, the device copy is read); then the network drops and the delivery form of a producer of the copy is
 * opened BENCH_VUELTAS_FORMULARIO times (default 5) by a full navigation, timed until its first weighing's 'Peso bruto'
 * can be typed in. Median and each time. Alone: `npx tsx bench/bandeja-navegador.ts`.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { chromium } from 'playwright-core';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { CONTRASENA_DEMO, sembrarCatalogos, sembrarDemo } from '../server/demo/seed';
import { entrar, servirApi, siSeEjecutaSolo } from './medida';

const VUELTAS = Number(process.env.BENCH_VUELTAS_FORMULARIO ?? 5);
const SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
const OBJETIVO_MS = 1_000;
const LENTO_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function bancoBandejaNavegador(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nFormulario sin red: no se encontró Chromium en ${CHROMIUM} (CHROMIUM_PATH); no se mide.`);
    return;
  }
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const db = await abrirDb({ databaseUrl: null, dataDir: null });
  await migrar(db);
  const h = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, h);
  });
  const { app, base } = await servirApi(db, 'dist');
  const navegador = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // a producer of the collector's device copy, as the offline selection would offer it
    const token = await entrar(base, 'acopio@cosecha.demo');
    const copia = (await (
      await fetch(`${base}/api/admin/acopios/copia_dispositivo`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { productores: { id_cuenta: number; uuid_cuenta: string }[] };
    };
    const p = copia.data.productores[0];
    const formulario = `${base}/admin/acopio/entregas_por_productor/form/${p.id_cuenta}/${p.uuid_cuenta}`;

    const contexto = await navegador.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow', locale: 'es-MX' });
    const page = await contexto.newPage();
    const cdp = await contexto.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LENTO_3G);

    // the first visit, on slow 3G: sign in, the selection (the worker installs, the copy is read)
    const t0 = performance.now();
    await page.goto(`${base}/user/login-v3`);
    await page.getByLabel('Correo electrónico').fill('acopio@cosecha.demo');
    await page.getByLabel(/^Contraseña/).fill(CONTRASENA_DEMO);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 300_000 });
    await page.goto(`${base}/admin/acopio/entregas_por_productor/seleccion`, { timeout: 300_000 });
    await page.getByText(/^Datos del dispositivo: actualizados/).waitFor({ timeout: 300_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // the worker precaches the whole build in the background: wait until it controls the page (a reload hands it over)
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload({ timeout: 300_000 });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 300_000 });
    const primera = performance.now() - t0;

    // the network drops
    await cdp.send('Network.emulateNetworkConditions', { ...LENTO_3G, offline: true });
    await contexto.setOffline(true);
    const tiempos: number[] = [];
    for (let i = 0; i < VUELTAS; i++) {
      const t = performance.now();
      await page.goto(formulario, { timeout: 60_000 });
      await page
        .getByRole('region', { name: 'Pesada 1' })
        .getByLabel(/^Peso bruto/)
        .waitFor({ timeout: 60_000 });
      tiempos.push(performance.now() - t);
    }
    const m = mediana(tiempos);
    console.log(
      `\nFormulario de entrega sin red tras una primera visita en slow 3G (Chromium, 390 px): primera visita con la copia ` +
        `${(primera / 1000).toFixed(1)} s; formulario utilizable sin red: mediana ${m.toFixed(0)} ms ` +
        `(${tiempos.map((x) => x.toFixed(0)).join(', ')} ms; objetivo ≤ ${OBJETIVO_MS} ms: ${m <= OBJETIVO_MS ? 'cumple' : 'NO CUMPLE'})`,
    );
    if (m > OBJETIVO_MS) process.exitCode = 1;
  } finally {
    await navegador.close();
    await app.close();
    await db.close();
  }
}

siSeEjecutaSolo(import.meta.url, bancoBandejaNavegador);
