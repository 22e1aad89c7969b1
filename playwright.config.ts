import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the app as `npm start` serves it (built client + API, demo data on a fresh
 * embedded database), in Debian's Chromium. A second server with a 5-second TOKEN_TTL lets a test
 * see a session expire without any test-only endpoint.
 */
// E2E_PUERTO lets two checkouts run their browser suites side by side (each uses it and the next port).
const PUERTO = Number(process.env.E2E_PUERTO ?? 3210);
const PUERTO_TTL = PUERTO + 1;
const servidor = (puerto: number, datos: string, extra = '') => ({
  command: `rm -rf ${datos} && DATA_DIR=${datos} PORT=${puerto} ${extra} npx tsx server/server.ts`,
  url: `http://127.0.0.1:${puerto}/user/login-v3`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PUERTO}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
  webServer: [servidor(PUERTO, '.tmp/e2e-datos'), servidor(PUERTO_TTL, '.tmp/e2e-datos-ttl', 'TOKEN_TTL=5')],
});

export const URL_TTL_CORTO = `http://127.0.0.1:${PUERTO_TTL}`;
