import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in page (/user/login-v3 and /login), filled in without waiting to leave it. */
export class PaginaIngreso {
  constructor(private readonly page: Page) {}

  async abrir(base = ''): Promise<void> {
    await this.page.goto(`${base}/user/login-v3`);
    await expect(this.boton()).toBeVisible();
  }

  correo(): Locator {
    return this.page.getByLabel('Correo electrónico');
  }

  contrasena(): Locator {
    return this.page.getByLabel(/^Contraseña/);
  }

  boton(): Locator {
    return this.page.getByRole('button', { name: 'Ingresar' });
  }

  async intentar(email: string, password: string): Promise<void> {
    await this.correo().fill(email);
    await this.contrasena().fill(password);
    await this.boton().click();
  }

  /** The message of a failed sign-in. */
  error(): Locator {
    return this.page.getByRole('alert');
  }
}
