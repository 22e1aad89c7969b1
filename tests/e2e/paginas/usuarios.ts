import { expect, type Locator, type Page } from '@playwright/test';

/** The users' pages (/admin/usuarios/list, /create, /edit/{uuid}), all titled 'Permisos'. */
export class PaginasUsuarios {
  constructor(private readonly page: Page) {}

  campo(etiqueta: string): Locator {
    return this.page.getByRole('textbox', { name: etiqueta, exact: true });
  }

  /** Picks an option of a react-admin select (Rol, Cooperativa, Centro de acopio). */
  async elegir(etiqueta: string, opcion: string): Promise<void> {
    await this.page.getByRole('combobox', { name: etiqueta }).click();
    await this.page.getByRole('option', { name: opcion, exact: true }).click();
    await expect(this.page.getByRole('combobox', { name: etiqueta })).toHaveText(opcion);
    // the list of options fades out: wait until it has left the page
    await expect(this.page.locator('[role="listbox"]')).toHaveCount(0);
  }

  /** The drop zone of the signature, found by the words that invite to drop a file on it. */
  zonaFirma(): Locator {
    return this.page.getByText('Arrastre aquí la imagen de la firma (PNG) o elija un archivo.');
  }

  guardar(): Locator {
    return this.page.getByRole('button', { name: 'Guardar', exact: true });
  }

  buscador(): Locator {
    return this.page.getByRole('textbox', { name: 'Buscar' });
  }

  /** A row of the users' table (wide screens) by any text in it, e.g. the e-mail. */
  fila(texto: string): Locator {
    return this.page.getByRole('row').filter({ hasText: texto });
  }
}
