import type { Locator, Page } from '@playwright/test';

/** The master-form screens (issue 27): the list, a master's 'Fichas asociadas' and their dialogs. */
export class PaginaFichas {
  constructor(readonly page: Page) {}
  abrirLista = () => this.page.goto('/admin/ficha/master/lista');
  master = (nombre: string): Locator => this.page.locator('[data-testid^="master-"]').filter({ hasText: nombre });
  ficha = (nombre: string): Locator => this.page.locator('[data-testid^="ficha-"]').filter({ hasText: nombre });
  dialogo = (titulo: string | RegExp): Locator => this.page.getByRole('dialog', { name: titulo });
}
