import { readFileSync } from 'node:fs';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { guardarDescarga } from './paginas/descargas';
import { PaginaRemanente } from './paginas/remanente';
import { formatoCentavos } from '../../domain/comun/formato';
import type { FilaPrecioRemanente, FilaReciboRemanente, GeneracionRemanente } from '../../domain/contrato/remanente';

/**
 * Issue 25 in the browser: the cacao cooperative's manager edits the organic surplus price (the form says what is
 * wrong first) and registers another category's, generates the receipts and waits for the job to finish, sees the
 * table with the new price, edits one surplus payment and downloads its receipt (a PDF). Figures are the API's.
 */
const ORGANICO = 15;
const ANCHOS = [
  ['escritorio', ANCHO, { precio: '4.55', nueva: 17 }],
  ['teléfono', ESTRECHO, { precio: '4.65', nueva: 18 }],
] as const;

for (const [nombre, tamano, datos] of ANCHOS) {
  test(`un gerente fija el precio remanente, genera los recibos y edita un pago (${nombre})`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const p = new PaginaRemanente(page);
    const token = await tokenDe(request, 'gerente@cosecha.demo');
    const cabeceras = { Authorization: `Bearer ${token}` };
    const ciclos = await request.post('/api/ciclos', { headers: cabeceras, data: {} });
    const idCiclo = ((await ciclos.json()).data as { id: number; activo_acopio?: boolean }[]).filter((c) => c.activo_acopio)[0].id;
    const delCiclo = { filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }] };
    const recibos = async () =>
      ((await (await request.post('/api/remanente/recibos_search', { headers: cabeceras, data: { ...delCiclo, per_page: 20 } })).json())
        .data ?? []) as FilaReciboRemanente[];

    await entrarComo(page, 'gerente@cosecha.demo');
    await p.abrir();
    await expect(page.getByRole('heading', { name: 'Remanente', level: 1 })).toBeVisible();
    await expect(p.tarjeta(ORGANICO)).toContainText('Vigente');

    // edit the organic price: the empty field and 0 are refused with the spec's messages before anything is sent
    await p.boton('Editar precio de Orgánico').click();
    const edicion = p.panel('Editar precio remanente: Orgánico');
    const campo = edicion.getByRole('textbox', { name: 'Precio por kg' });
    await campo.fill('');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(edicion.getByText('Debe escribir una cantidad')).toBeVisible();
    await campo.fill('0');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(edicion.getByText('Debe ser un número mayor que cero')).toBeVisible();
    await sinViolacionesGraves(page);
    await campo.fill(datos.precio);
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó con éxito el precio remanente.')).toBeVisible();
    const centavos = Math.round(Number(datos.precio) * 100);
    await expect(page.getByTestId(`precio-categoria-${ORGANICO}`)).toContainText(formatoCentavos(centavos));

    // register the price of a category that has none
    await p
      .tarjeta(datos.nueva)
      .getByRole('button', { name: /^Registrar precio de/ })
      .click();
    const alta = p.panel('Registrar precio remanente');
    await alta.getByRole('textbox', { name: 'Precio por kg' }).fill('1.25');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId(`precio-categoria-${datos.nueva}`)).toContainText('$1.25');
    const precios = (await (
      await request.post('/api/remanente/precio_por_cooperativa_search', { headers: cabeceras, data: delCiclo })
    ).json()) as { data: FilaPrecioRemanente[] };
    expect(precios.data.find((x) => x.id_cat_certificacion === ORGANICO)?.precio).toBe(centavos);
    expect(precios.data.find((x) => x.id_cat_certificacion === datos.nueva)?.precio).toBe(125);

    // generate: the job runs in the queue, the screen follows it and reads the table again when it is done
    await p.boton('Generar recibos').click();
    await page.getByRole('dialog', { name: 'Generar recibos de remanente' }).getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('Sus recibos se estan generando.').first()).toBeVisible();
    await expect(p.ultimaGeneracion()).toBeVisible({ timeout: 60_000 });
    const g = (await (await request.get(`/api/remanente/generaciones?id_ciclo=${idCiclo}`, { headers: cabeceras })).json())
      .data as GeneracionRemanente;
    expect(g).toMatchObject({ estado: 'hecho', id_ciclo: idCiclo });
    expect(g.hechos).toBe(g.total);
    const pagina = await recibos();
    expect(pagina.length).toBeGreaterThan(0);
    const organico = pagina.find((r) => r.id_cat_certificacion === ORGANICO && !r.editado)!;
    expect(organico.precio_por_kg).toBe(centavos);
    await expect(p.recibo(organico.folio)).toContainText(formatoCentavos(organico.cantidad_pago));
    await expect(p.recibo(organico.folio).getByRole('link', { name: organico.productor_nombre })).toBeVisible();
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/remanente-${nombre}-generado.png`, fullPage: true });

    // edit a surplus payment: an empty amount is refused, then the row shows the new amount, marked edited
    const [f] = pagina;
    await p
      .recibo(f.folio)
      .getByRole('button', { name: `Editar pago ${f.folio}` })
      .click();
    const pago = p.panel(`Editar pago remanente ${f.folio}`);
    const cantidad = pago.getByRole('textbox', { name: 'Cantidad a pagar' });
    await cantidad.fill('');
    await pago.getByRole('button', { name: 'Guardar' }).click();
    await expect(pago.getByText('Debe escribir una cantidad')).toBeVisible();
    await cantidad.fill('1234.56');
    await sinViolacionesGraves(page);
    await pago.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se actualizó con éxito el pago remanente.')).toBeVisible();
    await expect(p.recibo(f.folio)).toContainText('$1,234.56');
    await expect(p.recibo(f.folio)).toContainText('Editado');
    expect((await recibos()).find((r) => r.id === f.id)).toMatchObject({ cantidad_pago: 123_456, editado: true, version: f.version + 1 });

    // the receipt's PDF by folio
    const pdf = await guardarDescarga(page, p.recibo(f.folio).getByRole('button', { name: `PDF ${f.folio}` }));
    expect(pdf.nombre).toBe(`recibo_remanente_${f.folio}.pdf`);
    expect(readFileSync(pdf.ruta).subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: `test-results/remanente-${nombre}-editado.png`, fullPage: true });

    // the producer's profile lists the receipt with its PDF
    await p.recibo(f.folio).getByRole('link', { name: f.productor_nombre }).click();
    const seccion = page.getByRole('region', { name: 'Remanente' });
    await expect(seccion.getByRole('link', { name: f.folio })).toBeVisible();
    await seccion.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/remanente-${nombre}-perfil.png` });
  });
}
