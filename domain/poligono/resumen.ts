import type { Alerta } from './tipos';

/** What the profile's 'Alertas automatizadas' panel says for a plot with a polygon and no alerts (001 §2.4). */
export const SIN_ALERTAS = 'No se detectaron alertas';

/**
 * What the panel says instead when there is nothing to check (issue 22 item 25): the checks read the polygon, so a plot
 * without one was not checked, and 'No se detectaron alertas' would read as a clean result.
 */
export const SIN_UBICACION = 'No se pueden revisar alertas: la parcela no tiene ubicación (ni croquis ni centroide).';
export const SIN_CROQUIS = 'No se pueden revisar alertas: la parcela solo tiene centroide; las alertas se revisan sobre su croquis.';

/** The panel's text for a plot without alerts: clean only when it has a polygon that was checked. */
export function textoSinAlertas(ubicacion: { poligono: boolean; centroide: boolean }): string {
  if (ubicacion.poligono) return SIN_ALERTAS;
  return ubicacion.centroide ? SIN_CROQUIS : SIN_UBICACION;
}

export interface ResumenAlertas {
  errores: number;
  advertencias: number;
  /** The 'ALERTAS POLÍGONO' cell: '2 errores, 1 advertencia'; 'Sin alertas' when empty. */
  texto: string;
}

const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/**
 * Counts for the list column 'ALERTAS POLÍGONO' (001 §2.3) and `alertas_error_poligono_count` (001 §3).
 * @example resumenAlertas([{error: true}, {error: false}, {error: false}]).texto // '1 error, 2 advertencias'
 */
export function resumenAlertas(alertas: readonly Pick<Alerta, 'error'>[] | null | undefined): ResumenAlertas {
  const lista = alertas ?? [];
  const errores = lista.filter((a) => a.error).length;
  const advertencias = lista.length - errores;
  const partes = [
    errores > 0 ? contar(errores, 'error', 'errores') : '',
    advertencias > 0 ? contar(advertencias, 'advertencia', 'advertencias') : '',
  ].filter(Boolean);
  return { errores, advertencias, texto: partes.length > 0 ? partes.join(', ') : 'Sin alertas' };
}

/** The list's cell for a plot whose polygon was never checked: nothing to check is not 'Sin alertas' (issue 22 item 25). */
export const LISTA_SIN_UBICACION = 'Sin ubicación';
export const LISTA_SIN_CROQUIS = 'Sin croquis';

/**
 * 'ALERTAS POLÍGONO' of a list row from its stored counts and `geo` (1 polygon, 2 centroid only, 3 none: the
 * `parcelas.geolocalizacion` column): the counts only mean something for a plot with a polygon.
 * @example textoAlertasFila({ geo: 3, alertas_poligono: 0, alertas_error_poligono_count: 0 }) // 'Sin ubicación'
 */
export function textoAlertasFila(f: {
  geo?: number | null;
  alertas_poligono?: number | null;
  alertas_error_poligono_count?: number | null;
}): string {
  const total = Math.max(0, Number(f.alertas_poligono ?? 0));
  const errores = Math.min(total, Math.max(0, Number(f.alertas_error_poligono_count ?? 0)));
  if (total === 0 && f.geo != null && f.geo !== 1) return f.geo === 2 ? LISTA_SIN_CROQUIS : LISTA_SIN_UBICACION;
  return resumenAlertas(Array.from({ length: total }, (_, i) => ({ error: i < errores }))).texto;
}
