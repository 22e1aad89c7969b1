import type { Alerta } from './tipos';

/** What the profile's 'Alertas automatizadas' panel says for a plot with a polygon and no alerts (001 §2.4). */
export const SIN_ALERTAS = 'No se detectaron alertas';

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
