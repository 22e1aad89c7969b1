import type { Centesimos } from '../acopio/cantidades';
import { porcentajePagado } from '../anticipos/estado';

/** The centre name a disbursement without centre shows (§2.11); the by-centre toggle is off when the first row has it. */
export const SIN_ASIGNARSE = 'Sin Asignarse';

/** §3 'Per-centre cash summary': a centre's balance is what it was sent minus what it paid at the scale. */
export const saldoCentro = (enviado: Centesimos, pagado: Centesimos): Centesimos => enviado - pagado;

/** R104: 'por Centro de Acopio' is disabled with no rows or when the first row's centre is 'Sin Asignarse'. */
export function porCentroHabilitado(filas: readonly { centro_acopio: string | null }[]): boolean {
  if (!filas.length) return false;
  return (filas[0].centro_acopio ?? SIN_ASIGNARSE) !== SIN_ASIGNARSE;
}

/** The donut's figures (R103): paid against given, the percentage floored and capped at 100. */
export function resumenEfectivo(entregado: Centesimos, pagado: Centesimos) {
  return { total_entregado: entregado, total_pagado: pagado, porcentaje_pagado: porcentajePagado(pagado, entregado) };
}

/** R104: Edit and Delete need exactly one selected row. */
export const accionesHabilitadas = (seleccionadas: number): boolean => seleccionadas === 1;

/**
 * Delete or void (docs/DECISIONES.md '### issue 25: efectivo'): a disbursement is deleted only by whoever entered it, on
 * the day they entered it (the cooperative's today), while not voided; any other is voided with a reason.
 */
export function puedeBorrarDesembolso(
  d: { id_usuario: number | null; registrado: string; anulado: boolean },
  usuario: number,
  hoy: string,
) {
  return !d.anulado && d.id_usuario === usuario && d.registrado === hoy;
}
