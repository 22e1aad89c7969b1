import type { PassThrough, Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ColumnaExcel } from '../../../excel/libro';
import { libroEnFlujo, nuevoLibro } from '../../../excel/libro';
import { texto } from '../../../excel/columnas';
import {
  ETIQUETAS_MEDIDA,
  gruposDe,
  totalesConcentrado,
  type CampoCifra,
  type FilaConcentrado,
  type Medida,
} from '@domain/padron/concentrado';

// The locality's own columns, without a number format (the code is shown as a plain number).
const GENERALES: ColumnaExcel<FilaConcentrado>[] = [
  texto('Clave', 12, (f) => f.localidad_clave),
  { encabezado: 'Código de comunidad', ancho: 12, valor: (f) => f.id_localidad },
  texto('Comunidad', 28, (f) => f.localidad),
  texto('Municipio', 22, (f) => f.municipio),
];

/** Cell value and number format of a figure: hectares as stored (2 decimals shown, 001 §9), kg from ×100. */
const FORMATO: Record<Medida, string> = { socios: '#,##0', superficie: '#,##0.00', estimacion_cosecha: '#,##0.00' };
const celda = (m: Medida, v: number) => (m === 'estimacion_cosecha' ? v / 100 : v);

/**
 * The concentrate as a workbook written while the client reads it (exceljs' streaming writer): two header rows (the
 * groups the cooperative's certification shows, merged over their measures; then Socios / Ha / Estimación), one row
 * per locality, and a totals row. The first four columns and the headers stay frozen. A layout of its own (the
 * merged group headers), so it is not a `HojaExcel`; it is written and answered as every workbook (server/excel/).
 */
export const excelConcentrado = (log: FastifyBaseLogger, filas: FilaConcentrado[], certificacion: string | null): PassThrough =>
  libroEnFlujo(log, 'Padrón concentrado', (salida) => escribir(salida, filas, certificacion));

async function escribir(salida: Writable, filas: FilaConcentrado[], certificacion: string | null): Promise<void> {
  const libro = nuevoLibro(salida);
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
