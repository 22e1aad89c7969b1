import { expect, test, type Request } from './prueba';
import { pngValido } from '../server/png';
import { ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { anchoDecodificado, archivoTemporal } from './paginas/archivos';
import { Marco } from './paginas/marco';

const esAltaDeCooperativa = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/cooperativas';

test('el administrador da de alta una cooperativa, sube su logo, la renombra y cambia su configuración', async ({ page }) => {
  const marco = new Marco(page);
  const sufijo = Date.now().toString().slice(-6);
  const nombre = `Cafés Orgánicos del Tacaná ${sufijo}`;
  const nuevoNombre = `Cafés Orgánicos del Volcán Tacaná ${sufijo}`;
  const altas: Request[] = [];
  page.on('request', (r) => {
    if (esAltaDeCooperativa(r)) altas.push(r);
  });

  await entrarComo(page, 'admin@cosecha.demo');
  await new Marco(page).irA('Cooperativas');
  await expect(page).toHaveURL('/admin/cooperativas/list');
  await sinViolacionesGraves(page);

  await test.step('el formulario avisa lo que falta antes de guardar', async () => {
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await expect(page).toHaveURL('/admin/cooperativas/create');
    await expect(marco.titulo()).toHaveText('Nueva cooperativa');
    // the spec's defaults: coffee, Mexico
    await expect(page.getByRole('combobox', { name: 'Producto' })).toHaveText('Café');
    await expect(page.getByRole('button', { name: 'México' })).toBeVisible();
    await sinViolacionesGraves(page);

    await page.getByLabel('Iniciales').fill('OTC');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Nombre es requerido')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Iniciales')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Máximo 2 caracteres')).toBeVisible();
    await expect(page).toHaveURL('/admin/cooperativas/create');
    expect(altas).toHaveLength(0);
  });

  await test.step('guarda y se entera de que se agregó la configuración por defecto', async () => {
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre);
    await page.getByLabel('Iniciales').fill('OT');
    await expect(page.getByLabel('Iniciales')).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('combobox', { name: 'Certificación' }).click();
    await page.getByRole('option', { name: 'certimex' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(marco.aviso('Se agregó la configuración por defecto de la cooperativa.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/cooperativas\/edit\/[0-9a-f-]{36}$/);
    await expect(marco.titulo()).toHaveText('Editar cooperativa');
    await expect(page).toHaveTitle('Cosecha · Editar cooperativa');
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(nombre);
    await expect(page.getByLabel('Iniciales')).toHaveValue('OT');
    expect(altas).toHaveLength(1);
    await sinViolacionesGraves(page);
  });

  await test.step('sube el logo y lo ve', async () => {
    await expect(page.getByRole('heading', { name: 'Logo de la cooperativa' })).toBeVisible();
    await page.getByLabel('Subir logo de la cooperativa').setInputFiles(archivoTemporal('logo.png', pngValido(64, 32)));
    await expect(marco.aviso('Logo de la cooperativa actualizado')).toBeVisible();
    const logo = page.getByRole('img', { name: 'Logo de la cooperativa' });
    await expect(logo).toBeVisible();
    // the image the server keeps is the one uploaded, decoded by the browser
    await expect.poll(() => anchoDecodificado(logo)).toBe(64);
    // a file that is not an image is refused before uploading
    await page.getByLabel('Subir logo de la certificación').setInputFiles(archivoTemporal('logo.txt', 'no soy una imagen'));
    await expect(page.getByText('El logo debe ser una imagen PNG o JPEG.')).toBeVisible();
  });

  await test.step('cambia una opción de la configuración y sigue así al recargar', async () => {
    const lotes = page.getByLabel('Mostrar lotes');
    const antes = await lotes.isChecked();
    await lotes.click();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(marco.aviso('Configuración guardada')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Mostrar lotes')).toBeChecked({ checked: !antes });
    await expect(page.getByRole('img', { name: 'Logo de la cooperativa' })).toBeVisible();
  });

  await test.step('abre calidad en producción con su convención de rendimiento', async () => {
    await page.getByLabel('Análisis de calidad en producción').check();
    await page.getByLabel('Saco de exportación (kg)').fill('70');
    await page.getByLabel('Porcentaje de mancha sobre').click();
    await page.getByRole('option', { name: 'Pergamino' }).click();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(marco.aviso('Configuración guardada')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Análisis de calidad en producción')).toBeChecked();
    await expect(page.getByLabel('Saco de exportación (kg)')).toHaveValue('70');
    await expect(page.getByLabel('Porcentaje de mancha sobre')).toHaveText('Pergamino');
  });

  await test.step('cambia el nombre', async () => {
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nuevoNombre);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page).toHaveURL('/admin/cooperativas/list');
    await expect(page.getByRole('cell', { name: nuevoNombre, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: nombre, exact: true })).toHaveCount(0);
  });

  await test.step('la encuentra escribiendo sin acentos', async () => {
    await page.getByRole('textbox', { name: 'Buscar' }).fill(`cafes organicos del volcan tacana ${sufijo}`);
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one cooperative
    const fila = page.getByRole('row').filter({ hasText: nuevoNombre });
    await expect(fila).toContainText('OT');
    await expect(fila).toContainText('Café');
    await expect(fila).toContainText('certimex');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('yucatan');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: 'Apicultores Mayas de Yucatán', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar' }).fill('ninguna cooperativa se llama así');
    await expect(page.getByText('Sin registros encontrados')).toBeVisible();
  });
});

test('en un teléfono el administrador ve las cooperativas como lista y abre una', async ({ page }) => {
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await new Marco(page).irA('Cooperativas');
  await expect(page).toHaveURL('/admin/cooperativas/list');
  const chontalpa = page.getByRole('button', { name: /^Cacaoteros de la Chontalpa/ });
  await expect(chontalpa).toContainText('Cacao · mayacert');
  await expect(page.getByRole('button', { name: 'Ir a la página anterior' })).toBeDisabled();
  await sinViolacionesGraves(page);
  await chontalpa.click();
  await expect(page).toHaveURL(/\/admin\/cooperativas\/edit\//);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Cacaoteros de la Chontalpa');
  await sinViolacionesGraves(page);
});

test('el gerente no ve Cooperativas en su menú y, si escribe la dirección, se le niega el acceso', async ({ page }) => {
  const marco = new Marco(page);
  await entrarComo(page, 'gerente@cosecha.demo');
  await expect(marco.entradasMenu()).toHaveText([
    'Inicio',
    'Usuarios',
    'Localidades',
    'Versiones',
    'Estadísticas',
    'Calidad de datos',
    'Ficha Master',
  ]);
  await page.goto('/admin/cooperativas/list');
  await expect(marco.aviso('Acceso no autorizado')).toContainText('No tienes permiso para acceder a esta información');
  // the 403 sends the person to their home, the home dashboard (DECISIONS.md 'sign-in destination')
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  for (const otra of ['Cafetaleros de la Sierra Madre', 'Apicultores Mayas de Yucatán']) {
    await expect(page.getByText(otra)).toHaveCount(0);
  }
});
