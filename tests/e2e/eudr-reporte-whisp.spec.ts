import { expect, test, type Page } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';
import { Marco } from './paginas/marco';
import { PaginasParcelas, parcelasDelCiclo } from './paginas/parcelas';

/** The plot list's detailed WHISP report (spec 001 §2.3, §7 'download'; R058; issue 11), as a manager of the cacao cooperative uses it. */

const NIVEL: Record<number, string> = { 1: 'Alto', 2: 'Medio', 3: 'Bajo' };

async function abrirLista(page: Page, ancho: { width: number; height: number }, email = 'gerente@cosecha.demo'): Promise<PaginasParcelas> {
  await page.setViewportSize(ancho);
  await entrarComo(page, email);
  await new Marco(page).irEnGrupo('Parcelas', 'Listado parcelas');
  await expect(page).toHaveURL('/admin/parcelas/list');
  return new PaginasParcelas(page);
}

for (const [nombre, ancho] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: la persona descarga el Reporte WHISP del listado de parcelas y lee en él una parcela que conoce`, async ({ page }) => {
    const parcelas = await abrirLista(page, ancho);
    const token = await tokenDe(page.request, 'gerente@cosecha.demo');
    // a plot with a polygon and a risk label, as the list gives it
    const lista = await parcelasDelCiclo(page.request, token, [{ column: 'riesgo_eudr', operator: 'is not null', value: undefined }], 10);
    const conocida = lista.data[0] as (typeof lista.data)[number] & { riesgo_eudr: number; areas_naturales_count: number };
    await expect(parcelas.botonReporteWhisp()).toBeVisible();
    await sinViolacionesGraves(page);

    const excel = await descargarExcel(page, parcelas.botonReporteWhisp());
    expect(excel.nombre).toMatch(/^ReporteWHISP_Cacaoteros_de_la_Chontalpa_.+\.xlsx$/);
    expect(excel.encabezados).toEqual(
      expect.arrayContaining(['RIESGO WHISP', 'IND 01 COBERTURA ARBÓREA 2020', 'IND 11 CONCESIÓN FORESTAL ANTES DE 2020']),
    );
    const total = (await parcelasDelCiclo(page.request, token, [], 10)).total;
    expect(excel.filas).toHaveLength(total);
    const fila = excel.filas.find((f) => f.ID === conocida.id);
    expect(fila, `la parcela ${conocida.id} está en el reporte`).toBeDefined();
    expect(fila!.PRODUCTOR).toBe(conocida.cuenta);
    expect(fila!['NOMBRE PARCELA']).toBe(conocida.nombre);
    expect(fila!.GEOLOCALIZADA).toBe('polígono');
    expect(fila!['RIESGO EUDR']).toBe(NIVEL[conocida.riesgo_eudr]);
    expect(fila!['ÁREAS NATURALES']).toBe(conocida.areas_naturales_count);
    expect(['Alto', 'Bajo', 'Falta información']).toContain(fila!['RIESGO WHISP']);
    expect(['Sí', 'No']).toContain(fila!['IND 01 COBERTURA ARBÓREA 2020']);
    // the button is back once the file is saved
    await expect(parcelas.botonReporteWhisp()).toBeEnabled();
  });
}

test('un reporte vacío dice que aún no está listo y la página se recarga a los 15 segundos', async ({ page }) => {
  test.setTimeout(60_000);
  const parcelas = await abrirLista(page, ANCHO);
  await page.route('**/api/parcelas_whisp_report/**', (r) =>
    r.fulfill({ status: 200, body: '', headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  );
  let descargas = 0;
  page.on('download', () => descargas++);
  // The page's own clock, so the 15 seconds pass at once instead of being waited for.
  await page.clock.install();
  const recarga = page.waitForEvent('load', { timeout: 25_000 });
  await parcelas.botonReporteWhisp().click();
  await expect(page.getByText('El reporte aún no está listo; la página se recargará en 15 segundos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargando ...' })).toBeDisabled();
  await page.clock.fastForward(14_000);
  await expect(page.getByText('El reporte aún no está listo; la página se recargará en 15 segundos')).toBeVisible();
  await page.clock.fastForward(1_500);
  await recarga;
  await expect(page).toHaveURL('/admin/parcelas/list');
  await expect(parcelas.botonReporteWhisp()).toBeVisible();
  expect(descargas).toBe(0);
});

test('sin EUDR (miel) el listado no ofrece el Reporte WHISP', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await page.goto('/admin/parcelas/list');
  await expect(page.getByRole('button', { name: 'Excel', exact: true })).toBeVisible();
  await expect(new PaginasParcelas(page).botonReporteWhisp()).toHaveCount(0);
});
