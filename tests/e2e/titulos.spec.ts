import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo } from './ayuda';
import { MENU } from '@domain/comun/menu';
import { rutas } from '@domain/comun/rutas';

/**
 * Issue 22 item 25: every route's browser tab reads 'Cosecha · <route title>' (R021), never the bare product name.
 * The padrón completo, the concentrado, the collection dashboard and collection by producer read only 'Cosecha':
 * the dashboards' header set the tab from the path, which has no title, after the page had set its own.
 */
const RUTAS_MENU = [...new Set(MENU.flatMap((e) => [e.ruta, ...(e.hijos ?? []).map((h) => h.ruta)]))];

test('1280 px: cada entrada del menú deja en la pestaña «Cosecha · <título>» (issue 22 item 25)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  for (const ruta of RUTAS_MENU) {
    await page.goto(ruta);
    await expect(page, ruta).toHaveTitle(/^Cosecha · \S/);
  }
});

for (const [nombre, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: padrón completo, concentrado, tablero de acopio y acopio por productor con su título (issue 22 item 25)`, async ({
    page,
  }) => {
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    for (const [ruta, titulo] of [
      [rutas.padronCompleto(), 'Cosecha · Padrón completo'],
      [rutas.padronConcentrado(), 'Cosecha · Padrón concentrado'],
      [rutas.acopio(), 'Cosecha · Acopio'],
      [rutas.acopioPorProductor(), 'Cosecha · Acopio por productor'],
    ] as const) {
      await page.goto(ruta);
      await expect(page, ruta).toHaveTitle(titulo);
    }
  });
}
