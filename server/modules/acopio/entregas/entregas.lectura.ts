import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';

/**
 * The delivery's read model (issue 24 item 1): the one FROM/JOIN and the one SQL expression of each column of the
 * list row's contract (`FilaEntregaListado`), which the list (entregas.resource.ts), its Excel (entregas-excel.ts),
 * the receipt (recibos/recibos.repository.ts) and the edit form's read (entregas.repository.ts `leerEntrega`) all
 * select from. Each figure is defined here once: a new column is the contract, one line below, and the places
 * that show it; a contract column without an expression does not compile.
 */

/** What the producer has been paid for the delivery: every payment, at the scale and pending ones (kept, 0033). */
export const PAGADO = 'a.pagado';

/**
 * The payment method the delivery's row names: its first payment's (the one made with the delivery at the scale;
 * docs/DECISIONES.md 'acopio-recibos: Excel de entregas' and 'issue 24'); null while nothing was paid. The receipt
 * lists every payment with its own method.
 */
export const METODO_PAGO = `(SELECT x.id_metodo_pago FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id
    ORDER BY x.fecha, x.id LIMIT 1)`;

/** The contract's labels of stored codes, added to each row in TypeScript (etiquetasEntrega), not read from SQL. */
type Etiqueta = 'tipo_cafe' | 'proceso' | 'nombre_cat_costaleras_estatus' | 'estatus';

/** The stored (SQL) columns of the list row. */
export type ColumnaEntrega = Exclude<keyof FilaEntregaListado, Etiqueta>;

/** A row of the read model: the contract row's stored columns. */
export type LecturaEntrega = Pick<FilaEntregaListado, ColumnaEntrega>;

/** Every table a delivery's row reads (`a` the delivery, `c` its account, `p` the producer). */
export const DESDE_ENTREGA = `acopios a
    JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN ciclos ci ON ci.id_cooperativa = a.id_cooperativa AND ci.id = a.id_ciclo
    LEFT JOIN localidades l ON l.id = p.id_localidad
    LEFT JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
    LEFT JOIN centros_acopios ce ON ce.id_cooperativa = a.id_cooperativa AND ce.id = a.id_centro_acopio
    LEFT JOIN lotes lo ON lo.id_cooperativa = a.id_cooperativa AND lo.id = a.id_lote`;

/** The SQL of each column, by the contract's name. */
export const COLUMNAS_ENTREGA: Record<ColumnaEntrega, string> = {
  id_acopio: 'a.id',
  uuid: 'a.uuid::text',
  acopio_uuid: 'a.uuid::text',
  folio_acopio: 'a.folio_acopio',
  fecha_acopio: 'a.fecha_acopio::text',
  id_ciclo: 'a.id_ciclo',
  ciclo: 'ci.nombre',
  id_cuenta: 'a.id_cuenta',
  uuid_cuenta: 'c.uuid::text',
  productor_id: 'c.id_productor',
  productor_uuid: 'p.uuid::text',
  productor_nombre: 'p.nombre_completo',
  localidad: 'l.nombre',
  region: 'r.nombre',
  id_centro_acopio: 'a.id_centro_acopio',
  centro_acopio: 'ce.nombre',
  no_bultos: 'a.no_bultos',
  peso_bruto: 'a.peso_bruto',
  peso_tara: 'a.peso_tara',
  peso_descuento: 'a.peso_descuento',
  peso_neto: 'a.peso_neto',
  precio_por_kg: 'a.precio_por_kg',
  id_cat_acopio_tipos_cafe: 'a.id_tipo_cafe',
  id_cat_acopio_procesos: 'a.id_proceso',
  id_cat_certificacion: 'a.certificaciones::int[]',
  importe_total: 'a.importe_total',
  total_anticipos_recuperados: 'a.recuperacion_credito',
  pagado_a_productor: PAGADO,
  total_saldo: `a.importe_total - a.recuperacion_credito - ${PAGADO}`,
  id_metodo_pago: METODO_PAGO,
  rendimiento: 'a.rendimiento',
  humedad: 'a.humedad',
  mancha: 'a.mancha',
  aroma: 'a.aroma',
  id_color: 'a.id_color',
  tipo_maduracion: 'a.tipo_maduracion',
  id_cat_costaleras_estatus: 'a.id_costaleras',
  id_lote: 'a.id_lote',
  lote: 'lo.nombre',
  id_estatus_entrega: 'a.id_estatus_entrega',
  folio_entrega: 'a.folio_entrega',
  fecha_estatus: 'a.fecha_estatus::text',
  anulada: 'a.anulada',
  motivo_anulacion: 'a.motivo_anulacion',
  version: 'a.version',
  pagos: '(SELECT count(*)::int FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id)',
  // issue 26: sampled into a quality analysis (calidad_analisis_acopios_acopio_idx)
  // issue 28: what a device registered offline; the instant in UTC with ms, as the device's toISOString() wrote it
  folio_provisional: 'a.folio_provisional',
  registrada_en: `to_char(a.registrada_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  muestreada_calidad: 'EXISTS (SELECT 1 FROM calidad_analisis_acopios x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id)',
};

export const TODAS_LAS_COLUMNAS = Object.keys(COLUMNAS_ENTREGA) as ColumnaEntrega[];

/** `expr AS nombre, …` of these columns (all of them by default), to put after SELECT with `FROM ${DESDE_ENTREGA}`. */
export function seleccionEntrega(columnas: readonly ColumnaEntrega[] = TODAS_LAS_COLUMNAS): string {
  return columnas.map((k) => `${COLUMNAS_ENTREGA[k]} AS ${k}`).join(', ');
}

/** `expr AS alias, …`: read-model columns under another contract's names (the edit form's `pagado`, `saldo`…). */
export function renombrar(nombres: Readonly<Record<string, ColumnaEntrega>>): string {
  return Object.entries(nombres)
    .map(([alias, k]) => `${COLUMNAS_ENTREGA[k]} AS ${alias}`)
    .join(', ');
}
