import type { ErroresCampos } from '@domain/comun/validacion';

/**
 * An error with an HTTP status and a Spanish message, answered as DESIGN §2 says. `detalle` is for the server's log
 * only (what an administrator needs to fix it, such as a setting's name); the answer never carries it.
 */
export class ErrorHttp extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ErroresCampos,
    /** `headers`: extra answer headers (Retry-After on a 429); `detalle`: for the log only. */
    readonly extra: { headers?: Record<string, string>; detalle?: string } = {},
  ) {
    super(message);
  }
}

export const MENSAJES = {
  noAutenticado: 'Tu sesion ha expirado, por favor accede de nuevo.',
  prohibido: 'No tienes permiso para acceder a esta información',
  noEncontrado: 'No se ha encontrado la información solicitada',
  invalido: 'Los datos enviados no son válidos',
  conflicto: 'El registro cambió mientras lo editaba; recargue',
  interno: 'Error interno del servidor. Por favor intente de nuevo su ultima accion.',
} as const;

export const noAutenticado = (m: string = MENSAJES.noAutenticado) => new ErrorHttp(401, m);
export const prohibido = (m: string = MENSAJES.prohibido) => new ErrorHttp(403, m);
export const noEncontrado = () => new ErrorHttp(404, MENSAJES.noEncontrado);
/** A stale edit (server/db/version.ts): someone saved the record after this form loaded it. */
export const conflicto = () => new ErrorHttp(409, MENSAJES.conflicto, { version: [MENSAJES.conflicto] });
export const invalido = (errors: ErroresCampos, m: string = primerMensaje(errors)) => new ErrorHttp(422, m, errors);

function primerMensaje(errors: ErroresCampos): string {
  const primero = Object.values(errors)[0]?.[0];
  return primero ?? MENSAJES.invalido;
}

/** Throws a 422 when a shared domain validation found anything. */
export function exigirValido(errors: ErroresCampos): void {
  if (Object.keys(errors).length > 0) throw invalido(errors);
}
