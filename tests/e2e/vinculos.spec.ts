import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { cuentaDeClave, formulariosSinProductor, gruposDeTres, PaginaVinculos } from './paginas/vinculos';

/**
 * Issue 27 in the browser: a person links three field forms (main plot, organic plan, sketch) to their producer,
 * then puts the sketch on the producer's plot, then creates a new plot from the main-plot form (the no-plot path).
 * Each width uses its own producer of the demo data; the forms are found through the API as the first step lists them.
 */
const ANCHOS = [
  ['escritorio', ANCHO, 0],
  ['teléfono', ESTRECHO, 1],
] as const;

for (const [nombre, tamano, grupo] of ANCHOS) {
  test(`una persona vincula formularios a su productor, un croquis a su parcela y crea una parcela (${nombre})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const p = new PaginaVinculos(page);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const grupos = gruposDeTres(await formulariosSinProductor(request, token));
    expect(grupos.length).toBeGreaterThanOrEqual(2);
    const { clave, ids } = grupos[grupo];
    const cuenta = await cuentaDeClave(request, token, clave);

    // ── forms → producer ────────────────────────────────────────────────────────────────────────────────────────
    await entrarComo(page, 'admin@cosecha.demo');
    await new Marco(page).irEnGrupo('Padron', 'Vincular formularios');
    await expect(p.titulo('Vincular formularios a productor')).toBeVisible();
    await expect(page.getByText('ERROR', { exact: true }).first()).toBeVisible(); // the demo's unknown form type
    await expect(p.boton('Siguiente')).toBeDisabled();
    await sinViolacionesGraves(page);
    for (const id of ids) await p.formulario(id).check();
    await page.screenshot({ path: `test-results/vinculos-${nombre}-formularios.png`, fullPage: true });
    await page.reload(); // the choice survives a reload
    for (const id of ids) await expect(p.formulario(id)).toBeChecked();
    await p.siguiente();

    await expect(page).toHaveURL(/\/admin\/vincular-sic\/list-p2$/);
    await expect(p.boton('Siguiente')).toBeDisabled();
    const todas = await request.post('/api/admin/sic/cuentas_por_vincular', { headers: { Authorization: `Bearer ${token}` }, data: {} });
    const otro = ((await todas.json()) as { data: { nombre: string; id_cuenta: number }[] }).data.find(
      (c) => c.id_cuenta !== cuenta.id_cuenta,
    )!;
    const buscar = page.getByLabel('Buscar productor');
    await buscar.fill(clave);
    await p.eleccion(cuenta.nombre).check();
    await buscar.fill(otro.nombre);
    await p.eleccion(otro.nombre).check(); // a second producer: the rule's message, Siguiente stays off
    await expect(p.aviso('No puedes elegir más de un productor')).toBeVisible();
    await expect(p.boton('Siguiente')).toBeDisabled();
    await p.eleccion(otro.nombre).uncheck();
    await buscar.fill(clave);
    await expect(page.getByRole('link', { name: cuenta.nombre }).first()).toHaveAttribute('href', `/admin/cuentas/perfil/${cuenta.uuid}`);
    await sinViolacionesGraves(page);
    await p.siguiente();

    await expect(page).toHaveURL(/\/admin\/vincular-sic\/list-p3$/);
    for (const t of ['Parcela principal: 1', 'Plan orgánico: 1', 'Croquis: 1'])
      await expect(page.getByRole('region', { name: 'Resumen' })).toContainText(t);
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/vinculos-${nombre}-confirmar.png`, fullPage: true });
    await p.boton('Vincular 3 formularios').click();
    await expect(p.aviso('3 formulario(s) vinculado(s) correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/vincular-sic\/list$/); // back 2 steps
    for (const id of ids) await expect(p.formulario(id)).toHaveCount(0);

    // ── the sketch → the producer's plot ─────────────────────────────────────────────────────────────────────
    await new Marco(page).irEnGrupo('Padron', 'Formularios a parcelas');
    await expect(p.titulo('Vincular formularios a parcela')).toBeVisible();
    await sinViolacionesGraves(page);
    await p.eleccion(cuenta.nombre).check();
    await p.siguiente();
    await expect(page).toHaveURL(/list-p2$/);
    const parcela = page
      .getByRole('main')
      .getByRole('checkbox', { name: /^Elegir la parcela / })
      .first();
    await parcela.check();
    await sinViolacionesGraves(page);
    await p.siguiente();
    await expect(page).toHaveURL(/list-p3$/);
    await p.formulario(ids[2]).check();
    await p.siguiente();
    await expect(page).toHaveURL(/list-p4$/);
    await p.boton('Vincular 1 formulario').click();
    await expect(p.aviso('1 formulario(s) vinculado(s) correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/vincular-sic-parcelas\/list$/); // back 3 steps

    // ── no plot: a new plot from the main-plot form ─────────────────────────────────────────────────────────────
    await p.eleccion(cuenta.nombre).check();
    await p.siguiente();
    await p.boton('Continuar sin parcela').click();
    await expect(page).toHaveURL(/list-No-parcela$/);
    await expect(p.formulario(ids[1])).toHaveCount(0); // only main-plot forms here
    await p.formulario(ids[0]).check();
    await sinViolacionesGraves(page);
    await p.siguiente();
    await expect(page).toHaveURL(/list-No-parcela-confirm$/);
    const nombreParcela = `Parcela nueva ${nombre}`;
    await page.getByLabel('Nombre de la parcela').fill(nombreParcela);
    await page.getByLabel('Superficie (ha)').fill('1.25');
    await page.getByLabel('Plantas').fill('900');
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/vinculos-${nombre}-sin-parcela.png`, fullPage: true });
    await p.boton('Crear parcela y vincular').click();
    await expect(
      p.aviso('Parcela creada correctamente y vinculada a formulario. Revisa si no hay Croquis y PO por vincular ahora.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/vincular-sic-parcelas\/list$/);
    const r = await request.get(`/api/admin/sic/parcelas_vinculables/${cuenta.id_cuenta}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await r.json()) as { data: { nombre: string }[] }).data.map((x) => x.nombre)).toContain(nombreParcela);
  });
}
