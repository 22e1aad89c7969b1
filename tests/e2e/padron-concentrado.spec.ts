import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { cicloActual } from './paginas/tableros';
import { cifra, concentradoApi, PaginaConcentrado } from './paginas/padron-concentrado';

/**
 * The concentrated register (/admin/padron/concentrado/list, spec 001 §2.11) at 1280 and 390 px: a person reads the
 * cycle's localities and their groups (the certification's: certimex for the coffee cooperative), filters a column,
 * and downloads the Excel, whose totals are the screen's.
 */
const ANCHOS = [
  ['una pantalla ancha', ANCHO],
  ['un teléfono', ESTRECHO],
] as const;

for (const [ancho, tamano] of ANCHOS) {
  test(`la administradora lee el concentrado en ${ancho}, busca un municipio y descarga el Excel`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    const api = await concentradoApi(request, token, ciclo);
    expect(api.total, 'la semilla tiene varias localidades').toBeGreaterThan(3);
    const c = new PaginaConcentrado(page);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto('/admin/padron/concentrado/list');
    await expect(page.getByRole('heading', { name: 'Padrón concentrado', level: 1 })).toBeVisible();
    await expect(c.filas).toHaveCount(Math.min(10, api.total));
    // certimex: Transición 0, not Transición 3 nor Convencional (R082)
    await expect
      .poll(() => c.grupos())
      .toEqual(['Información general', 'Orgánico', 'Transición 2', 'Transición 1', 'Transición 0', 'Sancionados', 'Bajas', 'Totales']);
    const totales = await c.totales();
    expect(totales[0]).toBe(`Totales (${api.total} localidades)`);
    // the last three cells are the Totales group: partners, hectares, kg
    expect(cifra(totales.at(-3)!)).toBe(api.totales!.totales_socios);
    expect(cifra(totales.at(-2)!)).toBeCloseTo(api.totales!.totales_superficie, 1);
    await sinViolacionesGraves(page);

    // the table scrolls sideways inside its box; the page itself never does
    const cabe = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(cabe, 'nada se sale del ancho de la pantalla').toBe(true);

    const municipio = api.data[0].municipio;
    const filtrado = await concentradoApi(request, token, ciclo, [{ column: 'municipio', operator: 'like', value: municipio }]);
    await c.buscar('municipio').fill(municipio);
    await expect(c.filas).toHaveCount(Math.min(10, filtrado.total));
    await expect(c.filas.first()).toContainText(municipio);
    await expect.poll(async () => (await c.totales())[0]).toBe(`Totales (${filtrado.total} localidades)`);

    await c.buscar('comunidad').fill('no existe esta comunidad');
    await expect(page.getByText('Sin registros encontrados')).toBeVisible();
    await expect(page.getByText(/corrija o borre lo escrito/)).toBeVisible();
    await sinViolacionesGraves(page);

    const excel = await c.descargarExcel();
    expect(excel.nombre).toMatch(/^PadronConcentrado_.+_\d{8}_\d{6}\.xlsx$/);
    expect(excel.grupos[0]).toBe('Información general');
    expect(excel.medidas.slice(0, 4)).toEqual(['Clave', 'Código de comunidad', 'Comunidad', 'Municipio']);
    // the Excel is the whole cycle, whatever the screen's search
    expect(excel.filas).toBe(api.total);
    expect(excel.totales[0]).toBe('Totales');
    expect(excel.totales.at(-3)).toBe(api.totales!.totales_socios);
  });
}

test('el técnico lee el concentrado pero no ve el botón de Excel (sin PADRON_CONCENTRADO_EXPORTAR)', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'tecnico.sierra@cosecha.demo');
  await page.goto('/admin/padron/concentrado/list');
  const c = new PaginaConcentrado(page);
  await expect(c.filas.first()).toBeVisible();
  await expect(c.botonExcel).toHaveCount(0);
});

test('la gerente de cacao (mayacert) llega por el menú y ve Transición 3 y Convencional, sin Transición 0', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'gerente@cosecha.demo');
  await new Marco(page).irEnGrupo('Padron', 'Concentrado');
  await expect(page).toHaveURL(/\/admin\/padron\/concentrado\/list/);
  const c = new PaginaConcentrado(page);
  await expect(c.filas.first()).toBeVisible();
  const grupos = await c.grupos();
  expect(grupos).toContain('Transición 3');
  expect(grupos).toContain('Convencional');
  expect(grupos).not.toContain('Transición 0');
});

test('con mostrar_padron_concentrado = 0 (la cooperativa de miel) la ruta no existe y el menú no la ofrece', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await expect(new Marco(page).menu().getByRole('link', { name: 'Concentrado' })).toHaveCount(0);
  await page.goto('/admin/padron/concentrado/list');
  await expect(page.getByText('Esta página no existe').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Padrón concentrado' })).toHaveCount(0);
});
