import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TableroAcopio } from '@domain/contrato/acopio-tablero';

/** The collection dashboard's answer, as the API gives it to the same user (the figures a test compares): the contract's. */
export type TableroAcopioApi = TableroAcopio;

export async function tableroAcopioApi(
  request: APIRequestContext,
  token: string,
  ciclo: number,
  coop: number,
  centro = 0,
): Promise<TableroAcopioApi> {
  const r = await request.get(`/api/admin/acopios/dashboard/${ciclo}/${coop}/${centro}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: TableroAcopioApi }).data;
}

/** '1,234.50' → 123450 (×100), as a person reads an amount or a weight. */
export const centesimos = (texto: string | null): number => Math.round(Number((texto ?? '').replace(/[$,\s]/g, '')) * 100);

/** The collection dashboard and the collection by producer as a person reads them. */
export class PaginaAcopioTablero {
  constructor(private readonly page: Page) {}

  cifra(etiqueta: string): Locator {
    return this.page.getByRole('region', { name: etiqueta, exact: true }).getByRole('paragraph');
  }

  tarjeta(titulo: string | RegExp): Locator {
    return this.page.getByRole('region', { name: titulo });
  }

  async elegirCentro(nombre: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Centro de acopio' }).click();
    await this.page.getByRole('option', { name: nombre }).click();
  }

  /** The rows of a table (header row left out), each as its cells' texts. */
  async filas(tabla: Locator): Promise<string[][]> {
    return tabla
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  }
}
