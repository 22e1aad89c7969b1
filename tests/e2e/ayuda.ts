import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const CONTRASENA = 'cosecha-demo';
export const ANCHO = { width: 1280, height: 860 };
export const ESTRECHO = { width: 390, height: 844 };

/** Signs in through the login page as a person would, and waits to leave it. */
export async function entrarComo(page: Page, email: string, password = CONTRASENA, base = ''): Promise<void> {
  await page.goto(`${base}/user/login-v3`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/user\/login-v3/);
}

/**
 * axe-core on the page once its transitions have settled (a fading menu has half-transparent text
 * whose contrast axe would measure mid-animation): no serious or critical violation.
 */
export async function sinViolacionesGraves(page: Page): Promise<void> {
  // spinners animate forever (iterations Infinity): only transitions that end are waited for
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 5_000 },
  );
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const graves = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    graves.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}
