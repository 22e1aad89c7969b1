import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { textoDePdf } from './paginas/acopio-recibos';
import { PaginaCalidad } from './paginas/calidad';
import { MESES_CORTOS } from '../../domain/comun/formato';
import { guardarDescarga } from './paginas/descargas';
import type { FichaFisico, FichaSensorial, RespuestaListaCalidad } from '../../domain/contrato/calidad';

/**
 * Issue 26 in the browser: in the coffee cooperative a person chooses a lot, registers its physical analysis with two
 * sieves and their defects (the form first says what is wrong, with the spec's messages), reads the derived values
 * and the defects chart, adds the cupping, reads the radar and the total, exports both PDFs (read with pdftotext),
 * finds the analysis in the list and edits it from the pen. Figures are compared with the API's.
 */
const LOTE = /Lote de exportación/;
const PUNTAJES: [string, string][] = [
  ['Fragancia/Aroma', '8'],
  ['Sabor', '7.75'],
  ['Sabor residual', '7.5'],
  ['Acidez', '7.75'],
  ['Cuerpo', '7.75'],
  ['Balance', '7.5'],
  ['Uniformidad', '10'],
  ['Taza limpia', '10'],
  ['Dulzor', '10'],
  ['Puntaje del catador', '7.75'],
];
const ANCHOS = [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const;

for (const [nombre, tamano] of ANCHOS) {
  test(`una persona registra el análisis físico y sensorial de un lote y lo edita desde la lista (${nombre})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const p = new PaginaCalidad(page);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const cabeceras = { Authorization: `Bearer ${token}` };

    await entrarComo(page, 'admin@cosecha.demo');
    await p.abrir();
    await expect(p.titulo('Últimos registros de muestras')).toBeVisible();
    await expect(page.getByRole(tamano === ANCHO ? 'table' : 'list', { name: 'Registros de muestras' })).toBeVisible();
    await sinViolacionesGraves(page);

    // the selection: by lot, with the lot's summary cards
    await p.boton('Registrar nuevo análisis').click();
    await expect(p.titulo('Registro de análisis de muestra')).toBeVisible();
    await p.boton('Continuar').click();
    await expect(page.getByText('Información obligatoria')).toBeVisible(); // type 1 without a producer (R122)
    await page.getByRole('radio', { name: /^Por lote/ }).check();
    await p.elegir('Lote', LOTE);
    await expect(p.region('Resumen del lote').getByRole('region', { name: 'Productores' })).toBeVisible();
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/calidad-${nombre}-seleccion.png`, fullPage: true });
    await p.boton('Continuar').click();

    // the physical form: what is wrong first, with the spec's messages
    await expect(p.titulo('Análisis físico')).toBeVisible();
    await expect(page.getByTestId('resumen-seleccion')).toContainText('Lote');
    await p.elegir('Tipo de proceso', /.+/);
    await p.elegir('Color de la muestra', /.+/);
    await p.campo('Peso muestra pergamino (g)').fill('300');
    await p.campo('Peso muestra oro (g)').fill('310');
    await p.campo('Peso cerezo (g)').fill('3.5');
    await p.campo('Peso mancha (g)').fill('12.555');
    await p.campo('Humedad (%)').fill('11.2');
    await p.boton('Guardar y continuar').click();
    await expect(page.getByText('El valor debe ser menor al peso muestra pergamino')).toBeVisible();
    await expect(page.getByText('Solo se permiten dos decimales')).toBeVisible();
    await expect(p.zaranda(1).getByText('Seleccione una opción')).toBeVisible();
    await p.campo('Peso muestra oro (g)').fill('240');
    await p.campo('Peso mancha (g)').fill('12');

    // two sieves, with a primary and a secondary defect on the first and a secondary on the second
    await p.elegir('Zaranda', 'Zaranda 16', p.zaranda(1));
    await p.campo('Peso en la zaranda (g)', p.zaranda(1)).fill('120.5');
    await p.defectos(1, 'primarios').getByRole('button', { name: 'Agregar defecto primario' }).click();
    await p.elegir('Defecto primario 1', 'Negro completo', p.defectos(1, 'primarios'));
    await p.campo('Granos', p.defectos(1, 'primarios')).fill('3');
    await p.campo('Gramos', p.defectos(1, 'primarios')).fill('0.45');
    await p.defectos(1, 'secundarios').getByRole('button', { name: 'Agregar defecto secundario' }).click();
    await p.elegir('Defecto secundario 1', 'Pergamino', p.defectos(1, 'secundarios'));
    await p.campo('Granos', p.defectos(1, 'secundarios')).fill('10');
    await p.campo('Gramos', p.defectos(1, 'secundarios')).fill('1.2');
    await p.boton('Agregar zaranda').click();
    await p.elegir('Zaranda', 'Zaranda 17', p.zaranda(2));
    await p.campo('Peso en la zaranda (g)', p.zaranda(2)).fill('90');
    // a row added by mistake is removed outright (R124)
    await p.defectos(2, 'primarios').getByRole('button', { name: 'Agregar defecto primario' }).click();
    await p.boton('Quitar defecto primario 1 de la zaranda 2').click();
    await expect(p.defectos(2, 'primarios')).toContainText('Sin defectos primarios');
    await p.defectos(2, 'secundarios').getByRole('button', { name: 'Agregar defecto secundario' }).click();
    await p.elegir('Defecto secundario 1', 'Inmaduro', p.defectos(2, 'secundarios'));
    await p.campo('Granos', p.defectos(2, 'secundarios')).fill('5');
    await p.campo('Gramos', p.defectos(2, 'secundarios')).fill('0.8');
    await expect(p.boton('Quitar zaranda 1')).toHaveCount(0); // the first sieve stays (R124)
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/calidad-${nombre}-fisico.png`, fullPage: true });

    // a reload keeps the person's place and what was typed (the working state under 'calidad')
    await page.reload();
    await expect(p.campo('Peso en la zaranda (g)', p.zaranda(2))).toHaveValue('90');
    await p.boton('Guardar y continuar').click();

    // the info: the server's derived values, the chart per sieve and the PDF
    await expect(p.titulo(/^Análisis físico CAL-/)).toBeVisible();
    const folio = ((await p.titulo(/^Análisis físico CAL-/).textContent()) ?? '').replace('Análisis físico ', '').trim();
    const estado = await page.evaluate(() => JSON.parse(localStorage.getItem('calidad') ?? '{}') as { id_calidad_analisis_fisico: string });
    expect(estado.id_calidad_analisis_fisico).toHaveLength(36);
    const ficha = (
      (await (await request.get(`/api/calidad/analisis/fisico/${estado.id_calidad_analisis_fisico}`, { headers: cabeceras })).json()) as {
        data: FichaFisico;
      }
    ).data;
    expect(ficha).toMatchObject({
      pergamino_rendimiento: 8000,
      oro_rendimiento_exportable: 7600,
      oro_mancha: 22_800,
      factor_rendimiento: 9079,
    });
    const rendimiento = p.region('Rendimiento');
    await expect(rendimiento).toContainText('80.00 %');
    await expect(rendimiento).toContainText('76.00 % · 228.00 g');
    await expect(rendimiento).toContainText('90.79');
    await expect(
      page.getByRole('img', { name: /^Gramos de defectos por zaranda: 1\. Zaranda 16, 0\.45 g primarios y 1\.20 g secundarios/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Zarandas' }).getByRole('row')).toHaveCount(3);
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/calidad-${nombre}-fisico-info.png`, fullPage: true });
    const pdfFisico = await guardarDescarga(page, p.boton('Exportar PDF'));
    expect(pdfFisico.nombre).toBe(`analisis_fisico_${folio}.pdf`);
    const textoFisico = textoDePdf(pdfFisico.ruta);
    expect(textoFisico).toContain(folio);
    expect(textoFisico).toContain('90.79');

    // the cupping: a score out of range is refused, then the total and its band while typing
    await p.enlace('Agregar análisis sensorial').click();
    await expect(p.titulo(/^Análisis sensorial/)).toBeVisible();
    await p.campo('Perfil de taza').fill('Chocolate, cítrico');
    for (const [atributo, valor] of PUNTAJES)
      await page.getByRole('spinbutton', { name: `Puntaje de ${atributo}`, exact: true }).fill(valor);
    await page.getByRole('spinbutton', { name: 'Puntaje de Sabor', exact: true }).fill('5.75');
    await p.boton('Guardar').click();
    await expect(page.getByText('Se espera un valor entre 6 y 10')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Puntaje de Sabor', exact: true }).fill('7.75');
    await expect(page.getByTestId('total-provisional')).toHaveText('84.00');
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/calidad-${nombre}-sensorial.png`, fullPage: true });
    await p.boton('Guardar').click();

    // the sensory info: the server's total, the radar and the PDF
    await expect(page.getByTestId('puntaje-taza')).toHaveText('84.00');
    await expect(page.getByText('Muy bueno (especialidad)')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Puntajes por atributo: Fragancia\/Aroma 8\.00, Sabor 7\.75/ })).toBeVisible();
    await sinViolacionesGraves(page);
    await page.screenshot({ path: `test-results/calidad-${nombre}-sensorial-info.png`, fullPage: true });
    const pdfSensorial = await guardarDescarga(page, p.boton('Exportar PDF'));
    expect(pdfSensorial.nombre).toBe(`analisis_sensorial_${folio}.pdf`);
    expect(textoDePdf(pdfSensorial.ruta)).toContain('84.00');
    await p.boton('Guardar').click();

    // the list finds it, with its score; the pen opens it again
    await expect(p.titulo('Últimos registros de muestras')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filtrar por folio, productor, lote o región' }).fill(folio);
    await expect(page.locator('[data-folio]')).toHaveCount(1);
    await expect(p.fila(folio)).toContainText('84.00');
    const lista = (await (await request.get(`/api/calidad/analisis?q=${folio}`, { headers: cabeceras })).json()) as RespuestaListaCalidad;
    expect(lista.data[0]).toMatchObject({ folio, puntaje_taza: 8400, id_tipo_analisis: 2 });
    await page.screenshot({ path: `test-results/calidad-${nombre}-lista.png`, fullPage: true });
    await p
      .fila(folio)
      .getByRole('button', { name: `Editar ${folio}` })
      .click();
    await expect(p.titulo(`Registro de análisis de muestra ${folio}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Por lote/ })).toBeChecked();
    await p.boton('Continuar').click();
    await expect(p.campo('Peso muestra pergamino (g)')).toHaveValue('300.00');
    await expect(p.zaranda(2)).toBeVisible();
    await p.campo('Humedad (%)').fill('11.5');
    await p.boton('Guardar y continuar').click();
    await expect(p.region('Cerezo y mancha')).toContainText('11.50 %');
    await expect(p.enlace('Ver análisis sensorial')).toBeVisible();

    // the result travels: the lots page shows the lot's latest analysis under its name
    await page.goto('/admin/acopio/lotes');
    await expect(page.getByText(new RegExp(`^Calidad ${folio}: factor 90\\.79 · taza 84\\.00`))).toBeVisible();
  });
}

for (const [nombre, tamano] of ANCHOS) {
  test(`una persona elige una muestra de productor por entregas y de región, cata con la forma CVA y ve el aviso de una edición ajena (${nombre})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const p = new PaginaCalidad(page);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const cabeceras = { Authorization: `Bearer ${token}` };
    // a producer whose deliveries the demo sampled: the same producer has deliveries in the active cycle
    const demo = (await (
      await request.get('/api/calidad/analisis?tipo_analisis=1&per_page=100', { headers: cabeceras })
    ).json()) as RespuestaListaCalidad;
    const productor = demo.data.find((f) => f.id_tipo_analisis === 1 && f.id_acopio)!.nombre;

    await entrarComo(page, 'admin@cosecha.demo');
    await p.abrir();
    await p.boton('Registrar nuevo análisis').click();

    // by region: a municipality, then its localities; the region's cards follow the choice
    await page.getByRole('radio', { name: /^Por región/ }).check();
    await expect(page.getByRole('combobox', { name: 'Localidades' })).toBeDisabled();
    await p.elegir('Municipio', /.+/);
    await page.getByRole('combobox', { name: 'Localidades' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect(p.region('Resumen de la región').getByRole('region', { name: 'Productores' })).toBeVisible();
    await sinViolacionesGraves(page);

    // by producer, from chosen deliveries: the producer is found by typing (the shared producer selector)
    await page.getByRole('radio', { name: /^Por productor/ }).check();
    await page.getByRole('radio', { name: 'Sí, de entregas elegidas' }).check();
    await expect(page.getByText('Elija primero al productor para ver sus entregas del ciclo.')).toBeVisible();
    const selector = page.getByRole('combobox', { name: 'Productor' });
    await selector.fill(productor.split(' ')[0]!);
    await page
      .getByRole('option', { name: new RegExp(productor) })
      .first()
      .click();
    await expect(p.region('Resumen del productor')).toBeVisible();
    await p.boton('Continuar').click();
    await expect(page.getByText('Información obligatoria')).toBeVisible(); // no delivery chosen yet (R122)
    const entrega = page.getByRole('group', { name: 'Entregas de la muestra' }).getByRole('checkbox').first();
    await entrega.check();
    // '05/ene/2026 · folio A-0123 · 40.00 kg netos': the delivery the deliveries list will mark as sampled
    const etiqueta = (await page.getByRole('group', { name: 'Entregas de la muestra' }).locator('label').first().textContent()) ?? '';
    const [dia, mes, anio, folioEntrega] = /^(\d{2})\/(\w{3})\/(\d{4}) · folio (\S+)/.exec(etiqueta)!.slice(1);
    await sinViolacionesGraves(page);
    await p.boton('Continuar').click();

    await expect(p.titulo('Análisis físico')).toBeVisible();
    await expect(page.getByTestId('resumen-seleccion')).toContainText(productor);
    await p.elegir('Tipo de proceso', /.+/);
    await p.elegir('Color de la muestra', /.+/);
    await p.campo('Peso muestra pergamino (g)').fill('300');
    await p.campo('Peso muestra oro (g)').fill('240');
    await p.campo('Peso cerezo (g)').fill('3.5');
    await p.campo('Peso mancha (g)').fill('12');
    await p.campo('Humedad (%)').fill('11');
    await p.elegir('Zaranda', 'Zaranda 16', p.zaranda(1));
    await p.campo('Peso en la zaranda (g)', p.zaranda(1)).fill('200');
    await p.boton('Guardar y continuar').click();
    await expect(p.titulo(/^Análisis físico CAL-/)).toBeVisible();
    const folio = ((await p.titulo(/^Análisis físico CAL-/).textContent()) ?? '').replace('Análisis físico ', '').trim();

    // the CVA affective form: eight 1–9 scores and the cups; 0.65625 × 56 + 52.75 − 2 × 1 = 87.50
    await p.enlace('Agregar análisis sensorial').click();
    await page.getByRole('radio', { name: 'SCA CVA afectiva 2024 (1 a 9)' }).check();
    await p.campo('Perfil de taza').fill('Panela, mandarina');
    for (const atributo of ['Fragancia', 'Aroma', 'Sabor', 'Sabor residual', 'Acidez', 'Dulzor', 'Sensación en boca', 'Impresión general'])
      await page.getByRole('spinbutton', { name: `Puntaje de ${atributo}`, exact: true }).fill('7');
    await p.campo('Tazas no uniformes (de 5)').fill('1');
    await expect(page.getByTestId('total-provisional')).toHaveText('87.50');
    await sinViolacionesGraves(page);
    await p.boton('Guardar').click();
    await expect(page.getByTestId('puntaje-taza')).toHaveText('87.50');
    await expect(page.getByText('Excelente')).toBeVisible();

    // someone else saves the same cupping meanwhile: this person's save answers 409 and offers to read it again
    await p.enlace('Regresar al registro').click();
    await expect(page.getByRole('spinbutton', { name: 'Puntaje de Aroma', exact: true })).toHaveValue('7');
    const estado = await page.evaluate(
      () => JSON.parse(localStorage.getItem('calidad') ?? '{}') as { id_calidad_analisis_sensorial: string },
    );
    const uuid = estado.id_calidad_analisis_sensorial;
    const { data } = (await (await request.get(`/api/calidad/analisis/sensorial/${uuid}`, { headers: cabeceras })).json()) as {
      data: FichaSensorial[];
    };
    const otro = await request.put(`/api/calidad/analisis/sensorial/${uuid}`, {
      headers: cabeceras,
      data: {
        metodo: 'cva_afectiva',
        perfil_taza: 'Catado otra vez en el laboratorio',
        version: data[0]!.version,
        tazas_no_uniformes: 0,
        tazas_defectuosas: 0,
        ...Object.fromEntries(
          ['fragancia', 'aroma', 'sabor', 'sabor_residual', 'acidez', 'dulzor', 'sensacion_boca', 'general'].map((a) => [a, 800]),
        ),
      },
    });
    expect(otro.status()).toBe(200);
    await page.getByRole('spinbutton', { name: 'Puntaje de Aroma', exact: true }).fill('8');
    await p.boton('Guardar').click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText('El registro cambió mientras lo editaba; recargue');
    await dialogo.getByRole('button', { name: 'Recargar' }).click();
    await expect(p.campo('Perfil de taza')).toHaveValue('Catado otra vez en el laboratorio');
    await expect(page.getByRole('spinbutton', { name: 'Puntaje de Aroma', exact: true })).toHaveValue('8');

    // the list says which method the score comes from
    await p.abrir();
    await page.getByRole('searchbox', { name: 'Filtrar por folio, productor, lote o región' }).fill(folio);
    await expect(page.locator('[data-folio]')).toHaveCount(1);
    await expect(p.fila(folio)).toContainText('CVA');
    await expect(p.fila(folio).getByRole('link', { name: productor })).toBeVisible();

    // and the deliveries list marks the sampled delivery
    await page.goto('/admin/acopio/entregas_por_productor/list');
    await page
      .getByLabel('Fecha de entrega')
      .fill(`${anio}-${String(MESES_CORTOS.indexOf(mes as (typeof MESES_CORTOS)[number]) + 1).padStart(2, '0')}-${dia}`);
    await expect(page.getByRole('row').filter({ hasText: folioEntrega! }).first()).toContainText('Muestreada para calidad');
  });
}

test('el perfil de un productor muestra sus análisis de calidad', async ({ page }) => {
  const p = new PaginaCalidad(page);
  await entrarComo(page, 'admin@cosecha.demo');
  await p.abrir();
  const fila = page.locator('[data-folio]').filter({ hasText: 'Productor' }).first();
  const folio = (await fila.getAttribute('data-folio'))!;
  await fila.getByRole('link').click();
  const seccion = page.getByRole('region', { name: 'Calidad' });
  await expect(seccion.getByRole('button', { name: `${folio} recibo` })).toBeVisible();
  await sinViolacionesGraves(page);
});

test('una dirección desconocida del área de calidad dice que la página no existe', async ({ page }) => {
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto('/admin/calidad/analisis/otra');
  await expect(page.getByRole('heading', { name: 'Perdido/a? Esta página no existe', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
