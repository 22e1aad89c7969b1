/** The answer of `POST update_croquis` (001 §7): success, message, data with nombre and croquis.alertas. */
export interface RespuestaGuardarCroquis {
  success?: number | boolean | null;
  message?: string | null;
  data?: { nombre?: string | null; croquis?: { alertas?: readonly { titulo: string }[] | null } | null } | null;
}

export const OPCIONES_GUARDADO_CON_ALERTAS = ['Regresar a Perfil de Parcela', 'Volver a editar'] as const;

export type ResultadoGuardarCroquis =
  | { tipo: 'con-alertas'; alertas: string[]; opciones: typeof OPCIONES_GUARDADO_CON_ALERTAS }
  | { tipo: 'exito' }
  | { tipo: 'error'; mensaje: string };

/** Shown when neither the server nor the request gives a message (the spec gives none for this case). */
export const MENSAJE_ERROR_GUARDADO = 'No se pudo guardar el croquis';

/**
 * What the editor shows after saving (001 §4, §8; R073): success with alerts → an info dialog offering
 * 'Regresar a Perfil de Parcela' or 'Volver a editar'; success without alerts → a success dialog; success 0
 * → the server's message; a failed request → the server's or the request's message.
 */
export function resultadoGuardarCroquis(
  respuesta: RespuestaGuardarCroquis | null | undefined,
  errorPeticion?: string | null,
): ResultadoGuardarCroquis {
  if (!respuesta) return { tipo: 'error', mensaje: errorPeticion || MENSAJE_ERROR_GUARDADO };
  if (!Number(respuesta.success)) return { tipo: 'error', mensaje: respuesta.message || errorPeticion || MENSAJE_ERROR_GUARDADO };
  const alertas = (respuesta.data?.croquis?.alertas ?? []).map((a) => a.titulo);
  return alertas.length > 0 ? { tipo: 'con-alertas', alertas, opciones: OPCIONES_GUARDADO_CON_ALERTAS } : { tipo: 'exito' };
}
