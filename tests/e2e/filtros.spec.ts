import type { AvanceSic, OpcionesPanel } from '@domain/contrato/tableros';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { cicloActual, llamarTablero, PaginasTableros } from './paginas/tableros';

/**
 * The dashboards' filter panel (000 §2.3; issue 10 item 20) as a person uses it at 1280 and 390 px: choosing an
 * inspector changes the home dashboard's figures to the API's for that inspector, the choice survives a reload (it
 * is in the URL), and 'Limpiar' brings back the whole cycle.
 */
interface Avance {
  data: AvanceSic;
}
interface Opciones {
  data: OpcionesPanel;
}

for (const [nombre, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`el panel de filtros del inicio: inspector, recarga y Limpiar en ${nombre}`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    const opciones = (await llamarTablero<Opciones>(request, token, 'dashboards/filtros/opciones', ciclo)).data;
    expect(opciones.inspectores.length, 'la semilla tiene registros con inspector').toBeGreaterThan(0);
    const inspector = opciones.inspectores[0];
    const todo = (await llamarTablero<Avance>(request, token, 'dashboards/avances/sic', ciclo)).data;
    const filtrado = (
      await llamarTablero<Avance>(request, token, 'dashboards/avances/sic', ciclo, [
        { column: 'id_inspector', operator: '=', value: inspector.id },
      ])
    ).data;

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await expect(page).toHaveURL('/dashboard');
    const t = new PaginasTableros(page);
    const levantado = t.tarjeta('Avance total de levantamiento (SIC)').locator('[data-campo="total_levantado"]');
    await expect(levantado).toHaveText(todo.total_levantado.toLocaleString('en-US'));

    const panel = page.getByRole('region', { name: 'Filtros' });
    for (const campo of ['Desde', 'Hasta', 'Inspector', 'Ubicación']) await expect(panel.getByLabel(campo)).toBeVisible();
    await panel.getByRole('combobox', { name: 'Inspector' }).click();
    await page.getByRole('option', { name: inspector.nombre, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]inspector=${inspector.id}(&|$)`));
    await expect(levantado).toHaveText(filtrado.total_levantado.toLocaleString('en-US'));
    await sinViolacionesGraves(page);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Filtros' }).getByRole('combobox', { name: 'Inspector' })).toHaveText(inspector.nombre);
    await expect(levantado).toHaveText(filtrado.total_levantado.toLocaleString('en-US'));

    await page.getByRole('region', { name: 'Filtros' }).getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(levantado).toHaveText(todo.total_levantado.toLocaleString('en-US'));
  });
}

test('Hasta antes de Desde se señala en Hasta y no cambia las cifras', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await expect(page).toHaveURL('/dashboard');
  const panel = page.getByRole('region', { name: 'Filtros' });
  await panel.getByLabel('Desde').fill('2026-05-10');
  await expect(page).toHaveURL(/desde=2026-05-10/);
  await panel.getByLabel('Hasta').fill('2026-05-01');
  await expect(panel.getByText('La fecha Hasta no puede ser anterior a Desde')).toBeVisible();
  await expect(page).not.toHaveURL(/hasta=/);
});
