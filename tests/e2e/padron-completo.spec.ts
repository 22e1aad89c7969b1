import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { cicloActual } from './paginas/tableros';
import { descargarExcel, guardarDescarga } from './paginas/descargas';
import { textoDePdf } from './paginas/acopio-recibos';
import { centesimos, PaginaPadronCompleto, padronApi } from './paginas/padron-completo';

/**
 * The complete register (/admin/padron/completo/list, spec 001 §2.9, §2.10, §5): a person finds a producer, edits a
 * number, a name and a date inline and sees the cells marked and the totals move by the difference; is stopped by
 * the rule before a bad number is sent; opens the parcels modal; downloads the Excel and the edited producer's registry
 * sheet (PDF). At 1280 and 390 px, with axe.
 */
const ANCHOS = [
  ['una pantalla ancha', ANCHO, 0],
  ['un teléfono', ESTRECHO, 1],
] as const;

for (const [ancho, tamano, indice] of ANCHOS) {
  test(`el administrador edita el padrón completo en ${ancho}`, async ({ page, request }) => {
    // A long journey (three edits, a modal, a download) on a shared 2-core machine.
    test.slow();
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    // A producer whose search words a few others share: the totals then sum more than the edited row.
    const candidatos = (await padronApi(request, token, ciclo)).filter((f) => f.cuenta_parcelas > 0);
    let fila = candidatos[0];
    let busqueda = '';
    let vecinos = 0;
    let usados = 0;
    buscar: for (const c of candidatos) {
      // The name edit below changes only the second surname, so the search still finds the producer afterwards.
      for (const q of [c.nombres, c.apellido_paterno]) {
        const n = (await padronApi(request, token, ciclo, q)).length;
        if (n > 1 && n <= 8) {
          if (usados++ === indice) {
            [fila, busqueda, vecinos] = [c, q, n];
            break buscar;
          }
          break;
        }
      }
    }
    expect(vecinos, 'una búsqueda que encuentra de 2 a 8 productores').toBeGreaterThan(1);
    const p = new PaginaPadronCompleto(page);
    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await p.abrir();
    await sinViolacionesGraves(page);

    await p.buscar(busqueda);
    await expect(page.getByText(`1–${vecinos} de ${vecinos}`)).toBeVisible();
    const totalAntes = centesimos(await p.total('s6_pergamino_actual').textContent());
    const enlace = await p.alcanzar(p.grid().getByRole('link', { name: fila.productor_nombre }));
    await expect(enlace).toHaveAttribute('href', `/admin/cuentas/perfil/${fila.productor_uuid}`);

    // A number: the rule speaks before anything is sent; then 1,234.50 kg of parchment.
    let dialogo = await p.editar('Pergamino del ciclo (kg)', fila.productor_nombre);
    await dialogo.getByRole('textbox', { name: 'Pergamino del ciclo (kg)' }).fill('12,5');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('Debe ser un número')).toBeVisible();
    await sinViolacionesGraves(page);
    await dialogo.getByRole('textbox', { name: 'Pergamino del ciclo (kg)' }).fill('1234.5');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Pergamino del ciclo (kg) actualizado con éxito')).toBeVisible();
    await expect(dialogo).toBeHidden();
    const celda = p.celda('s6_pergamino_actual');
    await expect(celda).toContainText('1,234.50');
    await expect(celda.getByRole('img', { name: 'actualizado' })).toBeVisible();
    await expect
      .poll(async () => centesimos(await p.total('s6_pergamino_actual').textContent()))
      .toBe(totalAntes - (fila.s6_pergamino_actual ?? 0) + 123450);

    // The name, in its three parts.
    dialogo = await p.editar('nombre', fila.productor_nombre);
    await dialogo.getByRole('textbox', { name: 'Apellido materno' }).fill('Ñandú');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Nombre actualizado con éxito')).toBeVisible();
    const nombre = `${fila.nombres} ${fila.apellido_paterno} Ñandú`;
    await p.alcanzar(p.grid().getByRole('link', { name: nombre }));

    // A date, from the browser's date picker, shown dd/MMM/yyyy.
    dialogo = await p.editar('Fecha de inspección', nombre);
    await dialogo.getByLabel('Fecha de inspección').fill('2025-11-03');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Fecha de inspección actualizado con éxito')).toBeVisible();
    await expect(p.celda('s3_inspeccion_fecha')).toContainText('03/nov/2025');
    await sinViolacionesGraves(page);

    // The parcels modal: the plots of the account, each linking to its profile.
    await (await p.alcanzar(p.grid().getByRole('button', { name: `Parcelas de ${nombre}` }))).click();
    const parcelas = page.getByRole('dialog', { name: `Parcelas de ${nombre}` });
    await expect(parcelas.getByRole('table').locator('tbody tr')).toHaveCount(fila.cuenta_parcelas);
    await expect(parcelas.getByRole('link').first()).toHaveAttribute('href', /\/admin\/parcelas\/perfil\//);
    await sinViolacionesGraves(page);
    await parcelas.getByRole('button', { name: 'Cerrar' }).click();

    // Who changed what: the producer's history, newest first, reads the edits above with their old and new values.
    await (await p.alcanzar(p.grid().getByRole('button', { name: `Historial de ${nombre}` }))).click();
    const historial = page.getByRole('dialog', { name: 'Historial de cambios' });
    await expect(historial.getByText(/Fecha de inspección/)).toBeVisible();
    await expect(historial).toContainText('03/nov/2025');
    await expect(historial).toContainText('Ñandú');
    await expect(historial).toContainText('1,234.50 kg');
    await sinViolacionesGraves(page);
    await historial.getByRole('button', { name: 'Cerrar' }).click();

    // The Excel of what the list shows (the search box's producer), with the edits.
    const excel = await descargarExcel(page, page.getByRole('button', { name: 'Excel' }));
    expect(excel.nombre).toMatch(/^padron_completo_.*\.xlsx$/);
    expect(excel.filas).toHaveLength(vecinos);
    const suya = excel.filas.find((f) => f['Clave'] === fila.productor_clave_tx);
    expect(suya?.['Nombre del productor']).toBe(nombre);
    expect(suya?.['Pergamino del ciclo (kg)']).toBe(1234.5);

    // The producer's registry sheet (PDF) from the row just edited: the file says what the grid now says.
    const hoja = await guardarDescarga(page, await p.alcanzar(p.grid().getByRole('button', { name: `Descargar hoja de ${nombre}` })));
    expect(hoja.nombre).toMatch(new RegExp(`^hoja_padron_${fila.productor_clave_tx}_.+\\.pdf$`));
    const texto = textoDePdf(hoja.ruta);
    for (const t of ['Hoja del padrón', nombre, fila.productor_clave_tx ?? '', '1,234.50', '03/nov/2025']) expect(texto, t).toContain(t);

    // The page itself never scrolls sideways: the grid does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('un productor que no existe deja la tabla con «Sin registros encontrados»', async ({ page }) => {
  const p = new PaginaPadronCompleto(page);
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await p.abrir();
  await p.buscar('zzzz-nadie');
  await expect(page.getByText('Sin registros encontrados')).toBeVisible();
  await sinViolacionesGraves(page);
});

test('desde el perfil del productor: «Hoja del padrón» con PADRON_COMPLETO; el acopiador no la tiene', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const ciclo = await cicloActual(request, token);
  const fila = (await padronApi(request, token, ciclo)).find((f) => f.cuenta_parcelas > 0 && f.productor_clave_tx);
  expect(fila, 'un productor del padrón con clave y parcelas').toBeDefined();
  const { productor_uuid: uuid, productor_nombre: nombre, productor_clave_tx: clave } = fila!;
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/cuentas/perfil/${uuid}`);
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
  await sinViolacionesGraves(page);
  const hoja = await guardarDescarga(page, page.getByRole('button', { name: 'Hoja del padrón' }));
  expect(hoja.nombre).toMatch(new RegExp(`^hoja_padron_${clave}_.+\\.pdf$`));
  const texto = textoDePdf(hoja.ruta);
  for (const t of ['Hoja del padrón', nombre, clave ?? '']) expect(texto, t).toContain(t);

  // The collector sees producers' profiles (CUENTAS) but not the register: no sheet.
  await entrarComo(page, 'acopio@cosecha.demo');
  await page.goto(`/admin/cuentas/perfil/${uuid}`);
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hoja del padrón' })).toHaveCount(0);
});
