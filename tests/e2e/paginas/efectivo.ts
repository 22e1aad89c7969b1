import type { Locator, Page } from '../prueba';

/** The cash disbursements screen (issue 25, spec 002 §2.11) as a person uses it. */
export class PaginaEfectivo {
  constructor(private readonly page: Page) {}

  async abrir(): Promise<void> {
    await this.page.goto('/admin/acopio/entregas_efectivo/list');
  }

  boton(nombre: string | RegExp): Locator {
    return this.page.getByRole('button', { name: nombre });
  }

  /** The side panel by its title. */
  panel(titulo: string): Locator {
    return this.page.getByRole('dialog', { name: titulo });
  }

  fila(id: number): Locator {
    return this.page.locator('tr').filter({ has: this.page.getByRole('radio', { name: `Elegir desembolso ${id}`, exact: true }) });
  }

  totalEntregado(): Locator {
    return this.page.getByTestId('total-entregado');
  }

  /** Opens a select of the panel by its label and takes the option named (or the first). */
  async elegir(panel: Locator, etiqueta: string, opcion?: RegExp): Promise<void> {
    await panel.getByRole('combobox', { name: etiqueta }).click();
    const opciones = this.page.getByRole('option');
    await (opcion ? opciones.filter({ hasText: opcion }).first() : opciones.first()).click();
  }
}
