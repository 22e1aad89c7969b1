import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { hoyEnZona } from '../../../domain/comun/formato';
import { FIRMA } from '../../server/acopio/acopio-ayudas';

/** A delivery made for the browser tests through POST admin/acopios/entregas, as the delivery form sends it. */
export interface EntregaDePrueba {
  uuid: string;
  folio: string;
  fecha: string;
  productor: { uuid: string; nombre: string };
  cuenta: { id: number; uuid: string };
  ciclo: { uuid: string; nombre: string };
}

/**
 * Registers a delivery for the first producer of the cooperative's latest cycle (the one the profile opens),
 * today in the cooperative's zone: two weighings (96.50 + 50.00 kg) at 40.00 per kg, 3,000.00 paid in cash.
 */
export async function entregaDePrueba(request: APIRequestContext, token: string): Promise<EntregaDePrueba> {
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = (
    (await (await request.post('/api/ciclos', { headers: h, data: { acopio: 1 } })).json()) as {
      data: { id: number; uuid: string; nombre: string }[];
    }
  ).data;
  const ciclo = ciclos[ciclos.length - 1];
  const r = await request.post('/api/cuentas_search', {
    headers: h,
    data: { filters: [{ column: 'id_ciclo', operator: '=', value: ciclo.id }], sorts: [{ column: 'nombre', sort: 'asc' }], per_page: 10 },
  });
  const cuenta = ((await r.json()) as { data: { id: number; uuid: string; cuenta_uuid: string; nombre: string }[] }).data[0];
  const fecha = hoyEnZona('America/Mexico_City');
  const guardada = await request.post('/api/admin/acopios/entregas', {
    headers: { ...h, 'Idempotency-Key': randomUUID() },
    data: {
      uuid_cuenta: cuenta.cuenta_uuid,
      fecha_ejecucion: fecha,
      fecha_cosecha: null,
      id_cat_acopio_tipos_cafe: 1,
      id_cat_acopio_procesos: 1,
      id_cat_certificacion: [15],
      id_cat_costaleras_estatus: 2,
      pesadas: [
        { unidades: [1], peso_bruto: 100_00, peso_tara: 2_50, peso_descuento: 1_00, bultos: { 1: 2 } },
        { unidades: [7], peso_bruto: 50_00, peso_tara: 0, peso_descuento: 0, bultos: {} },
      ],
      tipo_maduracion: null,
      rendimiento: 80_00,
      humedad: 11_50,
      mancha: 5_00,
      id_color: null,
      aroma: 'Floral',
      muestreo_observaciones: null,
      id_lote: null,
      observaciones: null,
      precio_por_kg: 40_00,
      recuperacion_credito: 0,
      id_metodo_pago: 1,
      monto_pagado: 3000_00,
      firma_image: FIRMA,
    },
  });
  expect(guardada.status(), await guardada.text()).toBe(201);
  const e = ((await guardada.json()) as { data: { uuid: string; folio_acopio: string } }).data;
  return {
    uuid: e.uuid,
    folio: e.folio_acopio,
    fecha,
    productor: { uuid: cuenta.uuid, nombre: cuenta.nombre },
    cuenta: { id: cuenta.id, uuid: cuenta.cuenta_uuid },
    ciclo,
  };
}

/** The text of a downloaded PDF, read with pdftotext (poppler-utils; .ci/run installs it). */
export const textoDePdf = (ruta: string): string => execFileSync('pdftotext', ['-layout', ruta, '-'], { encoding: 'utf8' });

/** /admin/acopio/precio_por_cooperativa/list. */
export class PaginaPrecio {
  constructor(private readonly page: Page) {}
  abrir = () => this.page.goto('/admin/acopio/precio_por_cooperativa/list');
  titulo = (): Locator => this.page.getByRole('heading', { name: 'Precio por cooperativa', level: 1 });
  vigente = (): Locator => this.page.getByRole('alert').filter({ hasText: /Precio vigente|no tiene precio vigente/ });
  registrar = (): Locator => this.page.getByRole('button', { name: 'Registrar nuevo precio' });
  panel = (): Locator => this.page.getByRole('form', { name: 'Registrar nuevo precio' });
  campoPrecio = (): Locator => this.panel().getByRole('textbox', { name: /^Precio por/ });
  guardar = (): Locator => this.panel().getByRole('button', { name: 'Guardar' });
  eliminar = (): Locator => this.page.getByRole('button', { name: /^Eliminar el precio \d+$/ });
  confirmar = (): Locator => this.page.getByRole('dialog', { name: 'Eliminar el precio vigente' });
  excel = (): Locator => this.page.getByRole('button', { name: 'Excel' });
}

/** The producer profile's deliveries table and its receipts. */
export class EntregasDelPerfil {
  constructor(private readonly page: Page) {}
  tabla = (): Locator => this.page.getByRole('table', { name: 'Entregas de acopio' });
  fila = (fecha: string, importe: string): Locator => this.tabla().getByRole('row').filter({ hasText: fecha }).filter({ hasText: importe });
  recibos = (ciclo: string): Locator => this.page.getByRole('button', { name: `Descargar recibos ${ciclo}` });
}
