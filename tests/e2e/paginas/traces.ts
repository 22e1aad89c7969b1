import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RevisionTraces } from '@domain/contrato/eudr';
import { ultimoCiclo } from './parcelas';

type Revision = RevisionTraces;

/** The revision as the API gives it, for the test to know what the screen must show. */
export async function revisionTraces(request: APIRequestContext, token: string, cuenta?: string): Promise<Revision> {
  const ciclo = await ultimoCiclo(request, token);
  const r = await request.get(`/api/parcelas_exportar_revision/${ciclo.uuid}${cuenta ? `?cuenta=${cuenta}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: Revision }).data;
}

/** The TRACES revision screen, table at 1280 px and a list at 390 px. */
export class PaginaRevisionTraces {
  constructor(private readonly page: Page) {}

  titulo(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Revisión TRACES' });
  }

  /** The entry of a refused plot: a table row on a wide screen, a list item on a phone. */
  rechazada(parcela: string): Locator {
    const tabla = this.page.getByRole('table', { name: 'Parcelas que quedan fuera del archivo TRACES' }).getByRole('row');
    const lista = this.page.getByRole('list', { name: 'Parcelas que quedan fuera del archivo TRACES' }).getByRole('listitem');
    return tabla.or(lista).filter({ has: this.page.getByRole('link', { name: parcela, exact: true }) });
  }

  descargar(): Locator {
    return this.page.getByRole('button', { name: 'Descargar para TRACES' });
  }
}

/** Checks a TRACES file as the EU describes it: a FeatureCollection, four exact properties, 6 decimals. */
export function validarTraces(texto: string): { properties: Record<string, unknown>; geometry: { type: string } }[] {
  const fc = JSON.parse(texto) as { type: string; features: { properties: Record<string, unknown>; geometry: { type: string } }[] };
  expect(fc.type).toBe('FeatureCollection');
  for (const f of fc.features) {
    expect(Object.keys(f.properties).sort()).toEqual(['Area', 'ProducerCountry', 'ProducerName', 'ProductionPlace']);
    expect(typeof f.properties.Area).toBe('number');
    expect(f.properties.ProducerCountry).toBe('MX');
  }
  for (const m of texto.matchAll(/"coordinates":(\[[^a-z]*?\])\}/g))
    for (const n of m[1].match(/-?\d+(\.\d+)?/g)!) expect(n).toMatch(/^-?\d+\.\d{6}$/);
  return fc.features;
}
