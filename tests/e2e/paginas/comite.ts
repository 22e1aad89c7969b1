import { firmarDibujando } from './firma';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The evaluation committee's pages (spec 000 §2.10): form, review, print view, edit, and the profile's section. */
export class PaginasComite {
  constructor(private readonly page: Page) {}

  decision(nombre: 'Aprobado sin condiciones' | 'Aprobado con condiciones' | 'Sancionado'): Locator {
    return this.page.getByRole('radio', { name: nombre });
  }

  async agregarCondicion(texto: string, plazo: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Agregar condición' }).click();
    const grupo = this.page.getByRole('group', { name: 'Nueva condición' });
    await grupo.getByRole('textbox', { name: 'Condición' }).fill(texto);
    await grupo.getByLabel('Plazo').fill(plazo);
    await grupo.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(grupo).toHaveCount(0);
  }

  listaCondiciones(): Locator {
    return this.page.getByRole('list', { name: 'Condiciones' });
  }

  /** A native select of the form, by its label. */
  async elegir(etiqueta: 'Categoría nueva' | 'Nivel de riesgo', opcion: string): Promise<void> {
    await this.page.getByRole('combobox', { name: etiqueta }).selectOption({ label: opcion });
  }

  async fechaAutorizacion(fecha: string): Promise<void> {
    await this.page.getByLabel('Fecha de autorización').fill(fecha);
  }

  /** Signs by drawing a stroke in the signature dialog (src/components/firma/SelectorFirma.tsx). */
  async firmar(): Promise<void> {
    await firmarDibujando(this.page, 'Firma de quien autoriza');
  }

  /** The profile's row of a condition's follow-up, by its text. */
  filaCondicion(texto: string): Locator {
    return this.page.getByRole('table', { name: 'Seguimiento de condiciones' }).getByRole('row').filter({ hasText: texto });
  }

  /** The profile's category chip (the 'Productor' card, above the surplus table whose column is also 'Categoría'). */
  categoriaPerfil(): Locator {
    return this.page.getByText('Categoría', { exact: true }).first().locator('..');
  }
}

/**
 * A producer of the coffee cooperative's current cycle with no committee evaluation yet, through the API as the app
 * reads it: its uuid, name and current category.
 */
export async function productorSinEvaluar(
  request: APIRequestContext,
  token: string,
): Promise<{ uuid: string; nombre: string; categoria: string; idCategoria: number }> {
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = (
    (await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as { data: { id: number; activo: boolean }[] }
  ).data;
  const ciclo = [...ciclos].reverse().find((c) => c.activo) ?? ciclos[ciclos.length - 1];
  const r = await request.post('/api/cuentas_search', {
    headers: h,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
      per_page: 50,
    },
  });
  const filas = ((await r.json()) as { data: { uuid: string; nombre: string }[] }).data;
  for (const f of filas) {
    const d = (await (await request.get(`/api/comite_evaluaciones_cuenta/${f.uuid}`, { headers: h })).json()) as {
      data: unknown;
      cuenta: { cuenta_categoria: string; id_cuenta_categoria: number } | null;
    };
    // Sin Asignar does not move up with an approval (R037): the journey needs a category that can change.
    if (d.data === null && d.cuenta && d.cuenta.id_cuenta_categoria !== 7)
      return { uuid: f.uuid, nombre: f.nombre, categoria: d.cuenta.cuenta_categoria, idCategoria: d.cuenta.id_cuenta_categoria };
  }
  throw new Error('no hay productores sin evaluación en el ciclo actual');
}
