import type { Locator, Page } from '../prueba';

/** The advances screen (issue 25, spec 002 §2.10) as a person uses it. */
export class PaginaAnticipos {
  constructor(private readonly page: Page) {}

  async abrir(): Promise<void> {
    await this.page.goto('/admin/acopio/anticipos_por_productor/list');
  }

  boton(nombre: string | RegExp): Locator {
    return this.page.getByRole('button', { name: nombre });
  }

  /** The side panel by its title. */
  panel(titulo: string): Locator {
    return this.page.getByRole('dialog', { name: titulo });
  }

  /** The row (wide table) or the card (phone) of an advance. */
  anticipo(folio: string): Locator {
    return this.page.locator('tr, li').filter({ has: this.page.getByRole('radio', { name: `Elegir ${folio}` }) });
  }

  async elegir(folio: string): Promise<void> {
    await this.page.getByRole('radio', { name: `Elegir ${folio}` }).check();
  }

  /** Types part of a producer's name in the form's producer field and takes the first match; returns its name. */
  async elegirProductor(panel: Locator, texto: string): Promise<string> {
    await panel.getByRole('combobox', { name: 'Productor' }).fill(texto);
    const opcion = this.page.getByRole('option').first();
    const nombre = ((await opcion.locator('span').first().textContent()) ?? '').trim();
    await opcion.click();
    return nombre;
  }
}
