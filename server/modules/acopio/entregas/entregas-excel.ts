import type { Consulta } from '../../../db/db';
import { FILAS_POR_PAGINA } from '../../../descarga';
import type { ColumnaExcel, HojaExcel } from '../../../excel/libro';
import { dinero, entero, fecha, peso, porcentaje, texto } from '../../../excel/columnas';
import { etiquetaCostaleras, etiquetaEstatusEntrega } from '@domain/acopio/estados';
import { nombreMetodoPago, nombreProcesoCafe, nombreTipoCafe } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';
import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { DESDE_ENTREGA, seleccionEntrega, type ColumnaEntrega, type LecturaEntrega } from './entregas.lectura';

/**
 * The deliveries Excel (spec 002 §7 'Downloads', xls/entregas_acopios/{cycle}[/{date}]; ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR):
 * the delivery list row's columns (§3), weights and money as numbers (×100 → two decimals), a totals row, read a
 * page at a time by key (fecha_acopio, id) and written by the app's one streaming writer (server/excel/): memory holds one page.
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

/** A column of the sheet and the list row's column it shows (tests/server/acopio/lectura-entregas.test.ts: none is left out unawares). */
type Columna = ColumnaExcel<FilaEntregaExcel> & { campo?: keyof FilaEntregaListado };

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
  muestreada_calidad: 'no está en el Excel de la especificación (§7); el listado lo muestra (issue 26)',
  motivo_anulacion: 'no está en el Excel de la especificación (§7)',
  folio_provisional: 'no está en el Excel de la especificación (§7); la lectura de la entrega, el listado y el recibo lo llevan (issue 28)',
  registrada_en: 'no está en el Excel de la especificación (§7); la fecha de la entrega es la columna Fecha (issue 28)',
  version: 'control de edición',
  pagos: 'control de la lista (Eliminar o Anular)',
};

/**
 * The columns for a cooperative's product: the coffee type, its process, yield and stain belong to coffee
 * (spec 002 §2.3's sampling by coffee type); cacao and honey had them empty (issue 22 item 16). Humidity is every product's.
 */
export function columnasEntregas(unidad: string, producto: number = PRODUCTO.cafe): Columna[] {
  const cafe = producto === PRODUCTO.cafe;
  type Cifra = 'peso_bruto' | 'peso_tara' | 'peso_descuento' | 'peso_neto';
  type Dinero = 'precio_por_kg' | 'importe_total' | 'total_anticipos_recuperados' | 'pagado_a_productor' | 'total_saldo';
  const kg = (encabezado: string, campo: Cifra): Columna => ({
    ...peso<FilaEntregaExcel>(`${encabezado} (${unidad})`, 13, (f) => f[campo], { total: true }),
    campo,
  });
  // a price per kg summed means nothing: its total cell stays empty
  const monto = (encabezado: string, campo: Dinero, total = true): Columna => ({
    ...dinero<FilaEntregaExcel>(encabezado, 15, (f) => f[campo], { total }),
    campo,
  });
  const pct = (encabezado: string, campo: 'rendimiento' | 'humedad' | 'mancha'): Columna => ({
    ...porcentaje<FilaEntregaExcel>(encabezado, 11, (f) => f[campo]),
    campo,
  });
  const columnas: (Columna | false)[] = [
    { ...texto<FilaEntregaExcel>('Folio', 11, (f) => f.folio_acopio), campo: 'folio_acopio' },
    { ...fecha<FilaEntregaExcel>('Fecha', 12, (f) => f.fecha_acopio), campo: 'fecha_acopio' },
    texto('Clave', 12, (f) => f.clave_tx),
    { ...texto<FilaEntregaExcel>('Productor', 34, (f) => f.productor_nombre), campo: 'productor_nombre' },
    { ...texto<FilaEntregaExcel>('Localidad', 22, (f) => f.localidad), campo: 'localidad' },
    { ...texto<FilaEntregaExcel>('Región', 16, (f) => f.region), campo: 'region' },
    { ...texto<FilaEntregaExcel>('Centro de acopio', 20, (f) => f.centro_acopio), campo: 'centro_acopio' },
    cafe && { ...texto<FilaEntregaExcel>('Tipo de café', 16, (f) => nombreTipoCafe(f.id_cat_acopio_tipos_cafe)), campo: 'tipo_cafe' },
    cafe && { ...texto<FilaEntregaExcel>('Proceso', 12, (f) => nombreProcesoCafe(f.id_cat_acopio_procesos)), campo: 'proceso' },
    { ...entero<FilaEntregaExcel>('Bultos', 9, (f) => f.no_bultos, { total: true }), campo: 'no_bultos' },
    kg('Peso bruto', 'peso_bruto'),
    kg('Tara', 'peso_tara'),
    kg('Descuento', 'peso_descuento'),
    kg('Peso neto', 'peso_neto'),
    monto(`Precio por ${unidad}`, 'precio_por_kg', false),
    monto('Importe total', 'importe_total'),
    monto('Crédito recuperado', 'total_anticipos_recuperados'),
    monto('Pagado al productor', 'pagado_a_productor'),
    monto('Saldo', 'total_saldo'),
    {
      ...texto<FilaEntregaExcel>('Método de pago', 14, (f) => (f.id_metodo_pago === null ? null : nombreMetodoPago(f.id_metodo_pago))),
      campo: 'id_metodo_pago',
    },
    {
      ...texto<FilaEntregaExcel>('Costalera', 10, (f) => etiquetaCostaleras(f.id_cat_costaleras_estatus)),
      campo: 'nombre_cat_costaleras_estatus',
    },
    cafe && pct('Rendimiento (%)', 'rendimiento'),
    pct('Humedad (%)', 'humedad'),
    cafe && pct('Mancha (%)', 'mancha'),
    { ...texto<FilaEntregaExcel>('Lote', 16, (f) => f.lote), campo: 'lote' },
    { ...texto<FilaEntregaExcel>('Estatus', 18, (f) => etiquetaEstatusEntrega(f.id_estatus_entrega)), campo: 'estatus' },
    { ...texto<FilaEntregaExcel>('Folio de estatus', 14, (f) => f.folio_entrega), campo: 'folio_entrega' },
  ];
  return columnas.filter((c): c is Columna => c !== false);
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

/** The sheet: the deliveries in date order and a bold 'Total (n entregas)' row. */
export const hojaEntregas = (columnas: Columna[], paginas: AsyncIterable<FilaEntregaExcel[]>): HojaExcel<FilaEntregaExcel> => ({
  hoja: 'Entregas',
  columnas,
  paginas,
  totales: (n) => `Total (${n} entregas)`,
});
