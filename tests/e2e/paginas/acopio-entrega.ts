import { expect, type APIRequestContext, type Locator, type Page } from '../prueba';

/** The delivery screens (spec 002 §2.2–§2.4) as a person uses them. */
export class PaginaEntrega {
  constructor(private readonly page: Page) {}

  async elegirProductor(texto: string, nombre: string): Promise<void> {
    await this.page.getByLabel('Productor').fill(texto);
    await this.page
      .getByRole('option', { name: new RegExp(nombre) })
      .first()
      .click();
    await expect(this.page).toHaveURL(/\/admin\/acopio\/entregas_por_productor\/form\/\d+\//);
  }

  pesada(n: number): Locator {
    return this.page.getByRole('region', { name: `Pesada ${n}` });
  }

  /**
   * Leaves `unidad` as the weighing's only unit in the compact chooser (issue 22 item 24): the preselected ones are
   * taken off; a unit that is not among the chips is picked from 'Otra unidad'.
   */
  async elegirUnidad(n: number, unidad: string): Promise<void> {
    const p = this.pesada(n);
    const chip = p.getByRole('checkbox', { name: unidad, exact: true });
    if (!(await chip.count())) {
      await p.getByLabel('Otra unidad').click();
      await this.page.getByRole('option', { name: unidad, exact: true }).click();
    } else if ((await chip.getAttribute('aria-checked')) !== 'true') await chip.click();
    await expect(chip).toHaveAttribute('aria-checked', 'true');
    const sobrantes = p.getByRole('checkbox', { checked: true }).filter({ hasNotText: new RegExp(`^${unidad}$`) });
    while (await sobrantes.count()) await sobrantes.first().click();
    await expect(p.getByRole('checkbox', { checked: true })).toHaveCount(1);
  }

  async llenarPesada(n: number, unidad: string, bultos: string | null, bruto: string, tara: string): Promise<void> {
    const p = this.pesada(n);
    await this.elegirUnidad(n, unidad);
    if (bultos !== null) await p.getByLabel(new RegExp(`^Número de ${unidad.toLowerCase()}`)).fill(bultos);
    await p.getByLabel(/^Peso bruto/).fill(bruto);
    await p.getByLabel(/^Tara/).fill(tara);
  }

  async elegirCategoria(nombre: string): Promise<void> {
    await this.page.getByLabel(/^Categoría/).click();
    await this.page.getByRole('option', { name: nombre, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  async elegirEnSelect(etiqueta: string | RegExp, opcion: string): Promise<void> {
    await this.page.getByLabel(etiqueta).click();
    await this.page.getByRole('option', { name: opcion, exact: true }).click();
  }

  /** Draws a stroke inside the signature box with the mouse. */
  async firmar(): Promise<void> {
    const lienzo = this.page.getByTestId('lienzo-firma');
    await expect(lienzo).toBeVisible();
    // On a phone the box is below the producer's summary: scrolled to, as a person would, before drawing in it.
    await lienzo.scrollIntoViewIfNeeded();
    const caja = (await lienzo.boundingBox())!;
    await this.page.mouse.move(caja.x + 20, caja.y + 40);
    await this.page.mouse.down();
    for (const [dx, dy] of [
      [60, 80],
      [120, 30],
      [180, 100],
      [240, 50],
    ])
      await this.page.mouse.move(caja.x + dx, caja.y + dy, { steps: 5 });
    await this.page.mouse.up();
  }
}

/** A producer of the active collection cycle with an accent-free name part, through the API as the app reads it. */
export async function productorDelCicloActivo(request: APIRequestContext, token: string) {
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = (
    (await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as {
      data: { id: number; uuid: string; activo_acopio: boolean }[];
    }
  ).data;
  const ciclo = [...ciclos].reverse().find((c) => c.activo_acopio)!;
  const r = await request.post('/api/cuentas_search', {
    headers: h,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
      per_page: 20,
    },
  });
  const filas = ((await r.json()) as { data: { id: number; cuenta_uuid: string; nombre: string }[] }).data;
  return { ciclo, productor: filas[0] };
}

/** The producer's panel through the API: how many deliveries they have in the cycle. */
export async function entregasDe(request: APIRequestContext, token: string, uuidCiclo: string, uuidCuenta: string) {
  const r = await request.get(`/api/admin/acopios/entregas/acopios_por_productor/${uuidCiclo}/${uuidCuenta}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: { entregas: { id: number; uuid: string; saldo: number; pagado: number }[] } }).data.entregas;
}

/** The summary before Guardar (ResumenEntrega): the figure of one of its rows, by its label. */
export const filaResumen = (page: Page, etiqueta: string): Locator => page.getByTestId(`resumen-${etiqueta}`);

/**
 * The body of a delivery registered through the API: one weighing of 80 − 1 = 79.00 kg of the cooperative's coffee,
 * at `precio` (null: the current price), paid `monto` at the scale (0: unpaid), dated `fecha`.
 */
export function cuerpoEntregaApi(
  uuidCuenta: string,
  fecha: string,
  { precio = null, monto = 0 }: { precio?: number | null; monto?: number } = {},
) {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return {
    uuid_cuenta: uuidCuenta,
    fecha_ejecucion: fecha,
    fecha_cosecha: null,
    id_cat_acopio_tipos_cafe: 1,
    id_cat_acopio_procesos: 1,
    id_cat_certificacion: [16],
    id_cat_costaleras_estatus: null,
    pesadas: [{ unidades: [1], peso_bruto: 80_00, peso_tara: 1_00, peso_descuento: 0, bultos: { 1: 2 } }],
    tipo_maduracion: null,
    rendimiento: null,
    humedad: null,
    mancha: null,
    id_color: null,
    aroma: null,
    muestreo_observaciones: null,
    id_lote: null,
    observaciones: null,
    precio_por_kg: precio,
    recuperacion_credito: 0,
    id_metodo_pago: monto > 0 ? 1 : null,
    monto_pagado: monto,
    firma_image: `data:image/png;base64,${png}`,
  };
}

/**
 * A delivery registered through the API by a user who may set prices: one weighing of 80 − 1 = 79.00 kg at 95.00
 * (7,505.00), paid in full at the scale when `pagada`, dated `fecha`. Its uuid as the API answers it.
 */
export async function entregaPorApi(
  request: APIRequestContext,
  token: string,
  uuidCuenta: string,
  { fecha, pagada }: { fecha: string; pagada: boolean },
): Promise<{ uuid: string; folio_acopio: string; importe_total: number }> {
  const r = await request.post('/api/admin/acopios/entregas', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: cuerpoEntregaApi(uuidCuenta, fecha, { precio: 95_00, monto: pagada ? 7505_00 : 0 }),
  });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()).data;
}
