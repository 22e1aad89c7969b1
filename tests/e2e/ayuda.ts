import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CLAVES_SESION, type RespuestaLogin } from '../../domain/auth/sesion';
import { hoyEnZona } from '../../domain/comun/formato';

export const CONTRASENA = 'cosecha-demo';
export const ANCHO = { width: 1280, height: 860 };
export const ESTRECHO = { width: 390, height: 844 };

/**
 * A date `dias` days before today as the demo's cooperatives count days (America/Mexico_City, the zone of the ones the
 * tests write to): the server refuses a date after the cooperative's today, and from 18:00 there UTC's date is
 * already tomorrow (a test that took `toISOString()` failed every evening).
 */
export const diaCooperativa = (dias = 0) => hoyEnZona('America/Mexico_City', new Date(Date.now() - dias * 86_400_000));

/** Signs in through the login page as a person would, and waits to leave it (the sign-in journeys of sesion.spec). */
export async function entrarPorFormulario(page: Page, email: string, password = CONTRASENA, base = ''): Promise<void> {
  await page.goto(`${base}/user/login-v3`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/user\/login-v3/);
}

/**
 * Signs in with the API and stores the session as the sign-in page does (the same keys, CLAVES_SESION), then
 * opens '/', which sends the user to their home: every journey starts signed in without walking the sign-in
 * form again (that form has its own tests in sesion.spec). The session is stored from a tiny API answer of the
 * same origin, so the app loads once, already signed in.
 */
export async function entrarComo(page: Page, email: string, password = CONTRASENA, base = ''): Promise<void> {
  const r = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
  expect(r.status(), await r.text()).toBe(200);
  const login = (await r.json()) as RespuestaLogin;
  await page.goto(`${base}/api/auth/sin-ruta`);
  await page.evaluate(
    ({ claves, login }) => {
      localStorage.setItem(claves.token, JSON.stringify(login.token));
      localStorage.setItem(claves.usuario, JSON.stringify(login.user));
      localStorage.setItem(claves.permisos, JSON.stringify(login.permissions));
      if (login.coopconfig) localStorage.setItem(claves.configuracion, JSON.stringify(login.coopconfig));
    },
    { claves: CLAVES_SESION, login },
  );
  await page.goto(`${base}/`);
  await expect(page).not.toHaveURL(/\/\/[^/]+\/$/);
}

/**
 * Waits until the server refuses the page's stored session (the short-lived server's token has expired), asking the
 * profile every quarter second: the test goes on the moment it happens instead of sleeping a fixed time.
 */
export async function esperarSesionVencida(page: Page, base: string): Promise<void> {
  const token = await page.evaluate((clave) => JSON.parse(localStorage.getItem(clave) ?? 'null') as string, CLAVES_SESION.token);
  await expect
    .poll(async () => (await page.request.get(`${base}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } })).status(), {
      timeout: 20_000,
      intervals: [250],
    })
    .toBe(401);
}

/**
 * axe-core on the page once its transitions have settled (a fading menu has half-transparent text
 * whose contrast axe would measure mid-animation): no serious or critical violation.
 *
 * A violation counts only if a second look, after the page has settled again, still finds it: a button that
 * turns enabled a moment after the wait (a React render that starts its colour transition just after
 * `getAnimations()` was read) is measured mid-fade once, and that is not a defect a person would meet.
 */
export async function sinViolacionesGraves(page: Page): Promise<void> {
  const primera = await violacionesGraves(page);
  if (primera.length === 0) return;
  await page.waitForTimeout(400);
  expect(await violacionesGraves(page)).toEqual([]);
}

async function violacionesGraves(page: Page): Promise<string[]> {
  // spinners animate forever (iterations Infinity): only transitions that end are waited for
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 5_000 },
  );
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * Waits until the service worker controls the page (issue 28): the first visit installs it and it controls the page
 * from the next load (no clientsClaim: vite.config.ts), so the page is reloaded once if it is not yet in control.
 */
export async function esperarTrabajador(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}
