import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, diaCooperativa, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { cicloActual } from './paginas/tableros';
import { guardarDescarga } from './paginas/descargas';
import { textoDePdf } from './paginas/acopio-recibos';
import { centesimos, PaginaAcopioTablero, tableroAcopioApi } from './paginas/acopio-tablero';
import { PaginaEntrega, productorDelCicloActivo } from './paginas/acopio-entrega';
import { cuentaDelCicloActivo, PaginaEntregasLotes, registrarEntrega } from './paginas/acopio-lotes';
import { MENSAJES_ANULACION } from '../../domain/acopio/anulacion';

/**
 * Issue 22 item 4 in the browser: a paid delivery is voided with a reason, never deleted. The coffee cooperative's
 * supervisor (admin@cosecha.demo: the demo has no Gerente in the coffee cooperative, and the collector is there)
 * voids it from the deliveries list; the row is struck through with its reason, the receipt says ANULADO and the
 * collection dashboard's amount drops by the delivery's. The collector sees no 'Anular' and no price.
 */
const ANCHOS = [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const;
// the delivery of cuerpoEntrega: 146.50 kg at 40.00 per kg, 3,000.00 paid at the scale
const IMPORTE = 5860_00;
const PAGADO = 3000_00;
const COOPERATIVA_CAFE = 1;

for (const [nombre, tamano] of ANCHOS) {
  test(`un supervisor anula una entrega pagada con su motivo: tachada, recibo ANULADO y el tablero sin ella (${nombre})`, async ({
    page,
    request,
  }) => {
    // two screens, a download and two dashboard readings: past the default minute on a loaded machine
    test.slow();
    await page.setViewportSize(tamano);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    const entrega = await registrarEntrega(request, token, await cuentaDelCicloActivo(request, token), diaCooperativa());
    const tablero = new PaginaAcopioTablero(page);
    const motivo = 'Pesada duplicada por error';

    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto('/admin/acopio');
    await expect(page.getByRole('heading', { name: 'Acopio', level: 1 })).toBeVisible();
    const antesApi = await tableroAcopioApi(request, token, ciclo, COOPERATIVA_CAFE);
    await expect(tablero.cifra('Entregas')).toHaveText(antesApi.entregas.total_entregas.toLocaleString('en-US'));
    const importeAntes = centesimos(await tablero.cifra('Importe').textContent());
    const pagadoAntes = centesimos(await tablero.cifra('Pagado').textContent());
    expect(importeAntes).toBe(antesApi.entregas.importe_total);
    expect(pagadoAntes).toBe(antesApi.entregas.pagado);

    const p = new PaginaEntregasLotes(page);
    await p.abrir();
    const fila = p.filaEntrega(entrega.folio);
    await expect(fila).toBeVisible();
    // a paid delivery offers 'Anular', never 'Eliminar'
    await expect(fila.getByRole('button', { name: `Eliminar ${entrega.folio}` })).toHaveCount(0);
    await fila.getByRole('button', { name: `Anular ${entrega.folio}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Anular entrega ${entrega.folio}` });
    await expect(dialogo).toContainText('$ 3,000.00');
    await sinViolacionesGraves(page);
    await dialogo.getByRole('button', { name: 'Anular' }).click();
    await expect(dialogo.getByText(MENSAJES_ANULACION.motivo)).toBeVisible();
    await expect(dialogo.getByRole('textbox', { name: 'Motivo de la anulación' })).toHaveAttribute('aria-invalid', 'true');
    await dialogo.getByRole('textbox', { name: 'Motivo de la anulación' }).fill(motivo);
    await dialogo.getByRole('button', { name: 'Anular' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MENSAJES_ANULACION.anulada })).toBeVisible();
    await expect(dialogo).toHaveCount(0);

    await expect(fila).toContainText(`ANULADA: ${motivo}`);
    const tachada = await fila
      .getByRole('cell')
      .filter({ hasText: entrega.folio })
      .evaluate((td) => getComputedStyle(td).textDecorationLine);
    expect(tachada).toContain('line-through');
    await expect(fila.getByRole('button', { name: `Anular ${entrega.folio}` })).toHaveCount(0);
    await sinViolacionesGraves(page);

    await p.mostrarColumna('Recibo');
    const pdf = await guardarDescarga(page, fila.getByRole('button', { name: `Recibo ${entrega.folio}` }));
    const texto = textoDePdf(pdf.ruta);
    expect(texto).toContain('ANULADO');
    expect(texto).toContain(`Motivo: ${motivo}`);
    expect(texto).toContain(entrega.folio);

    await page.goto('/admin/acopio');
    const despuesApi = await tableroAcopioApi(request, token, ciclo, COOPERATIVA_CAFE);
    await expect(tablero.cifra('Entregas')).toHaveText(despuesApi.entregas.total_entregas.toLocaleString('en-US'));
    const importeDespues = centesimos(await tablero.cifra('Importe').textContent());
    const pagadoDespues = centesimos(await tablero.cifra('Pagado').textContent());
    expect(importeDespues).toBe(despuesApi.entregas.importe_total);
    expect(pagadoDespues).toBe(despuesApi.entregas.pagado);
    expect(importeAntes - importeDespues).toBe(IMPORTE);
    expect(pagadoAntes - pagadoDespues).toBe(PAGADO);
    expect(despuesApi.entregas.total_entregas).toBe(antesApi.entregas.total_entregas - 1);
    await sinViolacionesGraves(page);
  });

  test(`el acopiador no ve «Anular» en una entrega pagada ni el precio (${nombre})`, async ({ page, request }) => {
    await page.setViewportSize(tamano);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const cuenta = await cuentaDelCicloActivo(request, token);
    const entrega = await registrarEntrega(request, token, cuenta, diaCooperativa());

    await entrarComo(page, 'acopio@cosecha.demo');
    const p = new PaginaEntregasLotes(page);
    await p.abrir();
    const fila = p.filaEntrega(entrega.folio);
    await expect(fila).toBeVisible();
    await expect(fila.getByRole('button', { name: `Anular ${entrega.folio}` })).toHaveCount(0);
    await expect(fila.getByRole('button', { name: `Eliminar ${entrega.folio}` })).toHaveCount(0);
    await sinViolacionesGraves(page);

    // the delivery form prints the cooperative's current price, with no field to change it
    const { productor } = await productorDelCicloActivo(request, await tokenDe(request, 'acopio@cosecha.demo'));
    await page.goto('/admin/acopio/entregas_por_productor/seleccion');
    await new PaginaEntrega(page).elegirProductor(productor.nombre.split(' ')[0], productor.nombre);
    await expect(page.getByText(/^Precio por kg: \$ [\d,.]+ \(el vigente de la cooperativa\)$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Precio por kg/ })).toHaveCount(0);
    // the price page is not in the menu and does not open
    await expect(page.getByRole('link', { name: 'Precio por cooperativa' })).toHaveCount(0);
    await page.goto('/admin/acopio/precio_por_cooperativa/list');
    await expect(page.getByText('Acceso no autorizado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Precio por cooperativa', level: 1 })).toHaveCount(0);
  });
}
