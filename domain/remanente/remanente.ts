import { CERTIFICACIONES, CERTIFICACION_EXCLUYENTE_MIEL } from '../acopio/catalogos';
import { CERTIFICACION_EXCLUYENTE } from '../acopio/certificaciones';
import { multiplicarCentesimos } from '../acopio/cantidades';
import { PRODUCTO } from '../comun/productos';

/** Spec 002 §5 'Surplus price' and §8. */
export const MENSAJES_REMANENTE = {
  cantidad: 'Debe escribir una cantidad',
  mayorQueCero: 'Debe ser un número mayor que cero',
  categoria: 'Seleccione una opción de la lista',
  cicloAjeno: 'El ciclo no es de la cooperativa',
  precioRepetido: 'Ya hay un precio remanente para esta categoría en el ciclo',
  precioGuardado: 'Se guardó con éxito el precio remanente.',
  pagoActualizado: 'Se actualizó con éxito el pago remanente.',
  generando: 'Sus recibos se estan generando.',
  sinRecibos: 'no hay recibos disponibles por el momento',
} as const;

/**
 * The spec's special colours of surplus categories 31, 32, 33 and 26 (§2.8; the values are not given, chosen here and
 * recorded in docs/DECISIONES.md), and one per certification of the catalogue; anything else is grey.
 */
export const COLORES_ESPECIALES: Readonly<Record<number, string>> = { 31: '#2E7D32', 32: '#1565C0', 33: '#6A1B9A', 26: '#C62828' };
const COLORES_CERTIFICACION: Readonly<Record<number, string>> = {
  15: '#4A6700',
  16: '#BC8268',
  17: '#00838F',
  18: '#EF6C00',
  19: '#558B2F',
  20: '#5D4037',
};
export const COLOR_POR_DEFECTO = '#9B9B9B';
export const colorDeCategoria = (id: number): string => COLORES_ESPECIALES[id] ?? COLORES_CERTIFICACION[id] ?? COLOR_POR_DEFECTO;

/** The surplus categories: the delivery certifications (R108), with honey's name for the non-organic one. */
export function categoriasRemanente(producto: number): { id: number; nombre: string; color: string }[] {
  return Object.entries(CERTIFICACIONES).map(([id, nombre]) => ({
    id: Number(id),
    nombre: producto === PRODUCTO.miel && Number(id) === CERTIFICACION_EXCLUYENTE ? CERTIFICACION_EXCLUYENTE_MIEL : nombre,
    color: colorDeCategoria(Number(id)),
  }));
}

export const esCategoriaRemanente = (id: number): boolean => id in CERTIFICACIONES;

/** A category's name for a receipt or row; 'Otro (id)' for one the catalogue lost. */
export const nombreCategoriaRemanente = (id: number, producto: number): string =>
  categoriasRemanente(producto).find((c) => c.id === id)?.nombre ?? `Otro (${id})`;

type Errores = Record<string, string[]>;

/** §5: the category price must be positive and its category one of the list. */
export function validarPrecioRemanente(d: { id_cat_certificacion: number; precio_por_kg: number }): Errores {
  const e: Errores = {};
  if (!esCategoriaRemanente(d.id_cat_certificacion)) e.id_cat_certificacion = [MENSAJES_REMANENTE.categoria];
  if (!(d.precio_por_kg > 0)) e.precio_por_kg = [MENSAJES_REMANENTE.mayorQueCero];
  return e;
}

/** §5: a surplus payment's price and amount are required and at least 0 (the schema bounds them; null/absent → required). */
export function validarPagoRemanente(d: { precio_por_kg?: number | null; cantidad_pago?: number | null }): Errores {
  const e: Errores = {};
  for (const k of ['precio_por_kg', 'cantidad_pago'] as const) {
    const v = d[k];
    if (v === null || v === undefined || !Number.isInteger(v) || v < 0) e[k] = [MENSAJES_REMANENTE.cantidad];
  }
  return e;
}

/** A receipt's amount: net kg ×100 times the price per kg ×100, in cents, rounded half up. */
export const importeRemanente = (pesoNeto: number, precioPorKg: number): number => multiplicarCentesimos(pesoNeto, precioPorKg);
