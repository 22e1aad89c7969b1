import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DOMParser } from '@xmldom/xmldom';
import { readFileSync } from 'node:fs';
import { guardarDescarga } from './descargas';

/** A dashboard call as the app makes it (`POST /api/<ruta>_search` with id_ciclo), for the figures a test compares. */
export async function llamarTablero<T>(
  request: APIRequestContext,
  token: string,
  ruta: string,
  idCiclo: number,
  extra: object[] = [],
  perPage?: number,
): Promise<T> {
  const r = await request.post(`/api/${ruta}_search`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }, ...extra], ...(perPage ? { per_page: perPage } : {}) },
  });
  expect(r.status(), ruta).toBe(200);
  return (await r.json()) as T;
}

/** The selected cycle by default: the last one the cooperative has (R016). */
export async function cicloActual(request: APIRequestContext, token: string): Promise<number> {
  const r = await request.post('/api/ciclos', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  const { data } = (await r.json()) as { data: { id: number }[] };
  return data[data.length - 1].id;
}

/** '1,234' → 1234, as a person reads a figure. */
export const numero = (texto: string | null): number => Number((texto ?? '').replace(/[,\s]/g, ''));

/** The dashboards as a person reads them: cards by title, their legends, tables and maps. */
export class PaginasTableros {
  constructor(private readonly page: Page) {}

  tarjeta(titulo: string | RegExp): Locator {
    return this.page.getByRole('region', { name: titulo, exact: typeof titulo === 'string' ? true : undefined });
  }

  /** Label → figure of every row of a card's legend, as shown. */
  async leyenda(tarjeta: Locator): Promise<Record<string, number>> {
    await expect(tarjeta.locator('li [data-valor]').first()).toBeVisible();
    const filas = await tarjeta
      .locator('li')
      .evaluateAll((lis) =>
        lis.map((li) => [(li.children[1]?.textContent ?? '').trim(), (li.querySelector('[data-valor]')?.textContent ?? '').trim()]),
      );
    return Object.fromEntries(filas.map(([e, v]) => [e, numero(v)]));
  }

  /** The rows of a figures table: [name, ...numbers]. */
  async tabla(tabla: Locator): Promise<(string | number)[][]> {
    await expect(tabla.getByRole('row').nth(1)).toBeVisible();
    const filas = await tabla
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    return filas.map(([n, ...v]) => [n, ...v.map(numero)]);
  }

  /** A Leaflet map region, once its canvas has painted its markers (MapaMarcadores sets data-marcadores). */
  mapa(nombre: string): Locator {
    return this.page.getByRole('region', { name: nombre, exact: true });
  }

  /**
   * Clicks the map where a point is drawn (Web Mercator from the map's centre and zoom): the map's live view
   * (`data-vista-actual`), else the view it opened at (`data-vista`), else the one given.
   */
  async clicEnPunto(mapa: Locator, lat: number, lng: number, centroDado: [number, number] = [17, -92], zoomDado = 6): Promise<void> {
    // The marker's place is computed from the map's live view (data-vista-actual, MapaMarcadores): wait until the map
    // is on screen and not moving (a popup's pan, a zoom), so the view read is the one the click lands on.
    const contenedor = mapa.locator('.leaflet-container');
    await contenedor.scrollIntoViewIfNeeded();
    await expect(contenedor).not.toHaveAttribute('data-moviendo');
    const vista = ((await contenedor.getAttribute('data-vista-actual')) ?? (await mapa.getAttribute('data-vista')))?.split(',').map(Number);
    const centro: [number, number] = vista ? [vista[0], vista[1]] : centroDado;
    const zoom = vista ? vista[2] : zoomDado;
    const caja = await contenedor.boundingBox();
    if (!caja) throw new Error('el mapa no tiene tamaño');
    const mundo = 256 * 2 ** zoom;
    const x = (g: number) => ((g + 180) / 360) * mundo;
    const y = (a: number) => {
      const r = (a * Math.PI) / 180;
      return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * mundo;
    };
    await this.page.mouse.click(caja.x + caja.width / 2 + x(lng) - x(centro[1]), caja.y + caja.height / 2 + y(lat) - y(centro[0]));
  }
}

/** Clicks a download, saves the file where a person would and parses it as KML (no DOCTYPE, as the app's own reader). */
export async function descargarKml(page: Page, boton: Locator): Promise<{ nombre: string; placemarks: Element[] }> {
  const { nombre, ruta } = await guardarDescarga(page, boton);
  const texto = readFileSync(ruta, 'utf8');
  expect(texto).not.toContain('<!DOCTYPE');
  const doc = new DOMParser().parseFromString(texto, 'text/xml');
  expect(doc.documentElement?.nodeName).toBe('kml');
  return { nombre, placemarks: Array.from(doc.getElementsByTagName('Placemark')) as unknown as Element[] };
}
