import { formatoFecha, formatoHectareas, formatoNumero } from '@domain/comun/formato';
import type { FormatoColumna } from '@domain/padron/columnas-completo';

/** A register cell as the person reads it: kg from ×100 with 2 decimals, hectares with 2, dates dd/MMM/yyyy. */
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
