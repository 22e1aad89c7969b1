/**
 * Rules of the dashboards' charts (spec 000 §9, R025–R027, R031; 001 §9; 002 §2.6): palette, pie and bar
 * labels, card heights. Pure data in, data out, shared by every dashboard (home, producers, cooperative
 * data, plots, collection).
 */
import { GRIS_SIN_ASIGNAR } from '../cuentas/categorias';

/** The spec's palette of six colours, in its order (000 §9). */
export const PALETA = ['#4A6700', '#FFB94C', '#BC8268', '#D87748', '#A46B00', '#E49D2A'] as const;

/** Values drawn in grey (R025): NA, N/A, Sin Asignar, Ninguno (any case, accents and surrounding spaces ignored). */
const VALORES_GRISES = new Set(['na', 'n/a', 'sin asignar', 'ninguno']);

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Whether a label is one of the 'no value' labels drawn in grey (R025). */
export function esSinValor(etiqueta: string | null | undefined): boolean {
  return etiqueta == null || VALORES_GRISES.has(normal(etiqueta));
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Colour of one slice or bar (R025). Decision (the spec does not say how colours are assigned): the grey
 * labels are grey whatever the server says; otherwise the server's colour when it sends a valid one
 * (categories carry cuenta_categoria_color), else the palette by the position among the non-grey items,
 * wrapping after six.
 * @example colorDeSerie('Sin Asignar', 0) // '#9B9B9B'
 * @example colorDeSerie('Hombre', 1) // '#FFB94C'
 */
export function colorDeSerie(etiqueta: string | null | undefined, posicion: number, colorServidor?: string | null): string {
  if (esSinValor(etiqueta)) return GRIS_SIN_ASIGNAR;
  if (colorServidor && HEX.test(colorServidor.trim())) return colorServidor.trim().toUpperCase();
  const n = PALETA.length;
  return PALETA[((posicion % n) + n) % n];
}

export interface Rebanada {
  etiqueta: string;
  valor: number;
  color: string;
}

/**
 * Colours for a list of labelled values: the palette advances only over non-grey items, so 'Sin Asignar'
 * in the middle does not shift the others' colours (R025).
 */
export function colorear<T extends { etiqueta: string; valor: number; color?: string | null }>(filas: readonly T[]): (T & Rebanada)[] {
  let posicion = 0;
  return filas.map((f) => {
    const gris = esSinValor(f.etiqueta);
    const color = colorDeSerie(f.etiqueta, gris ? 0 : posicion, f.color);
    if (!gris) posicion += 1;
    return { ...f, valor: Number(f.valor) || 0, color };
  });
}

/**
 * Pie label (R026): the rounded percent of the total, halves up; '' when there is nothing to divide.
 * @example etiquetaPastel(1, 3) // '33%'
 * @example etiquetaPastel(2, 3) // '67%'
 */
export function etiquetaPastel(valor: number, total: number): string {
  if (!(total > 0) || !(valor >= 0)) return '';
  return `${Math.round((valor * 100) / total + 1e-9)}%`;
}

/** Where a bar chart is (DECISIONS.md 'bar labels'): the home dashboard's municipality bars, a drill-down, or any other. */
export type ContextoBarra = 'municipios-inicio' | 'desglose' | 'general';

/**
 * Whether a bar shows its value (R027, DECISIONS.md 'bar labels'): hidden at 5 or less on the home
 * dashboard's municipality bars, at 10 or less on other bars, always shown in a drill-down (few bars, each
 * one of interest). A bar of 0 never carries a label: there is no bar to put it on.
 * @example muestraEtiquetaBarra(5, 'municipios-inicio') // false
 * @example muestraEtiquetaBarra(3, 'desglose') // true
 */
export function muestraEtiquetaBarra(valor: number, contexto: ContextoBarra): boolean {
  if (!(valor > 0)) return false;
  if (contexto === 'desglose') return true;
  return valor > (contexto === 'municipios-inicio' ? 5 : 10);
}

/**
 * Chart height of a producers-dashboard card (R031, '167 or 334 depending on usa_sic'). Decision: with the
 * SIC the dashboard has more cards to show on one screen, so they are the short ones (167 px); without it
 * the four pies fill the page at 334 px. No configuration stored reads as SIC on (000 §2.1).
 */
export function alturaTarjetaProductores(usaSic: number | null | undefined): 167 | 334 {
  return usaSic == null || Number(usaSic) === 1 ? 167 : 334;
}

/** Sum of the values of a series, ignoring what is not a number. */
export function totalSerie(filas: readonly { valor: number }[]): number {
  return filas.reduce((s, f) => s + (Number.isFinite(Number(f.valor)) ? Number(f.valor) : 0), 0);
}
