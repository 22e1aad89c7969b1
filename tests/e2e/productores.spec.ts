import { expect, test } from '@playwright/test';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { crearProductor, PaginasProductores, productoresDelCiclo, sinAcentos } from './paginas/productores';

test('una persona encuentra a un productor escribiendo su nombre sin acentos, abre su perfil y ve sus parcelas', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const conAcento = (await productoresDelCiclo(request, token)).find((p) => /[áéíóúñ]/i.test(p.nombre) && p.total_parcelas > 0);
  expect(conAcento, 'la semilla tiene productores con acentos y parcelas').toBeDefined();
  const { uuid, nombre } = conAcento!;
  const parcelas = (await (await request.get(`/api/parcelas_por_productor/${uuid}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { nombre: string }[] };

  const productores = new PaginasProductores(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await expect(page).toHaveURL('/admin/cuentas/list');
  await expect(new Marco(page).titulo()).toHaveText('Listado productores');
  await expect(page.getByRole('columnheader', { name: 'Hectáreas' })).toBeVisible();
  await sinViolacionesGraves(page);

  await productores.buscar(sinAcentos(nombre));
  await expect(productores.fila(nombre)).toBeVisible();
  await productores.fila(nombre).getByRole('cell', { name: nombre, exact: true }).click();
  await expect(page).toHaveURL(`/admin/cuentas/perfil/${uuid}`);
  await expect(page).toHaveTitle('Cosecha · Perfil del productor');
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Parcelas' });
  for (const p of parcelas.data) await expect(tabla.getByRole('cell', { name: p.nombre, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Formatos', level: 2 })).toBeVisible();
  await sinViolacionesGraves(page);
});

test('dar de baja pide un motivo, avisa que es permanente y el productor sale del listado', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const nombres = `Baja ${Date.now().toString(36)}`;
  await crearProductor(request, token, nombres);
  const nombre = `${nombres} Prueba Baja`;

  const productores = new PaginasProductores(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await productores.buscar(nombres);
  await expect(productores.fila(nombre)).toBeVisible();
  await productores.fila(nombre).getByRole('button', { name: `Dar de baja a ${nombre}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Dar de baja' });
  await expect(dialogo).toContainText('La baja es permanente');
  await dialogo.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(dialogo.getByText('Debe seleccionar un motivo de baja')).toBeVisible();
  await sinViolacionesGraves(page);
  await productores.elegir('Motivo de baja', 'Renuncia voluntaria', dialogo);
  await dialogo.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(new Marco(page).aviso(`Se dio de baja al productor ${nombre}`)).toBeVisible();
  await expect(dialogo).toHaveCount(0);
  await expect(page.getByText('Sin registros encontrados')).toBeVisible();
});

test('la columna de código se ve en la cooperativa de café (usa_codigo_tx) y no en la de cacao; ?organico=1 lo dice en el título', async ({ page }) => {
  const marco = new Marco(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await expect(page.getByRole('columnheader', { name: 'Código' })).toBeVisible();
  await page.goto('/admin/cuentas/list?organico=1');
  await expect(marco.titulo()).toHaveText('Productores orgánicos');
  await expect(page).toHaveTitle('Cosecha · Productores orgánicos');
  await marco.cerrarSesion();

  await entrarComo(page, 'gerente@cosecha.demo');
  await expect(page).toHaveURL('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Código' })).toHaveCount(0);
});

test('en un teléfono el listado es una lista y un toque abre el perfil', async ({ page, request }) => {
  const [{ nombre }] = await productoresDelCiclo(request, await tokenDe(request, 'miel@cosecha.demo'));
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await expect(page).toHaveURL('/admin/cuentas/list');
  await expect(page.getByRole('table')).toHaveCount(0);
  await new PaginasProductores(page).buscar(nombre);
  const primero = page.getByRole('main').getByRole('button', { name: new RegExp(`^${nombre}`) });
  await expect(primero).toBeVisible();
  await sinViolacionesGraves(page);
  await primero.click();
  await expect(page).toHaveURL(/\/admin\/cuentas\/perfil\//);
  // honey: apiaries and hives
  await expect(page.getByRole('heading', { name: 'Apiarios', level: 2 })).toBeVisible();
  await expect(page.getByText('Colmenas').first()).toBeVisible();
  await sinViolacionesGraves(page);
});
