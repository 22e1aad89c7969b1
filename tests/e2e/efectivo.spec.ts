import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';
import { PaginaEfectivo } from './paginas/efectivo';
import { formatoCentavos } from '../../domain/comun/formato';
import type { RespuestaPorMovimiento } from '../../domain/contrato/efectivo';

/**
 * Issue 25 in the browser: the cacao cooperative's manager registers cash sent to a centre (the form says what is
 * missing first, and the amount keeps only digits and the dot), sees the totals and the donut change, edits the
 * amount, and downloads the Excel that lists it. Figures on screen are the API's.
 */
const ANCHOS = [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const;

for (const [nombre, tamano] of ANCHOS) {
  test(`un gerente registra un desembolso a un centro, lo edita y descarga el Excel (${nombre})`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const p = new PaginaEfectivo(page);
    await entrarComo(page, 'gerente@cosecha.demo');
    await p.abrir();
    await expect(page.getByRole('heading', { name: 'Desembolso de efectivo', level: 1 })).toBeVisible();
    const token = await tokenDe(request, 'gerente@cosecha.demo');
    const api = async () => {
      const ciclo = await request.post('/api/ciclos', { headers: { Authorization: `Bearer ${token}` }, data: {} });
      const activos = ((await ciclo.json()).data as { id: number; activo_acopio?: boolean | number }[]).filter((c) => c.activo_acopio);
      const r = await request.get(`/api/efectivo_por_movimiento/${activos[0].id}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await r.json()) as RespuestaPorMovimiento;
    };
    const antes = await api();
    await expect(p.totalEntregado()).toHaveText(formatoCentavos(antes.resumen.total_entregado));
    await expect(p.boton('por Centro de Acopio')).toBeEnabled();

    // Escape closes the panel
    await p.boton('Nuevo desembolso').click();
    const alta = p.panel('Nuevo desembolso de efectivo');
    await expect(alta).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(alta).toBeHidden();

    // bad input first: the form says what is missing
    await p.boton('Nuevo desembolso').click();
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('Debe seleccionar un centro de acopio')).toBeVisible();
    await expect(alta.getByText('Debe escribir un cantidad')).toBeVisible();
    await expect(alta.getByText('Debe seleccionar un motivo')).toBeVisible();
    await alta.getByRole('textbox', { name: 'Cantidad' }).fill('1a23b4.5x');
    await expect(alta.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1234.5');
    await p.elegir(alta, 'Centro de acopio');
    await p.elegir(alta, 'Motivo', /Pago de cacao|Pago de producto/);
    await sinViolacionesGraves(page);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    const aviso = page.getByText(/^Se guardó con éxito el desembolso de efectivo \d+\.$/);
    await expect(aviso).toBeVisible();
    const id = Number(/(\d+)\.$/.exec((await aviso.textContent()) ?? '')![1]);
    await expect(p.totalEntregado()).toHaveText(formatoCentavos(antes.resumen.total_entregado + 123_450));
    const despues = await api();
    expect(despues.resumen.total_entregado).toBe(antes.resumen.total_entregado + 123_450);
    expect(despues.data.find((f) => f.id === id)).toMatchObject({ cantidad: 123_450, anulado: false });
    await expect(page.getByRole('img', { name: `Pagado ${despues.resumen.porcentaje_pagado} % del efectivo entregado` })).toBeVisible();
    await page.screenshot({ path: `test-results/efectivo-${nombre}-registrado.png`, fullPage: true });

    // edit the amount of the chosen row
    await page.getByRole('radio', { name: `Elegir desembolso ${id}`, exact: true }).check();
    await p.boton('Editar').click();
    const edicion = p.panel(`Editar desembolso ${id}`);
    await expect(edicion.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1234.50');
    await edicion.getByRole('textbox', { name: 'Cantidad' }).fill('2000');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Se guardó con éxito el desembolso de efectivo ${id}.`)).toBeVisible();
    await expect(p.fila(id)).toContainText('$2,000.00');
    await expect(p.totalEntregado()).toHaveText(formatoCentavos(antes.resumen.total_entregado + 200_000));

    // the Excel lists it
    const excel = await descargarExcel(page, p.boton('Excel'));
    expect(excel.nombre).toMatch(/^efectivo_\d+_\d+_\d{8}_\d{6}\.xlsx$/);
    const enExcel = excel.filas.find((f) => f.Id === id);
    expect(enExcel?.Cantidad).toBe(2000);
    await page.screenshot({ path: `test-results/efectivo-${nombre}-editado.png`, fullPage: true });
  });
}
