import { expect, test, type Page } from './prueba';
import { ANCHO, entrarComo, ESTRECHO, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { dibujadaNoMenorQueReportada, EditorCroquis, parcelaConVecinas, parcelasConPoligono } from './paginas/croquis';

const ADMIN = 'admin@cosecha.demo';

/** Average of the handles' centres: a point inside a demo polygon (they are convex-ish, 4 or 5 corners). */
const centroDe = (ps: { x: number; y: number }[]) => ({
  x: ps.reduce((s, p) => s + p.x, 0) / ps.length,
  y: ps.reduce((s, p) => s + p.y, 0) / ps.length,
});

async function abrirEditor(page: Page, uuid: string, nombre: string): Promise<EditorCroquis> {
  const editor = new EditorCroquis(page);
  await editor.abrir(uuid);
  await expect(page.getByRole('heading', { name: `Editar croquis: ${nombre}` })).toBeVisible();
  await page.locator('.leaflet-container').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return editor;
}

for (const [ancho, tamano, cual] of [
  ['1280', ANCHO, 0],
  ['390', ESTRECHO, 1],
] as const) {
  test(`${ancho} px: una persona arrastra un vértice, quita otro con clic derecho, deshace, rehace, guarda, ve las alertas y regresa al perfil`, async ({
    page,
    request,
  }) => {
    const token = await tokenDe(request, ADMIN);
    // a plot drawn at least as large as reported: making it much larger must raise 'Superficie distinta'
    const parcela = (await parcelasConPoligono(request, token, 2, dibujadaNoMenorQueReportada))[cual];
    await page.setViewportSize(tamano);
    await entrarComo(page, ADMIN);
    const editor = await abrirEditor(page, parcela.uuid, parcela.nombre);
    const n = parcela.poligono.coordinates[0].length - 1;
    await expect(editor.vertices()).toHaveCount(n);
    await expect(page.getByText('A', { exact: true }).first()).toBeVisible();
    await expect(editor.boton('Deshacer')).toBeDisabled();
    await sinViolacionesGraves(page);

    const areaInicial = (await editor.area().textContent())!;
    await editor.alejar(2);
    const centros = await editor.centros();
    const c = centroDe(centros);
    // A goes out to three times its distance from the middle: the plot grows by about half
    await editor.arrastrarVertice(0, { x: c.x + 3 * (centros[0].x - c.x), y: c.y + 3 * (centros[0].y - c.y) });
    await expect(editor.area()).not.toHaveText(areaInicial);
    const areaArrastrada = (await editor.area().textContent())!;
    await expect(editor.boton('Deshacer')).toBeEnabled();

    await editor.vertices().nth(2).click({ button: 'right' });
    await expect(editor.vertices()).toHaveCount(n - 1);
    await expect(editor.area()).not.toHaveText(areaArrastrada);
    const areaSinVertice = (await editor.area().textContent())!;

    await editor.boton('Deshacer').click();
    await expect(editor.vertices()).toHaveCount(n);
    await expect(editor.area()).toHaveText(areaArrastrada);
    await expect(editor.boton('Rehacer')).toBeEnabled();
    await page.keyboard.press('Control+y');
    await expect(editor.vertices()).toHaveCount(n - 1);
    await expect(editor.area()).toHaveText(areaSinVertice);
    await page.keyboard.press('Control+z');
    await expect(editor.area()).toHaveText(areaArrastrada);
    await editor.boton('Rehacer').click();
    await expect(editor.area()).toHaveText(areaSinVertice);

    // the live checks already name what the server will store
    await expect(editor.alertas()).toContainText('Superficie distinta a la reportada');
    const enVivo = await editor.alertas().locator('.MuiAlertTitle-root').allTextContents();
    await editor.boton('Guardar cambios').click();
    const dialogo = page.getByRole('dialog', { name: 'Croquis guardado con alertas' });
    await expect(dialogo).toBeVisible();
    expect((await dialogo.getByRole('listitem').allTextContents()).sort()).toEqual([...enVivo].sort());
    await sinViolacionesGraves(page);
    await dialogo.getByRole('button', { name: 'Regresar a Perfil de Parcela' }).click();
    // saved: leaving asks nothing
    await expect(page).toHaveURL(`/admin/parcelas/perfil/${parcela.uuid}`);
  });
}

test('390 px: al cruzar un lado con otro (moño) el editor muestra el error de autointersección mientras se dibuja', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, ADMIN);
  const parcela = (await parcelasConPoligono(request, token, 3))[2];
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, ADMIN);
  const editor = await abrirEditor(page, parcela.uuid, parcela.nombre);
  await expect(editor.alertas()).not.toContainText('Polígono que se cruza a sí mismo');
  await editor.alejar(1);
  const [a, b] = await editor.centros();
  // A is carried past B along the side A–B: the sides around A now cross the side B–C
  await editor.arrastrarVertice(0, { x: b.x + 0.6 * (b.x - a.x), y: b.y + 0.6 * (b.y - a.y) });
  await expect(editor.alertas()).toContainText('Polígono que se cruza a sí mismo');
  await expect(page.getByRole('heading', { name: 'Revisión del polígono' })).toBeVisible();
  await expect(page.getByText(/^\d+ errore?s?/)).toBeVisible();
  await sinViolacionesGraves(page);
  // undoing it takes the error away again
  await page.keyboard.press('Control+z');
  await expect(editor.alertas()).not.toContainText('Polígono que se cruza a sí mismo');
});

test('1280 px: salir con cambios sin guardar pide confirmación (dentro de la app y al cerrar la pestaña)', async ({ page, request }) => {
  const token = await tokenDe(request, ADMIN);
  const parcela = (await parcelasConPoligono(request, token, 4))[3];
  await page.setViewportSize(ANCHO);
  await entrarComo(page, ADMIN);
  const editor = await abrirEditor(page, parcela.uuid, parcela.nombre);
  const areaInicial = (await editor.area().textContent())!;
  const [a] = await editor.centros();
  await editor.arrastrarVertice(0, { x: a.x - 30, y: a.y + 25 });
  await expect(editor.area()).not.toHaveText(areaInicial);

  await editor.boton('Regresar').click();
  const pregunta = page.getByRole('dialog', { name: 'Cambios sin guardar' });
  await expect(pregunta).toContainText('¿Desea salir sin guardarlos?');
  await sinViolacionesGraves(page);
  await pregunta.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(pregunta).toBeHidden();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/editcroquis/${parcela.uuid}`);

  // undone back to the saved sketch: nothing would be lost, so nothing is asked
  await page.keyboard.press('Control+z');
  await expect(editor.area()).toHaveText(areaInicial);
  await editor.boton('Regresar').click();
  await expect(page).toHaveURL('/admin/parcelas/list');

  await page.goBack();
  await expect(editor.vertices().first()).toBeVisible();
  await page.locator('.leaflet-container').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const [a2] = await editor.centros();
  await editor.arrastrarVertice(0, { x: a2.x + 30, y: a2.y - 25 });
  await expect(editor.area()).not.toHaveText(areaInicial);
  await editor.boton('Regresar').click();
  await page.getByRole('dialog', { name: 'Cambios sin guardar' }).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL('/admin/parcelas/list');

  await page.goBack();
  await expect(editor.vertices().first()).toBeVisible();
  await page.locator('.leaflet-container').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const [a3] = await editor.centros();
  await editor.arrastrarVertice(0, { x: a3.x + 20, y: a3.y + 20 });
  await expect(editor.area()).not.toHaveText(areaInicial);
  // closing the tab: the browser's own 'leave site?' prompt
  const aviso = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await aviso).toBe('beforeunload');
});

test('1280 px: las parcelas vecinas se ocultan y muestran con el ojo y su enlace abre su propio editor; sin dibujo de campo se avisa', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, ADMIN);
  const { parcela, vecinas } = await parcelaConVecinas(request, token);
  await page.setViewportSize(ANCHO);
  await entrarComo(page, ADMIN);
  const editor = await abrirEditor(page, parcela.uuid, parcela.nombre);
  const lista = page.getByRole('region', { name: 'Parcelas vecinas' });
  const vecina = vecinas[0];
  const trazos = page.locator('.leaflet-overlay-pane path');
  await expect(lista.getByText(vecina.nombre, { exact: true })).toBeVisible();
  // the plot itself plus each neighbour
  await expect(trazos).toHaveCount(1 + vecinas.length);

  await lista.getByRole('button', { name: `Ocultar ${vecina.nombre}` }).click();
  await expect(trazos).toHaveCount(vecinas.length);
  await expect(lista.getByRole('button', { name: `Mostrar ${vecina.nombre}` })).toHaveAttribute('aria-pressed', 'false');
  await sinViolacionesGraves(page);
  await lista.getByRole('button', { name: `Mostrar ${vecina.nombre}` }).click();
  await expect(trazos).toHaveCount(1 + vecinas.length);

  const captura = await request.get(`/api/parcelas_croquis_captura/${parcela.uuid}`, { headers: { Authorization: `Bearer ${token}` } });
  const conImagen = ((await captura.json()) as { data: unknown }).data != null;
  await editor.boton('Ver dibujo croquis').click();
  if (conImagen) {
    const dibujo = page.getByRole('dialog', { name: 'Dibujo del croquis' });
    await expect(dibujo.getByRole('img', { name: 'Dibujo del croquis de la parcela' })).toBeVisible();
    await dibujo.getByRole('button', { name: 'Cerrar' }).click();
  } else {
    await expect(page.getByText('Esta parcela no tiene una imagen de croquis')).toBeVisible();
  }

  await lista.getByRole('link', { name: `Editar croquis de ${vecina.nombre}` }).click();
  await expect(page).toHaveURL(`/admin/parcelas/perfil/editcroquis/${vecina.uuid}`);
  await expect(page.getByRole('heading', { name: `Editar croquis: ${vecina.nombre}` })).toBeVisible();
  await expect(lista.getByText(parcela.nombre, { exact: true })).toBeVisible();
});

test('390 px: se elimina el croquis, se dibuja uno nuevo desde el punto de la parcela, se guarda y se vuelve al anterior', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, ADMIN);
  const parcela = (await parcelasConPoligono(request, token, 5))[4];
  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, ADMIN);
  const editor = await abrirEditor(page, parcela.uuid, parcela.nombre);
  const n = parcela.poligono.coordinates[0].length - 1;
  await expect(editor.vertices()).toHaveCount(n);

  await editor.boton('Eliminar Croquis').click();
  const dialogo = page.getByRole('dialog', { name: 'Eliminar Croquis' });
  await expect(dialogo).toContainText(
    'Deseas eliminar el croquis actual y utilizar el anterior, o quieres dejar esta parcela sin croquis?',
  );
  await sinViolacionesGraves(page);
  await dialogo.getByRole('button', { name: 'Eliminar croquis', exact: true }).click();
  await expect(page.getByText(/^Croquis eliminado/)).toBeVisible();
  await expect(editor.vertices()).toHaveCount(0);
  await expect(page.getByText('Polígono pendiente de registrar')).toBeVisible();
  await expect(editor.boton('Guardar cambios')).toBeDisabled();

  await editor.boton('Dibujar polígono').click();
  await page.locator('.leaflet-container').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  for (const [dx, dy] of [
    [-90, -70],
    [100, -60],
    [80, 90],
    [-70, 80],
  ] as const)
    await editor.tocarMapa(dx, dy);
  await editor.tocarMapa(-90, -70);
  await expect(editor.vertices()).toHaveCount(4);
  await expect(editor.area()).toHaveText(/ha \(/);
  await sinViolacionesGraves(page);
  await editor.boton('Guardar cambios').click();
  const guardado = page.getByRole('dialog', { name: /^Croquis guardado/ });
  await expect(guardado).toBeVisible();
  await guardado.getByRole('button', { name: /Volver a editar|Aceptar/ }).click();

  // the drawn sketch is removed and the one before it (the demo polygon) comes back
  await editor.boton('Eliminar Croquis').click();
  await page
    .getByRole('dialog', { name: 'Eliminar Croquis' })
    .getByRole('button', { name: 'Eliminar actual y usar el anterior si existe' })
    .click();
  await expect(page.getByText(/^Croquis eliminado/)).toBeVisible();
  await expect(editor.vertices()).toHaveCount(n);
});

test('1280 px: si otra persona guardó el croquis mientras tanto, Guardar dice que cambió y Recargar muestra el suyo', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, ADMIN);
  const h = { Authorization: `Bearer ${token}` };
  const parcela = (await parcelasConPoligono(request, token, 3))[2];
  await page.setViewportSize(ANCHO);
  await entrarComo(page, ADMIN);
  const editor = await abrirEditor(page, parcela.uuid, parcela.nombre);
  const n = parcela.poligono.coordinates[0].length - 1;
  await expect(editor.vertices()).toHaveCount(n);

  // Someone else saves the plot with one corner fewer, from the version this editor loaded.
  const perfil = (await (await request.get(`/api/parcela_profile/${parcela.uuid}`, { headers: h })).json()) as {
    data: { version: number };
  };
  const suyo = parcela.poligono.coordinates[0].slice(0, n - 1).map(([lng, lat]) => ({ lat, lng }));
  const otro = await request.post('/api/update_croquis', {
    headers: h,
    data: { uuid: parcela.uuid, croquis: suyo, version: perfil.data.version },
  });
  expect(otro.status(), await otro.text()).toBe(200);

  // This person's own change, then Guardar: the server refuses it and nothing of theirs is written.
  await editor.vertices().nth(1).click({ button: 'right' });
  await expect(editor.vertices()).toHaveCount(n - 1);
  await editor.boton('Guardar cambios').click();
  const aviso = page.getByRole('dialog');
  await expect(aviso).toContainText('El registro cambió mientras lo editaba; recargue');
  await sinViolacionesGraves(page);
  await aviso.getByRole('button', { name: 'Recargar' }).click();
  await expect(aviso).toHaveCount(0);
  // The editor now shows the other person's sketch, and what is stored is theirs alone.
  await expect(editor.vertices()).toHaveCount(n - 1);
  const ahora = (await (await request.get(`/api/parcela_profile/${parcela.uuid}`, { headers: h })).json()) as {
    data: { version: number; poligono: { coordinates: number[][][] } };
  };
  expect(ahora.data.version).toBe(perfil.data.version + 1);
  expect(ahora.data.poligono.coordinates[0]).toHaveLength(n);
});
