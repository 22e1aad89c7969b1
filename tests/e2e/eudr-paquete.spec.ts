import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { test, expect } from './prueba';
import { ANCHO, ESTRECHO, diaCooperativa, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { PaginaEntregasLotes } from './paginas/acopio-lotes';
import { guardarDescarga } from './paginas/descargas';
import { revisionTraces, validarTraces } from './paginas/traces';
import {
  abrirZip,
  loteConEntregaDe,
  loteVacio,
  preparacion,
  referenciaNueva,
  SeccionPaquete,
  sha256,
  sinDesbordar,
  fotoPanel,
  textoPdf,
} from './paginas/paquete-eudr';

/**
 * The lot's EUDR package for the importer and the importer's reference (issue 23), as the coffee cooperative's
 * administrator uses them: a lot with a delivery of the producer whose plot 'El Moño' the TRACES rules leave out (so
 * the package has a warning), opened from the lots table; the zip downloaded and every file in it opened; the
 * importer's reference recorded, corrected and checked; the reference found on the lots table and the producer profile.
 */

for (const [nombre, ancho] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: la persona lee los avisos del lote, descarga su paquete EUDR, registra y corrige la referencia del importador y la encuentra en el perfil del productor`, async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const moño = (await revisionTraces(request, token)).rechazadas.find((r) => r.parcela === 'El Moño');
    expect(moño, 'la demostración deja fuera a El Moño').toBeDefined();
    const lote = await loteConEntregaDe(request, token, moño!.productor_uuid, diaCooperativa());
    const prep = await preparacion(request, token, lote.uuid);
    const fuera = prep.avisos.find((a) => a.tipo === 'parcelas_fuera' && a.productor_uuid === moño!.productor_uuid);
    expect(fuera, 'el productor de El Moño tiene una parcela fuera del archivo').toBeDefined();
    expect(prep.parcelas, 'y otras que sí van').toBeGreaterThan(0);

    await page.setViewportSize(ancho);
    await entrarComo(page, 'admin@cosecha.demo');
    const lista = new PaginaEntregasLotes(page);
    await lista.abrir();
    const s = new SeccionPaquete(page, await lista.verLote(lote.nombre));
    await expect(s.titulo()).toBeVisible();

    // the figures and the warning, with the producer's profile one click away
    await expect(s.panel.getByText('Parcelas en el archivo')).toBeVisible();
    await expect(s.panel.getByText(`${prep.producto} (SA ${prep.codigo_hs})`, { exact: false })).toBeVisible();
    const grupo = s.grupoAvisos('Productores con parcelas fuera del archivo');
    await expect(grupo).toContainText(fuera!.texto);
    await expect(grupo.getByRole('link', { name: moño!.productor }).first()).toHaveAttribute(
      'href',
      `/admin/cuentas/perfil/${moño!.productor_uuid}`,
    );
    await expect(s.panel.getByText(/Aún no se ha generado un paquete para este lote/)).toBeVisible();
    await sinViolacionesGraves(page);
    if (ancho === ESTRECHO) await sinDesbordar(page);

    // with warnings, the download waits for the acceptance; while the zip is made the button says so
    await expect(s.descargar()).toBeDisabled();
    await s.aceptar().check();
    await page.route('**/api/admin/acopios/lotes/paquete_eudr/*', async (ruta) => {
      if (ruta.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
      await ruta.continue();
    });
    const descarga = guardarDescarga(page, s.descargar());
    await expect(s.panel.getByRole('button', { name: 'Generando el paquete…' })).toBeVisible();
    const { nombre: archivo, ruta } = await descarga;
    expect(archivo).toBe(`paquete_eudr_${lote.nombre.replace(/ /g, '_')}.zip`);
    const hash = sha256(ruta);

    // every file of the zip, opened
    const { carpeta, archivos } = abrirZip(ruta);
    const geojson = archivos.filter((a) => a.endsWith('.geojson'));
    expect(geojson.length, archivos.join(', ')).toBeGreaterThanOrEqual(2);
    for (const g of geojson) {
      const features = validarTraces(readFileSync(join(carpeta, g), 'utf8'));
      expect(features.map((f) => f.properties.ProductionPlace)).not.toContain('El Moño');
    }
    const suyo = geojson.find((g) => g.startsWith('productores/') && g.includes(moño!.productor_uuid.replace(/-/g, '').slice(0, 8)));
    expect(suyo, 'el archivo Tipo I del productor').toBeDefined();
    expect(validarTraces(readFileSync(join(carpeta, suyo!), 'utf8')).every((f) => f.properties.ProducerName === moño!.productor)).toBe(
      true,
    );
    const pdf = archivos.find((a) => a.endsWith('.pdf'))!;
    const texto = textoPdf(join(carpeta, pdf));
    expect(texto).toContain(lote.nombre);
    expect(texto).toContain(moño!.productor);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(
      join(
        carpeta,
        archivos.find((a) => a.endsWith('.xlsx'))!,
      ),
    );
    const celdas: string[] = [];
    libro.worksheets[0].eachRow((fila) => fila.eachCell((c) => celdas.push(String(c.value))));
    expect(celdas).toContain(moño!.productor);
    const manifiesto = JSON.parse(readFileSync(join(carpeta, 'manifiesto.json'), 'utf8')) as {
      archivos: { nombre: string; bytes: number; sha256: string }[];
    };
    expect(manifiesto.archivos.map((a) => a.nombre).sort()).toEqual(archivos.filter((a) => a !== 'manifiesto.json'));
    for (const a of manifiesto.archivos) expect(sha256(join(carpeta, a.nombre)), a.nombre).toBe(a.sha256);

    // the package made is listed with who made it and its short hash
    await expect(s.paquetes()).toHaveCount(1);
    await expect(s.paquetes().first()).toContainText(hash.slice(0, 12));
    await expect(s.paquetes().first()).toContainText('1 aviso aceptado');

    // the importer's reference: the browser refuses a bad verification number before sending
    const primera = referenciaNueva();
    await s.panel.getByRole('button', { name: 'Registrar referencia' }).click();
    await expect(s.formulario().getByLabel(/^Paquete que cubre/)).toContainText(hash.slice(0, 12));
    await s.llenar({ comprador: 'Kaffee Import GmbH', referencia: primera, verificacion: '12', fecha: diaCooperativa() });
    await s.formulario().getByRole('button', { name: 'Registrar' }).click();
    await expect(s.formulario().getByLabel(/^Número de verificación/)).toHaveAttribute('aria-invalid', 'true');
    await expect(s.formulario()).toContainText('El número de verificación tiene 8 letras y números');
    await sinViolacionesGraves(page);
    await page.screenshot({ path: test.info().outputPath(`formulario-referencia-${ancho.width}.png`) });
    await s.llenar({ verificacion: 'K7Q2M9X4' });
    await s.formulario().getByRole('button', { name: 'Registrar' }).click();
    await expect(s.formulario()).toHaveCount(0);
    await expect(s.registro(primera)).toContainText('Kaffee Import GmbH');
    await expect(s.registro(primera)).toContainText(hash.slice(0, 12));
    if (ancho === ESTRECHO) await sinDesbordar(page);

    // a correction is a new record; the old one stays, struck through
    const corregida = referenciaNueva();
    await s.registro(primera).getByRole('button', { name: 'Corregir' }).click();
    await s.llenar({ referencia: corregida, motivo: 'El importador corrigió la referencia al volver a presentar' });
    await s.formulario().getByRole('button', { name: 'Registrar corrección' }).click();
    await expect(s.formulario()).toHaveCount(0);
    const vieja = s.registro(primera);
    await expect(vieja).toContainText(`Corregida por ${corregida}`);
    await expect(vieja.getByText(primera, { exact: false }).first()).toHaveCSS('text-decoration-line', 'line-through');
    await expect(vieja.getByRole('button', { name: 'Corregir' })).toHaveCount(0);
    await expect(s.registro(corregida)).toContainText('El importador corrigió la referencia al volver a presentar');

    // without an EU account configured, the check says so in the server's words
    await s.registro(corregida).getByRole('button', { name: 'Verificar en el sistema de la UE' }).click();
    await expect(s.registro(corregida).getByRole('status')).toContainText('cuenta del sistema de información de la UE');
    await sinViolacionesGraves(page);
    if (ancho === ESTRECHO) await sinDesbordar(page);
    await fotoPanel(page, test.info().outputPath(`paquete-eudr-${ancho.width}.png`));

    // the lots table shows the current reference (a column on a wide screen, under the name on a phone)
    await s.panel.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(lista.filaLote(lote.nombre)).toContainText(corregida);
    const columna = page.getByRole('region', { name: 'Tabla de lotes' }).getByRole('columnheader', { name: 'Referencia DDS' });
    await page.screenshot({ path: test.info().outputPath(`tabla-lotes-${ancho.width}.png`) });
    if (ancho === ANCHO) {
      await expect(columna).toBeVisible();
      // the lots table still fits beside the menu: its actions are not pushed out of sight
      const tabla = page.getByRole('region', { name: 'Tabla de lotes' });
      expect(await tabla.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    } else await expect(lista.filaLote(lote.nombre).getByText(`DDS ${corregida}`)).toBeVisible();
    await expect(lista.filaLote(lote.nombre)).not.toContainText(primera);

    // the producer profile lists the statement its plots went in
    await page.goto(`/admin/cuentas/perfil/${moño!.productor_uuid}`);
    const seccion = page.getByRole('table', { name: 'Declaraciones de diligencia debida (EUDR)' });
    await expect(seccion.getByRole('row').filter({ hasText: corregida })).toContainText(lote.nombre);
    await expect(seccion.getByRole('row').filter({ hasText: corregida })).toContainText('Kaffee Import GmbH');
    await expect(seccion.getByRole('row').filter({ hasText: `${primera} (corregida)` })).toBeVisible();
    await sinViolacionesGraves(page);
    if (ancho === ESTRECHO) await sinDesbordar(page);
    await page.screenshot({ path: test.info().outputPath(`perfil-declaraciones-${ancho.width}.png`), fullPage: true });

    // its lot opens the lot's panel on the lots page
    await seccion.getByRole('link', { name: lote.nombre }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/acopio/lotes\\?lote=${lote.uuid}`));
    await expect(page.getByRole('dialog', { name: lote.nombre })).toBeVisible();
  });
}

test('un lote sin entregas dice qué le falta para tener paquete, sin botón de descarga', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const lote = await loteVacio(request, token);
  expect((await preparacion(request, token, lote.uuid)).parcelas).toBe(0);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'admin@cosecha.demo');
  const lista = new PaginaEntregasLotes(page);
  await lista.abrir();
  const s = new SeccionPaquete(page, await lista.verLote(lote.nombre));
  await expect(s.panel.getByText(/Este lote aún no tiene entregas: el paquete se genera cuando/)).toBeVisible();
  await expect(s.descargar()).toHaveCount(0);
  await expect(s.panel.getByText(/Aún no se ha generado un paquete para este lote/)).toBeVisible();
});

test('un acopiador ve el lote sin la sección del paquete EUDR', async ({ page }) => {
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'acopio@cosecha.demo');
  const lista = new PaginaEntregasLotes(page);
  await lista.abrir();
  await page
    .getByRole('button', { name: /^Ver lote / })
    .first()
    .click();
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Cerrar' }) });
  await expect(panel.getByText(/Folio:/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Paquete EUDR para el importador' })).toHaveCount(0);
});

test('la cooperativa de miel no tiene sección EUDR ni en el perfil del productor ni en el panel del lote', async ({ page, request }) => {
  const token = await tokenDe(request, 'miel@cosecha.demo');
  const r = await request.post('/api/cuentas_search', { headers: { Authorization: `Bearer ${token}` }, data: { per_page: 10 } });
  expect(r.status()).toBe(200);
  const { data } = (await r.json()) as { data: { uuid: string; nombre: string }[] };
  await page.setViewportSize(ANCHO);
  await entrarComo(page, 'miel@cosecha.demo');
  await page.goto(`/admin/cuentas/perfil/${data[0].uuid}`);
  // the profile has drawn its sections (the history is the last one) without the statements'
  await expect(page.getByRole('heading', { level: 1, name: data[0].nombre })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Historial/ }).first()).toBeVisible();
  await expect(page.getByText('Declaraciones de diligencia debida (EUDR)')).toHaveCount(0);

  // nor in a lot's panel (the server answers 403 to the package of a honey lot anyway)
  const lote = await loteVacio(request, token);
  const lista = new PaginaEntregasLotes(page);
  await lista.abrir();
  const panel = await lista.verLote(lote.nombre);
  await expect(panel.getByText(/Este lote aún no tiene entregas/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Paquete EUDR para el importador' })).toHaveCount(0);
  const r403 = await request.get(`/api/admin/acopios/lotes/paquete_eudr/${lote.uuid}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(r403.status()).toBe(403);
});
