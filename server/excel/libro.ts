import ExcelJS from 'exceljs';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { TIPOS_ARCHIVO } from '../descarga';

/**
 * The one place a workbook of the app is written (issue 24 item 2, beside `server/pdf/`): every Excel download and
 * the EUDR package's spreadsheet. Written with exceljs' streaming writer (DESIGN §8): each row is committed as it is
 * written and no shared-strings table is kept, so memory holds about one page of rows whatever the file's size.
 * Columns are declared with the types of `columnas.ts`; a route answers with `responderExcel` (`respuesta.ts`).
 */

export const TIPO_XLSX = TIPOS_ARCHIVO.xlsx;

/** What a cell holds: text, a number, a date (exceljs writes its UTC fields) or nothing. */
export type ValorCelda = string | number | Date | null;

export interface ColumnaExcel<T> {
  encabezado: string;
  ancho: number;
  valor: (f: T) => ValorCelda;
  /** Excel number format of the column's cells. */
  formato?: string;
  /**
   * For the sheet's totals row: what each row adds (an integer where the column is ×100, so the sum is exact and is
   * divided once at the end) and the cell the sum shows. A column without it has an empty total cell.
   */
  total?: { sumando: (f: T) => number; celda: (suma: number) => ValorCelda };
}

export interface HojaExcel<T> {
  /** The sheet's name ('Productores'). */
  hoja: string;
  columnas: ColumnaExcel<T>[];
  /** The rows, a page at a time: the next page is read only when the last one left (the client's pace). `[filas]`: one page. */
  paginas: AsyncIterable<T[]> | Iterable<T[]>;
  /** A bold last row: this text (given the number of data rows) in the first column, each column's `total` beside it. */
  totales?: (filas: number) => string;
}

/** A streaming workbook on `salida`, signed by the app. */
export function nuevoLibro(salida: Writable): ExcelJS.stream.xlsx.WorkbookWriter {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  libro.creator = 'Cosecha';
  return libro;
}

/** Resolves when `salida` wants more (or is gone): the next page is read only after the last one left. */
function drenado(salida: Writable): Promise<void> {
  if (!salida.writableNeedDrain || salida.destroyed) return new Promise((r) => setImmediate(r));
  return new Promise((r) => {
    const listo = () => {
      salida.off('drain', listo);
      salida.off('close', listo);
      r();
    };
    salida.on('drain', listo);
    salida.on('close', listo);
  });
}

/**
 * Writes the workbook to `salida`: one sheet with a bold, frozen header row with an autofilter, the rows, and the
 * totals row when asked. Stops early when the client goes away. Returns the number of data rows written.
 * @example await escribirExcel(createWriteStream('parcelas.xlsx'), { hoja: 'Parcelas', columnas, paginas });
 */
export async function escribirExcel<T>(salida: Writable, { hoja, columnas, paginas, totales }: HojaExcel<T>): Promise<number> {
  const libro = nuevoLibro(salida);
  const ws = libro.addWorksheet(hoja, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columnas.map((c, i) => ({
    header: c.encabezado,
    key: `c${i}`,
    width: c.ancho,
    ...(c.formato ? { style: { numFmt: c.formato } } : {}),
  }));
  const encabezado = ws.getRow(1);
  encabezado.font = { bold: true };
  encabezado.alignment = { vertical: 'middle', wrapText: true };
  encabezado.commit();
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columnas.length } };
  const sumas = columnas.map(() => 0);
  let filas = 0;
  for await (const pagina of paginas) {
    if (salida.destroyed) return filas;
    for (const f of pagina) {
      ws.addRow(columnas.map((c) => c.valor(f))).commit();
      if (totales) columnas.forEach((c, i) => c.total && (sumas[i] += c.total.sumando(f)));
    }
    filas += pagina.length;
    await drenado(salida);
  }
  if (totales) {
    const fila = ws.addRow(columnas.map((c, i) => (i === 0 ? totales(filas) : c.total ? c.total.celda(sumas[i]) : null)));
    fila.font = { bold: true };
    fila.commit();
  }
  ws.commit();
  await libro.commit();
  return filas;
}

/**
 * A workbook written by `escribir` as a stream to send as the whole answer: written as the client reads it. A failure
 * once the headers are gone can only end the download short; it is logged (spec 000 §8: the browser's spinner just
 * stops). For a layout of its own (the concentrated register's two header rows); others give a `HojaExcel`.
 */
export function libroEnFlujo(log: FastifyBaseLogger, nombre: string, escribir: (salida: Writable) => Promise<unknown>): PassThrough {
  const salida = new PassThrough();
  escribir(salida).catch((e) => {
    log.error({ err: e }, `falló el Excel (${nombre})`);
    salida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return salida;
}

/** The sheet as a stream (see libroEnFlujo). */
export const excelEnFlujo = <T>(log: FastifyBaseLogger, hoja: HojaExcel<T>): PassThrough =>
  libroEnFlujo(log, hoja.hoja, (salida) => escribirExcel(salida, hoja));
