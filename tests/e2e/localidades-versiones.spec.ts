import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';

/**
 * The localities catalogue (/admin/localidades/list) and the versions list (/admin/versiones/list), spec 001 §2.15,
 * at 1280 and 390 px: a person opens them from the menu, searches, pages, and reads the newest version first.
 */
const ANCHOS = [
  ['una pantalla ancha', ANCHO],
  ['un teléfono', ESTRECHO],
] as const;

for (const [ancho, tamano] of ANCHOS) {
  test(`la administradora busca una localidad en ${ancho}`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const r = await request.post('/api/localidades_search', {
      headers: { Authorization: `Bearer ${token}` },
      data: { filters: [{ column: 'q', operator: 'like', value: 'jaltenango' }] },
    });
    const { data, total } = (await r.json()) as { data: { nombre: string; municipio: string }[]; total: number };
    expect(total).toBeGreaterThan(0);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await new Marco(page).irA('Localidades');
    await expect(page).toHaveURL(/\/admin\/localidades\/list/);
    await expect(page.getByText('Localidades').first()).toBeVisible();
    await expect(page.getByText(/de \d+/).first()).toBeVisible();
    await sinViolacionesGraves(page);
    await page.getByPlaceholder('Nombre o clave').fill('JALTENANGO');
    await expect(page.getByText(data[0].nombre).first()).toBeVisible();
    await expect(page.getByText(`1-${total} de ${total}`).or(page.getByText(`1–${total} de ${total}`))).toBeVisible();
    await page.getByPlaceholder('Nombre o clave').fill('ningun lugar asi');
    await expect(page.getByText('Sin registros encontrados')).toBeVisible();
    await sinViolacionesGraves(page);
    const cabe = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(cabe, 'nada se sale del ancho de la pantalla').toBe(true);
  });

  test(`R087: la administradora lee las versiones, la más nueva primero, en ${ancho}`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const r = await request.post('/api/versiones_search', { headers: { Authorization: `Bearer ${token}` }, data: {} });
    const { data } = (await r.json()) as { data: { name: string; date: string }[] };
    expect(data.length).toBeGreaterThan(1);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await new Marco(page).irA('Versiones');
    await expect(page).toHaveURL(/\/admin\/versiones\/list/);
    const filas = page.locator('tbody tr');
    await expect(filas).toHaveCount(data.length);
    await expect(filas.first()).toContainText(data[0].name);
    await expect(filas.last()).toContainText(data.at(-1)!.name);
    await sinViolacionesGraves(page);
  });
}

test('el técnico no tiene Versiones en el menú y la ruta le niega el acceso', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'tecnico.sierra@cosecha.demo');
  await expect(new Marco(page).menu().getByRole('link', { name: 'Localidades' })).toBeVisible();
  await expect(new Marco(page).menu().getByRole('link', { name: 'Versiones' })).toHaveCount(0);
  await page.goto('/admin/versiones/list');
  await expect(new Marco(page).aviso('Acceso no autorizado')).toContainText('No tienes permiso para acceder a esta información');
});
