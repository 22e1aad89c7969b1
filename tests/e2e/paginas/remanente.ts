import type { Locator, Page } from '../prueba';

/** The surplus screen (issue 25, spec 002 §2.8) as a person uses it. */
export class PaginaRemanente {
  constructor(private readonly page: Page) {}

  async abrir(): Promise<void> {
    await this.page.goto('/admin/acopio/remanente/list');
  }

  boton(nombre: string | RegExp): Locator {
    return this.page.getByRole('button', { name: nombre, exact: typeof nombre === 'string' });
  }

  /** The side panel by its title. */
  panel(titulo: string): Locator {
    return this.page.getByRole('dialog', { name: titulo });
  }

  /** A category's price card. */
  tarjeta(idCategoria: number): Locator {
    return this.page.getByTestId(`tarjeta-categoria-${idCategoria}`);
  }

  /** A receipt's row (a card on a phone) by its folio. */
  recibo(folio: string): Locator {
    return this.page.locator(`[data-folio="${folio}"]`);
  }

  ultimaGeneracion(): Locator {
    return this.page.getByTestId('ultima-generacion');
  }
}
