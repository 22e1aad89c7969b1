import { partesEnZona } from '@domain/comun/formato';

/**
 * A sheet made on the client from the rows a screen shows (spec 002 §2.10: the advances' Excel), before any
 * spreadsheet code is loaded: headers, widths, typed cells and a totals row. Money travels as integer cents and becomes
 * a number with two decimals only here, once; sums are added in cents. Dates are spreadsheet serial days, so the file
 * shows the same day whatever the zone of the computer that opens it.
 */
export type Celda = { t: 'texto'; v: string } | { t: 'numero'; v: number; z: string };

export interface HojaCliente {
  nombre: string;
  encabezados: string[];
  anchos: number[];
  filas: (Celda | null)[][];
}

export const FORMATO_CLIENTE = {
  dinero: '"$"#,##0.00',
  entero: '0',
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
} as const;

/** Days from the spreadsheet epoch (1899-12-30) to a calendar day 'YYYY-MM-DD'. */
function serialDeDia(dia: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dia);
  if (!m) return null;
  return Math.round((Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

export const texto = (v: string | null | undefined): Celda | null => (v === null || v === undefined || v === '' ? null : { t: 'texto', v });
/** Integer cents as money with two decimals: 123456 → 1234.56. */
export const dinero = (centavos: number): Celda => ({ t: 'numero', v: centavos / 100, z: FORMATO_CLIENTE.dinero });
export const entero = (n: number): Celda => ({ t: 'numero', v: n, z: FORMATO_CLIENTE.entero });
/** A calendar day (the advance's date is one already): no zone moves it. */
export function dia(v: string | null | undefined): Celda | null {
  const s = v ? serialDeDia(v) : null;
  return s === null ? texto(v) : { t: 'numero', v: s, z: FORMATO_CLIENTE.fecha };
}
/** An instant as the cooperative's wall clock shows it (its zone, not the computer's), to the minute. */
export function fechaHora(iso: string | null | undefined, zona: string | null | undefined): Celda | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return texto(iso);
  const p = partesEnZona(d, zona);
  const dias = serialDeDia(`${p.year}-${p.month}-${p.day}`)!;
  return { t: 'numero', v: dias + (Number(p.hour) * 60 + Number(p.minute)) / 1440, z: FORMATO_CLIENTE.fechaHora };
}

/** A column: its header, width, cell, and whether the totals row sums it (in cents: `centavos` gives the value). */
export interface ColumnaCliente<T> {
  encabezado: string;
  ancho: number;
  celda: (f: T) => Celda | null;
  centavos?: (f: T) => number;
}

/** The rows as a sheet, with a last row 'Total (n)' that sums the money columns in integer cents. */
export function hojaDe<T>(nombre: string, columnas: readonly ColumnaCliente<T>[], filas: readonly T[]): HojaCliente {
  const sumas = columnas.map((c) => (c.centavos ? filas.reduce((s, f) => s + c.centavos!(f), 0) : null));
  const total: (Celda | null)[] = columnas.map((_, i) => {
    if (i === 0) return { t: 'texto', v: `Total (${filas.length})` };
    const s = sumas[i];
    return s === null ? null : dinero(s);
  });
  return {
    nombre,
    encabezados: columnas.map((c) => c.encabezado),
    anchos: columnas.map((c) => c.ancho),
    filas: [...filas.map((f) => columnas.map((c) => c.celda(f))), total],
  };
}
