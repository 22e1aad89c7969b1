import { readFile } from 'node:fs/promises';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';

/**
 * The statistics panel (/admin/csv/list, spec 001 §2.14) at 1280 and 390 px: the manager opens it from the menu,
 * reads the counters of her cooperative's certification, switches certification and downloads the accounts' CSV.
 */
const ANCHOS = [
  ['una pantalla ancha', ANCHO],
  ['un teléfono', ESTRECHO],
] as const;

for (const [ancho, tamano] of ANCHOS) {
  test(`la gerente lee los contadores y descarga el CSV de cuentas en ${ancho}`, async ({ page, request }) => {
    const token = await tokenDe(request, 'gerente@cosecha.demo');
    const r = await request.post('/api/csv_estadisticas_search', {
      headers: { Authorization: `Bearer ${token}` },
      data: { filters: [{ column: 'certificacion', operator: '=', value: 'mayacert' }] },
    });
    const [fila] = ((await r.json()) as { data: { cuentas: number; parcelas: number }[] }).data;
    expect(fila.cuentas).toBeGreaterThan(0);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'gerente@cosecha.demo');
    await new Marco(page).irA('Estadísticas');
    await expect(page).toHaveURL(/\/admin\/csv\/list/);
    await expect(page.getByTestId('tarjeta-cuentas')).toContainText(fila.cuentas.toLocaleString('en-US'));
    await expect(page.getByTestId('tarjeta-parcelas')).toContainText(fila.parcelas.toLocaleString('en-US'));
    await expect(page.getByTestId('tarjeta-cooperativas')).toContainText('1');
    await sinViolacionesGraves(page);
    const cabe = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(cabe, 'nada se sale del ancho de la pantalla').toBe(true);

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV Cuentas' }).click();
    const d = await descarga;
    expect(d.suggestedFilename()).toBe('kobo_cuentas_mayacert.csv');
    const texto = await readFile((await d.path())!, 'utf8');
    expect(texto.split('\r\n').filter((l) => l !== '')).toHaveLength(1 + fila.cuentas);

    // another certification: none of her cooperative's rows count
    await page.getByLabel('Certificación').click();
    await page.getByRole('option', { name: 'certimex' }).click();
    await expect(page.getByTestId('tarjeta-cuentas')).toContainText('0');
  });
}
