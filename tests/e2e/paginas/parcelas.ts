import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FilaParcela as FilaParcelaContrato } from '@domain/contrato/parcelas';

/** A row of the plots list (`parcelas_all_search`), the contract's. */
export type FilaParcela = FilaParcelaContrato;

const h = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The selected cycle by default: the cooperative's last one (R016). */
export async function ultimoCiclo(request: APIRequestContext, token: string): Promise<{ id: number; uuid: string }> {
  const ciclos = (await (await request.post('/api/ciclos', { headers: h(token), data: {} })).json()) as {
    data: { id: number; uuid: string }[];
  };
  return ciclos.data[ciclos.data.length - 1];
}

/** The plot list as the API gives it (POST parcelas_all_search), for the test to know what the screen must show. */
export async function parcelasDelCiclo(
  request: APIRequestContext,
  token: string,
  extra: { column: string; operator: string; value: unknown }[] = [],
  perPage = 100,
): Promise<{ data: FilaParcela[]; total: number }> {
  const ciclo = await ultimoCiclo(request, token);
  const r = await request.post('/api/parcelas_all_search', {
    headers: h(token),
    data: {
      filters: [{ column: 'id_ciclo', operator: '=', value: ciclo.id }, ...extra],
      sorts: [{ column: 'cuenta', sort: 'asc' }],
      per_page: perPage,
    },
  });
  expect(r.status()).toBe(200);
  return (await r.json()) as { data: FilaParcela[]; total: number };
}

/** A KML with one placemark: a square of `lado` metres around a point (lng, lat), as Google Earth writes it. */
export function kmlCuadrado(lat: number, lng: number, lado = 60, nombre = 'Croquis de prueba'): string {
  const dLat = lado / 2 / 111_320;
  const dLng = lado / 2 / (111_320 * Math.cos((lat * Math.PI) / 180));
  const p = [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat],
    [lng + dLng, lat + dLat],
    [lng - dLng, lat + dLat],
    [lng - dLng, lat - dLat],
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${nombre}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
${p.map(([x, y]) => `${x.toFixed(7)},${y.toFixed(7)},0`).join(' ')}
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
}

/** The plot pages: list, profile, print. */
export class PaginasParcelas {
  constructor(private readonly page: Page) {}

  buscador(): Locator {
    return this.page.getByRole('textbox', { name: 'Buscar' });
  }

  /** The list's 'Reporte WHISP' download (only with EUDR on, R058). */
  botonReporteWhisp(): Locator {
    return this.page.getByRole('button', { name: 'Reporte WHISP', exact: true });
  }

  async elegirGeolocalizacion(opcion: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Geolocalización' }).click();
    await this.page.getByRole('option', { name: opcion, exact: true }).click();
    await expect(this.page.locator('[role="listbox"]')).toHaveCount(0);
  }

  /** Data rows of the wide table. */
  filas(): Locator {
    return this.page.locator('tbody tr');
  }

  /** The GEOLOCALIZADA cells of the rows shown (4th column). */
  async geolocalizaciones(): Promise<string[]> {
    await expect(this.filas().first()).toBeVisible();
    return this.filas().locator('td:nth-child(4)').allInnerTexts();
  }

  coordenadas(): Locator {
    return this.page.getByRole('table', { name: 'Coordenadas' });
  }

  /** The text of a row of the coordinates table, by its point title ('A', 'Punto central'). */
  filaCoordenada(titulo: string): Locator {
    return this.coordenadas()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: titulo, exact: true }) });
  }

  colindancia(lado: 'norte' | 'sur' | 'este' | 'oeste'): Locator {
    return this.page.getByRole('region', { name: `Colindancia ${lado}` });
  }

  alertas(): Locator {
    return this.page.getByRole('region', { name: 'Alertas automatizadas' });
  }
}

/** A new sketch for a plot, as the editor saves it: its current polygon moved a few metres east. */
export async function moverCroquis(request: APIRequestContext, token: string, uuid: string): Promise<void> {
  const f = await request.get(`/api/parcela_geojson/${uuid}`, { headers: h(token) });
  expect(f.status()).toBe(200);
  const anillo = ((await f.json()) as { geometry: { coordinates: number[][][] } }).geometry.coordinates[0];
  const croquis = anillo.slice(0, -1).map(([lng, lat]) => ({ lat, lng: lng + 0.0002 }));
  const r = await request.post('/api/update_croquis', { headers: h(token), data: { uuid, croquis } });
  expect(r.status(), await r.text()).toBe(200);
}

/** The first plot of the cycle with a polygon whose internal inspection has EUDR answers (`parcela_eudr_sic_info`). */
export async function parcelaConInspeccionEudr(request: APIRequestContext, token: string): Promise<string | null> {
  const candidatas = await parcelasDelCiclo(request, token, [{ column: 'geoFilter', operator: '=', value: 1 }], 20);
  for (const p of candidatas.data) {
    const r = await request.get(`/api/parcela_eudr_sic_info/${p.uuid}`, { headers: h(token) });
    if (((await r.json()) as { data: unknown }).data) return p.uuid;
  }
  return null;
}
