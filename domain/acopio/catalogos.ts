import { PRODUCTO } from '../comun/productos';
import { ESTATUS_ENTREGA } from './estados';
import { UNIDADES_ENTREGA } from './pesadas';
import { UNIDAD_FUERA_DE_PRODUCTO, unidadesDelProducto } from './unidades';
import { CERTIFICACION_EXCLUYENTE, CERTIFICACION_ORGANICA } from './certificaciones';

/**
 * The collection catalogues of spec 002 §7 'Catalogues' (GET acopios/catalogos/{nombre}). They are constants, not
 * tables: the ids are part of the rules (units 1–14 and 7 bulk, statuses 1–3, certification 15/16, the sampling
 * fields by coffee type), so a cooperative cannot change them without changing code (docs/DECISIONES.md).
 */
export interface OpcionCatalogo {
  id: number;
  nombre: string;
}

const opciones = (r: Record<number, string>): OpcionCatalogo[] => Object.entries(r).map(([id, nombre]) => ({ id: Number(id), nombre }));

/** The delivery's category multi-select (DECISIONS 'delivery categories'): 15 organic, 16 its exclusion. */
export const CERTIFICACIONES: Record<number, string> = {
  [CERTIFICACION_ORGANICA]: 'Orgánico',
  [CERTIFICACION_EXCLUYENTE]: 'Convencional',
  17: 'Comercio Justo (Fairtrade)',
  18: 'Símbolo de Pequeños Productores',
  19: 'Rainforest Alliance',
  20: 'Bird Friendly',
};
/** Honey calls the non-organic category 'transición' (spec 002 §6). */
export const CERTIFICACION_EXCLUYENTE_MIEL = 'Transición';

export const METODOS_PAGO: Record<number, string> = { 1: 'Efectivo', 2: 'Transferencia', 3: 'Cheque', 4: 'Depósito bancario' };

/** Coffee as it arrives; its sampling fields follow (muestreo.ts, R107). */
export const TIPOS_CAFE: Record<number, string> = { 1: 'Pergamino', 2: 'Oro (verde)', 3: 'Cereza', 4: 'Natural (capulín)' };

export const PROCESOS_CAFE: Record<number, string> = { 1: 'Lavado', 2: 'Natural', 3: 'Honey', 4: 'Semilavado' };

/** A stored id's name in its catalogue, for receipts, lists and files: 'Otro (id)' when the catalogue lacks it. */
const nombreEn = (catalogo: Record<number, string>, id: number): string => catalogo[id] ?? `Otro (${id})`;

export const nombreMetodoPago = (id: number): string => nombreEn(METODOS_PAGO, id);

/** A coffee type's or process's name; null when the delivery has none (honey, cacao). */
export const nombreTipoCafe = (id: number | null): string | null => (id === null ? null : nombreEn(TIPOS_CAFE, id));
export const nombreProcesoCafe = (id: number | null): string | null => (id === null ? null : nombreEn(PROCESOS_CAFE, id));

/** Honey colour on the Pfund scale, lightest first (id_color for honey). */
export const COLORES_MIEL: Record<number, string> = {
  1: 'Blanco agua',
  2: 'Extra blanco',
  3: 'Blanco',
  4: 'Ámbar extra claro',
  5: 'Ámbar claro',
  6: 'Ámbar',
  7: 'Ámbar oscuro',
};

/** Colour of green or natural coffee (types 2 and 4, 'color de café'): id_color for coffee. Not a spec call. */
export const COLORES_CAFE: Record<number, string> = {
  1: 'Verde azulado',
  2: 'Verde',
  3: 'Verde amarillento',
  4: 'Amarillento',
  5: 'Café',
};

export const NOMBRES_CATALOGOS = [
  'certificaciones',
  'metodos_pago',
  'recoleccion_acopios_estatus',
  'unidades_entrega',
  'colores_miel',
  'tipos_cafe',
  'procesos_cafe',
] as const;
export type NombreCatalogo = (typeof NOMBRES_CATALOGOS)[number];

/** One catalogue's options for a cooperative's product. @example catalogoAcopio('metodos_pago', 1)[0] // {id: 1, nombre: 'Efectivo'} */
export function catalogoAcopio(nombre: NombreCatalogo, producto: number): OpcionCatalogo[] {
  switch (nombre) {
    case 'certificaciones':
      return opciones(
        producto === PRODUCTO.miel ? { ...CERTIFICACIONES, [CERTIFICACION_EXCLUYENTE]: CERTIFICACION_EXCLUYENTE_MIEL } : CERTIFICACIONES,
      );
    case 'metodos_pago':
      return opciones(METODOS_PAGO);
    case 'recoleccion_acopios_estatus':
      return opciones(ESTATUS_ENTREGA);
    case 'unidades_entrega':
      // only the units the product arrives in (issue 22 item 24)
      return unidadesDelProducto(producto).map((id) => ({ id, nombre: UNIDADES_ENTREGA[id] }));
    case 'colores_miel':
      return opciones(COLORES_MIEL);
    case 'tipos_cafe':
      return opciones(TIPOS_CAFE);
    case 'procesos_cafe':
      return opciones(PROCESOS_CAFE);
  }
}

export const FUERA_DE_CATALOGO = 'Seleccione una opción de la lista';

/**
 * The ids a delivery names that its catalogues do not hold (the contract only bounds them): field → message.
 * Colour is checked against the product's list (honey's Pfund scale, or coffee's colours), each weighing's units
 * against the product's units (issue 22 item 24: honey in parchment sacks is refused, not only hidden).
 */
export function idsFueraDeCatalogo(
  d: {
    id_cat_certificacion: readonly number[];
    id_cat_acopio_tipos_cafe: number | null;
    id_cat_acopio_procesos: number | null;
    id_color: number | null;
    id_metodo_pago?: number | null;
    pesadas?: readonly { unidades: readonly number[] }[];
  },
  producto: number,
): Record<string, string[]> {
  const e: Record<string, string[]> = {};
  const fuera = (campo: string, id: number | null | undefined, r: Record<number, string>) => {
    if (id != null && !r[id]) e[campo] = [FUERA_DE_CATALOGO];
  };
  for (const c of d.id_cat_certificacion) fuera('id_cat_certificacion', c, CERTIFICACIONES);
  fuera('id_cat_acopio_tipos_cafe', d.id_cat_acopio_tipos_cafe, TIPOS_CAFE);
  fuera('id_cat_acopio_procesos', d.id_cat_acopio_procesos, PROCESOS_CAFE);
  fuera('id_color', d.id_color, producto === PRODUCTO.miel ? COLORES_MIEL : COLORES_CAFE);
  fuera('id_metodo_pago', d.id_metodo_pago, METODOS_PAGO);
  const delProducto = unidadesDelProducto(producto);
  d.pesadas?.forEach((p, i) => {
    if (p.unidades.some((u) => UNIDADES_ENTREGA[u] && !delProducto.includes(u))) e[`pesadas.${i}.unidades`] = [UNIDAD_FUERA_DE_PRODUCTO];
  });
  return e;
}

/**
 * The colour of a delivery's sample by name: honey on the Pfund scale, coffee (types 2 and 4) by its own catalogue;
 * null when none was taken.
 * @example nombreColorMuestra(PRODUCTO.miel, 4, null) // 'Ámbar extra claro'
 */
export function nombreColorMuestra(producto: number, idColor: number | null, tipoCafe: number | null): string | null {
  if (idColor === null) return null;
  const catalogo = producto === PRODUCTO.miel ? COLORES_MIEL : tipoCafe !== null ? COLORES_CAFE : null;
  return catalogo ? nombreEn(catalogo, idColor) : null;
}
