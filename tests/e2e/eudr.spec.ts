import { expect, test, type Page } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { moverCroquis, parcelaConInspeccionEudr, parcelasDelCiclo } from './paginas/parcelas';
import { guardarDescarga } from './paginas/descargas';
import { readFileSync } from 'node:fs';
import { formatoNumero } from '@domain/comun/formato';

/** The plot profile's EUDR tab (spec 001 §2.5; issue 11), as a manager of the cacao cooperative uses it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Each test takes its own plot (`n`): they share one server, and a risk set by one must not prefill the other's form. */
async function parcelasDePrueba(page: Page, n: number): Promise<{ conPoligono: string; sinPoligono: string }> {
  const token = await tokenDe(page.request, 'gerente@cosecha.demo');
  const con = await parcelasDelCiclo(page.request, token, [{ column: 'geoFilter', operator: '=', value: 1 }], 10);
  const sin = await parcelasDelCiclo(page.request, token, [{ column: 'geoFilter', operator: '=', value: 3 }], 10);
  return { conPoligono: con.data[n].uuid, sinPoligono: sin.data[n].uuid };
}

for (const [n, nombre, ancho] of [
  [0, '1280 px', ANCHO],
  [1, '390 px', ESTRECHO],
] as const) {
  test(`${nombre}: la persona lee el riesgo EUDR de una parcela, lo cambia con justificación y un documento, y ve el historial`, async ({
    page,
  }) => {
    await page.setViewportSize(ancho);
    await entrarComo(page, 'gerente@cosecha.demo');
    const { conPoligono, sinPoligono } = await parcelasDePrueba(page, n);

    await page.goto(`/admin/parcelas/perfil/${conPoligono}`);
    await page.getByRole('tab', { name: 'EUDR' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/parcelas/perfil/${conPoligono}\\?view=eudr$`));
    await expect(page.getByRole('heading', { name: 'Análisis de riesgo EUDR' })).toBeVisible();
    await expect(page.getByText(/^Riesgo (Alto|Medio|Bajo)$/)).toBeVisible();
    await expect(page.getByText('Riesgo de deforestación (WHISP)')).toBeVisible();
    await sinViolacionesGraves(page);

    await page.getByRole('button', { name: 'Cambiar nivel de riesgo' }).click();
    const formulario = page.getByRole('form', { name: 'Cambiar nivel de riesgo' });
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await expect(formulario.getByText('La justificación es obligatoria')).toBeVisible();
    await expect(formulario.getByText('Debes seleccionar un nivel de riesgo')).toBeVisible();

    await formulario.getByRole('combobox', { name: 'Nivel de riesgo' }).click();
    await page.getByRole('option', { name: 'Alto' }).click();
    const justificacion = `Visita de campo ${nombre}: se observó desmonte reciente en el lindero norte.`;
    await formulario.getByLabel('Justificación').fill(justificacion);
    await formulario
      .getByLabel('Documentos de evidencia')
      .setInputFiles({ name: 'acta-visita.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(formulario.getByText('acta-visita.pdf')).toBeVisible();
    await formulario.getByRole('button', { name: 'Guardar' }).click();

    await expect(page.getByText('Riesgo actualizado con éxito')).toBeVisible();
    await expect(page.getByText('Riesgo Alto', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Asignado por Rosa Elena Díaz/)).toBeVisible();
    const historial = page
      .getByRole('region', { name: 'Historial de cambios de riesgo' })
      .or(page.locator('section[aria-labelledby="eudr-historial"]'));
    await expect(historial.getByRole('cell', { name: justificacion })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Documento 1' })).toBeVisible();

    // A plot without a polygon: the tab says one is needed, and offers no risk.
    await page.goto(`/admin/parcelas/perfil/${sinPoligono}?view=eudr`);
    await expect(page.getByText('Es necesario un polígono de la parcela para poder hacer análisis')).toBeVisible();
    await expect(page.getByText(/^Riesgo (Alto|Medio|Bajo)$/)).toHaveCount(0);
  });
}

test('1280 px: en una parcela de demostración dentro de El Triunfo la persona lee el área natural y sus hectáreas, y el riesgo no es Bajo', async ({
  page,
}) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  const token = await tokenDe(page.request, 'admin@cosecha.demo');
  // The plot list's ÁREAS NATURALES column counts them; the demo's approximate layer overlaps a few coffee plots.
  const { data } = await parcelasDelCiclo(page.request, token, [{ column: 'areas_naturales_count', operator: '>', value: 0 }], 10);
  expect(data.length).toBeGreaterThan(0);
  const r = await page.request.get(`/api/parcela_eudr_risk/${data[0].uuid}`, { headers: { Authorization: `Bearer ${token}` } });
  const [area] = (await r.json()).data.areasNaturales as { nombre: string; hectareas: number; url: string | null }[];
  expect(area.nombre).toBe('Reserva de la Biosfera El Triunfo (aproximada)');

  await page.goto(`/admin/parcelas/perfil/${data[0].uuid}`);
  await page.getByRole('tab', { name: 'EUDR' }).click();
  const resultados = page.getByRole('list', { name: 'Resultados del análisis' });
  await expect(resultados.getByText('Áreas naturales protegidas')).toBeVisible();
  const enlace = resultados.getByRole('link', { name: area.nombre });
  await expect(enlace).toBeVisible();
  await expect(enlace).toHaveAttribute('href', area.url!);
  await expect(resultados.getByText(new RegExp(`: ${formatoNumero(area.hectareas, 2).replace('.', '\\.')}\\s+ha$`))).toBeVisible();
  // A protected area never leaves the automatic risk at Low, and the tab asks for the management plan.
  await expect(page.getByText(/^Riesgo (Alto|Medio)$/)).toBeVisible();
  await expect(page.getByText(/^La parcela se encima con un área natural protegida/)).toBeVisible();
  await sinViolacionesGraves(page);
});

test('sin EUDR en la configuración (miel) el perfil de parcela no muestra la pestaña', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'miel@cosecha.demo');
  const token = await tokenDe(page.request, 'miel@cosecha.demo');
  const { data } = await parcelasDelCiclo(page.request, token, [], 10);
  await page.goto(`/admin/parcelas/perfil/${data[0].uuid}?view=eudr`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'EUDR' })).toHaveCount(0);
  await expect(page.getByText('Análisis de riesgo EUDR')).toHaveCount(0);
});

test('el administrador descarga el archivo TRACES desde el tablero de parcelas: solo lo que la UE acepta, con 6 decimales', async ({
  page,
}) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/parcelas');
  await page.getByRole('button', { name: 'Descargar Mapa' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Descargar Mapa' });
  await dialogo.getByRole('radio', { name: 'TRACES (UE)' }).check();
  const { nombre, ruta } = await guardarDescarga(page, dialogo.getByRole('button', { name: 'Descargar TRACES (UE)' }));
  expect(nombre).toBe('traces_padron.geojson');
  const texto = readFileSync(ruta, 'utf8');
  const fc = JSON.parse(texto) as { features: { properties: Record<string, unknown>; geometry: { type: string } }[] };
  expect(fc.features.length).toBeGreaterThan(10);
  for (const f of fc.features)
    expect(Object.keys(f.properties).sort()).toEqual(['Area', 'ProducerCountry', 'ProducerName', 'ProductionPlace']);
  expect(fc.features.map((f) => f.properties.ProductionPlace)).not.toContain('El Moño');
  const numeros = texto.match(/"coordinates":\[\[\[(-?\d+\.\d+),(-?\d+\.\d+)\]/)!;
  expect(numeros[1]).toMatch(/^-?\d+\.\d{6}$/);
  expect(numeros[2]).toMatch(/^-?\d+\.\d{6}$/);
});

for (const [nombre, ancho] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: sin WHISP configurado, un croquis nuevo queda en espera y el tablero y la pestaña lo dicen en palabras del personal`, async ({
    page,
  }) => {
    await page.setViewportSize(ancho);
    await entrarComo(page, 'gerente@cosecha.demo');
    const { conPoligono } = await parcelasDePrueba(page, nombre === '1280 px' ? 2 : 3);
    await moverCroquis(page.request, await tokenDe(page.request, 'gerente@cosecha.demo'), conPoligono);

    await page.goto(`/admin/parcelas/perfil/${conPoligono}?view=eudr`);
    await expect(page.getByText(/no está activado en este servidor: la parcela queda en espera/)).toBeVisible();
    await sinViolacionesGraves(page);

    await page.goto('/admin/parcelas');
    const panel = page.getByRole('region', { name: 'Análisis automático de deforestación' });
    await expect(panel.getByText(/no está activado en este servidor: los croquis nuevos quedan en espera/)).toBeVisible();
    await expect(panel.getByText(/parcelas con polígono de la cooperativa \(todos los ciclos\) tienen resultado/)).toBeVisible();
    await expect(panel.getByText(/tienen resultado de su polígono actual; \d+ en espera\./)).toBeVisible();
    // Everything without an answer is already waiting: nothing more to send.
    await expect(panel.getByRole('button', { name: 'Analizar parcelas pendientes' })).toHaveCount(0);
  });
}

test('390 px: la persona abre los acordeones de información adicional y lee las respuestas de la inspección', async ({ page }) => {
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'gerente@cosecha.demo');
  const inspeccionada = await parcelaConInspeccionEudr(page.request, await tokenDe(page.request, 'gerente@cosecha.demo'));
  expect(inspeccionada, 'alguna parcela de la demostración tiene inspección').not.toBeNull();

  await page.goto(`/admin/parcelas/perfil/${inspeccionada}?view=eudr`);
  const info = page.getByRole('region', { name: 'Información adicional' });
  await expect(info.getByText(/^Respuestas de la inspección interna del \d{2}\/[a-z]{3}\/\d{4}\.$/)).toBeVisible();
  for (const t of ['Información general', 'Descripción de la unidad productiva', 'Inspección de la parcela', 'Colindantes y riesgos'])
    await expect(info.getByRole('button', { name: new RegExp(t) })).toBeVisible();
  await info.getByRole('button', { name: /Inspección de la parcela/ }).click();
  await expect(info.getByText('¿Se convirtió bosque en cultivo después del 31 de diciembre de 2020?')).toBeVisible();
  await info.getByRole('button', { name: /Descripción de la unidad productiva/ }).click();
  await expect(info.getByText('Uso del suelo en 2023')).toBeVisible();
  await expect(info.getByText('Cacao').first()).toBeVisible();
  await sinViolacionesGraves(page);
});
