import { formatoNumero } from '../../comun/formato';
import type { Alerta, CodigoAlerta } from '../tipos';

/** Builds an alert; `error` = the EU information system would reject the polygon (outside-services.md §4). */
export function alerta(
  codigo: CodigoAlerta,
  error: boolean,
  titulo: string,
  descripcion: string,
  recomendacion: string,
  datos?: Alerta['datos'],
): Alerta {
  return datos ? { codigo, titulo, descripcion, recomendacion, error, datos } : { codigo, titulo, descripcion, recomendacion, error };
}

/** '1 punto', '3 puntos'. */
export const cantidad = (n: number, singular: string, plural: string): string => `${n} ${n === 1 ? singular : plural}`;

/** Numbers inside alert texts: US grouping, fixed decimals (R023). */
export const numero = (v: number, decimales = 0): string => formatoNumero(v, decimales);

/** Shares as percentages: 0.2 → '20'. */
export const porcentaje = (proporcion: number, decimales = 0): string => formatoNumero(proporcion * 100, decimales);

/** Hectares as entered (up to 3 decimals), never fewer than 2: 1.5 → '1.50', 4.005 → '4.005'. */
export const hectareas = (v: number): string => formatoNumero(v, 3).replace(/(\.\d\d)0$/, '$1');
