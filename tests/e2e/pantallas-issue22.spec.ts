import { randomUUID } from 'node:crypto';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo } from './ayuda';
import { tokenDe } from './paginas/api';
import { parcelasDelCiclo, ultimoCiclo } from './paginas/parcelas';
import { crearProductor } from './paginas/productores';
import { PaginaSolicitudesPadron } from './paginas/padron-altas';
import { PaginaPadronCompleto } from './paginas/padron-completo';
import { SIN_ALERTAS, SIN_UBICACION } from '@domain/poligono/resumen';

/** Issue 22 item 25, the smaller snags, at 1280 and 390 px. */
for (const [nombre, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test.describe(`issue 22 item 25 a ${nombre}`, () => {
    test.use({ viewport: tamano });

    test('Altas imprime las fechas dd/MMM/yyyy como el resto de la aplicación', async ({ page, request }) => {
      const token = await tokenDe(request, 'admin@cosecha.demo');
      const n = `Fechas ${randomUUID().slice(0, 5)}`;
      await crearProductor(request, token, n);
      await entrarComo(page, 'admin@cosecha.demo');
      const p = new PaginaSolicitudesPadron(page);
      await p.abrir('altas');
      const fila = page.locator('tr, li').filter({ hasText: n }).first();
      await expect(fila).toBeVisible();
      await expect(fila).toContainText(/\d{2}\/[a-z]{3}\/\d{4}/);
      await expect(fila).not.toContainText(/\d{2} [a-z]{3}\.? \d{4}/);
    });

    test('una parcela sin ubicación no dice «No se detectaron alertas»', async ({ page, request }) => {
      const token = await tokenDe(request, 'admin@cosecha.demo');
      const sin = await parcelasDelCiclo(request, token, [{ column: 'geoFilter', operator: '=', value: 3 }], 10);
      await entrarComo(page, 'admin@cosecha.demo');
      await page.goto(`/admin/parcelas/perfil/${sin.data[0].uuid}`);
      const alertas = page.getByRole('region', { name: 'Alertas automatizadas' });
      await expect(alertas).toContainText(SIN_UBICACION);
      await expect(alertas).not.toContainText(SIN_ALERTAS);
    });

    test('la descarga TRACES del productor nombra las parcelas que quedan fuera y enlaza a la revisión', async ({ page, request }) => {
      const token = await tokenDe(request, 'gerente@cosecha.demo');
      const ciclo = await ultimoCiclo(request, token);
      const r = await request.get(`/api/parcelas_exportar_revision/${ciclo.uuid}`, { headers: { Authorization: `Bearer ${token}` } });
      const { rechazadas } = ((await r.json()) as { data: { rechazadas: { productor_uuid: string; parcela: string }[] } }).data;
      expect(rechazadas.length, 'la demostración tiene parcelas fuera del archivo').toBeGreaterThan(0);
      const productor = rechazadas[0].productor_uuid;
      const suyas = rechazadas.filter((x) => x.productor_uuid === productor);
      await entrarComo(page, 'gerente@cosecha.demo');
      await page.goto(`/admin/cuentas/perfil/${productor}`);
      await expect(page.getByRole('button', { name: 'Descargar para TRACES' })).toBeVisible();
      const aviso = page.getByRole('alert').filter({ hasText: 'fuera del archivo para TRACES' });
      for (const s of suyas) await expect(aviso).toContainText(s.parcela);
      await aviso.getByRole('link', { name: /revisión TRACES/ }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/parcelas/traces\\?cuenta=${productor}$`));
    });

    test('Agregar parcelas: tras corregir los campos en rojo, el primer «Guardar» guarda', async ({ page, request }) => {
      const token = await tokenDe(request, 'admin@cosecha.demo');
      const { uuid } = await crearProductor(request, token, `Parcelas ${randomUUID().slice(0, 5)}`);
      await entrarComo(page, 'admin@cosecha.demo');
      await page.goto(`/admin/parcelas/create/${uuid}`);
      const guardar = page.getByRole('button', { name: 'Guardar' });
      await guardar.click();
      const campo = (n: RegExp) => page.getByRole('textbox', { name: n }).first();
      await expect(page.getByText(/requerid|obligatori/i).first()).toBeVisible();
      await campo(/^Nombre/).fill('La Ceiba');
      await campo(/^Superficie/).fill('1.25');
      await campo(/^Plantas/).fill('900');
      // one click, straight from the last field, as a hand does it (the button is held down a moment): the field's blur
      // at mousedown must not move the button from under the pointer before mouseup
      await guardar.click({ delay: 300 });
      await expect(page.getByText('Se registró con éxito la(s) parcela(s)')).toBeVisible();
    });
  });
}

test('1280 px: el padrón completo muestra enteros los encabezados de las estimaciones y las fechas (issue 22 item 25)', async ({
  page,
}) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  const padron = new PaginaPadronCompleto(page);
  await padron.abrir();
  const grid = padron.grid();
  for (const t of ['Estimación del inspector (kg)', 'Estimación del productor (kg)', 'Fecha de nacimiento', 'Fecha de ingreso']) {
    // The columns are virtualised: alcanzar swipes the grid sideways until the header is drawn.
    const titulo = await padron.alcanzar(
      grid.getByRole('columnheader', { name: t, exact: true }).locator('.MuiDataGrid-columnHeaderTitle'),
    );
    // not cut: the text fits its box (an ellipsis shows exactly when it does not)
    expect(await titulo.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), t).toBe(true);
  }
  // a date cell of the column reached last ('Fecha de ingreso'): the grid draws only the columns in view, and the
  // birth date's were swiped out of it on the way (the test failed when it looked back for them)
  const fecha = await padron.alcanzar(
    grid.locator('[data-field="productor_fecha_ingreso"][role="gridcell"]').filter({ hasText: /\d/ }).first(),
  );
  expect(await fecha.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
