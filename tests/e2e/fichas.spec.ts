import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { guardarDescarga } from './paginas/descargas';
import { PaginaFichas } from './paginas/fichas';
import { MENSAJES_FICHAS } from '@domain/contrato/fichas';

/**
 * Issue 27 in the browser, against the e2e server's fake KoboToolbox (scripts/servidor-e2e.ts): the coffee
 * cooperative's administrator downloads the coffee master's XLSForm (the mandatory categories fixed), opens its
 * associated forms, uploads an XLSForm to the cooperative's form (the file's checks first, then KoboToolbox deploys
 * it: the row shows 'Implementado' and 'Ver en Kobo'), edits the form's data, updates its CSVs and pulls its
 * submissions ('Descargar envíos': queued, then the server's job worker runs it and the row shows the last pull).
 */
const MASTER = 'Ficha SIC de parcela (café)';

function xlsform(preguntas: number): Buffer {
  const libro = XLSX.utils.book_new();
  const survey = [['type', 'name', 'label'], ...Array.from({ length: preguntas }, (_, i) => ['text', `p${i + 1}`, `Pregunta ${i + 1}`])];
  XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(survey), 'survey');
  return XLSX.write(libro, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

for (const [nombre, tamano, preguntas] of [
  ['escritorio', ANCHO, 5],
  ['teléfono', ESTRECHO, 7],
] as const) {
  test(`el administrador descarga la ficha master, carga el formulario de su cooperativa y actualiza sus CSV (${nombre})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const p = new PaginaFichas(page);
    await entrarComo(page, 'admin@cosecha.demo');
    await p.abrirLista();
    await expect(page.getByRole('heading', { name: 'Fichas master disponibles', level: 1 })).toBeVisible();
    const master = p.master(MASTER);
    await expect(master).toContainText(/Cultivo:\s*Café/);
    await sinViolacionesGraves(page);

    // 'Descargar ficha': the mandatory categories are checked and cannot be unchecked
    await master.getByRole('button', { name: 'Descargar ficha' }).click();
    const descarga = p.dialogo(/^Descargar ficha/);
    const general = descarga.getByRole('checkbox', { name: 'Datos generales (obligatoria)' });
    await expect(general).toBeChecked();
    await expect(general).toBeDisabled();
    await descarga.getByRole('checkbox', { name: 'Plagas y enfermedades' }).uncheck();
    await sinViolacionesGraves(page);
    const { nombre: archivo, ruta } = await guardarDescarga(page, descarga.getByRole('button', { name: 'Descargar' }));
    expect(archivo).toBe('sic_pp_cafe.xlsx');
    const survey = XLSX.utils.sheet_to_json<{ name: string }>(XLSX.read(readFileSync(ruta)).Sheets.survey);
    expect(survey.map((f) => f.name)).toContain('nombre_parcela');
    expect(survey.map((f) => f.name)).not.toContain('plagas');

    // the master's associated forms: the cooperative's own
    await master.getByRole('link', { name: 'Fichas Asociadas' }).click();
    await expect(page.getByRole('heading', { name: MASTER, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fichas asociadas', level: 2 })).toBeVisible();
    const fila = p.ficha('Parcelas 2025-2026');
    await expect(fila).toContainText('Cafetaleros de la Sierra Madre');
    // the demo's form has no KoboToolbox project before its first upload: nothing was ever pulled, nothing to pull
    if (nombre === 'escritorio') {
      await expect(fila).toContainText(MENSAJES_FICHAS.nuncaDescargada);
      await expect(fila.getByRole('button', { name: 'Descargar envíos' })).toHaveCount(0);
    }
    await sinViolacionesGraves(page);

    // upload: a file that is not xls/xlsx is refused before sending; then a real XLSForm goes to KoboToolbox
    await fila.getByRole('button', { name: /(Cargar|Actualizar) formulario/ }).click();
    const carga = p.dialogo('Actualiza ficha');
    await carga
      .getByLabel('Archivo xls o xlsx')
      .setInputFiles({ name: 'ficha.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(carga.getByText('***Se espera un archivo xls ó xlsx')).toBeVisible();
    await carga.getByLabel('Archivo xls o xlsx').setInputFiles({
      name: 'parcela.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsform(preguntas),
    });
    await carga.getByRole('button', { name: 'Cargar' }).click();
    await expect(carga.getByText('Se cargó el formulario y se implementó en KoboToolbox')).toBeVisible({ timeout: 20_000 });
    await sinViolacionesGraves(page);
    await carga.getByRole('button', { name: 'Cerrar' }).click();
    // what KoboToolbox now reports of the project: deployed, with a current version (its row count is KPI's own)
    await expect(fila).toContainText('Implementado');
    await expect(fila).not.toContainText(/Versión actual:\s*-/);
    const enKobo = fila.getByRole('link', { name: 'Ver en Kobo' });
    await expect(enKobo).toHaveAttribute('target', '_blank');
    await expect(fila.getByRole('button', { name: 'Actualizar formulario' })).toBeVisible();

    // 'Actualizar datos': the name is required, then saved
    await fila.getByRole('button', { name: 'Actualizar datos' }).click();
    const datos = p.dialogo('Actualiza datos');
    await datos.getByRole('textbox', { name: 'Descripción' }).fill('');
    await datos.getByRole('button', { name: 'Guardar' }).click();
    await expect(datos.getByText('La descripción es requerida')).toBeVisible();
    await datos.getByRole('textbox', { name: 'Descripción' }).fill(`Inspección interna (${nombre})`);
    await datos.getByRole('button', { name: 'Guardar' }).click();
    await expect(datos).toBeHidden();
    await expect(fila).toContainText(`Inspección interna (${nombre})`);

    // 'Actualizar CSVs': the cooperative's CSVs replace the form media; the spec's success message
    await fila.getByRole('button', { name: 'Actualizar CSVs' }).click();
    const exito = p.dialogo('¡Actualización exitosa!');
    await expect(exito).toContainText('Los archivos han sido actualizados correctamente.', { timeout: 20_000 });
    await sinViolacionesGraves(page);
    await exito.getByRole('button', { name: 'Aceptar' }).click();
    await expect(fila).not.toContainText(/Archivos multimedia:\s*0\b/);

    // 'Descargar envíos': the answer's message, then the job runs and the last pull appears on the cooperative's clock
    await fila.getByRole('button', { name: 'Descargar envíos' }).click();
    // queued, or (the recurring pull the upload started may be running) one already waiting
    const respuesta = fila.getByRole('alert').filter({ hasText: MENSAJES_FICHAS.descargaEnCola });
    const yaEnCola = fila.getByRole('alert').filter({ hasText: MENSAJES_FICHAS.descargaYaEnCola });
    await expect(respuesta.or(yaEnCola)).toBeVisible();
    const ultima = fila.getByTestId(/^descarga-/);
    await expect(ultima).not.toContainText(MENSAJES_FICHAS.nuncaDescargada, { timeout: 20_000 });
    await expect(ultima).toContainText(/Última descarga de envíos: \d{2}\/[a-z]{3}\/\d{4} \d{2}:\d{2} · \d+ env/, { timeout: 20_000 });
    await expect(fila).not.toContainText('Descarga de envíos en cola o en curso', { timeout: 20_000 });
    await expect(fila).not.toContainText('Error en la última descarga');
    await sinViolacionesGraves(page);
  });
}
