import { agregarError, type ErroresCampos } from '../comun/validacion';
import { esFecha } from './fechas';
import { ESTATUS_ENTREGA } from './estados';

export const MENSAJE_CAMBIO_ESTADO = 'Cambio de estado realizado.';
export const MENSAJE_SIN_ENTREGAS_ESTADO = 'Debe seleccionar al menos una entrega cambiar el estado';

/** A state of the catalogue (1 en bodega, 2 rechazados, 3 en centro de acopio; R120). */
export const esEstatus = (id: number | null | undefined): id is number => id != null && id in ESTATUS_ENTREGA;

/**
 * The delivery status change (spec 002 §4 'Delivery status change', §5 'Lot' change state): at least one delivery,
 * a state and a date. Messages verbatim from the spec.
 */
export function validarCambioEstado(d: { entregas: readonly unknown[]; id_estado?: number | null; fecha?: string | null }): ErroresCampos {
  const e: ErroresCampos = {};
  if (!d.entregas.length) agregarError(e, 'entregas', MENSAJE_SIN_ENTREGAS_ESTADO);
  if (!esEstatus(d.id_estado)) agregarError(e, 'id_estado', 'Debe seleccionar un estado');
  if (!esFecha(d.fecha)) agregarError(e, 'fecha_actualizacion', 'Debe seleccionar una fecha');
  return e;
}
