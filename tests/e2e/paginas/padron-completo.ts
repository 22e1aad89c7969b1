import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FilaPadronCompleto } from '../../../domain/contrato/padron-completo';

/** A page of the register as the API gives it to the same user (what a test compares the screen with). */
export async function padronApi(request: APIRequestContext, token: string, idCiclo: number, q?: string): Promise<FilaPadronCompleto[]> {
  const r = await request.post('/api/tx_padron_completo_search', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }, ...(q ? [{ column: 'q', operator: 'like', value: q }] : [])],
      per_page: 100,
    },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: FilaPadronCompleto[] }).data;
}

/** '1,234.50' → 123450 (×100), as a person reads a weight. */
export const centesimos = (texto: string | null): number => Math.round(Number((texto ?? '').replace(/[,\s]/g, '')) * 100);

/** The complete register (/admin/padron/completo/list) as a person uses it. */
export class PaginaPadronCompleto {
  constructor(private readonly page: Page) {}

  async abrir(): Promise<void> {
    await this.page.goto('/admin/padron/completo/list');
    await expect(this.page.getByRole('heading', { name: 'Padrón completo', level: 1 })).toBeVisible();
    await expect(this.grid().getByRole('row').nth(1)).toBeVisible();
  }

  grid(): Locator {
    return this.page.getByRole('grid', { name: 'Padrón completo' });
  }

  async buscar(texto: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Buscar' }).fill(texto);
  }

  /** The grid's rows with data (header left out). */
  filas(): Locator {
    return this.grid().locator('.MuiDataGrid-row');
  }

  /** A column's total in 'Totales del ciclo'. */
  total(campo: string): Locator {
    return this.page.locator(`[data-total="${campo}"]`);
  }

  /**
   * Brings a cell's control into view the way a person does, swiping the grid sideways and down (its rows and columns
   * are virtualised: a column far to the right, or a row below the grid's height on a phone, is drawn only once
   * scrolled to). Earlier tests on the same server may have added producers, so the searched row is not always near
   * the top.
   */
  async alcanzar(control: Locator): Promise<Locator> {
    const desplazable = this.grid().locator('.MuiDataGrid-virtualScroller');
    const medidas = () => desplazable.evaluate((el) => ({ ancho: el.scrollWidth, alto: el.scrollHeight, visible: el.clientHeight }));
    if (!(await control.isVisible())) {
      const { ancho, alto, visible } = await medidas();
      barrido: for (let arriba = 0; arriba < alto; arriba += Math.max(100, visible - 60)) {
        for (let izquierda = 0; izquierda < ancho; izquierda += 250) {
          await desplazable.evaluate((el, [x, y]) => el.scrollTo({ left: x, top: y }), [izquierda, arriba]);
          // The grid draws the newly scrolled-to cells on its next render, not at once (half a second: a loaded
          // machine's render took longer than 150 ms and the sweep went past the column).
          if (
            await control.waitFor({ state: 'visible', timeout: 500 }).then(
              () => true,
              () => false,
            )
          )
            break barrido;
        }
      }
    }
    await expect(control).toBeVisible();
    // Into view when the grid lets it be: a header scrolled to by the sweep is sometimes re-drawn while Playwright
    // scrolls it, and its control is already visible (what callers need) either way.
    await control.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
    await expect(control).toBeVisible();
    return control;
  }

  /** Opens the edit form of a cell: the button 'Editar {columna} de {productor}'. */
  async editar(etiqueta: string, productor: string): Promise<Locator> {
    await this.page
      .getByRole('grid', { name: 'Padrón completo' })
      .locator('.MuiDataGrid-virtualScroller')
      .evaluate((el) => el.scrollTo({ left: 0 }));
    const boton = this.grid().getByRole('button', { name: `Editar ${etiqueta} de ${productor}`, exact: true });
    await (await this.alcanzar(boton)).click();
    const dialogo = this.page.getByRole('dialog');
    await expect(dialogo).toBeVisible();
    return dialogo;
  }

  celda(campo: string): Locator {
    return this.grid().locator(`.MuiDataGrid-cell[data-field="${campo}"]`).first();
  }
}
