import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ExcelDescargado {
  nombre: string;
  encabezados: string[];
  /** Data rows as objects keyed by header. */
  filas: Record<string, unknown>[];
}

/**
 * Clicks a download button as a person would, waits for the browser's download and saves it where the person
 * would, under the name the browser suggests: the file itself is read back, not the server's answer.
 */
export async function guardarDescarga(page: Page, boton: Locator): Promise<{ nombre: string; ruta: string }> {
  const descarga = page.waitForEvent('download');
  await boton.click();
  const d = await descarga;
  const ruta = join(mkdtempSync(join(tmpdir(), 'cosecha-e2e-')), d.suggestedFilename());
  await d.saveAs(ruta);
  expect(await d.failure()).toBeNull();
  return { nombre: d.suggestedFilename(), ruta };
}

/** Downloads as a person would (guardarDescarga) and opens the file with exceljs. */
export async function descargarExcel(page: Page, boton: Locator): Promise<ExcelDescargado> {
  const { nombre, ruta } = await guardarDescarga(page, boton);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(ruta);
  const ws = libro.worksheets[0];
  const encabezados = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const filas: Record<string, unknown>[] = [];
  ws.eachRow((fila, n) => {
    if (n > 1) filas.push(Object.fromEntries(encabezados.map((h, i) => [h, fila.getCell(i + 1).value])));
  });
  return { nombre, encabezados, filas };
}
