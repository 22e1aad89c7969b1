import { cpSync, rmSync } from 'node:fs';
import { carpetaDemoNavegador } from '../tests/server/plantilla';
import { iniciarServidorKobo, TOKEN_KOBO } from '../tests/falsos/servidor-kobo';

/**
 * One server of the browser suite (playwright.config's webServer list): its DATA_DIR becomes a fresh copy of the
 * prepared demo folder (tests/server/plantilla.ts, built once per tree and day), then the app starts on it exactly as
 * `npm start` does — it finds the database migrated and seeded, so it only checks both and listens. Playwright
 * starts its servers one after another, so each used to pay initdb, the migrations and the demo seed in turn.
 */
const datos = process.env.DATA_DIR;
if (!datos) throw new Error('servidor-e2e: falta DATA_DIR');
const plantilla = await carpetaDemoNavegador();
rmSync(datos, { recursive: true, force: true });
cpSync(plantilla, datos, { recursive: true });
// Each server talks to its own fake KoboToolbox (tests/falsos/servidor-kobo.ts, in this process): the master-form
// screens upload a form and replace its CSVs against it, never against a real KPI. A KOBO_URL given is kept.
if (!process.env.KOBO_URL) {
  const kobo = await iniciarServidorKobo();
  process.env.KOBO_URL = kobo.url;
  process.env.KOBO_TOKEN = TOKEN_KOBO;
}
await import('../server/server');
