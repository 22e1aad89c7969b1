import type { Alerta } from '../tipos';
import { alerta, hectareas } from './alerta';

/** Above this many hectares a point is not enough: the EU regulation asks for a polygon (outside-services.md §4, Art. 2(28)). */
export const SUPERFICIE_MAXIMA_PUNTO_HA = 4;

/** A check on the plot, not the polygon: over 4 ha reported and no polygon (error). */
export function revisarPuntoSinPoligono(tienePoligono: boolean, reportadaHa: number | null | undefined): Alerta[] {
  if (tienePoligono || reportadaHa == null || !Number.isFinite(reportadaHa) || reportadaHa <= SUPERFICIE_MAXIMA_PUNTO_HA) return [];
  return [
    alerta(
      'SIN_POLIGONO_MAYOR_4HA',
      true,
      'Falta el polígono de la parcela',
      `La parcela reporta ${hectareas(reportadaHa)} ha; con más de ${SUPERFICIE_MAXIMA_PUNTO_HA} ha el reglamento de la UE pide un polígono, no basta un punto.`,
      'Capture o importe el polígono de la parcela.',
      { reportada_ha: reportadaHa },
    ),
  ];
}
