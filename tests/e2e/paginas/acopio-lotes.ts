import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cuerpoEntrega } from '../../server/acopio/acopio-ayudas';

/** What the deliveries and lots list's setup creates through the API: its folio and uuid. */
export interface EntregaCreada {
  uuid: string;
  folio: string;
}

/** An account of the active collection cycle of the token's cooperative (`ciclos` with acopio: 1, then `cuentas_search`). */
export async function cuentaDelCicloActivo(request: APIRequestContext, token: string, n = 0): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const ciclos = await request.post('/api/ciclos', { headers, data: { acopio: 1 } });
  expect(ciclos.status()).toBe(200);
  const ciclo = ((await ciclos.json()) as { data: { id: number }[] }).data.at(-1)!;
  const cuentas = await request.post('/api/cuentas_search', {
    headers,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
      per_page: 10,
    },
  });
  expect(cuentas.status()).toBe(200);
  return ((await cuentas.json()) as { data: { cuenta_uuid: string }[] }).data[n].cuenta_uuid;
}

/** Registers a delivery as the delivery form would (`POST admin/acopios/entregas`, once per key). */
export async function registrarEntrega(
  request: APIRequestContext,
  token: string,
  uuidCuenta: string,
  fecha: string,
  certificaciones: number[] = [16],
  /** Without payment at the scale: such a delivery may still be deleted (one with payments is voided, issue 22 item 4). */
  sinPago = false,
): Promise<EntregaCreada> {
  const pago = sinPago ? { monto_pagado: 0, id_metodo_pago: null } : {};
  const r = await request.post('/api/admin/acopios/entregas', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: cuerpoEntrega(uuidCuenta, { fecha_ejecucion: fecha, id_cat_certificacion: certificaciones, ...pago }),
  });
  expect(r.status(), await r.text()).toBe(201);
  const { data } = (await r.json()) as { data: { uuid: string; folio_acopio: string } };
  return { uuid: data.uuid, folio: data.folio_acopio };
}

/** How many deliveries of the active cycle one day holds, through the list's own search (what the day filter shows). */
export async function entregasDelDia(request: APIRequestContext, token: string, fecha: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const ciclos = await request.post('/api/ciclos', { headers, data: { acopio: 1 } });
  const ciclo = ((await ciclos.json()) as { data: { id: number }[] }).data.at(-1)!;
  const r = await request.post('/api/entregas_por_productor_search', {
    headers,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'fecha_acopio', operator: '=', value: fecha },
      ],
      per_page: 10,
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { total: number }).total;
}

/** /admin/acopio/entregas_por_productor/list: the lots table, its panels and the deliveries table. */
export class PaginaEntregasLotes {
  constructor(private readonly page: Page) {}

  async abrir(): Promise<void> {
    await this.page.goto('/admin/acopio/entregas_por_productor/list');
    await expect(this.page.getByRole('heading', { name: 'Entregas y lotes', level: 1 })).toBeVisible();
  }

  panel(titulo: string): Locator {
    return this.page.getByRole('dialog', { name: titulo });
  }

  aviso(texto: string): Locator {
    return this.page.getByText(texto, { exact: true });
  }

  async crearLote(nombre: string, volumenKg: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo lote' }).click();
    const p = this.panel('Nuevo lote');
    await p.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await p.getByRole('textbox', { name: 'Volumen (kg)' }).fill(volumenKg);
    await p.getByRole('button', { name: 'Guardar' }).click();
    await expect(this.aviso(`Se registró con éxito el lote ${nombre}.`)).toBeVisible();
  }

  /** Opens a lot's panel from its name in the lots table ('Ver lote …'). */
  async verLote(nombre: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Ver lote ${nombre}` }).click();
    const panel = this.panel(nombre);
    await expect(panel).toBeVisible();
    return panel;
  }

  filaLote(nombre: string): Locator {
    return this.page.getByRole('region', { name: 'Tabla de lotes' }).getByRole('row').filter({ hasText: nombre });
  }

  /**
   * The newest deliveries first, by folio (clicking the column's header twice, as a person would): the list's default
   * order is by date, and the other files on this worker's server register deliveries today too, which could push a
   * test's own rows past the first page.
   */
  async recientesPrimero(): Promise<void> {
    const tabla = this.page.getByRole('region', { name: 'Tabla de entregas' });
    await tabla.getByRole('button', { name: 'Ordenar por folio ascendente' }).click();
    await tabla.getByRole('button', { name: 'Ordenar por folio descendente' }).click();
    await expect(tabla.getByRole('button', { name: 'Ordenar por folio ascendente' })).toBeVisible();
  }

  filaEntrega(folio: string): Locator {
    return this.page.getByRole('region', { name: 'Tabla de entregas' }).getByRole('row').filter({ hasText: folio });
  }

  /** Shows a deliveries column that starts hidden at this width (ListaEntregas), as a person does with «Columnas». */
  async mostrarColumna(titulo: string): Promise<void> {
    const tabla = this.page.getByRole('region', { name: 'Tabla de entregas' });
    const cabecera = tabla.getByRole('columnheader', { name: titulo });
    // the table drawn first: asked before, an unshown column and one not yet drawn look alike, and «Columnas» would
    // then hide a column that was about to show
    await expect(tabla.getByRole('columnheader').first()).toBeVisible();
    if (await cabecera.isVisible()) return;
    await this.page.getByRole('button', { name: 'Columnas' }).click();
    await this.page.getByLabel(titulo, { exact: true }).click();
    await this.page.keyboard.press('Escape');
    await expect(cabecera).toBeVisible();
  }

  /** The deliveries of one day (the list's «Fecha de entrega» filter), waiting for the totals row to count `entregas`. */
  async filtrarPorDia(fecha: string, entregas: number): Promise<void> {
    await this.page.getByLabel('Fecha de entrega').fill(fecha);
    await expect(this.totales()).toContainText(`Entregas: ${entregas}`);
  }

  /** The header's checkbox: every row of the page shown. */
  async seleccionarPagina(): Promise<void> {
    await this.page.getByRole('checkbox', { name: 'Seleccionar las entregas de esta página' }).check();
  }

  /** «Seleccionar las N entregas del filtro», then waits until the line says they are selected. */
  async seleccionarTodoElFiltro(total: number): Promise<void> {
    await this.page.getByRole('button', { name: `Seleccionar las ${total} entregas del filtro` }).click();
    await expect(this.aviso(`Se seleccionaron las ${total} entregas del filtro.`)).toBeVisible();
  }

  async seleccionar(folios: string[]): Promise<void> {
    for (const f of folios) await this.page.getByRole('checkbox', { name: `Seleccionar ${f}` }).check();
  }

  async elegir(contenedor: Locator, etiqueta: string, opcion: string): Promise<void> {
    await contenedor.getByRole('combobox', { name: etiqueta }).click();
    await this.page.getByRole('option', { name: opcion, exact: true }).click();
    await expect(this.page.locator('[role="listbox"]')).toHaveCount(0);
  }

  totales(): Locator {
    return this.page.getByRole('region', { name: 'Totales de las entregas filtradas' });
  }
}
