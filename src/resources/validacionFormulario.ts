import type { ErroresCampos } from '@domain/comun/validacion';

/** Domain validation ({campo: [mensajes]}) in the shape react-admin forms read ({campo: 'mensaje'}). */
export function erroresFormulario(errores: ErroresCampos): Record<string, string> {
  return Object.fromEntries(Object.entries(errores).map(([campo, mensajes]) => [campo, mensajes[0]]));
}
