import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { cicloActual, descargarKml } from './paginas/tableros';
import { localidadesApi, PaginaPadronMapas, parcelasApi } from './paginas/padron-mapas';

/**
 * The locality risk maps (/admin/padron/mapas/list, spec 001 §2.13) at 1280 and 390 px: a person sets an unassigned
 * locality's risk in the table and sees its label change colour (and keep it after a reload), opens the locality,
 * downloads its KML and reads it back, goes back to every locality, and follows a plot to its profile.
 */
const CASOS = [
  ['una pantalla ancha', ANCHO, 'Alto', 'rgb(198, 40, 40)', 3],
  ['un teléfono', ESTRECHO, 'Bajo', 'rgb(46, 125, 50)', 1],
] as const;

for (const [ancho, tamano, riesgo, color, idRiesgo] of CASOS) {
  test(`en ${ancho}, una persona asigna el riesgo de una localidad, abre su detalle, descarga el KML y sigue una parcela`, async ({
    page,
    request,
  }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    const filas = await localidadesApi(request, token, ciclo);
    const nombres = filas.map((f) => f.localidad);
    // an unassigned locality with plots and a name no other row shares (each run of this file picks a fresh one)
    const loc = filas.find(
      (f) => f.id_cat_localidad_riesgo === null && f.parcelas > 0 && nombres.indexOf(f.localidad) === nombres.lastIndexOf(f.localidad),
    );
    expect(loc, 'la semilla deja localidades sin asignar').toBeTruthy();
    const parcelas = await parcelasApi(request, token, ciclo, loc!.id_localidad);

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    const m = new PaginaPadronMapas(page);
    await m.abrir();
    await expect(m.mapa).toHaveAttribute('data-localidades', String(filas.length));
    await expect(m.etiqueta(loc!.localidad)).toHaveAttribute('data-riesgo', 'Sin asignar');
    await expect(m.selectorRiesgo(loc!.localidad)).toHaveText('Sin asignar');
    await sinViolacionesGraves(page);

    await m.elegirRiesgo(loc!.localidad, riesgo);
    await expect(page.getByText('Riesgo actualizado con éxito')).toBeVisible();
    await expect(m.selectorRiesgo(loc!.localidad)).toHaveText(riesgo);
    await expect(m.etiqueta(loc!.localidad)).toHaveAttribute('data-riesgo', riesgo);
    await expect(m.etiqueta(loc!.localidad)).toHaveCSS('background-color', color);

    await page.reload();
    await expect(m.selectorRiesgo(loc!.localidad)).toHaveText(riesgo);
    await expect(m.etiqueta(loc!.localidad)).toHaveCSS('background-color', color);
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(ancho, 'nada se sale del ancho de la pantalla').toBe(true);

    await m.abrirLocalidad(loc!.localidad);
    await expect(page).toHaveURL(new RegExp(`localidad=${loc!.localidad_uuid}`));
    await expect(m.parcelas(loc!.localidad).locator('tbody tr')).toHaveCount(parcelas.length);
    await sinViolacionesGraves(page);

    const kml = await descargarKml(page, m.descargarKml);
    expect(kml.nombre).toBe('mapa_localidades.kml');
    const nombre = (p: Element) => p.getElementsByTagName('name')[0]?.textContent;
    const estilo = (p: Element) => p.getElementsByTagName('styleUrl')[0]?.textContent;
    const deLocalidad = kml.placemarks.filter((p) => estilo(p)?.startsWith('#riesgo-'));
    expect(deLocalidad.map((p) => [nombre(p), estilo(p)])).toEqual([[loc!.localidad, `#riesgo-${idRiesgo}`]]);
    const ubicadas = parcelas.filter((p) => p.poligono !== null || p.centroide_lat !== null);
    expect(
      kml.placemarks
        .filter((p) => estilo(p) === '#parcela')
        .map(nombre)
        .sort(),
    ).toEqual(ubicadas.map((p) => p.parcela_nombre).sort());

    await m.volver.click();
    await expect(m.tabla).toBeVisible();
    await expect(page).not.toHaveURL(/localidad=/);
    await m.abrirLocalidad(loc!.localidad);
    const primera = parcelas[0];
    await m.parcelas(loc!.localidad).getByRole('link', { name: primera.parcela_nombre, exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/parcelas\/perfil\/[0-9a-f-]{36}$/);
  });
}

// The demo has no cycle without producers to open: the empty state is shown from an empty answer of the API.
test('sin localidades en el ciclo: el mapa dice que no hay ubicaciones y qué hacer', async ({ page }) => {
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.route('**/api/tx_padron_mapas_search*', (ruta) => ruta.fulfill({ json: { data: [], total: 0, page: 1, per_page: 100 } }));
  await page.goto('/admin/padron/mapas/list');
  await expect(page.getByText(/^Ubicaciónes no disponibles\. .*elija otro ciclo/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa de localidades' })).toHaveCount(0);
  await sinViolacionesGraves(page);
});
