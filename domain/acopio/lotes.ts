import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';
import type { Centesimos } from './cantidades';
import { esFecha, fechaMaximaAdelante, MESES_ADELANTE } from './fechas';
import { ESTADO_CON_FOLIO } from './estados';

export const AVISO_VOLUMEN = 'Estas reduciendo el volumen por debajo de lo que ya se le agregó';

/** The lot form (spec 002 §5 'Lot', R117): a name; a sale date at most 24 months ahead; folio, volume and notes optional. */
export function validarLote(d: { nombre?: string | null; fecha_entrega_venta?: string | null; volumen?: Centesimos | null }, hoy: string) {
  const e: ErroresCampos = {};
  if (vacio(d.nombre)) agregarError(e, 'nombre', 'Debe escribir un nombre');
  else if (String(d.nombre).length > 120) agregarError(e, 'nombre', 'Máximo 120 caracteres');
  const f = d.fecha_entrega_venta;
  if (!vacio(f) && (!esFecha(f) || f > fechaMaximaAdelante(hoy, MESES_ADELANTE.lote)))
    agregarError(e, 'fecha_entrega_venta', 'Seleccione otra fecha');
  if (d.volumen != null && d.volumen < 0) agregarError(e, 'volumen', 'Se espera un valor mayor o igual a 0');
  return e;
}

/** The warning when a lot's volume goes below what its deliveries already hold (R117). */
export const avisoVolumen = (volumen: Centesimos | null | undefined, entregado: Centesimos): string | null =>
  volumen != null && volumen < entregado ? AVISO_VOLUMEN : null;

/**
 * Lot progress = delivered / volume (R117) as a whole percentage for the bar, capped at 100; a lot without a
 * volume has no progress to show (null) — R117's gap, docs/DECISIONES.md.
 */
export function progresoLote(entregado: Centesimos, volumen: Centesimos | null | undefined): number | null {
  if (!volumen || volumen <= 0) return null;
  return Math.min(100, Math.floor((entregado * 100) / volumen));
}

/** State assignment to selected deliveries (R114): at least one, a state, a folio for state 1, a date. */
export function validarAsignacionEstado(d: {
  entregas: readonly string[];
  tipo_estado?: number | null;
  folio?: string | null;
  fecha?: string | null;
}) {
  const e: ErroresCampos = {};
  if (!d.entregas.length) agregarError(e, 'entregas', 'Debe seleccionar al menos una entrega cambiar el estado');
  if (!(d.tipo_estado && d.tipo_estado > 0)) agregarError(e, 'tipo_estado', 'Debe seleccionar un estado');
  if (d.tipo_estado === ESTADO_CON_FOLIO && vacio(d.folio)) agregarError(e, 'folio', 'Debe escribir un folio');
  if (!esFecha(d.fecha)) agregarError(e, 'fecha', 'Debe seleccionar una fecha');
  return e;
}

/** Assigning deliveries to a lot (spec 002 §5 'Lot'): a lot and at least one delivery. */
export function validarAsignacionLote(d: { id_lote?: number | null; entregas: readonly string[] }) {
  const e: ErroresCampos = {};
  if (!(d.id_lote && d.id_lote > 0)) agregarError(e, 'id_lote', 'Debe seleccionar un lote');
  if (!d.entregas.length) agregarError(e, 'entregas', 'Debe seleccionar al menos una entrega pora asignar');
  return e;
}
