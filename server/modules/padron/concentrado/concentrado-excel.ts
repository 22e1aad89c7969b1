import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  ETIQUETAS_MEDIDA,
  gruposDe,
  totalesConcentrado,
  type CampoCifra,
  type FilaConcentrado,
  type Medida,
} from '@domain/padron/concentrado';

const GENERALES: { encabezado: string; ancho: number; valor: (f: FilaConcentrado) => string | number | null }[] = [
  { encabezado: 'Clave', ancho: 12, valor: (f) => f.localidad_clave },
  { encabezado: 'Código de comunidad', ancho: 12, valor: (f) => f.id_localidad },
  { encabezado: 'Comunidad', ancho: 28, valor: (f) => f.localidad },
  { encabezado: 'Municipio', ancho: 22, valor: (f) => f.municipio },
];

/** Cell value and number format of a figure: hectares as stored (2 decimals shown, 001 §9), kg from ×100. */
const FORMATO: Record<Medida, string> = { socios: '#,##0', superficie: '#,##0.00', estimacion_cosecha: '#,##0.00' };
const celda = (m: Medida, v: number) => (m === 'estimacion_cosecha' ? v / 100 : v);

/**
 * The concentrate as a workbook written while the client reads it (exceljs' streaming writer): two header rows (the
 * groups the cooperative's certification shows, merged over their measures; then Socios / Ha / Estimación), one row
 * per locality, and a totals row. The first four columns and the headers stay frozen.
 */
export function excelConcentrado(log: FastifyBaseLogger, filas: FilaConcentrado[], certificacion: string | null): PassThrough {
  const salida = new PassThrough();
  escribir(salida, filas, certificacion).catch((e) => {
    log.error({ err: e }, 'falló el Excel del padrón concentrado');
    salida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return salida;
}

async function escribir(salida: PassThrough, filas: FilaConcentrado[], certificacion: string | null): Promise<void> {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  libro.creator = 'Cosecha';
  const ws = libro.addWorksheet('Padrón concentrado', { views: [{ state: 'frozen', xSplit: GENERALES.length, ySplit: 2 }] });
  const grupos = gruposDe(certificacion);
  const cifras = grupos.flatMap((g) => g.medidas.map((m) => ({ campo: `${g.grupo}_${m}` as CampoCifra, medida: m })));
  ws.columns = [
    ...GENERALES.map((g) => ({ width: g.ancho })),
    ...cifras.map((c) => ({ width: c.medida === 'socios' ? 9 : 13, style: { numFmt: FORMATO[c.medida] } })),
  ];
  const arriba = ws.getRow(1);
  const abajo = ws.getRow(2);
  arriba.getCell(1).value = 'Información general';
  GENERALES.forEach((g, i) => (abajo.getCell(i + 1).value = g.encabezado));
  let col = GENERALES.length + 1;
  const uniones: [number, number][] = [[1, GENERALES.length]];
  for (const g of grupos) {
    arriba.getCell(col).value = g.etiqueta;
    g.medidas.forEach((m, i) => (abajo.getCell(col + i).value = ETIQUETAS_MEDIDA[m]));
    if (g.medidas.length > 1) uniones.push([col, col + g.medidas.length - 1]);
    col += g.medidas.length;
  }
  for (const [desde, hasta] of uniones) ws.mergeCells(1, desde, 1, hasta);
  for (const fila of [arriba, abajo]) {
    fila.font = { bold: true };
    fila.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    fila.commit();
  }
  for (const f of filas) ws.addRow([...GENERALES.map((g) => g.valor(f)), ...cifras.map((c) => celda(c.medida, f[c.campo]))]).commit();
  const t = totalesConcentrado(filas);
  const total = ws.addRow(['Totales', null, null, null, ...cifras.map((c) => celda(c.medida, t[c.campo]))]);
  total.font = { bold: true };
  total.commit();
  ws.commit();
  await libro.commit();
}
