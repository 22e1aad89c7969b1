import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PreparacionPaquete } from '../../../domain/contrato/eudr-paquete';
import { registrarEntrega } from './acopio-lotes';

/**
 * The lot's EUDR package (issue 23) as the browser tests reach it: a lot made for the test through the API, what its
 * package would hold (the API's word, for the test to know what the screen must show), the zip opened on disk, and
 * the section of the lot's panel.
 */

/** A lot of the producer's account made for the test: one delivery of theirs today, assigned to a new lot. */
export async function loteConEntregaDe(
  request: APIRequestContext,
  token: string,
  productorUuid: string,
  fecha: string,
): Promise<{ nombre: string; uuid: string }> {
  const h = { Authorization: `Bearer ${token}` };
  const r = await request.get(`/api/comite_evaluaciones_cuenta/${productorUuid}`, { headers: h });
  expect(r.status(), await r.text()).toBe(200);
  const { cuenta } = (await r.json()) as { cuenta: { uuid: string; id_ciclo: number } };
  const entrega = await registrarEntrega(request, token, cuenta.uuid, fecha);
  const nombre = `Lote EUDR ${randomUUID().slice(0, 6)}`;
  const creado = await request.post('/api/lotes', {
    headers: { ...h, 'Idempotency-Key': randomUUID() },
    data: { nombre, folio: null, volumen: 1000_00, fecha_entrega_venta: null, observaciones: null, id_ciclo: cuenta.id_ciclo },
  });
  expect(creado.status(), await creado.text()).toBe(201);
  const { data } = (await creado.json()) as { data: { id: number; uuid: string } };
  const asignado = await request.post('/api/lotes_asignacion', {
    headers: { ...h, 'Idempotency-Key': randomUUID() },
    data: { id_lote: data.id, entregas: [entrega.uuid] },
  });
  expect(asignado.status(), await asignado.text()).toBe(200);
  return { nombre, uuid: data.uuid };
}

/** A new lot of the active collection cycle with no deliveries. */
export async function loteVacio(request: APIRequestContext, token: string): Promise<{ nombre: string; uuid: string }> {
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = await request.post('/api/ciclos', { headers: h, data: { acopio: 1 } });
  const ciclo = ((await ciclos.json()) as { data: { id: number }[] }).data.at(-1)!;
  const nombre = `Lote vacío ${randomUUID().slice(0, 6)}`;
  const r = await request.post('/api/lotes', {
    headers: { ...h, 'Idempotency-Key': randomUUID() },
    data: { nombre, folio: null, volumen: 1000_00, fecha_entrega_venta: null, observaciones: null, id_ciclo: ciclo.id },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { nombre, uuid: ((await r.json()) as { data: { uuid: string } }).data.uuid };
}

/** `GET admin/acopios/lotes/paquete_eudr/{uuid}`: what the screen must show of the lot's package. */
export async function preparacion(request: APIRequestContext, token: string, uuid: string): Promise<PreparacionPaquete> {
  const r = await request.get(`/api/admin/acopios/lotes/paquete_eudr/${uuid}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: PreparacionPaquete }).data;
}

/** A DDS reference as the EU system issues them (2-digit year, country, 10 letters and digits), new each time. */
export function referenciaNueva(): string {
  const letras = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `25MX${Array.from({ length: 10 }, () => letras[Math.floor(Math.random() * letras.length)]).join('')}`;
}

/** The zip unpacked with the system's `unzip`: its folder and every file's path inside it. */
export function abrirZip(ruta: string): { carpeta: string; archivos: string[] } {
  const carpeta = mkdtempSync(join(tmpdir(), 'cosecha-paquete-'));
  execFileSync('unzip', ['-q', ruta, '-d', carpeta]);
  const archivos: string[] = [];
  const recorrer = (d: string) => {
    for (const n of readdirSync(d)) {
      const r = join(d, n);
      if (statSync(r).isDirectory()) recorrer(r);
      else archivos.push(relative(carpeta, r));
    }
  };
  recorrer(carpeta);
  return { carpeta, archivos: archivos.sort() };
}

export const sha256 = (ruta: string) => createHash('sha256').update(readFileSync(ruta)).digest('hex');

/** The PDF's text, read by poppler's `pdftotext` (an embedded font that garbles accents would show here). */
export const textoPdf = (ruta: string) => execFileSync('pdftotext', ['-layout', ruta, '-'], { encoding: 'utf8' });

/** The section 'Paquete EUDR para el importador' of a lot's panel. */
export class SeccionPaquete {
  constructor(
    private readonly page: Page,
    readonly panel: Locator,
  ) {}

  titulo(): Locator {
    return this.panel.getByRole('heading', { name: 'Paquete EUDR para el importador' });
  }

  grupoAvisos(titulo: string): Locator {
    return this.panel.getByRole('region', { name: titulo });
  }

  aceptar(): Locator {
    return this.panel.getByRole('checkbox', { name: /Acepto generar el paquete con estos avisos/ });
  }

  descargar(): Locator {
    return this.panel.getByRole('button', { name: /Descargar paquete|Generando el paquete…/ });
  }

  paquetes(): Locator {
    return this.panel.getByRole('list', { name: 'Paquetes generados' }).getByRole('listitem');
  }

  registro(referencia: string): Locator {
    return this.panel.getByRole('group', { name: new RegExp(`^Referencia ${referencia}`) });
  }

  /** The dialog of 'Registrar referencia' or 'Corregir'. */
  formulario(): Locator {
    return this.page.getByRole('dialog', { name: /Registrar referencia|Corregir la referencia/ });
  }

  async llenar(datos: { comprador?: string; referencia?: string; verificacion?: string; fecha?: string; motivo?: string }): Promise<void> {
    const f = this.formulario();
    if (datos.comprador !== undefined) await f.getByLabel(/^Comprador/).fill(datos.comprador);
    if (datos.referencia !== undefined) await f.getByLabel(/^Referencia DDS/).fill(datos.referencia);
    if (datos.verificacion !== undefined) await f.getByLabel(/^Número de verificación/).fill(datos.verificacion);
    if (datos.fecha !== undefined) await f.getByLabel(/^Fecha de la declaración/).fill(datos.fecha);
    if (datos.motivo !== undefined) await f.getByLabel(/^Motivo de la corrección/).fill(datos.motivo);
  }
}

/** No sideways scroll: neither the page nor the side panel is wider than the screen. */
export async function sinDesbordar(page: Page): Promise<void> {
  const medidas = await page.evaluate(() => {
    const papel = document.querySelector('.MuiModal-root .MuiDrawer-paper');
    return {
      pagina: document.documentElement.scrollWidth - window.innerWidth,
      panel: papel ? papel.scrollWidth - papel.clientWidth : 0,
    };
  });
  expect(medidas).toEqual({ pagina: 0, panel: 0 });
}

/** A picture of the whole side panel: the window is made as tall as the panel's content for the shot, then restored. */
export async function fotoPanel(page: Page, ruta: string): Promise<void> {
  const antes = page.viewportSize()!;
  const alto = await page.evaluate(() => document.querySelector('.MuiModal-root .MuiDrawer-paper')?.scrollHeight ?? 0);
  await page.setViewportSize({ width: antes.width, height: Math.max(antes.height, alto + 20) });
  await page.screenshot({ path: ruta });
  await page.setViewportSize(antes);
}
