import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { FilaAnticipo, FilaAnticiposProductor } from '@domain/contrato/anticipos';
import { hojaPorAnticipo, hojaPorProductor, nombreHojaAnticipos } from '../../src/pages/anticipos/hojaAnticipos';
import { libroDeHoja } from '../../src/components/excel/descargarHoja';
import { todasLasPaginas } from '../../src/api/anticipos';

/**
 * The advances' Excel (spec 002 §2.10, issue 25): rows → sheet. Money from integer cents to numbers with two decimals
 * (sums added in cents, so 0.10 + 0.20 is 0.30, not 0.30000000000000004), dates as days that no zone moves, the
 * registration instant on the cooperative's clock, and the workbook read back as a spreadsheet program would.
 */
const anticipo = (extra: Partial<FilaAnticipo>): FilaAnticipo => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  folio: 'A-001',
  fecha_ejecucion: '2026-01-31',
  id_cuenta: 7,
  cuenta_uuid: '00000000-0000-4000-8000-000000000007',
  id_ciclos: 3,
  ciclo: '2025-2026',
  ciclo_uuid: '00000000-0000-4000-8000-000000000003',
  cantidad_anticipo: 10,
  descripcion: null,
  interes: '1.5',
  tasa_interes: 1_500_000,
  productor_nombre: 'María López',
  productor_uuid: '00000000-0000-4000-8000-000000000009',
  productor_clave_tx: 'TX-9',
  productor_codigo_tx: null,
  localidad: 'El Triunfo',
  region: null,
  cuenta_categoria: 'Orgánico',
  cuenta_categoria_color: null,
  num_pagos: 2,
  registro: 'Ana Gómez',
  // 05:30 UTC on 1 February is still 31 January, 23:30, in Mexico City
  created_at: '2026-02-01T05:30:00Z',
  version: 1,
  total: 10,
  total_interes: 0,
  total_anticipos_recuperados: 0,
  total_comisiones: 0,
  total_saldo: 10,
  estatus: 'Vigente',
  estatus_color: 'error',
  ...extra,
});

const valores = (h: ReturnType<typeof hojaPorAnticipo>) => h.filas.map((f) => f.map((c) => c?.v ?? null));

describe('hojaPorAnticipo', () => {
  const filas = [
    anticipo({}),
    anticipo({
      id: 2,
      folio: 'A-002',
      cantidad_anticipo: 20,
      total: 2_530,
      total_interes: 2_510,
      total_saldo: 20,
      total_anticipos_recuperados: 2_510,
    }),
  ];
  const o = { etiqueta: 'crédito', conInteres: true, zona: 'America/Mexico_City' };
  const hoja = hojaPorAnticipo(filas, o);

  it('una línea por anticipo y una de totales sumada en centavos', () => {
    expect(hoja.nombre).toBe('Por crédito');
    expect(hoja.encabezados).toEqual([
      'Folio',
      'Fecha',
      'Productor',
      'Clave',
      'Localidad',
      'Categoría',
      'Monto',
      'Interés mensual (%)',
      'Interés',
      'Total',
      'Recuperado',
      'Comisiones',
      'Saldo',
      'Estatus',
      'Abonos',
      'Descripción',
      'Registró',
      'Fecha de registro',
    ]);
    const v = valores(hoja);
    expect(v).toHaveLength(3);
    const col = (n: string) => hoja.encabezados.indexOf(n);
    expect(v[1][col('Monto')]).toBe(0.2);
    expect(v[1][col('Interés')]).toBe(25.1);
    expect(v[2][0]).toBe('Total (2)');
    expect(v[2][col('Monto')]).toBe(0.3);
    expect(v[2][col('Total')]).toBe(25.4);
    expect(v[2][col('Saldo')]).toBe(0.3);
    expect(v[2][col('Estatus')]).toBeNull();
    expect(v[0][col('Descripción')]).toBeNull();
  });

  it('sin interés (nivel 2) no hay columnas de interés', () => {
    const sin = hojaPorAnticipo(filas, { ...o, conInteres: false });
    expect(sin.encabezados).not.toContain('Interés');
    expect(sin.encabezados).not.toContain('Interés mensual (%)');
  });

  it('el libro se lee de vuelta: números con formato de dinero, el día del anticipo y el registro a la hora de la cooperativa', async () => {
    const bytes = XLSX.write(libroDeHoja(XLSX, hoja), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = libro.worksheets[0];
    expect(ws.name).toBe('Por crédito');
    const enc = (ws.getRow(1).values as unknown[]).slice(1);
    const celda = (fila: number, nombre: string) => ws.getRow(fila).getCell(enc.indexOf(nombre) + 1);
    expect(celda(2, 'Folio').value).toBe('A-001');
    expect(celda(2, 'Fecha').value).toEqual(new Date(Date.UTC(2026, 0, 31)));
    expect(celda(2, 'Fecha').numFmt).toBe('dd/mm/yyyy');
    expect(celda(2, 'Fecha de registro').value).toEqual(new Date(Date.UTC(2026, 0, 31, 23, 30)));
    expect(celda(3, 'Monto').value).toBe(0.2);
    expect(celda(3, 'Monto').numFmt).toBe('"$"#,##0.00');
    expect(celda(4, 'Folio').value).toBe('Total (2)');
    expect(celda(4, 'Saldo').value).toBe(0.3);
    expect(ws.rowCount).toBe(4);
  });
});

describe('hojaPorProductor', () => {
  it('las columnas de la tabla de estatus, con el total de cada cifra', () => {
    const fila = (id: number, prestado: number): FilaAnticiposProductor => ({
      id_cuenta: id,
      cuenta_uuid: `00000000-0000-4000-8000-00000000000${id}`,
      productor_uuid: `00000000-0000-4000-8000-00000000001${id}`,
      productor_nombre: `Productor ${id}`,
      productor_clave_tx: null,
      productor_codigo_tx: `C-${id}`,
      localidad: null,
      region: null,
      cuenta_categoria: 'Convencional',
      cuenta_categoria_color: null,
      num_creditos: id,
      total_anticipos: prestado,
      total: prestado,
      total_interes: 0,
      total_anticipos_recuperados: 0,
      total_comisiones: 0,
      total_saldo: prestado,
      estatus: 'Vigente',
      estatus_color: 'error',
      anticipos: [],
    });
    const h = hojaPorProductor([fila(1, 123_456), fila(2, 1)], { etiqueta: 'anticipo', conInteres: false, zona: null });
    expect(h.encabezados).toEqual([
      'Productor',
      'Clave',
      'Localidad',
      'Categoría',
      'Créditos',
      'Prestado',
      'Total',
      'Recuperado',
      'Comisiones',
      'Saldo',
      'Estatus',
    ]);
    const v = valores(h);
    expect(v[0].slice(0, 6)).toEqual(['Productor 1', 'C-1', null, 'Convencional', 1, 1234.56]);
    expect(v[2][0]).toBe('Total (2)');
    expect(v[2][5]).toBe(1234.57);
    expect(v[2][4]).toBeNull();
  });
});

describe('nombreHojaAnticipos', () => {
  it('dice qué lista, el ciclo y la hora de la cooperativa', () => {
    const ahora = new Date('2026-02-01T05:30:07Z');
    expect(nombreHojaAnticipos('anticipo', 'crédito', '2025-2026', 'America/Mexico_City', ahora)).toBe(
      'creditos_2025-2026_20260131_233007.xlsx',
    );
    expect(nombreHojaAnticipos('productor', 'anticipo', 'Ciclo 2026', 'America/Mexico_City', ahora)).toBe(
      'anticipos_por_productor_Ciclo_2026_20260131_233007.xlsx',
    );
  });
});

describe('todasLasPaginas', () => {
  it('lee todas las páginas de 100 de la búsqueda, en su orden, no solo la que se ve', async () => {
    const filas = Array.from({ length: 734 }, (_, i) => i);
    const pedidas: number[] = [];
    const leer = async (pagina: number) => {
      pedidas.push(pagina);
      return { data: filas.slice((pagina - 1) * 100, pagina * 100), total: filas.length, page: pagina, per_page: 100 };
    };
    expect(await todasLasPaginas(leer)).toEqual(filas);
    expect([...pedidas].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await todasLasPaginas(async () => ({ data: [], total: 0, page: 1, per_page: 100 }))).toEqual([]);
  });
});
