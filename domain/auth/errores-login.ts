import { MENSAJE_CONTRASENA_CORTA } from './credenciales';

/** Sign-in failure messages (spec 000 §8, R018), verbatim; the password one names the minimum of every password form. */
export const MENSAJES_LOGIN = {
  correo: 'Introduzca una dirección de correo electrónico válida.',
  contrasena: MENSAJE_CONTRASENA_CORTA,
  incorrectos: 'Correo electrónico o contraseña incorrectos.',
} as const;

interface CuerpoError {
  message?: unknown;
  errors?: Record<string, unknown> | null;
}

const tiene = (errores: Record<string, unknown> | null | undefined, campo: string): boolean => {
  const v = errores?.[campo];
  return Array.isArray(v) ? v.length > 0 : v != null && v !== '';
};

/**
 * R018: an e-mail error wins, then a password error, otherwise 'incorrect'. A 429 (too many
 * attempts) keeps the server's own message, since none of the three would be true.
 */
export function mensajeErrorLogin(status: number | undefined, cuerpo: unknown): string {
  const c = (cuerpo && typeof cuerpo === 'object' ? cuerpo : {}) as CuerpoError;
  if (status === 429 && typeof c.message === 'string' && c.message) return c.message;
  if (tiene(c.errors, 'email')) return MENSAJES_LOGIN.correo;
  if (tiene(c.errors, 'password')) return MENSAJES_LOGIN.contrasena;
  return MENSAJES_LOGIN.incorrectos;
}
