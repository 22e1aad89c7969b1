import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { cicloActual } from './paginas/tableros';
import { centesimos, PaginaAcopioTablero, tableroAcopioApi } from './paginas/acopio-tablero';

/**
 * The collection dashboard (/admin/acopio, spec 002 §2.9) and the collection by producer (§2.6) at 1280 and 390 px:
 * the figures on screen are the API's for the same user and cycle; a manager picks a centre, a collector sees theirs.
 */
const ANCHOS = [
  ['una pantalla ancha', ANCHO],
  ['un teléfono', ESTRECHO],
] as const;

for (const [ancho, tamano] of ANCHOS) {
  test(`la gerente lee el tablero de acopio en ${ancho}, cambia semana/mes y elige un centro`, async ({ page, request }) => {
    const token = await tokenDe(request, 'gerente@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    const todos = await tableroAcopioApi(request, token, ciclo, 2);
    expect(todos.entregas.total_entregas, 'la semilla tiene entregas en el ciclo').toBeGreaterThan(0);
    const t = new PaginaAcopioTablero(page);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'gerente@cosecha.demo');
    await page.goto('/admin/acopio');
    await expect(page.getByRole('heading', { name: 'Acopio', level: 1 })).toBeVisible();
    await expect(t.cifra('Entregas')).toHaveText(todos.entregas.total_entregas.toLocaleString('en-US'));
    await expect(t.cifra('Productores')).toHaveText(todos.entregas.total_productores.toLocaleString('en-US'));
    expect(centesimos(await t.cifra('Peso neto (kg)').textContent())).toBe(todos.entregas.peso_neto);
    expect(centesimos(await t.cifra('Saldo por pagar').textContent())).toBe(todos.entregas.saldo);

    const periodos = t.tarjeta('Entregas por semana');
    await expect(periodos.getByRole('table', { name: 'Entregas por semana' }).locator('tbody tr')).toHaveCount(todos.per_week.length);
    await periodos.getByRole('button', { name: 'Por mes' }).click();
    const meses = t.tarjeta('Entregas por mes').getByRole('table', { name: 'Entregas por mes' });
    expect((await t.filas(meses)).map((f) => [f[0], centesimos(f[2])])).toEqual(todos.per_month.map((m) => [m.etiqueta, m.peso_neto]));
    await sinViolacionesGraves(page);

    await t.elegirCentro('Centro de acopio Cunduacán');
    const centros = await request.post('/api/centros_acopios_search', {
      headers: { Authorization: `Bearer ${token}` },
      data: { filters: [{ column: 'id_cooperativa', operator: '=', value: 2 }] },
    });
    const idCentro = ((await centros.json()) as { data: { id: number; nombre: string }[] }).data.find((c) =>
      c.nombre.endsWith('Cunduacán'),
    )!.id;
    const uno = await tableroAcopioApi(request, token, ciclo, 2, idCentro);
    expect(uno.entregas.total_entregas).toBeLessThan(todos.entregas.total_entregas);
    await expect(t.cifra('Entregas')).toHaveText(uno.entregas.total_entregas.toLocaleString('en-US'));
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(ancho, 'nada se sale del ancho de la pantalla').toBe(true);
  });
}

test('el acopiador ve solo su centro, sin selector', async ({ page, request }) => {
  const token = await tokenDe(request, 'acopio.chontalpa@cosecha.demo');
  const ciclo = await cicloActual(request, token);
  const suyo = await tableroAcopioApi(request, token, ciclo, 2);
  expect(suyo.elige_centro).toBe(false);
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'acopio.chontalpa@cosecha.demo');
  await page.goto('/admin/acopio');
  await expect(page.getByText(`Centro de acopio: ${suyo.centro}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Centro de acopio' })).toHaveCount(0);
  await expect(new PaginaAcopioTablero(page).cifra('Entregas')).toHaveText(suyo.entregas.total_entregas.toLocaleString('en-US'));
  await sinViolacionesGraves(page);
});

for (const [ancho, tamano] of ANCHOS) {
  test(`por productor en ${ancho}: un municipio lleva a sus localidades y un nombre al perfil`, async ({ page }) => {
    const t = new PaginaAcopioTablero(page);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'gerente@cosecha.demo');
    await page.goto('/admin/acopio/acopio_por_productor/list');
    await expect(page.getByRole('heading', { name: 'Acopio por productor', level: 1 })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Acopio por productor' });
    await expect(tabla.locator('tfoot')).toContainText('Total');
    const porMunicipio = t.tarjeta('Acopio por municipio');
    const primero = porMunicipio.getByRole('table', { name: 'Kilos por municipio' }).getByRole('button').first();
    const municipio = (await primero.textContent())!.trim();
    await primero.click();
    await expect(
      t.tarjeta(`Acopio por localidad: ${municipio}`).getByRole('table', { name: 'Kilos por localidad' }).locator('tbody tr').first(),
    ).toBeVisible();
    // The drill-down's table fits or scrolls inside its card: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Regresar a todos los municipios' }).click();
    await expect(t.tarjeta('Acopio por municipio')).toBeVisible();
    await sinViolacionesGraves(page);
    const nombre = tabla.locator('tbody tr').first().getByRole('link');
    const href = await nombre.getAttribute('href');
    expect(href).toMatch(/^\/admin\/cuentas\/perfil\/[0-9a-f-]{36}$/);
    await nombre.click();
    await expect(page).toHaveURL(href!);
  });
}
