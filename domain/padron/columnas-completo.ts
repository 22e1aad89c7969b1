import type { FilaPadronCompleto } from '../contrato/padron-completo';
import { columnaEditable, type ColumnaEditable } from './edicion';
import { formatoFecha, formatoHectareas, formatoNumero } from '../comun/formato';
import { etiquetasProductor } from '../cooperativas/configuracion';

/**
 * The complete register's columns (spec 001 §2.9; R081), one list for the grid and the Excel so both show the
 * same thing. Which columns a cooperative sees depends on its configuration and, as the spec says, on its id.
 */

/** How a cell is shown: kg are ×100 on the wire, hectares have 2 decimals, dates dd/MMM/yyyy. */
export type FormatoColumna = 'texto' | 'fecha' | 'ha' | 'kg' | 'entero';

/**
 * A register cell as the person reads it, on the grid, its totals and the producer's sheet: kg from ×100 with 2
 * decimals (en-US), hectares with 2, dates dd/MMM/yyyy; '' when missing.
 */
export function textoCelda(v: unknown, formato: FormatoColumna): string {
  if (v === null || v === undefined || v === '') return '';
  switch (formato) {
    case 'kg':
      return formatoNumero(Number(v) / 100, 2);
    case 'ha':
      return formatoHectareas(Number(v));
    case 'fecha':
      return formatoFecha(String(v));
    case 'entero':
      return formatoNumero(Number(v));
    default:
      return String(v);
  }
}

export interface ColumnaPadron {
  campo: keyof FilaPadronCompleto & string;
  encabezado: string;
  formato: FormatoColumna;
  ancho: number;
  /** Set when the cell is edited inline (the whitelist of domain/padron/edicion.ts). */
  edicion?: ColumnaEditable;
}

export interface ContextoPadron {
  idCooperativa: number;
  /** 1 coffee, 2 cacao, 3 honey. */
  idProducto: number;
  usaCodigoTx: boolean;
  /** Label of the national ID (configuration ine_etiqueta, default INE). */
  ineEtiqueta?: string | null;
}

/** What the cycle's harvest column weighs, by product (1 coffee, 2 cacao, 3 honey). */
const COSECHA_DEL_CICLO: Record<number, string> = { 1: 'Pergamino', 2: 'Cacao', 3: 'Miel' };

/** Cooperatives with behaviour of their own (001 §2.9). */
export const COOP_SIN_ESTIMACION_INSPECTOR = 3;
export const COOP_CACAO_MANI_CARDAMOMO = 36;
export const COOP_PIMIENTA = 56;

/** R081: cooperatives 36 and 56 download the alternate template (xls/padron_completo_apodip). */
export const usaPlantillaApodip = (idCooperativa: number): boolean =>
  idCooperativa === COOP_CACAO_MANI_CARDAMOMO || idCooperativa === COOP_PIMIENTA;

const ID_ORGANICO = 4;
const TRANSICIONES = new Set([1, 2, 3, 5]);

/**
 * Honey labels the non-organic (transition) categories 'Transición' (001 §2.9): its producers are not told apart
 * by transition year. Other products keep the catalogue's name.
 * @example etiquetaCategoria(2, 'Transición 1', 3) // 'Transición'
 */
export function etiquetaCategoria(idCategoria: number | null, nombre: string | null, idProducto: number): string | null {
  if (idCategoria === null || nombre === null) return nombre;
  return idProducto === 3 && idCategoria !== ID_ORGANICO && TRANSICIONES.has(idCategoria) ? 'Transición' : nombre;
}

/**
 * The cell a displayed column edits: the label columns (region, gender, risk, tenure, inspector) edit their id.
 * The grid asks with the shown column; the request names the register's column of the whitelist.
 */
export const COLUMNA_EDITADA_POR: Partial<Record<keyof FilaPadronCompleto, string>> = {
  s1_lista_inspector_str: 's1_lista_inspector',
};

const c = (campo: ColumnaPadron['campo'], encabezado: string, formato: FormatoColumna, ancho = 16): ColumnaPadron => {
  const edicion = columnaEditable(COLUMNA_EDITADA_POR[campo] ?? campo);
  return edicion ? { campo, encabezado, formato, ancho, edicion } : { campo, encabezado, formato, ancho };
};

/** The national ID's label (ine_etiqueta) is also its edit's label ('DNI actualizado con éxito'). */
const conEtiqueta = (col: ColumnaPadron, etiqueta: string): ColumnaPadron =>
  col.edicion ? { ...col, edicion: { ...col.edicion, etiqueta } } : col;

/**
 * The register's columns for a cooperative, in the order of 001 §2.9 (the parcels button and the sheets column
 * are the grid's own, not data). The producer name is `productor_nombre`.
 */
export function columnasPadronCompleto(ctx: ContextoPadron): ColumnaPadron[] {
  const coop = ctx.idCooperativa;
  const ine = (ctx.ineEtiqueta ?? '').trim() || 'INE';
  // Issue 22 item 16: honey's register counts apiaries and hives, and no product but coffee harvests pergamino.
  const { parcelas, plantas } = etiquetasProductor({ id_cat_productos: ctx.idProducto });
  const cosecha = `${COSECHA_DEL_CICLO[ctx.idProducto] ?? COSECHA_DEL_CICLO[1]} del ciclo (kg)`;
  const lista: (ColumnaPadron | false)[] = [
    c('productor_clave_tx', 'Clave', 'texto', 12),
    ctx.usaCodigoTx && c('productor_codigo_tx', 'Código', 'texto', 12),
    c('localidad', 'Localidad', 'texto', 20),
    c('municipio', 'Municipio', 'texto', 18),
    c('region', 'Región', 'texto', 16),
    c('productor_nombre', 'Nombre del productor', 'texto', 30),
    conEtiqueta(c('ine', ine, 'texto', 18), ine),
    c('curp', 'CURP', 'texto', 20),
    c('productor_fecha_nacimiento', 'Fecha de nacimiento', 'fecha', 14),
    c('productor_genero', 'Género', 'texto', 12),
    c('contacto_celular', 'Celular', 'texto', 14),
    c('contacto_correo', 'Correo', 'texto', 22),
    c('cuenta_categoria', 'Categoría', 'texto', 14),
    c('categoria_anterior', 'Categoría ciclo anterior', 'texto', 14),
    c('productor_fecha_ingreso', 'Fecha de ingreso', 'fecha', 14),
    c('productor_fecha_transicion', 'Fecha de ingreso a transición', 'fecha', 14),
    c('cuenta_parcelas', parcelas, 'entero', 10),
    c('s3_cafeorganico_otrans_fechaprohibidos', 'Fecha de aplicación de productos prohibidos', 'fecha', 16),
    c('s3_cafeorganico_otrans_insumosprohibidos', 'Productos prohibidos utilizados', 'texto', 24),
    c('nivel_riesgo', 'Nivel de riesgo', 'texto', 12),
    c('condicion_str', 'Evaluación del comité', 'texto', 22),
    c('condicion_detalle', 'Condiciones', 'texto', 30),
    c('calculada', 'Superficie total (ha)', 'ha', 12),
    c('cuenta_superficie_total', 'Superficie del cultivo (ha)', 'ha', 12),
    c('tenencia_tierra', 'Tipo de tenencia', 'texto', 14),
    c('tenencia_papeles_sino', 'Documento de propiedad', 'texto', 12),
    coop !== COOP_SIN_ESTIMACION_INSPECTOR && c('tx_estimacion_cosecha_inspector_total', 'Estimación del inspector (kg)', 'kg', 14),
    c('tx_estimacion_cosecha_productor_total', 'Estimación del productor (kg)', 'kg', 14),
    c('tx_no_plantas_totales', `${plantas} totales`, 'entero', 12),
    c('plantas_productivas_totales', `${plantas} productivas`, 'entero', 12),
    c('plantas_improductivas_totales', `${plantas} improductivas`, 'entero', 12),
    c('s3_inspeccion_fecha', 'Fecha de inspección', 'fecha', 14),
    c('s3_inspeccion_superficie', 'Superficie inspeccionada (ha)', 'ha', 12),
    c('s1_lista_inspector_str', 'Inspector', 'texto', 22),
    c('s2_autoconsumo', 'Autoconsumo (ha)', 'ha', 11),
    c('s2_otrocultivo', 'Otro cultivo (ha)', 'ha', 11),
    c('s2_potrero', 'Potrero (ha)', 'ha', 11),
    c('s2_bosque', 'Bosque (ha)', 'ha', 11),
    c('s2_acahual', 'Acahual (ha)', 'ha', 11),
    c('s2_reserva', 'Reserva (ha)', 'ha', 11),
    conEtiqueta(c('s6_pergamino_actual', cosecha, 'kg', 14), cosecha),
    coop === COOP_CACAO_MANI_CARDAMOMO && c('cultivos_activos', 'Cultivos activos', 'texto', 20),
    coop === COOP_CACAO_MANI_CARDAMOMO && c('sum_actual_cacao', 'Estimación de cacao (kg)', 'kg', 14),
    coop === COOP_CACAO_MANI_CARDAMOMO && c('sum_actual_mani', 'Estimación de maní (kg)', 'kg', 14),
    coop === COOP_CACAO_MANI_CARDAMOMO && c('sum_actual_cardamomo', 'Estimación de cardamomo (kg)', 'kg', 14),
    coop === COOP_PIMIENTA && c('sum_actual_pimientanegra', 'Estimación de pimienta negra (kg)', 'kg', 14),
  ];
  return lista.filter((x): x is ColumnaPadron => x !== false);
}

/** The raw value of a row's cell that `valor_anterior` carries (an id for a catalogue, the full name…). */
export function valorCrudo(fila: FilaPadronCompleto, columna: string): string | number | null {
  const ids: Record<string, keyof FilaPadronCompleto> = {
    localidad: 'id_localidad',
    region: 'id_cuenta_region',
    productor_genero: 'id_productor_genero',
    nivel_riesgo: 'id_nivel_riesgo',
    tenencia_tierra: 'id_tenencia_tierra',
    tenencia_papeles_sino: 'id_tenencia_papeles_sino',
    s1_lista_inspector: 's1_lista_inspector',
  };
  const campo = ids[columna] ?? (columna as keyof FilaPadronCompleto);
  const v = fila[campo];
  return v === undefined ? null : (v as string | number | null);
}
