import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { PaginasProductores, productorConParcelasYFormatos } from './paginas/productores';

/**
 * Issue 10 #16 and #17: the producer profile leads somewhere (plot names open the plot profile, 'Agregar parcelas',
 * formats by name), at both widths; 'Calcular altitudes' on a server without an elevation service says one thing.
 */
for (const [ancho, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`a ${ancho}: el perfil del productor nombra sus formatos y cada parcela abre su perfil`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const prod = await productorConParcelasYFormatos(request, token);
    const parcela = prod.parcelas[0];
    const productores = new PaginasProductores(page);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto(`/admin/cuentas/perfil/${prod.uuid}`);
    await expect(page.getByRole('heading', { name: prod.nombre, level: 1 })).toBeVisible();
    await expect(productores.agregarParcelas()).toBeVisible();

    // formats by their name, never the survey's code
    const formatos = productores.tablaFormatos();
    await expect(formatos.getByRole('columnheader', { name: 'Formato' })).toBeVisible();
    await expect(formatos.getByRole('cell', { name: 'Inspección interna', exact: true }).first()).toBeVisible();
    await expect(formatos).not.toContainText('_');
    await expect(page.getByRole('main')).not.toContainText('inspeccion_interna');
    await sinViolacionesGraves(page);

    await productores.tablaParcelas().getByRole('link', { name: parcela.nombre, exact: true }).first().click();
    await expect(page).toHaveURL(`/admin/parcelas/perfil/${parcela.uuid}`);
    await expect(page.getByText(parcela.nombre).first()).toBeVisible();
  });
}

test("a 390 px: 'Agregar parcelas' desde el perfil guarda y regresa al perfil con la parcela nueva", async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const prod = await productorConParcelasYFormatos(request, token);
  const nombre = `Perfil ${Date.now().toString(36)}`;
  const productores = new PaginasProductores(page);
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/cuentas/perfil/${prod.uuid}`);
  await productores.agregarParcelas().click();
  await expect(page).toHaveURL(/\/admin\/parcelas\/create\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^${prod.nombre}`) })).toBeVisible();
  const p1 = productores.parcela(1);
  await p1.getByRole('textbox', { name: /^Nombre/ }).fill(nombre);
  await p1.getByRole('textbox', { name: /^Superficie/ }).fill('0.5');
  await p1.getByRole('textbox', { name: /^Plantas/ }).fill('300');
  await sinViolacionesGraves(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(new Marco(page).aviso('Se registró con éxito la(s) parcela(s)')).toBeVisible();
  await expect(page).toHaveURL(`/admin/cuentas/perfil/${prod.uuid}`);
  await expect(productores.tablaParcelas().getByRole('link', { name: nombre, exact: true })).toBeVisible();
});

test("'Calcular altitudes' sin servicio de altitudes: un solo aviso en palabras del personal, sin el de conexión", async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const prod = await productorConParcelasYFormatos(request, token);
  const conPoligono = prod.parcelas.find((x) => x.poligono)!;
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/parcelas/perfil/${conPoligono.uuid}`);
  const respuesta = page.waitForResponse((r) => r.url().includes('/api/parcelas_altitudes/'));
  await page.getByRole('button', { name: 'Calcular altitudes' }).click();
  expect((await respuesta).status()).toBe(503);
  await expect(new Marco(page).aviso('El cálculo de altitudes no está disponible en este sistema')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Error de conexion a internet.')).toHaveCount(0);
  await expect(page.getByText('ELEVACION_URL')).toHaveCount(0);
});
