import type { FilaCuenta } from '@domain/contrato/cuentas';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The producers' pages: list, profile, new producer and 'add plots'. */
export class PaginasProductores {
  constructor(private readonly page: Page) {}

  buscador(): Locator {
    return this.page.getByRole('textbox', { name: 'Buscar' });
  }

  async buscar(texto: string): Promise<void> {
    await this.buscador().fill(texto);
  }

  /** The list's 'Excel' download (CUENTAS_EXPORTAR). */
  botonExcel(): Locator {
    return this.page.getByRole('button', { name: 'Excel', exact: true });
  }

  /** A row of the wide list, found by the producer's name. */
  fila(nombre: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: nombre, exact: true }) });
  }

  campo(etiqueta: string): Locator {
    return this.page.getByRole('textbox', { name: etiqueta, exact: true });
  }

  /** Picks an option of a select (react-admin or MUI), found by its label. */
  async elegir(etiqueta: string, opcion?: string, dentro: Page | Locator = this.page): Promise<void> {
    await dentro.getByRole('combobox', { name: etiqueta }).click();
    const opciones = this.page.getByRole('option').filter({ hasNotText: /^$/ });
    if (opcion) await this.page.getByRole('option', { name: opcion, exact: true }).click();
    else await opciones.first().click();
    await expect(this.page.locator('[role="listbox"]')).toHaveCount(0);
  }

  /** The profile's table of plots (or apiaries), whose names link to each plot's profile. */
  tablaParcelas(etiqueta = 'Parcelas'): Locator {
    return this.page.getByRole('table', { name: etiqueta });
  }

  /** The profile's formats table (coffee). */
  tablaFormatos(): Locator {
    return this.page.getByRole('table', { name: 'Formatos' });
  }

  /** The profile's 'Agregar parcelas' action. */
  agregarParcelas(etiqueta = 'Agregar parcelas'): Locator {
    return this.page.getByRole('main').getByRole('link', { name: etiqueta });
  }

  /** The fieldset of plot n (1-based) of the 'add plots' form. */
  parcela(n: number): Locator {
    return this.page.getByRole('group', { name: `Parcela ${n}` });
  }
}

type Fila = FilaCuenta;

/** Producers of a cooperative through the API (the test picks seeded data the way the app reads it). */
export async function productoresDelCiclo(request: APIRequestContext, token: string): Promise<Fila[]> {
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = (await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as { data: { id: number }[] };
  const ultimo = ciclos.data[ciclos.data.length - 1].id;
  const r = await request.post('/api/cuentas_search', {
    headers: h,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ultimo },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
      sorts: [{ column: 'nombre', sort: 'asc' }],
      per_page: 100,
    },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: Fila[] }).data;
}

/** Creates a producer through the API with the first region, municipality, locality and centre of the cooperative. */
export async function crearProductor(request: APIRequestContext, token: string, nombres: string): Promise<{ uuid: string }> {
  const h = { Authorization: `Bearer ${token}` };
  const primero = async (ruta: string) =>
    ((await (await request.get(`/api/${ruta}`, { headers: h })).json()) as { data: { id: number }[] }).data[0].id;
  const id_municipio = await primero('cooperativas_municipios');
  const cuerpo = {
    nombres,
    apellido_paterno: 'Prueba',
    apellido_materno: 'Baja',
    id_cuenta_region: await primero('sic/regiones'),
    id_municipio,
    id_localidad: await primero(`localidades_municipio_all/${id_municipio}`),
    id_centro_acopio: await primero('sic/centros_de_acopio'),
  };
  const r = await request.post('/api/sic/cuentas', { headers: h, data: cuerpo });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { data: { uuid: string }[] }).data[0];
}

/** The text without accents, as a person types it on a keyboard without them. */
export const sinAcentos = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A producer of the latest cycle with plots, one of them with a polygon, and formats (coffee's demo has them). */
export async function productorConParcelasYFormatos(
  request: APIRequestContext,
  token: string,
): Promise<Fila & { parcelas: { uuid: string; nombre: string; poligono: unknown }[]; formatos: { tipo: string; reporte: string }[] }> {
  const h = { Authorization: `Bearer ${token}` };
  for (const f of (await productoresDelCiclo(request, token)).filter((x) => x.total_parcelas > 0)) {
    const formatos = (
      (await (
        await request.post('/api/tx_formatos_search', {
          headers: h,
          data: { filters: [{ column: 'id_cuenta', operator: '=', value: f.id }] },
        })
      ).json()) as { data: { tipo: string; reporte: string }[] }
    ).data;
    if (!formatos.length) continue;
    const parcelas = (
      (await (await request.get(`/api/parcelas_por_productor/${f.uuid}?id_ciclo=${f.id_ciclo}`, { headers: h })).json()) as {
        data: { uuid: string; nombre: string; poligono: unknown }[];
      }
    ).data;
    if (parcelas.some((x) => x.poligono)) return { ...f, parcelas, formatos };
  }
  throw new Error('la semilla no tiene un productor con parcelas, polígono y formatos');
}
