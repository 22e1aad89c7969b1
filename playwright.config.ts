import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the app as `npm start` serves it (built client + API, demo data on a fresh
 * embedded database), in Debian's Chromium. Each worker has its own server and database (tests/e2e/prueba.ts
 * points its baseURL there), so files run in parallel. One more server, with a 5-second TOKEN_TTL, lets a test
 * see a session expire without any test-only endpoint. Each server starts on a copy of the prepared demo folder
 * (scripts/servidor-e2e.ts): the same data a first start seeds, without seeding it again for every server.
 */
// E2E_PUERTO lets two checkouts run their browser suites side by side (each uses it and the next HILOS + 1 ports).
const PUERTO = Number(process.env.E2E_PUERTO ?? 3210);
// Two workers on the 2-core machines this runs on: the pages mostly wait on the network and the server.
const HILOS = Number(process.env.E2E_HILOS ?? 2);
const PUERTO_TTL = PUERTO + HILOS;
/**
 * Debian's old headless shell (package chromium-headless-shell, the same Blink and V8 as its Chromium) when it is
 * installed: without the full browser's window, compositor and UI process it took 52 CPU seconds where Chromium took
 * 129 for the same two spec files, and the whole suite ran in 611 s instead of 738 s on this 2-core machine
 * (docs/DECISIONES.md, 'pruebas de navegador: headless shell'). The full Chromium stays the fallback.
 */
const SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
export const urlServidorDeHilo = (hilo: number) => `http://127.0.0.1:${PUERTO + hilo}`;
const servidor = (puerto: number, datos: string, extra = '') => ({
  command: `DATA_DIR=${datos} PORT=${puerto} ${extra} node --import tsx scripts/servidor-e2e.ts`,
  url: `http://127.0.0.1:${puerto}/user/login-v3`,
  reuseExistingServer: false,
  // The first server after a change to server/ or domain/ also builds the demo template (about 20 CPU seconds,
  // more than 80 s of wall time at a load average of 20 on 2 cores); the others copy it.
  timeout: 300_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run in parallel, each file's tests in order (a journey builds on its earlier steps).
  fullyParallel: false,
  workers: HILOS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: urlServidorDeHilo(0),
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    // The installable app's service worker (issue 28) would precache the whole build (3.7 MB) in every test's fresh
    // context and could answer requests past `page.route`: blocked here, allowed by tests/e2e/pwa.spec.ts only.
    serviceWorkers: 'block',
  },
  webServer: [
    ...Array.from({ length: HILOS }, (_, i) => servidor(PUERTO + i, `.tmp/e2e-datos-${i}`)),
    servidor(PUERTO_TTL, '.tmp/e2e-datos-ttl', 'TOKEN_TTL=5'),
  ],
});

export const URL_TTL_CORTO = `http://127.0.0.1:${PUERTO_TTL}`;
