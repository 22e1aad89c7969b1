import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FilaMapaLocalidad, FilaMapaParcela } from '../../../domain/contrato/padron-mapas';

/** The locality risk maps screen (/admin/padron/mapas/list, spec 001 §2.13) as a person sees it. */
export class PaginaPadronMapas {
  constructor(private readonly page: Page) {}

  async abrir(): Promise<void> {
    await this.page.goto('/admin/padron/mapas/list');
    await expect(this.page.getByRole('heading', { name: 'Mapa de riesgo por localidad', level: 1 })).toBeVisible();
  }

  /** The map of every locality; `data-localidades` is how many it draws. */
  get mapa(): Locator {
    return this.page.getByRole('region', { name: 'Mapa de localidades' });
  }

  /** A locality's label on the map (its permanent tooltip). */
  etiqueta(localidad: string): Locator {
    return this.mapa.locator(`[data-localidad="${localidad}"]`);
  }

  get tabla(): Locator {
    return this.page.getByRole('table', { name: 'Localidades' });
  }

  /** The inline risk select of a locality's row. */
  selectorRiesgo(localidad: string): Locator {
    return this.tabla.getByRole('combobox', { name: `Riesgo de ${localidad}` });
  }

  async elegirRiesgo(localidad: string, riesgo: string): Promise<void> {
    await this.selectorRiesgo(localidad).click();
    await this.page.getByRole('option', { name: riesgo, exact: true }).click();
  }

  async abrirLocalidad(localidad: string): Promise<void> {
    await this.tabla.getByRole('button', { name: localidad, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: new RegExp(`^${localidad},`) })).toBeVisible();
  }

  /** The detail's list of plots. */
  parcelas(localidad: string): Locator {
    return this.page.getByRole('table', { name: `Parcelas de ${localidad}` });
  }

  get descargarKml(): Locator {
    return this.page.getByRole('button', { name: 'Descargar KML' });
  }

  get volver(): Locator {
    return this.page.getByRole('button', { name: 'Todas las localidades' });
  }
}

const buscar = async <T>(request: APIRequestContext, token: string, ruta: string, filters: object[]): Promise<T[]> => {
  const r = await request.post(`/api/${ruta}`, { headers: { Authorization: `Bearer ${token}` }, data: { filters, per_page: 100 } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: T[] }).data;
};

/** The cycle's localities as the API answers them (the map's source). */
export const localidadesApi = (request: APIRequestContext, token: string, idCiclo: number) =>
  buscar<FilaMapaLocalidad>(request, token, 'tx_padron_mapas_search', [{ column: 'id_ciclo', operator: '=', value: idCiclo }]);

/** A locality's plots as the API answers them. */
export const parcelasApi = (request: APIRequestContext, token: string, idCiclo: number, idLocalidad: number) =>
  buscar<FilaMapaParcela>(request, token, 'tx_padron_mapas_detalle_search', [
    { column: 'id_ciclo', operator: '=', value: idCiclo },
    { column: 'id_localidad', operator: '=', value: idLocalidad },
  ]);
