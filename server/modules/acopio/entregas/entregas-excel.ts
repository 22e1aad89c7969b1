import ExcelJS from 'exceljs';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Consulta } from '../../../db/db';
import { FILAS_POR_PAGINA } from '../../../descarga';
import type { ColumnaExcel } from '../../../excel/libro';
import { etiquetaCostaleras, etiquetaEstatusEntrega } from '@domain/acopio/estados';
import { nombreMetodoPago, nombreProcesoCafe, nombreTipoCafe } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';
import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { DESDE_ENTREGA, seleccionEntrega, type ColumnaEntrega, type LecturaEntrega } from './entregas.lectura';

/**
 * The deliveries Excel (spec 002 §7 'Downloads', xls/entregas_acopios/{cycle}[/{date}]; ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR):
 * the delivery list row's columns (§3), weights and money as numbers (×100 → two decimals), a totals row, read a
 * page at a time by key (fecha_acopio, id) and written with exceljs' streaming writer: memory holds one page.
 */

/** The read model's columns the Excel reads (entregas.lectura.ts), by the list row's names. */
const LEIDAS = [
  'id_acopio',
  'fecha_acopio',
  'folio_acopio',
  'productor_nombre',
  'localidad',
  'region',
  'centro_acopio',
  'no_bultos',
  'peso_bruto',
  'peso_tara',
  'peso_descuento',
  'peso_neto',
  'precio_por_kg',
  'importe_total',
  'total_anticipos_recuperados',
  'pagado_a_productor',
  'total_saldo',
  'id_metodo_pago',
  'id_cat_acopio_tipos_cafe',
  'id_cat_acopio_procesos',
  'id_cat_costaleras_estatus',
  'rendimiento',
  'humedad',
  'mancha',
  'lote',
  'id_estatus_entrega',
  'folio_entrega',
] as const satisfies readonly ColumnaEntrega[];

/** A row of the Excel: those columns, and the producer's key (clave_tx), which the list row does not carry. */
export type FilaEntregaExcel = Pick<LecturaEntrega, (typeof LEIDAS)[number]> & { clave_tx: string | null };

/** ×100 → the number a spreadsheet sums (two decimals exactly: an integer divided once, never summed as floats). */
const cien = (v: number | null): number | null => (v === null ? null : v / 100);

const KG = '#,##0.00';
const DINERO = '"$"#,##0.00';

/** Columns with a total: the sums are kept as integers ×100 while the rows stream, and divided once at the end. */
type Columna = ColumnaExcel<FilaEntregaExcel> & {
  suma?: (f: FilaEntregaExcel) => number;
  /** The list row's column this one shows (tests/server/acopio/lectura-entregas.test.ts: none is left out unawares). */
  campo?: keyof FilaEntregaListado;
};

/**
 * The list row's columns the Excel does not show, each with why: keys and versions a spreadsheet has no use for, or
 * what another column already says. A new contract column must be shown or named here (the test fails otherwise).
 */
export const NO_EN_EXCEL: Partial<Record<keyof FilaEntregaListado, string>> = {
  id_acopio: 'clave interna',
  uuid: 'clave interna',
  acopio_uuid: 'clave interna',
  id_ciclo: 'el archivo es de un ciclo (su nombre)',
  ciclo: 'el archivo es de un ciclo (su nombre)',
  id_cuenta: 'clave interna',
  uuid_cuenta: 'clave interna',
  productor_id: 'la columna Clave nombra al productor',
  productor_uuid: 'clave interna',
  id_centro_acopio: 'la columna Centro de acopio',
  id_cat_acopio_tipos_cafe: 'la columna Tipo de café',
  id_cat_acopio_procesos: 'la columna Proceso',
  id_cat_certificacion: 'no está en el Excel de la especificación (§7)',
  aroma: 'no está en el Excel de la especificación (§7)',
  id_color: 'no está en el Excel de la especificación (§7)',
  tipo_maduracion: 'no está en el Excel de la especificación (§7)',
  id_cat_costaleras_estatus: 'la columna Costalera',
  id_lote: 'la columna Lote',
  id_estatus_entrega: 'la columna Estatus',
  fecha_estatus: 'no está en el Excel de la especificación (§7)',
  anulada: 'no está en el Excel de la especificación (§7)',
  motivo_anulacion: 'no está en el Excel de la especificación (§7)',
  version: 'control de edición',
  pagos: 'control de la lista (Eliminar o Anular)',
};

/**
 * The columns for a cooperative's product: the coffee type, its process, yield and stain belong to coffee
 * (spec 002 §2.3's sampling by coffee type); cacao and honey had them empty (issue 22 item 16). Humidity is every product's.
 */
export function columnasEntregas(unidad: string, producto: number = PRODUCTO.cafe): Columna[] {
  const cafe = producto === PRODUCTO.cafe;
  type Cifra = 'peso_bruto' | 'peso_tara' | 'peso_descuento' | 'peso_neto' | 'precio_por_kg' | 'importe_total';
  type Dinero = Cifra | 'total_anticipos_recuperados' | 'pagado_a_productor' | 'total_saldo';
  const kg = (encabezado: string, campo: Cifra): Columna => ({
    encabezado: `${encabezado} (${unidad})`,
    ancho: 13,
    valor: (f) => cien(f[campo]),
    formato: KG,
    suma: (f) => f[campo],
    campo,
  });
  const dinero = (encabezado: string, campo: Dinero): Columna => ({
    encabezado,
    ancho: 15,
    valor: (f) => cien(f[campo]),
    formato: DINERO,
    suma: (f) => f[campo],
    campo,
  });
  const pct = (encabezado: string, campo: 'rendimiento' | 'humedad' | 'mancha'): Columna => ({
    encabezado,
    ancho: 11,
    valor: (f) => cien(f[campo]),
    formato: '0.00',
    campo,
  });
  const columnas: (Columna | false)[] = [
    { encabezado: 'Folio', ancho: 11, valor: (f) => f.folio_acopio, campo: 'folio_acopio' },
    { encabezado: 'Fecha', ancho: 12, valor: (f) => fechaCelda(f.fecha_acopio), formato: 'dd/mm/yyyy', campo: 'fecha_acopio' },
    { encabezado: 'Clave', ancho: 12, valor: (f) => f.clave_tx },
    { encabezado: 'Productor', ancho: 34, valor: (f) => f.productor_nombre, campo: 'productor_nombre' },
    { encabezado: 'Localidad', ancho: 22, valor: (f) => f.localidad, campo: 'localidad' },
    { encabezado: 'Región', ancho: 16, valor: (f) => f.region, campo: 'region' },
    { encabezado: 'Centro de acopio', ancho: 20, valor: (f) => f.centro_acopio, campo: 'centro_acopio' },
    cafe && { encabezado: 'Tipo de café', ancho: 16, valor: (f) => nombreTipoCafe(f.id_cat_acopio_tipos_cafe), campo: 'tipo_cafe' },
    cafe && { encabezado: 'Proceso', ancho: 12, valor: (f) => nombreProcesoCafe(f.id_cat_acopio_procesos), campo: 'proceso' },
    { encabezado: 'Bultos', ancho: 9, valor: (f) => f.no_bultos, formato: '#,##0', suma: (f) => f.no_bultos * 100, campo: 'no_bultos' },
    kg('Peso bruto', 'peso_bruto'),
    kg('Tara', 'peso_tara'),
    kg('Descuento', 'peso_descuento'),
    kg('Peso neto', 'peso_neto'),
    dinero(`Precio por ${unidad}`, 'precio_por_kg'),
    dinero('Importe total', 'importe_total'),
    dinero('Crédito recuperado', 'total_anticipos_recuperados'),
    dinero('Pagado al productor', 'pagado_a_productor'),
    dinero('Saldo', 'total_saldo'),
    {
      encabezado: 'Método de pago',
      ancho: 14,
      valor: (f) => (f.id_metodo_pago === null ? null : nombreMetodoPago(f.id_metodo_pago)),
      campo: 'id_metodo_pago',
    },
    {
      encabezado: 'Costalera',
      ancho: 10,
      valor: (f) => etiquetaCostaleras(f.id_cat_costaleras_estatus),
      campo: 'nombre_cat_costaleras_estatus',
    },
    cafe && pct('Rendimiento (%)', 'rendimiento'),
    pct('Humedad (%)', 'humedad'),
    cafe && pct('Mancha (%)', 'mancha'),
    { encabezado: 'Lote', ancho: 16, valor: (f) => f.lote, campo: 'lote' },
    { encabezado: 'Estatus', ancho: 18, valor: (f) => etiquetaEstatusEntrega(f.id_estatus_entrega), campo: 'estatus' },
    { encabezado: 'Folio de estatus', ancho: 14, valor: (f) => f.folio_entrega, campo: 'folio_entrega' },
  ];
  return columnas.filter((c): c is Columna => c !== false);
}

/** 'yyyy-MM-dd' → a date cell of that day (exceljs writes the UTC day). */
function fechaCelda(v: string): Date {
  const [a, m, d] = v.split('-').map(Number);
  return new Date(Date.UTC(a, m - 1, d));
}

/**
 * The deliveries of a cycle (or one day of it), in date order, a page at a time by the key (fecha_acopio, id):
 * each page is one short query on acopios_ciclo_fecha_idx, whatever the cycle's size.
 */
export async function* paginasEntregas(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  fecha: string | null,
  porPagina = FILAS_POR_PAGINA,
): AsyncGenerator<FilaEntregaExcel[]> {
  let desde: { fecha: string; id: number } | null = null;
  for (;;) {
    // Conditions are written only when they apply (no `$n IS NULL OR …`), so the planner walks
    // acopios_ciclo_fecha_idx from the key on instead of sorting the cycle for every page.
    const params: unknown[] = [idCooperativa, idCiclo, porPagina];
    const p = (v: unknown) => `$${params.push(v)}`;
    const delDia = fecha ? `AND a.fecha_acopio = ${p(fecha)}::date` : '';
    const tras = desde ? `AND (a.fecha_acopio, a.id) > (${p(desde.fecha)}::date, ${p(desde.id)})` : '';
    const filas: FilaEntregaExcel[] = await db.query<FilaEntregaExcel>(
      `SELECT ${seleccionEntrega(LEIDAS)}, p.clave_tx
         FROM ${DESDE_ENTREGA}
        WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 ${delDia} ${tras}
        ORDER BY a.fecha_acopio, a.id LIMIT $3`,
      params,
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    const u = filas[filas.length - 1];
    desde = { fecha: u.fecha_acopio, id: u.id_acopio };
  }
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

/** Writes the workbook: bold frozen header with autofilter, the rows, and a bold 'Total' row. Returns the rows written. */
export async function escribirExcelEntregas(
  salida: Writable,
  columnas: Columna[],
  paginas: AsyncIterable<FilaEntregaExcel[]>,
): Promise<number> {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  libro.creator = 'Cosecha';
  const ws = libro.addWorksheet('Entregas', { views: [{ state: 'frozen', ySplit: 1 }] });
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
      columnas.forEach((c, i) => {
        if (c.suma) sumas[i] += c.suma(f);
      });
    }
    filas += pagina.length;
    await drenado(salida);
  }
  // The totals row: a price per kg summed means nothing, so it is left empty.
  const total = ws.addRow(
    columnas.map((c, i) => (i === 0 ? `Total (${filas} entregas)` : c.suma && !c.encabezado.startsWith('Precio') ? sumas[i] / 100 : null)),
  );
  total.font = { bold: true };
  total.commit();
  ws.commit();
  await libro.commit();
  return filas;
}

/** The workbook as the whole answer, written as the client reads it; a failure after the headers only cuts it short (logged). */
export function excelEntregasEnFlujo(log: FastifyBaseLogger, columnas: Columna[], paginas: AsyncIterable<FilaEntregaExcel[]>): PassThrough {
  const salida = new PassThrough();
  escribirExcelEntregas(salida, columnas, paginas).catch((e) => {
    log.error({ err: e }, 'falló el Excel de entregas');
    salida.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return salida;
}
