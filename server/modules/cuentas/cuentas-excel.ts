import ExcelJS from 'exceljs';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { edadEn } from '@domain/cuentas/productor';
import type { FilaProductorExcel } from './cuentas-excel.repository';

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Valor = string | number | Date | null;

export interface ColumnaExcel<T = FilaProductorExcel> {
  encabezado: string;
  ancho: number;
  valor: (f: T) => Valor;
  /** Excel number format of the column's cells. */
  formato?: string;
}

const siNo = (v: number) => (Number(v) === 1 ? 'Sí' : 'No');

/** 'yyyy-MM-dd' → a date cell of that day (exceljs writes the UTC day; no time-zone shift). */
function fecha(v: string | null): Date | null {
  const m = v ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/**
 * The producers Excel's columns (spec 000 §2.7; the brief): the code column only with usa_codigo_tx = 1,
 * the plots and plants headers from the cooperative's labels (parcelas/plantas, apiarios/colmenas in honey),
 * the age counted to `hoy` in the cooperative's zone as the profile does.
 */
export function columnasProductores(cfg: Partial<ConfiguracionCooperativa> | null, hoy: string): ColumnaExcel[] {
  const et = etiquetasProductor(cfg);
  const columnas: (ColumnaExcel | false)[] = [
    { encabezado: 'Clave', ancho: 12, valor: (f) => f.clave_tx },
    Number(cfg?.usa_codigo_tx) === 1 && { encabezado: 'Código TX', ancho: 12, valor: (f) => f.codigo_tx },
    { encabezado: 'Nombre', ancho: 36, valor: (f) => f.nombre },
    { encabezado: 'Región', ancho: 18, valor: (f) => f.region },
    { encabezado: 'Estado', ancho: 14, valor: (f) => f.estado },
    { encabezado: 'Municipio', ancho: 22, valor: (f) => f.municipio },
    { encabezado: 'Localidad', ancho: 24, valor: (f) => f.localidad },
    { encabezado: 'Categoría', ancho: 14, valor: (f) => f.categoria },
    { encabezado: 'Orgánico', ancho: 10, valor: (f) => siNo(f.organico) },
    { encabezado: 'Pertenece a la organización', ancho: 14, valor: (f) => siNo(f.pertenece_cooperativa) },
    { encabezado: et.parcelas, ancho: 10, valor: (f) => f.total_parcelas, formato: '0' },
    { encabezado: et.plantas, ancho: 10, valor: (f) => f.total_plantas, formato: '#,##0' },
    { encabezado: 'Superficie (ha)', ancho: 14, valor: (f) => f.total_superficie, formato: '0.00' },
    { encabezado: 'Fecha de ingreso', ancho: 14, valor: (f) => fecha(f.fecha_ingreso), formato: 'dd/mm/yyyy' },
    { encabezado: 'Género', ancho: 10, valor: (f) => f.genero },
    { encabezado: 'Edad', ancho: 8, valor: (f) => edadEn(f.fecha_nacimiento, hoy), formato: '0' },
  ];
  return columnas.filter((c): c is ColumnaExcel => c !== false);
}

/** Waits until `salida` wants more (or is gone): the next page is read only when the last one left. */
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
 * Writes the workbook to `salida` with exceljs' streaming writer (DESIGN §8): each row is committed as it is
 * written and no shared-strings table is kept, so memory holds about one page. The header is bold and frozen,
 * with an autofilter. Stops early when the client goes away. Returns the number of data rows written.
 */
export async function escribirExcel<T = FilaProductorExcel>(
  salida: Writable,
  columnas: ColumnaExcel<T>[],
  paginas: AsyncIterable<T[]>,
  hoja = 'Productores',
): Promise<number> {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  libro.creator = 'Cosecha';
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
  let filas = 0;
  for await (const pagina of paginas) {
    if (salida.destroyed) return filas;
    for (const f of pagina) ws.addRow(columnas.map((c) => c.valor(f))).commit();
    filas += pagina.length;
    await drenado(salida);
  }
  ws.commit();
  await libro.commit();
  return filas;
}

/**
 * The workbook as a stream to send as the whole answer: written as the client reads it. A failure once the headers
 * are gone can only end the download short; it is logged (spec 000 §8: the browser's spinner just stops).
 * @example return adjunto(reply, TIPO_XLSX, nombre).send(excelEnFlujo(req.log, columnas, paginas, 'Parcelas'));
 */
export function excelEnFlujo<T>(
  log: FastifyBaseLogger,
  columnas: ColumnaExcel<T>[],
  paginas: AsyncIterable<T[]>,
  hoja: string,
): PassThrough {
  const salida = new PassThrough();
  escribirExcel(salida, columnas, paginas, hoja).catch((e) => {
    log.error({ err: e }, `falló el Excel (${hoja})`);
    salida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return salida;
}
