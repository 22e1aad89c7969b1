import type { Locator, Page } from '../prueba';

/** The quality area (issue 26, spec 002 §2.15) as a person uses it: the list, the selection and the four steps. */
export class PaginaCalidad {
  constructor(private readonly page: Page) {}

  abrir = () => this.page.goto('/admin/calidad');
  titulo = (nombre: string | RegExp): Locator => this.page.getByRole('heading', { name: nombre, level: 1 });
  boton = (nombre: string | RegExp): Locator => this.page.getByRole('button', { name: nombre, exact: typeof nombre === 'string' });
  enlace = (nombre: string | RegExp): Locator => this.page.getByRole('link', { name: nombre, exact: typeof nombre === 'string' });
  campo = (nombre: string | RegExp, dentro: Locator | Page = this.page): Locator =>
    dentro.getByRole('textbox', { name: nombre, exact: typeof nombre === 'string' });
  /** A row of the list (a card on a phone) by its folio. */
  fila = (folio: string): Locator => this.page.locator(`[data-folio="${folio}"]`);
  /** The n-th sieve of the physical form (from 1). */
  zaranda = (n: number): Locator => this.page.getByRole('group', { name: `Zaranda ${n}`, exact: true });
  /** A primary or secondary defect list of the n-th sieve. */
  defectos = (n: number, tipo: 'primarios' | 'secundarios'): Locator =>
    this.page.getByRole('group', { name: `Defectos ${tipo} de la zaranda ${n}`, exact: true });
  region = (nombre: string): Locator => this.page.getByRole('region', { name: nombre });

  /** Picks an option of a MUI select by the field's name. */
  async elegir(nombre: string | RegExp, opcion: string | RegExp, dentro: Locator | Page = this.page): Promise<void> {
    await dentro.getByRole('combobox', { name: nombre }).click();
    await this.page.getByRole('option', { name: opcion }).first().click();
  }
}
