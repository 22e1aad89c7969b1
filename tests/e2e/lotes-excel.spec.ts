import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { descargarExcel } from './paginas/descargas';

/**
 * The lots table's Excel (issue 23: 'the lots table and its Excel show the reference'): from the lots page, the file
 * a person saves holds one row per lot of the cycle, with the importer's DDS reference column.
 */
for (const [nombre, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: la página de lotes descarga su Excel con una fila por lote y la columna Referencia DDS`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const lotes = (
      (await (await request.get('/api/admin/acopios/entregas/lotes', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: { nombre: string; referencia_dds: string | null }[];
      }
    ).data;
    expect(lotes.length).toBeGreaterThan(0);

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto('/admin/acopio/lotes');
    const boton = page.getByRole('button', { name: 'Excel' });
    await expect(boton).toBeVisible();
    await sinViolacionesGraves(page);
    const excel = await descargarExcel(page, boton);
    expect(excel.nombre).toMatch(/^Lotes_.+_\d{8}_\d{6}\.xlsx$/);
    expect(excel.encabezados).toContain('Referencia DDS');
    expect(excel.filas.map((f) => f['Lote'])).toEqual(lotes.map((l) => l.nombre));
    expect(excel.filas.map((f) => f['Referencia DDS'] ?? null)).toEqual(lotes.map((l) => l.referencia_dds));
  });
}
