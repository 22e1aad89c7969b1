import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { crearProductor } from './paginas/productores';
import { LISTA_SIN_CROQUIS, LISTA_SIN_UBICACION, SIN_ALERTAS, SIN_UBICACION } from '@domain/poligono/resumen';

/**
 * Issue 22 item 25 on the plots: (a) 'Agregar parcelas' saves on the first 'Guardar' after the fields marked red are
 * fixed (the layout must not move under the pointer as the messages go); (b) a plot without location reads
 * 'Sin ubicación' in the list's ALERTAS POLÍGONO and in its profile, never a clean 'Sin alertas'. At 1280, 1024
 * (where the form's narrow columns wrap the messages) and 390 px.
 */
const ANCHOS = [
  ['1280 px', ANCHO],
  ['1024 px', { width: 1024, height: 768 }],
  ['390 px', ESTRECHO],
] as const;

/** The top of the 'Guardar' button, in page pixels. */
const alturaDe = async (page: Page) => (await page.getByRole('button', { name: 'Guardar' }).boundingBox())!.y;

for (const [nombre, tamano] of ANCHOS) {
  test(`Agregar parcelas a ${nombre}: vacío → en rojo → corregido → un solo clic en «Guardar» guarda`, async ({ page, request }) => {
    await page.setViewportSize(tamano);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const nombreProductor = `Parcelas ${randomUUID().slice(0, 5)}`;
    const { uuid } = await crearProductor(request, token, nombreProductor);
    await entrarComo(page, 'admin@cosecha.demo');
    // the producer's account answers late, as on a slow line (CI once measured the form before the name had come)
    await page.route(`**/api/cuentas/${uuid}`, async (r) => {
      await new Promise((listo) => setTimeout(listo, 800));
      await r.continue();
    });
    await page.goto(`/admin/parcelas/create/${uuid}`);
    // the producer's name fills a line that was held for it from the first paint: measured before and after, nothing moves
    const primera = await alturaDe(page);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(nombreProductor) })).toBeVisible();
    expect(await alturaDe(page)).toBe(primera);
    const guardar = page.getByRole('button', { name: 'Guardar' });
    const campo = (n: RegExp) => page.getByRole('textbox', { name: n }).first();
    const antes = await alturaDe(page);
    await guardar.click();
    for (const m of ['Se requiere un nombre para la parcela', 'Superficie es requerida', 'Número de plantas es requerido'])
      await expect(page.getByText(m)).toBeVisible();
    // the messages take the room reserved for them: the button did not move when they appeared
    expect(await alturaDe(page)).toBe(antes);
    await sinViolacionesGraves(page);

    await campo(/^Nombre/).fill('La Ceiba');
    await campo(/^Superficie/).fill('1.25');
    await campo(/^Plantas/).fill('900');
    // a corrected field loses its red as it is corrected, not only on 'Guardar'
    await expect(page.getByText('Se requiere un nombre para la parcela')).toHaveCount(0);
    await expect(page.getByText('Superficie es requerida')).toHaveCount(0);
    // leaving the last field (what a click's mousedown does) moves nothing
    await campo(/^Plantas/).blur();
    expect(await alturaDe(page)).toBe(antes);
    await campo(/^Plantas/).focus();
    // one click straight from the last field, held a moment as a hand does: blur at mousedown, click at mouseup
    await guardar.click({ delay: 300 });
    await expect(page.getByText('Se registró con éxito la(s) parcela(s)')).toBeVisible();
  });
}

for (const [nombre, tamano] of [ANCHOS[0], ANCHOS[2]]) {
  test(`una parcela sin ubicación dice «${LISTA_SIN_UBICACION}» en el listado y en su perfil (${nombre})`, async ({ page }) => {
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto('/admin/parcelas/list?geoFilter=3');
    const filas = tamano.width > 800 ? page.locator('tbody tr') : page.getByRole('listitem').filter({ hasText: 'sin geolocalizar' });
    await expect(filas.first()).toBeVisible();
    // the ones without stored alerts (the demo stores some on plots without location too) say nothing was checked
    const textos = await filas.allInnerTexts();
    expect(textos.filter((t) => t.includes(LISTA_SIN_UBICACION)).length).toBeGreaterThan(0);
    expect(textos.filter((t) => t.includes('Sin alertas'))).toEqual([]);
    await page.goto('/admin/parcelas/list?geoFilter=2');
    await expect(page.locator('tbody tr, li').filter({ hasText: LISTA_SIN_CROQUIS }).first()).toBeVisible();
    await page.goto('/admin/parcelas/list?geoFilter=3');
    await expect(filas.first()).toBeVisible();
    await sinViolacionesGraves(page);

    // the same plot's profile: its alerts could not be checked
    await filas.filter({ hasText: LISTA_SIN_UBICACION }).first().locator('a[href*="/admin/parcelas/perfil/"]').first().click();
    const alertas = page.getByRole('region', { name: 'Alertas automatizadas' });
    await expect(alertas).toContainText(SIN_UBICACION);
    await expect(alertas).not.toContainText(SIN_ALERTAS);
  });
}
