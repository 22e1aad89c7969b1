import type { Locator, Page } from '@playwright/test';

/** The producer profile's 'Historial de cambios' (issue 13). */
export class PaginaHistorial {
  constructor(private readonly page: Page) {}

  /** The section's header button: opens and closes it. */
  seccion(): Locator {
    return this.page.getByRole('button', { name: 'Historial de cambios' });
  }

  lista(): Locator {
    return this.page.getByRole('list', { name: 'Historial de cambios' });
  }

  /** The entries, newest first. */
  cambios(): Locator {
    return this.lista().getByTestId('cambio');
  }
}
