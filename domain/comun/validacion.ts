/** Shape of validation results: field → Spanish messages, as the API's 422 body carries them. */
export type ErroresCampos = Record<string, string[]>;

export function agregarError(errores: ErroresCampos, campo: string, mensaje: string): void {
  (errores[campo] ??= []).push(mensaje);
}

export const vacio = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const CORREO_VALIDO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
