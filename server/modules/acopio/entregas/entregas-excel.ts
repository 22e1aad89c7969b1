import ExcelJS from 'exceljs';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Consulta } from '../../../db/db';
import { FILAS_POR_PAGINA } from '../../../descarga';
import type { ColumnaExcel } from '../../../excel/libro';
import { etiquetaCostaleras, etiquetaEstatusEntrega } from '@domain/acopio/estados';
import { nombreMetodoPago, nombreProcesoCafe, nombreTipoCafe } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';

/**
 * The deliveries Excel (spec 002 §7 'Downloads', xls/entregas_acopios/{cycle}[/{date}]; ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR):
 * the delivery list row's columns (§3), weights and money as numbers (×100 → two decimals), a totals row, read a
 * page at a time by key (fecha_acopio, id) and written with exceljs' streaming writer: memory holds one page.
 */

export interface FilaEntregaExcel {
  id: number;
  fecha_acopio: string;
  folio_acopio: string | null;
  productor: string;
  clave_tx: string | null;
  localidad: string;
  region: string;
  centro_acopio: string | null;
  no_bultos: number;
  peso_bruto: number;
  peso_tara: number;
  peso_descuento: number;
  peso_neto: number;
  precio_por_kg: number;
  importe_total: number;
  recuperacion_credito: number;
  pagado: number;
  id_metodo_pago: number | null;
  id_tipo_cafe: number | null;
  id_proceso: number | null;
  id_costaleras: number | null;
  rendimiento: number | null;
  humedad: number | null;
  mancha: number | null;
  lote: string | null;
  id_estatus_entrega: number | null;
  folio_entrega: string | null;
}

/** ×100 → the number a spreadsheet sums (two decimals exactly: an integer divided once, never summed as floats). */
const cien = (v: number | null): number | null => (v === null ? null : v / 100);

const KG = '#,##0.00';
const DINERO = '"$"#,##0.00';

/** Columns with a total: the sums are kept as integers ×100 while the rows stream, and divided once at the end. */
type Columna = ColumnaExcel<FilaEntregaExcel> & { suma?: (f: FilaEntregaExcel) => number };

/**
 * The columns for a cooperative's product: the coffee type, its process, yield and stain belong to coffee
 * (spec 002 §2.3's sampling by coffee type); cacao and honey had them empty (issue 22 item 16). Humidity is every product's.
 */
export function columnasEntregas(unidad: string, producto: number = PRODUCTO.cafe): Columna[] {
  const cafe = producto === PRODUCTO.cafe;
  const kg = (encabezado: string, v: (f: FilaEntregaExcel) => number): Columna => ({
    encabezado: `${encabezado} (${unidad})`,
    ancho: 13,
    valor: (f) => cien(v(f)),
    formato: KG,
    suma: v,
  });
  const dinero = (encabezado: string, v: (f: FilaEntregaExcel) => number): Columna => ({
    encabezado,
    ancho: 15,
    valor: (f) => cien(v(f)),
    formato: DINERO,
    suma: v,
  });
  const pct = (encabezado: string, v: (f: FilaEntregaExcel) => number | null): Columna => ({
    encabezado,
    ancho: 11,
    valor: (f) => cien(v(f)),
    formato: '0.00',
  });
  const columnas: (Columna | false)[] = [
    { encabezado: 'Folio', ancho: 11, valor: (f) => f.folio_acopio },
    { encabezado: 'Fecha', ancho: 12, valor: (f) => fechaCelda(f.fecha_acopio), formato: 'dd/mm/yyyy' },
    { encabezado: 'Clave', ancho: 12, valor: (f) => f.clave_tx },
    { encabezado: 'Productor', ancho: 34, valor: (f) => f.productor },
    { encabezado: 'Localidad', ancho: 22, valor: (f) => f.localidad },
    { encabezado: 'Región', ancho: 16, valor: (f) => f.region },
    { encabezado: 'Centro de acopio', ancho: 20, valor: (f) => f.centro_acopio },
    cafe && { encabezado: 'Tipo de café', ancho: 16, valor: (f) => nombreTipoCafe(f.id_tipo_cafe) },
    cafe && { encabezado: 'Proceso', ancho: 12, valor: (f) => nombreProcesoCafe(f.id_proceso) },
    { encabezado: 'Bultos', ancho: 9, valor: (f) => f.no_bultos, formato: '#,##0', suma: (f) => f.no_bultos * 100 },
    kg('Peso bruto', (f) => f.peso_bruto),
    kg('Tara', (f) => f.peso_tara),
    kg('Descuento', (f) => f.peso_descuento),
    kg('Peso neto', (f) => f.peso_neto),
    dinero(`Precio por ${unidad}`, (f) => f.precio_por_kg),
    dinero('Importe total', (f) => f.importe_total),
    dinero('Crédito recuperado', (f) => f.recuperacion_credito),
    dinero('Pagado al productor', (f) => f.pagado),
    dinero('Saldo', (f) => f.importe_total - f.recuperacion_credito - f.pagado),
    { encabezado: 'Método de pago', ancho: 14, valor: (f) => (f.id_metodo_pago === null ? null : nombreMetodoPago(f.id_metodo_pago)) },
    { encabezado: 'Costalera', ancho: 10, valor: (f) => etiquetaCostaleras(f.id_costaleras) },
    cafe && pct('Rendimiento (%)', (f) => f.rendimiento),
    pct('Humedad (%)', (f) => f.humedad),
    cafe && pct('Mancha (%)', (f) => f.mancha),
    { encabezado: 'Lote', ancho: 16, valor: (f) => f.lote },
    { encabezado: 'Estatus', ancho: 18, valor: (f) => etiquetaEstatusEntrega(f.id_estatus_entrega) },
    { encabezado: 'Folio de estatus', ancho: 14, valor: (f) => f.folio_entrega },
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
      `SELECT a.id, a.fecha_acopio::text AS fecha_acopio, a.folio_acopio, p.nombre_completo AS productor, p.clave_tx,
              l.nombre AS localidad, r.nombre AS region, ce.nombre AS centro_acopio, a.no_bultos, a.peso_bruto, a.peso_tara,
              a.peso_descuento, a.peso_neto, a.precio_por_kg, a.importe_total, a.recuperacion_credito, pg.pagado, pg.id_metodo_pago,
              a.id_tipo_cafe, a.id_proceso, a.id_costaleras, a.rendimiento, a.humedad, a.mancha, lo.nombre AS lote, a.id_estatus_entrega, a.folio_entrega
         FROM acopios a
         JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
         LEFT JOIN centros_acopios ce ON ce.id_cooperativa = a.id_cooperativa AND ce.id = a.id_centro_acopio
         LEFT JOIN lotes lo ON lo.id_cooperativa = a.id_cooperativa AND lo.id = a.id_lote
         CROSS JOIN LATERAL (SELECT coalesce(sum(x.monto), 0)::bigint AS pagado, min(x.id_metodo_pago) AS id_metodo_pago
                               FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id) pg
        WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 ${delDia} ${tras}
        ORDER BY a.fecha_acopio, a.id LIMIT $3`,
      params,
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    const u = filas[filas.length - 1];
    desde = { fecha: u.fecha_acopio, id: u.id };
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
