import { expect, test } from './prueba';
import { readFileSync } from 'node:fs';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { guardarDescarga } from './paginas/descargas';
import { PaginaRevisionTraces, revisionTraces, validarTraces } from './paginas/traces';

/** The TRACES file's revision and the producer's TRACES download (issue 11), as the coffee cooperative's administrator uses them. */

for (const [nombre, ancho] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: desde el listado de parcelas la persona abre la revisión TRACES, ve 'El Moño' con su motivo y va a corregir su croquis`, async ({
    page,
  }) => {
    const token = await tokenDe(page.request, 'admin@cosecha.demo');
    const moño = (await revisionTraces(page.request, token)).rechazadas.find((r) => r.parcela === 'El Moño');
    expect(moño, 'la demostración deja fuera a El Moño').toBeDefined();

    await page.setViewportSize(ancho);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto('/admin/parcelas/list');
    await page.getByRole('link', { name: 'Revisión TRACES', exact: true }).click();
    await expect(page).toHaveURL('/admin/parcelas/traces');
    const revision = new PaginaRevisionTraces(page);
    await expect(revision.titulo()).toBeVisible();
    await expect(page.getByText(/parcelas van en el archivo para TRACES/)).toBeVisible();
    await expect(revision.descargar()).toBeVisible();
    const fila = revision.rechazada('El Moño');
    await expect(fila).toContainText('Redondeado a 6 decimales, el polígono se cruza a sí mismo (forma de moño).');
    await expect(fila.getByRole('link', { name: moño!.productor })).toHaveAttribute(
      'href',
      `/admin/cuentas/perfil/${moño!.productor_uuid}`,
    );
    // La Grande has no polygon: it is fixed from its profile (import a KML), not in the editor
    await expect(revision.rechazada('La Grande').getByRole('link', { name: 'Corregir croquis' })).toHaveAttribute(
      'href',
      /^\/admin\/parcelas\/perfil\/[0-9a-f-]{36}$/,
    );
    await sinViolacionesGraves(page);
    await page.screenshot({ path: test.info().outputPath(`revision-traces-${ancho.width}.png`) });

    await fila.getByRole('link', { name: 'Corregir croquis' }).click();
    await expect(page).toHaveURL(`/admin/parcelas/perfil/editcroquis/${moño!.uuid}`);
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  });
}

test('desde el perfil del productor la persona descarga su archivo TRACES (solo sus parcelas, 6 decimales) y abre su revisión', async ({
  page,
}) => {
  const token = await tokenDe(page.request, 'admin@cosecha.demo');
  const moño = (await revisionTraces(page.request, token)).rechazadas.find((r) => r.parcela === 'El Moño')!;
  const suya = await revisionTraces(page.request, token, moño.productor_uuid);
  expect(suya.aceptadas, 'el productor de El Moño tiene otras parcelas que sí van').toBeGreaterThan(0);

  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/cuentas/perfil/${moño.productor_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: moño.productor })).toBeVisible();
  const { nombre, ruta } = await guardarDescarga(page, page.getByRole('button', { name: 'Descargar para TRACES' }));
  expect(nombre).toBe('traces_padron.geojson');
  const features = validarTraces(readFileSync(ruta, 'utf8'));
  expect(features).toHaveLength(suya.aceptadas);
  expect(features.every((f) => f.properties.ProducerName === moño.productor)).toBe(true);
  expect(features.map((f) => f.properties.ProductionPlace)).not.toContain('El Moño');
  await sinViolacionesGraves(page);

  await page.getByRole('link', { name: 'Revisión TRACES', exact: true }).click();
  await expect(page).toHaveURL(`/admin/parcelas/traces?cuenta=${moño.productor_uuid}`);
  await expect(page.getByText(/Solo las parcelas de/)).toContainText(moño.productor);
  await expect(new PaginaRevisionTraces(page).rechazada('El Moño')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('revision-traces-productor.png') });
});

test('en el tablero de parcelas la revisión está junto a Descargar Mapa', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/parcelas');
  await expect(page.getByRole('button', { name: 'Descargar Mapa' })).toBeVisible();
  await page.getByRole('link', { name: 'Revisión TRACES', exact: true }).click();
  await expect(page).toHaveURL('/admin/parcelas/traces');
  await expect(new PaginaRevisionTraces(page).titulo()).toBeVisible();
});

test('sin EUDR (miel) no hay revisión TRACES: ni el botón del listado ni la página', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await page.goto('/admin/parcelas/list');
  // the toolbar has drawn (its Excel button is there) without the revision's link
  await expect(page.getByRole('button', { name: 'Excel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revisión TRACES' })).toHaveCount(0);
  await page.goto('/admin/parcelas/traces');
  await expect(page.getByText('Esta página no existe')).toBeVisible();
});
