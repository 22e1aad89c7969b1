import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The plot profile's EUDR tab as its printed report (issue 22 items 12 and 21): what a buyer or auditor receives
 * when 'Descargar reporte' prints the tab.
 */
export class ReporteEudr {
  constructor(private readonly page: Page) {}

  async abrir(uuid: string): Promise<void> {
    await this.page.goto(`/admin/parcelas/perfil/${uuid}?view=eudr`);
    await expect(this.page.getByRole('heading', { name: 'Análisis de riesgo EUDR' })).toBeVisible();
    await expect(this.informacion().getByText(/^Respuestas de la inspección interna del /)).toBeVisible();
  }

  informacion(): Locator {
    return this.page.getByRole('region', { name: 'Información adicional' });
  }

  /** Switches the page to print media, as the browser does while it prints. */
  async comoImpreso(): Promise<void> {
    await this.page.emulateMedia({ media: 'print' });
  }

  /** The app's shell and controls a printed report must not carry. */
  shell(): Locator[] {
    return [
      this.page.getByRole('banner'),
      this.page.getByRole('navigation', { name: 'Menú principal' }),
      this.page.getByRole('tablist', { name: 'Vista del perfil' }),
      this.page.getByRole('button', { name: 'Descargar reporte' }),
      this.page.getByRole('button', { name: 'Regresar' }),
      this.page.getByRole('button', { name: 'Versión para compartir' }),
      this.page.getByRole('link', { name: 'Versión para compartir' }),
      this.page.getByRole('button', { name: /Cambiar nivel de riesgo|Editar/ }),
    ];
  }
}
