import { expect, test } from './prueba';
import { entrarComo, sinViolacionesGraves } from './ayuda';
import { rutas } from '@domain/comun/rutas';

/**
 * R020: a table of more than 7 rows keeps its header in view while its rows scroll (components/TablaDatos.tsx); one of
 * 7 or fewer shows whole, without a scroll of its own. On a 1280 × 500 screen, where the producers' 10 rows do not fit.
 */
test('R020: la cabecera del listado de productores sigue a la vista al recorrer sus filas; una tabla corta no se recorta', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(rutas.cuentas());
  const caja = page.locator('.RaDataTable-tableWrapper').first();
  const filas = caja.locator('tbody tr');
  await expect(filas).toHaveCount(10);
  const cabecera = caja.getByRole('columnheader').filter({ hasText: /\S/ }).first();
  await sinViolacionesGraves(page);

  // the page itself scrolls to the table, then the table's own rows scroll under its header
  await caja.scrollIntoViewIfNeeded();
  await caja.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect(await caja.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect(filas.last()).toBeInViewport();
  await expect(cabecera).toBeInViewport();
  // drawn at the top of the box, over the rows, not scrolled away with them: the first row went up under it
  const [c, k, f] = [await cabecera.boundingBox(), await caja.boundingBox(), await filas.first().boundingBox()];
  expect(Math.abs(c!.y - k!.y)).toBeLessThan(2);
  expect(f!.y + f!.height).toBeLessThanOrEqual(c!.y + c!.height + 1);
  const encima = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('th, td')?.tagName,
    [c!.x + 5, c!.y + c!.height / 2],
  );
  expect(encima).toBe('TH');

  // three cooperatives: the whole table, no box of its own
  await page.goto(rutas.cooperativas());
  const corta = page.locator('.RaDataTable-tableWrapper').first();
  await expect(corta.locator('tbody tr').first()).toBeVisible();
  expect(await corta.locator('tbody tr').count()).toBeLessThanOrEqual(7);
  expect(await corta.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('none');
});
