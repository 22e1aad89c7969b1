import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, diaCooperativa, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { PaginaAnticipos } from './paginas/anticipos';
import { descargarExcel } from './paginas/descargas';
import { formatoFecha } from '../../domain/comun/formato';
import type { DetalleAnticipo, FilaAnticipo } from '../../domain/contrato/anticipos';

/**
 * Issue 25 in the browser: the cacao cooperative's manager lends a pre-harvest credit (the form says what is missing
 * first), registers a cash repayment that pays it off (refused above the balance), sees it turn Pasado, voids the
 * repayment with a reason (Vigente again, the repayment struck through), and cannot delete a credit that had a
 * repayment. Figures on screen are the API's.
 */
const ANCHOS = [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const;

for (const [nombre, tamano] of ANCHOS) {
  test(`un gerente presta, recibe un abono, lo anula y no puede eliminar el crédito con pagos (${nombre})`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const folio = `E2E-${nombre.slice(0, 3)}-${Date.now() % 100000}`;
    const p = new PaginaAnticipos(page);
    await entrarComo(page, 'gerente@cosecha.demo');
    await p.abrir();
    await expect(page.getByRole('heading', { name: 'Créditos', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Créditos/);

    // lend: the form says what is missing before anything is sent
    await p.boton('Nuevo crédito').click();
    const alta = p.panel('Registrar crédito precosecha');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('Debe escribir un folio')).toBeVisible();
    await expect(alta.getByText('Debe seleccionar un productor')).toBeVisible();
    await expect(alta.getByText('Debe escribir un monto')).toBeVisible();
    await alta.getByRole('textbox', { name: 'Folio' }).fill(folio);
    const productor = await p.elegirProductor(alta, 'a');
    await alta.getByRole('textbox', { name: 'Monto' }).fill('2500');
    await alta.getByRole('textbox', { name: 'Interés mensual (%)' }).fill('1.1234567');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('El interés no puede tener más de 6 decimales')).toBeVisible();
    await alta.getByRole('textbox', { name: 'Interés mensual (%)' }).fill('2');
    await sinViolacionesGraves(page);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Se guardó con éxito el crédito ${folio}.`)).toBeVisible();
    const fila = p.anticipo(folio);
    await expect(fila).toContainText(productor);
    await expect(fila).toContainText('$2,500.00');
    await expect(fila).toContainText('Vigente');

    // a cash repayment: not above the balance, then the whole of it
    await p.elegir(folio);
    await p.boton('Abono de efectivo').click();
    const abono = p.panel('Abono de efectivo');
    await expect(abono).toContainText('Saldo total hoy: $2,500.00');
    await abono.getByRole('textbox', { name: 'Monto' }).fill('2500.01');
    await abono.getByRole('button', { name: 'Guardar' }).click();
    await expect(abono.getByText('El monto no debe exceder el saldo total')).toBeVisible();
    await abono.getByRole('textbox', { name: 'Monto' }).fill('2500');
    await abono.getByRole('textbox', { name: 'Comisión en efectivo' }).fill('15');
    await abono.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó con éxito el abono al credito.')).toBeVisible();
    await expect(fila).toContainText('Pasado');
    await expect(p.boton('Abono de efectivo')).toBeDisabled();

    // what the screen says is what the API says
    const token = await tokenDe(request, 'gerente@cosecha.demo');
    const lista = await request.post('/api/anticipos_search', {
      headers: { Authorization: `Bearer ${token}` },
      data: { filters: [{ column: 'q', operator: 'like', value: folio }] },
    });
    const [api] = (await lista.json()).data as FilaAnticipo[];
    expect(api).toMatchObject({ folio, total_saldo: 0, total_anticipos_recuperados: 250_000, total_comisiones: 1_500, estatus: 'Pasado' });

    // the repayment voided with its reason: struck through, the credit owed again
    await p.boton('Abonos').click();
    const abonos = p.panel(`Abonos de ${folio}`);
    await expect(abonos).toContainText(`${formatoFecha(diaCooperativa())} · $2,500.00 · abono en efectivo`);
    await abonos.getByRole('button', { name: /^Anular el abono del/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Anular el abono' });
    await dialogo.getByRole('button', { name: 'Anular abono' }).click();
    await expect(dialogo.getByText('Escriba el motivo de la anulación')).toBeVisible();
    await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Se registró en el crédito equivocado');
    await dialogo.getByRole('button', { name: 'Anular abono' }).click();
    await expect(page.getByText('Se anuló el abono; el saldo del crédito se recalculó sin él.')).toBeVisible();
    await expect(abonos).toContainText('ANULADO: Se registró en el crédito equivocado');
    await abonos.getByRole('button', { name: 'Cerrar' }).click();
    await expect(fila).toContainText('Vigente');
    const detalle = await request.get(`/api/anticipos/${api.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const d = (await detalle.json()).data as DetalleAnticipo;
    expect(d).toMatchObject({ total_saldo: 250_000, estatus: 'Vigente' });
    expect(d.anticipo_pagos).toMatchObject([{ anulado: true, motivo_anulacion: 'Se registró en el crédito equivocado' }]);

    // money moved on it: the credit is not deleted, with the spec's words
    await p.boton('Eliminar').click();
    await expect(page.getByRole('dialog')).toContainText(`El crédito ${folio} se eliminará de ${productor}`);
    await page.getByRole('button', { name: 'Eliminar crédito' }).click();
    await expect(page.getByText(`No se puede eliminar el crédito ${folio} pues ya tiene pagos.`)).toBeVisible();
    await expect(fila).toBeVisible();
    await sinViolacionesGraves(page);
  });
}

test('el gerente descarga el Excel de cada vista: todas las filas del ciclo, no solo la página, y sus totales son los del API', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(ANCHO);
  const p = new PaginaAnticipos(page);
  await entrarComo(page, 'gerente@cosecha.demo');
  await p.abrir();
  await expect(page.getByRole('heading', { name: 'Créditos', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  const token = await tokenDe(request, 'gerente@cosecha.demo');
  const api = async (recurso: string) => {
    const ciclos = await request.post('/api/ciclos', { headers: { Authorization: `Bearer ${token}` }, data: {} });
    const activo = ((await ciclos.json()).data as { id: number; activo_acopio?: boolean }[]).filter((c) => c.activo_acopio).at(-1)!;
    const r = await request.post(`/api/${recurso}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { filters: [{ column: 'id_ciclo', operator: '=', value: activo.id }], per_page: 10, totales: true },
    });
    return (await r.json()) as { total: number; totales: Record<string, number> };
  };

  const porCredito = await descargarExcel(page, p.boton('Excel'));
  expect(porCredito.nombre).toMatch(/^creditos_.+_\d{8}_\d{6}\.xlsx$/);
  const a = await api('anticipos_search');
  const [totalCredito] = porCredito.filas.slice(-1);
  expect(porCredito.filas.length - 1).toBe(a.total);
  expect(totalCredito.Folio).toBe(`Total (${a.total})`);
  expect(totalCredito.Monto).toBe(a.totales.cantidad_anticipo / 100);
  expect(totalCredito.Interés).toBe(a.totales.total_interes / 100);
  expect(totalCredito.Recuperado).toBe(a.totales.total_anticipos_recuperados / 100);
  expect(totalCredito.Saldo).toBe(a.totales.total_saldo / 100);

  await p.boton('Por productor').click();
  await expect(page.getByRole('table', { name: 'Créditos por productor' })).toBeVisible();
  const porProductor = await descargarExcel(page, p.boton('Excel'));
  expect(porProductor.nombre).toMatch(/^creditos_por_productor_.+_\d{8}_\d{6}\.xlsx$/);
  const g = await api('anticipos_por_productor_search');
  const [totalProductor] = porProductor.filas.slice(-1);
  expect(porProductor.filas.length - 1).toBe(g.total);
  expect(totalProductor.Productor).toBe(`Total (${g.total})`);
  expect(totalProductor.Prestado).toBe(g.totales.total_anticipos / 100);
  expect(totalProductor.Saldo).toBe(g.totales.total_saldo / 100);
  // the two views add up to the same money
  expect(totalProductor.Saldo).toBe(totalCredito.Saldo);
  await sinViolacionesGraves(page);
});

test('el acopiador ve los anticipos de su cooperativa pero no presta ni recibe abonos', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'acopio@cosecha.demo');
  const p = new PaginaAnticipos(page);
  await p.abrir();
  // the coffee cooperative keeps the default word, 'anticipo'
  await expect(page.getByRole('heading', { name: 'Anticipos', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(p.boton('Nuevo anticipo')).toHaveCount(0);
  await expect(p.boton('Abono de efectivo')).toHaveCount(0);
  // level 2 (no interest): no interest column
  await expect(page.getByRole('columnheader', { name: 'Interés' })).toHaveCount(0);
});
