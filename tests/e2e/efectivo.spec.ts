import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';
import { PaginaEfectivo } from './paginas/efectivo';
import { formatoCentavos } from '../../domain/comun/formato';
import type { RespuestaAcopiadores, RespuestaPorMovimiento } from '../../domain/contrato/efectivo';

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
      const r = await request.get(`/api/efectivo_por_movimiento/${activos[0].id}?page=1&per_page=100`, {
        headers: { Authorization: `Bearer ${token}` },
      });
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
    // the collector who receives it: one of the chosen centre's collectors
    const acopiadores = (await (
      await request.get('/api/efectivo_acopiadores', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as RespuestaAcopiadores;
    const acopiador = acopiadores.data.find((a) => a.centro_acopio)!;
    await p.elegir(alta, 'Centro de acopio', new RegExp(`^${acopiador.centro_acopio}$`));
    await p.elegir(alta, 'Acopiador que lo recibe', new RegExp(`^${acopiador.nombre}$`));
    await p.elegir(alta, 'Motivo', /^Pago de cacao$/);
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.screenshot({ path: `test-results/efectivo-${nombre}-formulario.png` });
    await sinViolacionesGraves(page);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    const aviso = page.getByText(/^Se guardó con éxito el desembolso de efectivo \d+\.$/);
    await expect(aviso).toBeVisible();
    const id = Number(/(\d+)\.$/.exec((await aviso.textContent()) ?? '')![1]);
    await expect(p.totalEntregado()).toHaveText(formatoCentavos(antes.resumen.total_entregado + 123_450));
    const despues = await api();
    expect(despues.resumen.total_entregado).toBe(antes.resumen.total_entregado + 123_450);
    expect(despues.data.find((f) => f.id === id)).toMatchObject({ cantidad: 123_450, anulado: false, acopiador: acopiador.id });
    await expect(p.fila(id)).toContainText(acopiador.nombre.split(' ').slice(0, 2).join(' '));
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

    // a page at a time: 10 rows, the next page is the API's second page, the totals stay the cycle's
    const ciclo = despues.data[0].id_ciclos;
    for (let n = despues.total ?? despues.data.length; n <= 10; n++) {
      const r = await request.post('/api/registro_efectivo', {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-pagina-${nombre}-${n}-${Date.now()}` },
        data: {
          id_ciclos: ciclo,
          fecha_envio: despues.data[0].fecha_envio,
          id_centros_acopios: despues.data[0].id_centros_acopios,
          cantidad: 100,
          tipo_motivo: 2,
          acopiador: null,
        },
      });
      expect(r.status()).toBe(201);
    }
    await page.reload();
    const paginas = async (n: number) =>
      (await (
        await request.get(`/api/efectivo_por_movimiento/${ciclo}?page=${n}&per_page=10`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as RespuestaPorMovimiento;
    const primera = await paginas(1);
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page.getByText(`1–10 de ${primera.total}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Elegir desembolso/ })).toHaveCount(10);
    await page.getByRole('button', { name: /siguiente/i }).click();
    const segunda = await paginas(2);
    await expect(page.getByText(`11–${Math.min(20, primera.total!)} de ${primera.total}`)).toBeVisible();
    for (const f of segunda.data) await expect(p.fila(f.id)).toBeVisible();
    await expect(p.totalEntregado()).toHaveText(formatoCentavos(segunda.resumen.total_entregado));
    await sinViolacionesGraves(page);

    // inside one centre: from 'por Centro de Acopio' its name opens its disbursements, a page at a time
    const centroId = despues.data[0].id_centros_acopios;
    const centroNombre = despues.data[0].centro_acopio;
    const delCentro = (await (
      await request.get(`/api/efectivo_por_movimiento/${ciclo}?page=1&per_page=10&id_centro=${centroId ?? 'sin'}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as RespuestaPorMovimiento;
    await page.getByRole('button', { name: 'por Centro de Acopio' }).click();
    await page.getByRole('button', { name: `Ver los desembolsos de ${centroNombre}` }).click();
    await expect(page.getByText(`Desembolsos de ${centroNombre}`)).toBeVisible();
    // (the pager shows only when the centre has more than a page)
    if (delCentro.total! > 10) await expect(page.getByText(`1–10 de ${delCentro.total}`)).toBeVisible();
    for (const f of delCentro.data) await expect(p.fila(f.id)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Elegir desembolso/ })).toHaveCount(delCentro.data.length);
    await p.boton('Ver todos los centros').click();
    await expect(page.getByText(`1–10 de ${primera.total}`)).toBeVisible();

    // the Excel lists it
    const excel = await descargarExcel(page, p.boton('Excel'));
    expect(excel.nombre).toMatch(/^efectivo_\d+_\d+_\d{8}_\d{6}\.xlsx$/);
    const enExcel = excel.filas.find((f) => f.Id === id);
    expect(enExcel?.Cantidad).toBe(2000);
    await page.screenshot({ path: `test-results/efectivo-${nombre}-editado.png`, fullPage: true });
  });
}
