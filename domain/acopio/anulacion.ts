import { agregarError, type ErroresCampos } from '../comun/validacion';

/**
 * Voiding a delivery (issue 22 item 4; docs/DECISIONES.md 'acopio: lo que un acopiador puede hacer con dinero'):
 * a delivery with payments is voided with a reason, never deleted; its payments are reversed in the ledger.
 */
export const MOTIVO_MAXIMO = 500;
export const MENSAJES_ANULACION = {
  motivo: 'Escriba el motivo de la anulación',
  motivoLargo: `El motivo no debe pasar de ${MOTIVO_MAXIMO} caracteres`,
  anulada: 'Se anuló la entrega; sus pagos quedaron revertidos',
  yaAnulada: 'Esta entrega ya está anulada',
  cicloInactivo: 'Solo se anulan entregas del ciclo de acopio activo',
  conPagos: 'Esta entrega tiene pagos: no se elimina, se anula con un motivo',
  noSeCambia: 'Esta entrega está anulada; ya no se cambia',
  enSeleccion: 'Hay entregas anuladas en la selección: una entrega anulada no entra a un lote ni cambia de estado',
} as const;

/** The reason form, shared by the dialog and the server: a reason that is not blank, up to 500 characters. */
export function validarAnulacion(d: { motivo: string | null | undefined }): ErroresCampos {
  const e: ErroresCampos = {};
  const motivo = (d.motivo ?? '').trim();
  if (!motivo) agregarError(e, 'motivo', MENSAJES_ANULACION.motivo);
  else if (motivo.length > MOTIVO_MAXIMO) agregarError(e, 'motivo', MENSAJES_ANULACION.motivoLargo);
  return e;
}

/** Whether the list offers 'Anular' (a delivery with payments) or 'Eliminar' (none) for a delivery not yet voided. */
export const accionDeRetiro = (f: { anulada: boolean; pagos: number }): 'anular' | 'eliminar' | null =>
  f.anulada ? null : f.pagos > 0 ? 'anular' : 'eliminar';
