import { expect, test, type Page } from './prueba';
import { readFileSync } from 'node:fs';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';
import { Marco } from './paginas/marco';
import { kmlCuadrado, PaginasParcelas, parcelasDelCiclo } from './paginas/parcelas';
import { sinAcentos } from './paginas/productores';

const formato7 = (v: number) => v.toFixed(7);
const geo = (valor: number) => [{ column: 'geoFilter', operator: '=', value: valor }];

async function abrirLista(page: Page, ancho = ANCHO): Promise<PaginasParcelas> {
  await page.setViewportSize(ancho);
  await entrarComo(page, 'admin@cosecha.demo');
  // the sign-in's redirect to the person's home first, or it can land after the menu click and undo it (seen under load)
  await expect(page).toHaveURL('/dashboard');
  // 'Parcelas' is a group of the menu: open it, then its 'Listado parcelas'
  await new Marco(page).irEnGrupo('Parcelas', 'Listado parcelas');
  await expect(page).toHaveURL('/admin/parcelas/list');
  return new PaginasParcelas(page);
}

test('una persona filtra las parcelas por geolocalización (la dirección lo guarda), busca sin acentos y descarga el Excel de lo que ve', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const parcelas = await abrirLista(page);
  await expect(new Marco(page).titulo()).toHaveText('Listado parcelas');
  for (const c of [
    'ID',
    'PRODUCTOR',
    'NOMBRE PARCELA',
    'GEOLOCALIZADA',
    'MUNICIPIO',
    'COMUNIDAD',
    'SUPERFICIE (HA)',
    'PLANTAS',
    'ALERTAS POLÍGONO',
    // R058: Sierra Madre uses EUDR
    'ÁREAS NATURALES',
    'RIESGO EUDR',
  ]) {
    await expect(page.locator('thead').getByText(c, { exact: true })).toBeVisible();
  }
  await sinViolacionesGraves(page);

  await parcelas.elegirGeolocalizacion('Con Polígono');
  await expect(page).toHaveURL('/admin/parcelas/list?geoFilter=1');
  expect(new Set(await parcelas.geolocalizaciones())).toEqual(new Set(['polígono']));
  await parcelas.elegirGeolocalizacion('Sólo centroide');
  await expect(page).toHaveURL('/admin/parcelas/list?geoFilter=2');
  await expect(parcelas.filas().locator('td:nth-child(4)').filter({ hasText: 'polígono' })).toHaveCount(0);
  expect(new Set(await parcelas.geolocalizaciones())).toEqual(new Set(['centroide']));

  // a link keeps the filter; a value outside 1..3 is 'Todas'
  await page.goto('/admin/parcelas/list?geoFilter=3');
  await expect(page.getByRole('combobox', { name: 'Geolocalización' })).toHaveText('Sin geolocalizar');
  expect(new Set(await parcelas.geolocalizaciones())).toEqual(new Set(['sin geolocalizar']));
  const sinGeo = await parcelasDelCiclo(request, token, geo(3), 100);
  const excel = await descargarExcel(page, page.getByRole('button', { name: 'Excel', exact: true }));
  expect(excel.nombre).toMatch(/^parcelas_\d{8}_\d{6}\.xlsx$/);
  expect(excel.filas).toHaveLength(sinGeo.total);
  const celdas = new Set(excel.filas.flatMap((f) => Object.values(f).map(String)));
  for (const p of sinGeo.data.slice(0, 20)) expect(celdas).toContain(p.nombre);

  await page.goto('/admin/parcelas/list?geoFilter=9');
  await expect(page.getByRole('combobox', { name: 'Geolocalización' })).toHaveText('Todas');
  await parcelas.elegirGeolocalizacion('Con Polígono');
  await expect(page).toHaveURL('/admin/parcelas/list?geoFilter=1');
  await parcelas.elegirGeolocalizacion('Todas');
  await expect(page).toHaveURL('/admin/parcelas/list');

  // the producer's name without accents finds the plots
  const conAcento = (await parcelasDelCiclo(request, token)).data.find((p) => /[áéíóúñ]/i.test(p.cuenta));
  expect(conAcento, 'la semilla tiene productores con acentos').toBeDefined();
  await parcelas.buscador().fill(sinAcentos(conAcento!.cuenta));
  await expect(page.getByRole('link', { name: conAcento!.nombre, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: conAcento!.cuenta, exact: true }).first()).toBeVisible();
  await sinViolacionesGraves(page);
});

test('R034, R030: una persona abre una parcela con polígono y lee tarjetas, colindantes, alertas y coordenadas en los dos formatos; descarga el polígono e imprime el croquis', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const parcelas = await abrirLista(page);
  await parcelas.elegirGeolocalizacion('Con Polígono');
  const { data } = await parcelasDelCiclo(request, token, geo(1), 10);
  const p = data[0];
  await page.getByRole('link', { name: p.nombre, exact: true }).first().click();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/${p.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: p.nombre })).toBeVisible();

  const perfil = (await (await request.get(`/api/parcela_profile/${p.uuid}`, { headers: { Authorization: `Bearer ${token}` } })).json())
    .data;
  const ha = (v: number) => `${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ha`;
  await expect(page.getByRole('region', { name: 'Superficie' })).toContainText(
    perfil.poligono_area != null ? `Superficie calculada${ha(perfil.poligono_area)}` : /Superficie calculada[\d,]+\.\d{2} ha/,
  );
  await expect(page.getByRole('region', { name: 'Superficie' })).toContainText(`Superficie reportada${ha(perfil.superficie)}`);
  await expect(page.getByRole('region', { name: 'Ubicación' })).toContainText(perfil.municipio);
  for (const lado of ['norte', 'sur', 'este', 'oeste'] as const) await expect(parcelas.colindancia(lado)).toContainText('Colindante:');
  const colindancias = (
    await (await request.get(`/api/parcelas_colindancias/${p.uuid}`, { headers: { Authorization: `Bearer ${token}` } })).json()
  ).data;
  if (colindancias?.norte?.propietario) await expect(parcelas.colindancia('norte')).toContainText(colindancias.norte.propietario);

  const alertas = (await (await request.get(`/api/parcelas_alertas/${p.uuid}`, { headers: { Authorization: `Bearer ${token}` } })).json())
    .data as { titulo: string }[];
  if (alertas.length === 0) await expect(parcelas.alertas()).toContainText('No se detectaron alertas');
  for (const a of alertas) await expect(parcelas.alertas()).toContainText(a.titulo);

  const [lng, lat] = perfil.poligono.coordinates[0][0] as [number, number];
  await expect(parcelas.filaCoordenada('A')).toContainText(formato7(lat));
  await expect(parcelas.filaCoordenada('A')).toContainText(formato7(lng));
  await expect(parcelas.filaCoordenada('Punto central')).toBeVisible();
  await page.getByRole('button', { name: 'Grados' }).click();
  await expect(parcelas.filaCoordenada('A')).toContainText(/\d+°\d{2}'\d{2}\.\d{2}"N/);
  await expect(parcelas.filaCoordenada('A')).toContainText(/\d+°\d{2}'\d{2}\.\d{2}"W/);
  await sinViolacionesGraves(page);

  // 'Descargar polígono': the file itself, parsed (RFC 7946, longitude first)
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar polígono' }).click();
  const d = await descarga;
  expect(d.suggestedFilename()).toMatch(/\.geojson$/);
  const feature = JSON.parse(readFileSync((await d.path())!, 'utf8'));
  expect(feature.type).toBe('Feature');
  expect(feature.geometry.type).toBe('Polygon');
  expect(feature.geometry.coordinates[0][0].slice(0, 2)).toEqual([lng, lat]);

  // the print page: title and data, 80 mm × 50 mm when printed, back to the profile after printing
  await page.getByRole('link', { name: 'Versión para compartir' }).click();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/print/${p.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'CROQUIS POR PARCELA', exact: true })).toBeVisible();
  const datos = page.getByRole('table', { name: 'Datos de la parcela' });
  await expect(datos).toContainText(p.nombre);
  await expect(datos).toContainText(p.cuenta);
  await expect(datos).toContainText(perfil.municipio);
  await expect(page.getByRole('button', { name: 'Terreno' })).toHaveAttribute('aria-pressed', 'true');
  await sinViolacionesGraves(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'CROQUIS POR PARCELA', exact: true })).toBeVisible();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  // 80 mm × 50 mm in PDF points (1 pt = 1/72 in)
  const caja = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  expect(caja).not.toBeNull();
  expect(Math.round((Number(caja![1]) / 72) * 25.4)).toBe(80);
  expect(Math.round((Number(caja![2]) / 72) * 25.4)).toBe(50);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/${p.uuid}`);
});

test('una persona importa un KML bueno y uno malo, y al eliminar el croquis vuelve el anterior', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const { data } = await parcelasDelCiclo(request, token, geo(1), 10);
  const p = data[1];
  const perfil = (await (await request.get(`/api/parcela_profile/${p.uuid}`, { headers: { Authorization: `Bearer ${token}` } })).json())
    .data;
  const [lng0, lat0] = perfil.poligono.coordinates[0][0] as [number, number];
  const c = perfil.centroide_pol_lat != null ? { lat: perfil.centroide_pol_lat, lng: perfil.centroide_pol_lng } : { lat: lat0, lng: lng0 };

  const parcelas = new PaginasParcelas(page);
  const marco = new Marco(page);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/parcelas/perfil/${p.uuid}`);
  await expect(parcelas.filaCoordenada('A')).toContainText(formato7(lat0));

  const kml = kmlCuadrado(c.lat, c.lng, 80);
  const primero = /<coordinates>\s*([-\d.]+),([-\d.]+)/.exec(kml)!;
  await page
    .getByLabel('Archivo KML')
    .setInputFiles({ name: 'croquis.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: Buffer.from(kml) });
  await expect(marco.aviso('Se actualizó con éxito la el croquis de la parcela')).toBeVisible();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/${p.uuid}`);
  await expect(parcelas.filaCoordenada('A')).toContainText(primero[2]);
  await expect(parcelas.filaCoordenada('D')).toBeVisible();
  await expect(parcelas.filaCoordenada('E')).toHaveCount(0);

  const doble = kml.replace('</Document>', `${/<Placemark>[\s\S]*<\/Placemark>/.exec(kml)![0]}</Document>`);
  await page
    .getByLabel('Archivo KML')
    .setInputFiles({ name: 'dos.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: Buffer.from(doble) });
  await expect(marco.aviso(/Algo falló al actualizar el croquis de la parcela/)).toBeVisible();
  await expect(parcelas.filaCoordenada('A')).toContainText(primero[2]);

  await page.getByRole('button', { name: 'Eliminar Croquis' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Eliminar Croquis' });
  await expect(dialogo).toContainText(
    'Deseas eliminar el croquis actual y utilizar el anterior, o quieres dejar esta parcela sin croquis?',
  );
  await sinViolacionesGraves(page);
  await dialogo.getByRole('button', { name: 'Eliminar actual y usar el anterior si existe' }).click();
  await expect(marco.aviso(/Croquis eliminado/)).toBeVisible();
  await expect(dialogo).toHaveCount(0);
  await expect(parcelas.filaCoordenada('A')).toContainText(formato7(lat0));
  await expect(parcelas.filaCoordenada('A')).toContainText(formato7(lng0));
});

test('en un teléfono: una línea por parcela que abre su perfil, y el perfil se lee a 390 px', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const { data } = await parcelasDelCiclo(request, token, [], 10);
  await abrirLista(page, ESTRECHO);
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  const enlace = page.getByRole('link', { name: new RegExp(`^${data[0].nombre}`) }).first();
  await expect(enlace).toBeVisible();
  await sinViolacionesGraves(page);
  await enlace.click();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/${data[0].uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: data[0].nombre })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alertas automatizadas' })).toBeVisible();
  await sinViolacionesGraves(page);
});

test('R137: una parcela que no existe lleva al listado con el aviso de la especificación', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/parcelas/perfil/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/admin/parcelas/list');
  await expect(new Marco(page).aviso(/No se ha encontrado la información solicitada/)).toBeVisible();
});
