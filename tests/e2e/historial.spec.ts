import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { PaginasProductores, productorConParcelasYFormatos } from './paginas/productores';
import { PaginaHistorial } from './paginas/historial';

/**
 * Issue 13 'An audit trail people can read': a person changes something about a producer (adds a plot from the
 * profile) and reads it in the profile's 'Historial de cambios', newest first, with who did it and old → new.
 */
for (const [ancho, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`a ${ancho}: la parcela que agrego aparece primero en el historial de cambios del productor, con mi nombre`, async ({
    page,
    request,
  }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const prod = await productorConParcelasYFormatos(request, token);
    const nombre = `Historial ${Date.now().toString(36)}`;
    const productores = new PaginasProductores(page);
    const historial = new PaginaHistorial(page);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto(`/admin/cuentas/perfil/${prod.uuid}`);
    await expect(page.getByRole('heading', { name: prod.nombre, level: 1 })).toBeVisible();

    await productores.agregarParcelas().click();
    const p1 = productores.parcela(1);
    await p1.getByRole('textbox', { name: /^Nombre/ }).fill(nombre);
    await p1.getByRole('textbox', { name: /^Superficie/ }).fill('0.75');
    await p1.getByRole('textbox', { name: /^Plantas/ }).fill('250');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(new Marco(page).aviso('Se registró con éxito la(s) parcela(s)')).toBeVisible();
    await expect(page).toHaveURL(`/admin/cuentas/perfil/${prod.uuid}`);

    await historial.seccion().click();
    await expect(historial.seccion()).toHaveAttribute('aria-expanded', 'true');
    const ultimo = historial.cambios().first();
    await expect(ultimo).toContainText('Agregó parcelas');
    await expect(ultimo).toContainText('Ana María Gómez Ruiz');
    await expect(ultimo).toContainText(`Parcelas: -- → ${nombre}`);
    // the date and time on the cooperative's clock, as dd/MMM/yyyy HH:mm
    await expect(ultimo.locator('time')).toHaveText(/^\d{2}\/[a-z]{3}\/\d{4} \d{2}:\d{2}$/);
    await sinViolacionesGraves(page);
  });
}

test("a 390 px: el productor de la demostración muestra su historial, del más reciente al más antiguo; 'Cargar más' no aparece con menos de 50", async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  // SM-0001: the demo's history (server/demo/seed-historial.ts)
  const r = await request.post('/api/cuentas_search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filters: [{ column: 'q', operator: 'like', value: 'SM-0001' }] },
  });
  const [fila] = ((await r.json()) as { data: { uuid: string }[] }).data;
  const historial = new PaginaHistorial(page);
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/cuentas/perfil/${fila.uuid}`);
  await historial.seccion().click();
  await expect(historial.cambios().first()).toBeVisible();
  const acciones = await historial.cambios().allInnerTexts();
  const orden = ['Editó los datos del productor', 'Agregó parcelas', 'Registró al productor'].map((a) =>
    acciones.findIndex((t) => t.includes(a)),
  );
  expect(orden.every((i) => i >= 0)).toBe(true);
  expect([...orden].sort((a, b) => a - b)).toEqual(orden);
  await expect(historial.lista()).toContainText('Celular: 9610000000 →');
  await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
  await sinViolacionesGraves(page);
});
