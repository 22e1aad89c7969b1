import type { Alerta } from '../tipos';
import { alerta, hectareas, numero, porcentaje } from './alerta';

/**
 * Share by which the calculated area may differ from the producer's before a warning: 20 %, beyond the usual
 * error of a GPS walk on a small plot and of areas reported in local units (decision in docs/DECISIONES.md).
 */
export const TOLERANCIA_SUPERFICIE = 0.2;

/** Calculated area far from the reported one (warning). Nothing to compare without a reported area above 0. */
export function revisarSuperficie(
  calculadaHa: number,
  reportadaHa: number | null | undefined,
  tolerancia = TOLERANCIA_SUPERFICIE,
): Alerta[] {
  if (reportadaHa == null || !Number.isFinite(reportadaHa) || reportadaHa <= 0) return [];
  const diferencia = Math.abs(calculadaHa - reportadaHa) / reportadaHa;
  if (diferencia <= tolerancia) return [];
  return [
    alerta(
      'SUPERFICIE_DIFERENTE',
      false,
      'Superficie distinta a la reportada',
      `El área calculada del polígono (${numero(calculadaHa, 2)} ha) difiere ${porcentaje(diferencia)} % de la superficie reportada (${hectareas(reportadaHa)} ha); se toleran ${porcentaje(tolerancia)} %.`,
      'Confirme la superficie con el productor o revise el croquis.',
      { calculada_ha: Number(calculadaHa.toFixed(4)), reportada_ha: reportadaHa, diferencia: Number(diferencia.toFixed(4)) },
    ),
  ];
}
