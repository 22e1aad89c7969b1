import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { RespuestaConcentrado } from '../../../domain/contrato/padron-concentrado';
import { guardarDescarga } from './descargas';

/** The concentrate of a cycle as the API gives it to this user (all localities, with the totals row). */
export async function concentradoApi(
  request: APIRequestContext,
  token: string,
  idCiclo: number,
  filtros: { column: string; operator: string; value: unknown }[] = [],
): Promise<RespuestaConcentrado> {
  const r = await request.post('/api/tx_padron_concentrado_search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }, ...filtros], per_page: 100, totales: true },
  });
  expect(r.status()).toBe(200);
  return (await r.json()) as RespuestaConcentrado;
}

/** '1,234.50' → 1234.5, as a person reads a figure. */
export const cifra = (texto: string | null): number => Number((texto ?? '').replace(/[,\s]/g, ''));

/** The concentrated register's screen as a person reads it: the grouped table, its search boxes and its Excel. */
export class PaginaConcentrado {
  constructor(private readonly page: Page) {}

  get tabla(): Locator {
    return this.page.getByRole('table', { name: 'Padrón concentrado' });
  }

  /** The group headers of the first header row. */
  async grupos(): Promise<string[]> {
    return (await this.tabla.locator('thead tr').first().locator('th, td').allTextContents()).map((t) => t.trim());
  }

  /** Body rows (one per locality shown). */
  get filas(): Locator {
    return this.tabla.locator('tbody tr');
  }

  /** The totals row's cells. */
  async totales(): Promise<string[]> {
    return this.tabla.locator('tfoot tr td').allTextContents();
  }

  buscar(columna: 'clave' | 'código de comunidad' | 'comunidad' | 'municipio'): Locator {
    return this.page.getByRole('textbox', { name: `Buscar por ${columna}` });
  }

  get botonExcel(): Locator {
    return this.page.getByRole('button', { name: 'Excel' });
  }

  /** Downloads the Excel as a person would and reads its two header rows and its last (totals) row. */
  async descargarExcel(): Promise<{ nombre: string; grupos: unknown[]; medidas: unknown[]; totales: unknown[]; filas: number }> {
    const { nombre, ruta } = await guardarDescarga(this.page, this.botonExcel);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(ruta);
    const ws = libro.worksheets[0];
    const fila = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    return { nombre, grupos: fila(1), medidas: fila(2), totales: fila(ws.rowCount), filas: ws.rowCount - 3 };
  }
}
