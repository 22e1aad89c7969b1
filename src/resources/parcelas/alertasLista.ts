import { resumenAlertas } from '@domain/poligono/resumen';

/**
 * The 'ALERTAS POLÍGONO' cell (001 §2.3) from the two stored counts of the row: `resumenAlertas` wants one entry
 * per alert, so the counts are expanded into that many errors and warnings.
 */
export function textoAlertas(f: { alertas_poligono?: number | null; alertas_error_poligono_count?: number | null }): string {
  const total = Math.max(0, Number(f.alertas_poligono ?? 0));
  const errores = Math.min(total, Math.max(0, Number(f.alertas_error_poligono_count ?? 0)));
  return resumenAlertas(Array.from({ length: total }, (_, i) => ({ error: i < errores }))).texto;
}
