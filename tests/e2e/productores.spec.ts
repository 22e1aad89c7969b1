import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { crearProductor, PaginasProductores, productoresDelCiclo, sinAcentos } from './paginas/productores';

test('una persona encuentra a un productor escribiendo su nombre sin acentos, abre su perfil y ve sus parcelas', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const conAcento = (await productoresDelCiclo(request, token)).find((p) => /[áéíóúñ]/i.test(p.nombre) && p.total_parcelas > 0);
  expect(conAcento, 'la semilla tiene productores con acentos y parcelas').toBeDefined();
  const { uuid, nombre } = conAcento!;
  const parcelas = (await (
    await request.get(`/api/parcelas_por_productor/${uuid}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { nombre: string }[] };

  const productores = new PaginasProductores(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/cuentas/list');
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
  await page.goto('/admin/cuentas/list');
  await productores.buscar(nombres);
  await expect(productores.fila(nombre)).toBeVisible();
  await productores
    .fila(nombre)
    .getByRole('button', { name: `Dar de baja a ${nombre}` })
    .click();
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

test('en un teléfono también se da de baja desde la lista de una línea por productor', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const nombres = `Angosto ${Date.now().toString(36)}`;
  await crearProductor(request, token, nombres);
  const nombre = `${nombres} Prueba Baja`;

  const productores = new PaginasProductores(page);
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await productores.buscar(nombres);
  await page.getByRole('button', { name: `Dar de baja a ${nombre}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Dar de baja' });
  await productores.elegir('Motivo de baja', 'Renuncia voluntaria', dialogo);
  await dialogo.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(new Marco(page).aviso(`Se dio de baja al productor ${nombre}`)).toBeVisible();
  await expect(page).toHaveURL('/admin/cuentas/list');
  await expect(page.getByText('Sin registros encontrados')).toBeVisible();
  await sinViolacionesGraves(page);
});

test('la columna de código se ve en la cooperativa de café (usa_codigo_tx) y no en la de cacao; ?organico=1 lo dice en el título', async ({
  page,
}) => {
  const marco = new Marco(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Código' })).toBeVisible();
  await page.goto('/admin/cuentas/list?organico=1');
  await expect(marco.titulo()).toHaveText('Productores orgánicos');
  await expect(page).toHaveTitle('Cosecha · Productores orgánicos');
  await marco.cerrarSesion();

  await entrarComo(page, 'gerente@cosecha.demo');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Código' })).toHaveCount(0);
});

test('en un teléfono el listado es una lista y un toque abre el perfil', async ({ page, request }) => {
  const [{ nombre }] = await productoresDelCiclo(request, await tokenDe(request, 'miel@cosecha.demo'));
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/cuentas/list');
  await expect(page.getByRole('table')).toHaveCount(0);
  await new PaginasProductores(page).buscar(nombre);
  const primero = page.getByRole('main').getByRole('link', { name: new RegExp(`^${nombre}`) });
  await expect(primero).toBeVisible();
  await sinViolacionesGraves(page);
  await primero.click();
  await expect(page).toHaveURL(/\/admin\/cuentas\/perfil\//);
  // honey: apiaries and hives
  await expect(page.getByRole('heading', { name: 'Apiarios', level: 2 })).toBeVisible();
  await expect(page.getByText('Colmenas').first()).toBeVisible();
  await sinViolacionesGraves(page);
});

test('R116, R075: una persona agrega un productor con dos parcelas y las encuentra en su perfil', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const h = { Authorization: `Bearer ${token}` };
  const primero = async (ruta: string) =>
    ((await (await request.get(`/api/${ruta}`, { headers: h })).json()) as { data: { id: number; nombre: string }[] }).data[0];
  const region = await primero('sic/regiones');
  const municipio = await primero('cooperativas_municipios');
  const localidad = await primero(`localidades_municipio_all/${municipio.id}`);
  const centro = await primero('sic/centros_de_acopio');
  const nombres = `Eulalia ${Date.now().toString(36)}`;
  const nombre = `${nombres} Cruz Ramírez`;

  const productores = new PaginasProductores(page);
  const marco = new Marco(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await page.getByRole('link', { name: 'Nuevo productor' }).click();
  await expect(page).toHaveURL('/admin/cuentas/agregar');
  await expect(page).toHaveTitle('Cosecha · Nuevo productor');
  // nothing typed yet: the seven required fields say so
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información obligatoria')).toHaveCount(7);
  await expect(page.getByRole('textbox', { name: /^RFC/ })).toBeVisible();
  await sinViolacionesGraves(page);

  await page.getByRole('textbox', { name: /^Nombres/ }).fill(nombres);
  await page.getByRole('textbox', { name: /^Apellido paterno/ }).fill('Cruz');
  await page.getByRole('textbox', { name: /^Apellido materno/ }).fill('Ramírez');
  await productores.elegir('Región', region.nombre);
  await productores.elegir('Municipio', municipio.nombre);
  await productores.elegir('Localidad', localidad.nombre);
  await productores.elegir('Centro de acopio', centro.nombre);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const pregunta = page.getByRole('dialog', { name: '¿Desea agregar parcelas?' });
  await expect(pregunta).toBeVisible();
  await pregunta.getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/\/admin\/parcelas\/create\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^${nombre}`) })).toBeVisible();

  // validation on leaving a field, with the messages of spec 001 §5
  const p1 = productores.parcela(1);
  await p1.getByRole('textbox', { name: /^Nombre/ }).fill('La Ceiba');
  await p1.getByRole('textbox', { name: /^Superficie/ }).fill('1.2345');
  await p1.getByRole('textbox', { name: /^Plantas/ }).click();
  await expect(p1.getByText('Superficie debe tener máximo tres decimales')).toBeVisible();
  await p1.getByRole('textbox', { name: /^Superficie/ }).fill('1.5');
  await p1.getByRole('textbox', { name: /^Plantas/ }).fill('1200');
  await expect(p1.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar parcela' }).click();
  const p2 = productores.parcela(2);
  await p2.getByRole('textbox', { name: /^Nombre/ }).fill('El Mirador');
  await p2.getByRole('textbox', { name: /^Superficie/ }).fill('0.75');
  await p2.getByRole('textbox', { name: /^Plantas/ }).fill('600');
  await expect(p2.getByRole('button', { name: 'Quitar parcela 2' })).toBeVisible();
  await sinViolacionesGraves(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(marco.aviso('Se registró con éxito la(s) parcela(s)')).toBeVisible();
  // issue 10 #19: after the plots, the new producer's profile, with a key in the demo's format (SM-0001)
  await expect(page).toHaveURL(/\/admin\/cuentas\/perfil\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Productor' })).toContainText(/SM-\d{4}(?!\d)/);
  const tabla = page.getByRole('table', { name: 'Parcelas' });
  await expect(tabla.getByRole('cell', { name: 'La Ceiba', exact: true })).toBeVisible();
  await expect(tabla.getByRole('cell', { name: 'El Mirador', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('2.25');
});

test('si la baja falla, se ve el mensaje del servidor y se puede regresar al listado', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const nombres = `Doble ${Date.now().toString(36)}`;
  const { uuid } = await crearProductor(request, token, nombres);
  const nombre = `${nombres} Prueba Baja`;
  const productores = new PaginasProductores(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await productores.buscar(nombres);
  await productores
    .fila(nombre)
    .getByRole('button', { name: `Dar de baja a ${nombre}` })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Dar de baja' });
  await productores.elegir('Motivo de baja', 'Migración', dialogo);
  // someone else removes the producer first (another PC of the cooperative)
  const h = { Authorization: `Bearer ${token}` };
  const cuenta = ((await (await request.get(`/api/cuentas/${uuid}`, { headers: h })).json()) as { data: { id: number; id_ciclo: number } })
    .data;
  expect(
    (
      await request.post('/api/admin/sic/listado_bajas', {
        headers: h,
        data: { id_cuenta: cuenta.id, id_ciclo: cuenta.id_ciclo, id_cat_cuentas_bajas: 8 },
      })
    ).status(),
  ).toBe(200);
  await dialogo.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('El productor ya fue dado de baja en este ciclo');
  await dialogo.getByRole('button', { name: 'Regresar a listado de productores' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(page.getByText('Sin registros encontrados')).toBeVisible();
});

test('al cambiar de ciclo el listado se vuelve a pedir con ese ciclo', async ({ page, request }) => {
  const token = await tokenDe(request, 'gerente@cosecha.demo');
  const ciclos = (
    (await (await request.post('/api/ciclos', { headers: { Authorization: `Bearer ${token}` }, data: {} })).json()) as {
      data: { id: number; nombre: string }[];
    }
  ).data;
  const anterior = ciclos.find((c) => c.nombre === '2024-2025')!.id;
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'gerente@cosecha.demo');
  await page.goto('/admin/cuentas/list');
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
  const pedido = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/cuentas_search') &&
      ((r.postDataJSON() as { filters?: { column: string; value: unknown }[] }).filters ?? []).some(
        (f) => f.column === 'id_ciclo' && f.value === anterior,
      ),
  );
  await page.getByRole('combobox', { name: 'Ciclo' }).click();
  await page.getByRole('option', { name: 'CICLO 2024-2025' }).click();
  await pedido;
  await expect(page.getByRole('columnheader', { name: 'Clave' })).toBeVisible();
});
