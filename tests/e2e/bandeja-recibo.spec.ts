import { expect, test, type Page } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves, esperarTrabajador } from './ayuda';
import { tokenDe } from './paginas/api';
import { PaginaEntrega, productorDelCicloActivo } from './paginas/acopio-entrega';
import { textoDePdf } from './paginas/acopio-recibos';
import { guardarDescarga } from './paginas/descargas';

/**
 * Issue 28, the provisional receipt on a phone: a signed delivery saved offline shows and prints its receipt
 * (provisional folio, kilos, amount, signature) from the device alone, through a reload with the network down; once
 * sent, the outbox row offers the final receipt, whose PDF names both folios. window.print is replaced in the page to
 * record the call (headless Chromium opens no dialog); the printed look is the print media's screenshot.
 */
const PATRON_PV = /PV-[0-9A-Z]{4}-\d{4,6}/;

/** The installed app: the worker keeps every screen's chunk, the receipt's among them (as in bandeja.spec.ts). */

const captura = (page: Page, nombre: string) => page.screenshot({ path: test.info().outputPath(`${nombre}.png`), fullPage: true });

test.use({ viewport: ESTRECHO, serviceWorkers: 'allow' });

test('sin conexión la entrega firmada tiene su recibo provisional, que se imprime y sobrevive a recargar; enviada, ofrece el definitivo', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const token = await tokenDe(request, 'acopio@cosecha.demo');
  const { productor } = await productorDelCicloActivo(request, token);

  await entrarComo(page, 'acopio@cosecha.demo');
  await esperarTrabajador(page);
  // the receipt's own chunk is in the worker's precache: it opens with no network
  expect(
    await page.evaluate(async () => {
      const urls = await Promise.all((await caches.keys()).map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
      return urls.flat().filter((u) => /PaginaReciboProvisional-[\w-]+\.js/.test(u)).length;
    }),
  ).toBe(1);

  const entrega = new PaginaEntrega(page);
  await page.goto('/admin/acopio/entregas_por_productor/seleccion');
  await entrega.elegirProductor(productor.nombre.split(' ')[0], productor.nombre);
  await entrega.elegirCategoria('Orgánico');
  await entrega.llenarPesada(1, 'A granel', null, '40', '0');
  await page.getByLabel(/^Monto pagado/).fill('100');
  await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
  // what the producer sees before signing is what the receipt must print
  const firmado: [string, string][] = [];
  for (const t of ['Precio por kg', 'Importe bruto', 'Monto a pagar', 'Queda pendiente'])
    firmado.push([t, (await page.getByTestId(`resumen-${t}`).textContent()) ?? '']);
  await entrega.firmar();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const aviso = page.getByText(/^Sin conexión: la entrega se guardó en este dispositivo con el folio provisional PV-/);
  await expect(aviso).toBeVisible();
  const folio = (await aviso.textContent())!.match(PATRON_PV)![0];
  await expect(page).toHaveURL('/admin/acopio/bandeja');
  // the outbox opens offering this delivery's receipt, and its row has it too
  await expect(page.getByRole('link', { name: 'Ver recibo provisional' })).toBeVisible();
  const registro = page.getByTestId('registro-bandeja').filter({ hasText: folio });
  await registro.getByRole('link', { name: 'Recibo provisional' }).click();

  const verRecibo = async () => {
    await expect(page).toHaveURL(/\/admin\/acopio\/bandeja\/[0-9a-f-]{36}\/recibo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recibo provisional' })).toBeVisible();
    await expect(page.getByTestId('recibo-folio')).toHaveText(`Folio provisional ${folio}`);
    await expect(page.getByTestId('recibo-kilos')).toHaveText('Total neto: 40.00 kg');
    for (const [t, v] of firmado) await expect(page.getByTestId(`recibo-${t}`)).toHaveText(v);
    await expect(page.getByTestId('recibo-Pagado ahora')).toHaveText('$ 100.00');
    await expect(page.getByTestId('recibo-Método de pago')).toHaveText('Efectivo');
    await expect(page.getByTestId('recibo-Productor')).toHaveText(productor.nombre);
    await expect(page.getByText('Recibo provisional: el folio definitivo lo asigna el servidor al sincronizar.')).toBeVisible();
    const firma = page.getByRole('img', { name: 'Firma del productor' });
    await expect(firma).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await firma.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  };
  await verRecibo();
  await sinViolacionesGraves(page);
  await captura(page, 'recibo-390');

  // 'Imprimir' opens the browser's dialog: recorded here instead
  await page.evaluate(() => {
    const w = window as unknown as { impresiones: number };
    w.impresiones = 0;
    window.print = () => void w.impresiones++;
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { impresiones: number }).impresiones)).toBe(1);

  // on paper: the receipt alone, without the app bar, the menu or the page's buttons, at a phone's and a desk's width
  for (const [nombre, tamano] of [
    ['390', ESTRECHO],
    ['1280', ANCHO],
  ] as const) {
    await page.setViewportSize(tamano);
    await captura(page, `recibo-pantalla-${nombre}`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Envíos pendientes' })).toBeHidden();
    await expect(page.getByTestId('recibo-folio')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Firma del productor' })).toBeVisible();
    // the weighings table fits the paper: its last column (the net) is inside the page, not scrolled away
    const neto = (await page.getByRole('columnheader', { name: /^Neto/ }).boundingBox())!;
    expect(neto.x + neto.width).toBeLessThanOrEqual(tamano.width);
    await captura(page, `recibo-impreso-${nombre}`);
    await page.emulateMedia({ media: 'screen' });
  }
  await page.setViewportSize(ESTRECHO);

  // a reload with the network down: the shell, the receipt's chunk and the outbox are all on the device
  await page.reload();
  await verRecibo();
  await page.getByRole('link', { name: 'Envíos pendientes' }).click();
  await expect(page.getByRole('heading', { name: 'Envíos pendientes' })).toBeVisible();
  await page.reload();
  await registro.getByRole('link', { name: 'Recibo provisional' }).click();
  await verRecibo();

  // the network returns: it is sent, and the row offers the final receipt beside the provisional one
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Envíos pendientes' }).click();
  await expect(registro.getByText('Enviada')).toBeVisible({ timeout: 30_000 });
  const definitivo = registro.getByRole('button', { name: /^Recibo [A-Z]-\d+$/ });
  await expect(definitivo).toBeVisible();
  const folioServidor = (await definitivo.textContent())!.replace(/^Recibo /, '').trim();
  await expect(registro.getByRole('link', { name: 'Recibo provisional' })).toBeVisible();
  await captura(page, 'bandeja-enviada-390');

  const pdf = await guardarDescarga(page, definitivo);
  expect(pdf.nombre).toBe(`recibo_${folioServidor}.pdf`);
  const texto = textoDePdf(pdf.ruta);
  expect(texto).toContain(folioServidor);
  expect(texto).toContain(folio);

  // the provisional receipt now names both folios
  await registro.getByRole('link', { name: 'Recibo provisional' }).click();
  await expect(page.getByTestId('recibo-folio')).toHaveText(`Folio provisional ${folio}`);
  await expect(page.getByTestId('recibo-folio-definitivo')).toHaveText(`Folio definitivo ${folioServidor}`);
  await expect(page.getByRole('button', { name: `Recibo ${folioServidor}` })).toBeVisible();
  await captura(page, 'recibo-enviada-390');
});

test('un recibo provisional que este dispositivo no tiene lo dice y vuelve a Envíos pendientes', async ({ page }) => {
  await entrarComo(page, 'acopio@cosecha.demo');
  await page.goto('/admin/acopio/bandeja/01900000-0000-7000-8000-0000000000ff/recibo');
  await expect(page.getByText(/no hay recibo provisional que mostrar/)).toBeVisible();
  await page.getByRole('link', { name: 'Envíos pendientes' }).click();
  await expect(page.getByRole('heading', { name: 'Envíos pendientes' })).toBeVisible();
});
