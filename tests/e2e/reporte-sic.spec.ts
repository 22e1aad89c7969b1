import type { FilaReporteSic } from '@domain/contrato/reportes';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';
import { Marco } from './paginas/marco';

/**
 * The SIC final report (/admin/calidad-de-datos, spec 002 §2.16, R131) at 1280 and 390 px: the administrator opens it
 * from the menu with her cooperative and its cycle chosen, generates it, narrows it to the GPS point outside its plot
 * (the demo's one, server/demo/seed-reporte-sic.ts), reads where it is fixed, downloads the Excel of every row and
 * follows the producer's link to the profile. Choosing another cooperative clears the results.
 */
const ANCHOS = [
  ['una pantalla ancha', ANCHO],
  ['un teléfono', ESTRECHO],
] as const;

for (const [ancho, tamano] of ANCHOS) {
  test(`la administradora genera el reporte SIC, descarga su Excel y sigue un error al productor en ${ancho}`, async ({
    page,
    request,
  }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclos = (
      await (
        await request.post('/api/ciclos', {
          headers: { Authorization: `Bearer ${token}` },
          data: { filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }] },
        })
      ).json()
    ).data as { id: number; nombre: string }[];
    const ciclo = ciclos[ciclos.length - 1];
    const pedir = async () =>
      (
        (await (
          await request.get(`/api/reports/sic-final?id_cooperativa=1&id_ciclo=${ciclo.id}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { data: FilaReporteSic[] }
      ).data;
    const fuera = (await pedir()).find((f) => f.codigos.includes('PUNTO_FUERA_DE_PARCELA'));
    expect(fuera?.productor_uuid, 'la demostración trae un punto GPS fuera de su parcela').toBeTruthy();

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await new Marco(page).irA('Calidad de datos');
    await expect(page).toHaveURL('/admin/calidad-de-datos');
    await expect(page.getByLabel('Cooperativa')).toHaveText('Cafetaleros de la Sierra Madre');
    await expect(page.getByLabel('Ciclo del reporte')).toHaveText(`CICLO ${ciclo.nombre}`);
    await expect(page.getByText('Selecciona cooperativa y ciclo, luego haz clic en "Generar Reporte"...')).toBeVisible();

    await page.getByRole('button', { name: 'Generar Reporte' }).click();
    const filtros = page.getByRole('group', { name: 'Filtrar por tipo de error' });
    await expect(filtros.getByRole('button', { name: /^Todos \(\d+\)$/ })).toBeVisible();
    const filas = await pedir();
    await expect(filtros.getByRole('button', { name: `Todos (${filas.length})` })).toBeVisible();
    await sinViolacionesGraves(page);
    const cabe = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(cabe, 'nada se sale del ancho de la pantalla').toBe(true);

    const excel = await descargarExcel(page, page.getByRole('button', { name: 'Descargar Excel' }));
    expect(excel.nombre).toBe(`reporte_sic_final_Cafetaleros_de_la_Sierra_Madre_${ciclo.nombre}.xlsx`);
    expect(excel.encabezados).toEqual(['ID ficha SIC', 'Tipo de error', 'Productor', 'Parcela']);
    expect(excel.filas).toHaveLength(filas.length);
    expect(excel.filas.filter((f) => String(f['Tipo de error']).includes('Punto GPS fuera de la parcela'))).toHaveLength(1);

    await filtros.getByRole('button', { name: 'Punto GPS fuera de la parcela (1)' }).click();
    await expect(page.getByText('El punto GPS de la ficha cae fuera del croquis')).toBeVisible();
    const lista = page.getByRole(tamano === ANCHO ? 'table' : 'list', { name: 'Errores del reporte' });
    await expect(lista.getByText('Punto GPS fuera de la parcela')).toHaveCount(1);
    await expect(lista.getByText(fuera!.parcela_nombre!)).toBeVisible();
    await lista.getByRole('link', { name: fuera!.productor_nombre! }).click();
    await expect(page).toHaveURL(`/admin/cuentas/perfil/${fuera!.productor_uuid}`);
    await expect(page.getByRole('heading', { name: fuera!.productor_nombre!, level: 1 })).toBeVisible();
    await expect(page.getByText('No encontrado')).toHaveCount(0);
    await expect(page).toHaveURL(`/admin/cuentas/perfil/${fuera!.productor_uuid}`);

    // back on the report, another cooperative reloads its cycles and clears the results (R131)
    await page.goBack();
    await page.getByRole('button', { name: 'Generar Reporte' }).click();
    await expect(filtros).toBeVisible();
    await page.getByLabel('Cooperativa').click();
    await page.getByRole('option', { name: 'Cacaoteros de la Chontalpa' }).click();
    await expect(filtros).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Descargar Excel' })).toHaveCount(0);
    await expect(page.getByLabel('Ciclo del reporte')).toHaveText(/CICLO \d{4}-\d{4}/);
    await expect(page.getByText('Selecciona cooperativa y ciclo, luego haz clic en "Generar Reporte"...')).toBeVisible();
  });
}

test('la gerente solo elige su cooperativa; un reporte que falla lo dice en rojo', async ({ page }) => {
  await entrarComo(page, 'gerente@cosecha.demo');
  await page.goto('/admin/calidad-de-datos');
  await page.getByLabel('Cooperativa').click();
  await expect(page.getByRole('option')).toHaveText(['Cacaoteros de la Chontalpa']);
  await page.keyboard.press('Escape');
  await page.route('**/api/reports/sic-final?*', (r) => r.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Generar Reporte' }).click();
  await expect(page.getByRole('alert')).toContainText('Error de conexión:');
});
