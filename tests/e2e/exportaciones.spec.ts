import { expect, test, type Request } from './prueba';
import { ANCHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';
import { PaginasProductores, productoresDelCiclo, sinAcentos } from './paginas/productores';

test('una persona busca a un productor sin acentos, descarga el Excel y el archivo lo tiene (solo lo que la lista muestra)', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'gerente@cosecha.demo');
  const conAcento = (await productoresDelCiclo(request, token)).find((p) => /[áéíóúñ]/i.test(p.nombre));
  expect(conAcento, 'la semilla tiene productores de cacao con acentos').toBeDefined();
  const { nombre } = conAcento!;

  const productores = new PaginasProductores(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'gerente@cosecha.demo');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/cuentas/list');
  await expect(productores.botonExcel()).toBeVisible();
  await productores.buscar(sinAcentos(nombre));
  await expect(productores.fila(nombre)).toBeVisible();
  const enLista = (await page.getByRole('main').getByRole('row').count()) - 1;
  await sinViolacionesGraves(page);

  const excel = await descargarExcel(page, productores.botonExcel());
  expect(excel.nombre).toMatch(/^productores_2025-2026_\d{8}_\d{6}\.xlsx$/);
  expect(excel.encabezados.slice(0, 3)).toEqual(['Clave', 'Nombre', 'Región']);
  expect(excel.filas.map((f) => f.Nombre)).toContain(nombre);
  // the search box's text went with the download: the file holds the rows the list shows
  expect(excel.filas.length).toBe(enLista);
  expect(excel.filas.every((f) => sinAcentos(String(f.Nombre)).toLowerCase().includes(sinAcentos(nombre).toLowerCase()))).toBe(true);
  await expect(productores.botonExcel()).toBeEnabled();
});

test('en la vista ?organico=1 el Excel trae solo el padrón orgánico', async ({ page }) => {
  const productores = new PaginasProductores(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'gerente@cosecha.demo');
  await page.goto('/admin/cuentas/list?organico=1');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  const excel = await descargarExcel(page, productores.botonExcel());
  expect(excel.filas.length).toBeGreaterThan(0);
  expect(excel.filas.every((f) => f['Orgánico'] === 'Sí')).toBe(true);
});

test('quien no tiene CUENTAS_EXPORTAR (acopiador) ve el listado sin el botón Excel', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'acopio@cosecha.demo');
  await expect(page).toHaveURL('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await expect(new PaginasProductores(page).botonExcel()).toHaveCount(0);
});

const esConteoAltas = (r: Request) => r.url().endsWith('/api/admin/sic/padron_altas') && r.method() === 'POST';

test('la alerta de altas se pide para el ciclo elegido y se vuelve a pedir al guardar un productor nuevo', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = ((await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as { data: { id: number }[] }).data;
  const actual = ciclos[ciclos.length - 1].id;
  const primero = async (ruta: string) =>
    ((await (await request.get(`/api/${ruta}`, { headers: h })).json()) as { data: { id: number; nombre: string }[] }).data[0];
  const region = await primero('sic/regiones');
  const municipio = await primero('cooperativas_municipios');
  const localidad = await primero(`localidades_municipio_all/${municipio.id}`);
  const centro = await primero('sic/centros_de_acopio');

  await page.setViewportSize(ANCHO);
  const inicial = page.waitForResponse((r) => esConteoAltas(r.request()));
  await entrarComo(page, 'admin@cosecha.demo');
  const r1 = await inicial;
  expect(r1.request().postDataJSON()).toEqual({
    filters: [
      { column: 'id_ciclo', operator: '=', value: actual },
      { column: 'confirmado', operator: '=', value: 0 },
    ],
  });
  const antes = ((await r1.json()) as { data: unknown[] }).data.length;

  const productores = new PaginasProductores(page);
  // the home is the dashboard (R002): the person opens the list from the menu
  await page.getByRole('button', { name: 'Productores', exact: true }).click();
  await page.getByRole('link', { name: 'Listado productores' }).click();
  await page.getByRole('link', { name: 'Nuevo productor' }).click();
  await page.getByRole('textbox', { name: /^Nombres/ }).fill(`Alerta ${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: /^Apellido paterno/ }).fill('Cruz');
  await page.getByRole('textbox', { name: /^Apellido materno/ }).fill('Ramírez');
  await productores.elegir('Región', region.nombre);
  await productores.elegir('Municipio', municipio.nombre);
  await productores.elegir('Localidad', localidad.nombre);
  await productores.elegir('Centro de acopio', centro.nombre);
  const despues = page.waitForResponse((r) => esConteoAltas(r.request()));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog', { name: '¿Desea agregar parcelas?' })).toBeVisible();
  expect(((await (await despues).json()) as { data: unknown[] }).data.length).toBe(antes + 1);
});

test('sin SIC (miel) no se pide la alerta de altas', async ({ page }) => {
  const pedidas: string[] = [];
  page.on('request', (r) => {
    if (esConteoAltas(r)) pedidas.push(r.url());
  });
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  // the list and the menu have loaded (the cycle is known): a count would have been asked by now
  await expect(page.getByRole('combobox', { name: 'Ciclo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pedidas).toEqual([]);
});

test('R033: si la descarga llega vacía, no se guarda nada, se ve "Descargando ..." y la página se recarga a los 15 s', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'gerente@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  // the server never sends an empty Excel; the rule is the browser's, so this one answer is made empty here
  await page.route('**/api/xls/cuentas/**', (ruta) =>
    ruta.fulfill({ status: 200, body: '', headers: { 'Content-Disposition': 'attachment; filename="vacio.xlsx"' } }),
  );
  const descargas: string[] = [];
  page.on('download', (d) => descargas.push(d.suggestedFilename()));
  await new PaginasProductores(page).botonExcel().click();
  const boton = page.getByRole('button', { name: 'Descargando ...', exact: true });
  await expect(boton).toBeDisabled();
  await page.clock.fastForward(14_000);
  await expect(boton).toBeVisible();
  const recarga = page.waitForEvent('load');
  await page.clock.fastForward(1_500);
  await recarga;
  await expect(new PaginasProductores(page).botonExcel()).toBeEnabled();
  expect(descargas).toEqual([]);
});
