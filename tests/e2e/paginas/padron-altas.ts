import { expect, type APIRequestContext, type Locator, type Page } from '../prueba';

/** The registry's Altas and Bajas screens (spec 001 §2.12) as a person uses them. */
export class PaginaSolicitudesPadron {
  constructor(private readonly page: Page) {}

  async abrir(tipo: 'altas' | 'bajas'): Promise<void> {
    await this.page.goto(`/admin/padron/${tipo}/list`);
    await expect(this.page.getByRole('heading', { level: 1, name: tipo === 'altas' ? 'Altas' : 'Bajas' })).toBeVisible();
  }

  /** The row (table) or card (phone) of a producer. */
  fila(nombre: string): Locator {
    return this.page.locator('tr, li').filter({ has: this.page.getByRole('link', { name: nombre }) });
  }

  async seleccionar(nombres: string[]): Promise<void> {
    for (const n of nombres) await this.page.getByRole('checkbox', { name: `Seleccionar a ${n}` }).check();
  }

  boton(nombre: string): Locator {
    return this.page.getByRole('button', { name: nombre, exact: true });
  }

  vista(nombre: 'Pendientes' | 'Historial'): Locator {
    return this.page.getByRole('button', { name: nombre, exact: true });
  }

  dialogo(): Locator {
    return this.page.getByRole('dialog');
  }

  aviso(texto: string): Locator {
    return this.page.getByText(texto, { exact: true });
  }

  /** The menu's Altas link with its count badge (shown while the Padron group is open). */
  enlaceAltas(): Locator {
    return this.page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Altas/ });
  }

  /** The count on the menu's Altas entry as a person sees it (0 when there is none). */
  async pendientesEnMenu(): Promise<number> {
    const insignia = this.enlaceAltas().locator('.MuiBadge-badge');
    return (await insignia.count()) ? Number(await insignia.innerText()) : 0;
  }

  /**
   * The bell on the Padron menu entry (R006): a red dot on the bell icon that replaces the group's own while altas are
   * pending: the dot a person sees, inside the entry whose name says it to a screen reader ('Padron, altas pendientes').
   */
  campana(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('button', { name: 'Padron, altas pendientes', exact: true })
      .locator('.MuiBadge-dot');
  }
}

/** The cooperative's pending removals, oldest first, through the API the screen uses. */
export async function bajasPendientes(request: APIRequestContext, token: string): Promise<{ nombre: string; motivo_baja: string }[]> {
  const h = { Authorization: `Bearer ${token}` };
  const r = await request.post('/api/admin/sic/padron_bajas_search', {
    headers: h,
    data: {
      // the demo's pending removals are all in the cooperative's latest cycle, the one the screen opens on
      filters: [{ column: 'confirmado', operator: '=', value: 0 }],
      sorts: [{ column: 'created_at', sort: 'asc' }],
    },
  });
  expect(r.status()).toBe(200);
  const { data } = (await r.json()) as { data: { nombre: string; motivo_baja: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data;
}
