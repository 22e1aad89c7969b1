import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, UUID_INEXISTENTE } from '../ayudas';
import { cva, muestras, porProductor, sca } from './calidad-ayudas';
import type { IdsAnalisis } from '@domain/contrato/calidad';

/**
 * The quality printouts at 80 mm × 50 mm (spec 002 §9; issue 26) read back with pdftotext, accents included, with
 * the cooperative's yield convention on each; the list's Excel `Listado_Calidad_{timestamp}` with §3's columns.
 */
let e: Entorno;
let admin: string;
let comite: string;
let ids: IdsAnalisis;
let sensorial: string;
let sensorialCva: string;

const pdf = (b: Buffer): { texto: string; paginas: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'calidad-'));
  writeFileSync(join(dir, 'c.pdf'), b);
  return {
    texto: execFileSync('pdftotext', ['-layout', join(dir, 'c.pdf'), '-'], { encoding: 'utf8' }),
    paginas: execFileSync('pdfinfo', [join(dir, 'c.pdf')], { encoding: 'utf8' }),
  };
};
const bajar = async (url: string) => {
  const r = await e.pedir(admin, 'GET', url);
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  return r;
};

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  comite = await e.entrar('comite.sierra@cosecha.demo');
  const m = await muestras(e);
  ids = (await e.pedir(admin, 'POST', '/api/calidad/analisis', porProductor(m))).json().data;
  sensorial = (
    await e.pedir(admin, 'POST', '/api/calidad/analisis/sensorial', { id_calidad_analisis: ids.id_calidad_analisis, ...sca() })
  ).json().data.id_calidad_analisis_sensorial;
  const otro = (await e.pedir(admin, 'POST', '/api/calidad/analisis', porProductor(m))).json().data as IdsAnalisis;
  sensorialCva = (
    await e.pedir(admin, 'POST', '/api/calidad/analisis/sensorial', { id_calidad_analisis: otro.id_calidad_analisis, ...cva() })
  ).json().data.id_calidad_analisis_sensorial;
});
afterAll(() => e?.cerrar());

describe('impresiones de 80 × 50 mm', () => {
  it('el recibo de la muestra: folio, tipo, rendimiento, taza y la convención', async () => {
    const r = await bajar(`/api/calidad/analisis/recibo/descargar/${ids.id_calidad_analisis}`);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain(`recibo_calidad_${ids.folio}.pdf`);
    const { texto, paginas } = pdf(r.rawPayload);
    // 80 mm × 50 mm = 226.77 × 141.73 pt
    expect(paginas).toMatch(/Page size:\s+226\.77\d* x 141\.73\d* pts/);
    for (const t of [
      `Recibo de muestra ${ids.folio}`,
      'Cafetaleros de la Sierra Madre',
      'Productor',
      '80.00 %',
      '76.00 %',
      '90.79',
      '84.00',
      'Muy bueno',
      'saco de 69 kg',
      'mancha sobre oro',
    ])
      expect(texto).toContain(t);
  });

  it('el análisis físico: pesos, cifras, defectos y zarandas con acentos', async () => {
    const r = await bajar(`/api/calidad/analisis/fisico/${ids.id_calidad_analisis_fisico}/pdf`);
    const { texto, paginas } = pdf(r.rawPayload);
    expect(paginas).toMatch(/Page size:\s+226\.77\d* x 141\.73\d* pts/);
    for (const t of [
      `Análisis físico ${ids.folio}`,
      'Lavado',
      '300.00 g',
      '240.00 g',
      '228.00 g',
      '90.79',
      '2 primarios, 3 secundarios',
      'Zaranda 17',
      'Negro completo',
      'saco de 69 kg',
    ])
      expect(texto).toContain(t);
  });

  it('el análisis sensorial: los atributos y el total, de cada método', async () => {
    const r = await bajar(`/api/calidad/analisis/sensorial/${sensorial}/pdf`);
    const { texto } = pdf(r.rawPayload);
    for (const t of [
      `Análisis sensorial ${ids.folio}`,
      'Fragancia/Aroma: 8.00',
      'Taza limpia: 10.00',
      '84.00',
      'Chocolate, cítrico',
      'SCA 2004',
    ])
      expect(texto).toContain(t);
    const c = pdf((await bajar(`/api/calidad/analisis/sensorial/${sensorialCva}/pdf`)).rawPayload).texto;
    for (const t of ['Sensación en boca: 9', '100.00', 'Sobresaliente', 'CVA']) expect(c).toContain(t);
  });

  it('401, 403 y 404', async () => {
    for (const url of [
      `/api/calidad/analisis/recibo/descargar/${UUID_INEXISTENTE}`,
      `/api/calidad/analisis/fisico/${UUID_INEXISTENTE}/pdf`,
      `/api/calidad/analisis/sensorial/${UUID_INEXISTENTE}/pdf`,
    ]) {
      expect((await e.pedir(null, 'GET', url)).json().message).toBe(MSG_401);
      expect((await e.pedir(comite, 'GET', url)).json().message).toBe(MSG_403);
      expect((await e.pedir(admin, 'GET', url)).statusCode).toBe(404);
    }
    expect((await e.pedir(null, 'GET', '/api/calidad/analisis/excel')).statusCode).toBe(401);
    expect((await e.pedir(comite, 'GET', '/api/calidad/analisis/excel')).statusCode).toBe(403);
  });
});

describe('Excel del listado', () => {
  it('Listado_Calidad_{fecha}.xlsx con las columnas del renglón y los filtros del listado', async () => {
    const r = await bajar('/api/calidad/analisis/excel');
    expect(r.headers['content-disposition']).toMatch(/Listado_Calidad_\d{8}_\d{6}\.xlsx/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    const enc = (hoja.getRow(1).values as unknown[]).slice(1);
    expect(enc.slice(0, 4)).toEqual(['Folio', 'Fecha', 'Tipo', 'Nombre']);
    expect(enc).toContain('Puntaje en taza');
    const total = (await e.pedir(admin, 'GET', '/api/calidad/analisis?per_page=10')).json().total as number;
    expect(hoja.rowCount - 1).toBe(total);
    // newest first: the second analysis, then the first one
    const folios = hoja.getColumn(1).values.slice(2, 4);
    expect(folios[1]).toBe(ids.folio);
    const fila = hoja.getRow(3).values as unknown[];
    expect(fila[enc.indexOf('Rendimiento (%)') + 1]).toBe(80);
    expect(fila[enc.indexOf('Puntaje') + 1]).toBe(84);
    const filtrado = await bajar('/api/calidad/analisis/excel?tipo_analisis=4');
    const l2 = new ExcelJS.Workbook();
    await l2.xlsx.load(filtrado.rawPayload as unknown as ArrayBuffer);
    const tipos = l2.worksheets[0]!.getColumn(3).values.slice(2);
    expect(tipos.every((t) => t === 'Otro proveedor')).toBe(true);
  });
});
