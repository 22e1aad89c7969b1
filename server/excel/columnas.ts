import { horaLocal, hoyEnZona } from '@domain/comun/formato';
import type { ColumnaExcel, ValorCelda } from './libro';

/**
 * The column types of the app's workbooks: what a value of the API becomes in a cell, and its number format. Money
 * and weights travel as integers ×100 (server/modules/README.md) and are shown as numbers with two decimals, divided
 * once per cell and, in a totals row, once for the sum (never floats summed). Dates are cells of the day or of the
 * cooperative's wall clock: a spreadsheet has no time zone and exceljs writes a Date's UTC fields.
 * @example const columnas = [texto('Clave', 12, (f) => f.clave_tx), peso('Peso neto (kg)', 16, (f) => f.peso_neto, { total: true })];
 */

/** The number formats the workbooks use. */
export const FORMATO = {
  entero: '#,##0',
  enteroSinMiles: '0',
  decimal: '0.00',
  decimalConMiles: '#,##0.00',
  peso: '#,##0.00',
  dinero: '"$"#,##0.00',
  porcentaje: '0.00',
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
} as const;

/** ×100 → the number a spreadsheet shows with two decimals (an integer divided once); null stays empty. */
export const centesimos = (v: number | null): number | null => (v === null ? null : v / 100);

/** A day 'yyyy-MM-dd' (or text that starts with one) → a date cell of that day; empty → null; other text stays text ('-'). */
export function diaCelda(v: string | null | undefined): Date | string | null {
  if (v === null || v === undefined || v === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : v;
}

/** An instant → the day it was in the cooperative's zone (a request made at 23:00 in Mexico is that day, not UTC's). */
export const diaEnZonaCelda = (v: string | Date | null | undefined, zona: string | null | undefined): Date | string | null =>
  v ? diaCelda(hoyEnZona(zona, new Date(v))) : null;

type De<T, V> = (f: T) => V;
interface Opciones {
  /** Another number format than the type's. */
  formato?: string;
  /** The column is summed in the sheet's totals row (HojaExcel.totales). */
  total?: boolean;
}

const conFormato = <T>(encabezado: string, ancho: number, valor: De<T, ValorCelda>, formato?: string): ColumnaExcel<T> => ({
  encabezado,
  ancho,
  valor,
  ...(formato ? { formato } : {}),
});

/** Text as it comes. */
export const texto = <T>(encabezado: string, ancho: number, valor: De<T, string | null>): ColumnaExcel<T> => ({ encabezado, ancho, valor });

/** 'Sí' / 'No' (true or 1 is yes). */
export const siNo = <T>(encabezado: string, ancho: number, valor: De<T, boolean | number | null>): ColumnaExcel<T> => ({
  encabezado,
  ancho,
  valor: (f) => {
    const v = valor(f);
    return v === true || Number(v) === 1 ? 'Sí' : 'No';
  },
});

/** A whole number, with thousands separators unless `formato: FORMATO.enteroSinMiles`. */
export function entero<T>(encabezado: string, ancho: number, valor: De<T, number | null>, o: Opciones = {}): ColumnaExcel<T> {
  const c = conFormato(encabezado, ancho, valor, o.formato ?? FORMATO.entero);
  return o.total ? { ...c, total: { sumando: (f: T) => valor(f) ?? 0, celda: (s: number) => s } } : c;
}

/** A decimal number as stored (hectares), two decimals shown. Not summable: floats would add their errors. */
export const decimal = <T>(
  encabezado: string,
  ancho: number,
  valor: De<T, number | null>,
  o: Omit<Opciones, 'total'> = {},
): ColumnaExcel<T> => conFormato(encabezado, ancho, valor, o.formato ?? FORMATO.decimal);

/** An integer ×100 shown with two decimals, in the format given (a weight, money, a percentage). */
function cien<T>(encabezado: string, ancho: number, valor: De<T, number | null>, formato: string, total?: boolean): ColumnaExcel<T> {
  const c = conFormato<T>(encabezado, ancho, (f) => centesimos(valor(f)), formato);
  return total ? { ...c, total: { sumando: (f: T) => valor(f) ?? 0, celda: (s: number) => s / 100 } } : c;
}

/** A weight ×100 (kg or the cooperative's unit: say it in the header), two decimals with thousands separators. */
export const peso = <T>(encabezado: string, ancho: number, valor: De<T, number | null>, o: Opciones = {}): ColumnaExcel<T> =>
  cien(encabezado, ancho, valor, o.formato ?? FORMATO.peso, o.total);

/** Money ×100: '$1,234.50'. */
export const dinero = <T>(encabezado: string, ancho: number, valor: De<T, number | null>, o: Opciones = {}): ColumnaExcel<T> =>
  cien(encabezado, ancho, valor, o.formato ?? FORMATO.dinero, o.total);

/** A percentage ×100 (humidity 11.50). */
export const porcentaje = <T>(encabezado: string, ancho: number, valor: De<T, number | null>, o: Opciones = {}): ColumnaExcel<T> =>
  cien(encabezado, ancho, valor, o.formato ?? FORMATO.porcentaje, o.total);

/** A day 'yyyy-MM-dd' as a date cell dd/mm/yyyy (see diaCelda). */
export const fecha = <T>(encabezado: string, ancho: number, valor: De<T, string | null | undefined>): ColumnaExcel<T> =>
  conFormato(encabezado, ancho, (f) => diaCelda(valor(f)), FORMATO.fecha);

/** An instant as the day it was in the cooperative's zone, dd/mm/yyyy. */
export const diaEnZona = <T>(
  encabezado: string,
  ancho: number,
  valor: De<T, string | Date | null | undefined>,
  zona: string | null | undefined,
): ColumnaExcel<T> => conFormato(encabezado, ancho, (f) => diaEnZonaCelda(valor(f), zona), FORMATO.fecha);

/** An instant on the cooperative's wall clock (domain's horaLocal), dd/mm/yyyy hh:mm; none → empty. */
export const fechaHora = <T>(
  encabezado: string,
  ancho: number,
  valor: De<T, string | Date | null | undefined>,
  zona: string | null | undefined,
): ColumnaExcel<T> => conFormato(encabezado, ancho, (f) => horaLocal(valor(f), zona), FORMATO.fechaHora);
