/**
 * Credential rules shared by sign-in, the user form, the administrator's reset and the own password change, so the
 * form and the sign-in message name the same minimum (spec 000 §8 quotes 6 characters).
 */
export const LONGITUD_MINIMA_CONTRASENA = 6;

/** The sign-in message of spec 000 §8, verbatim: the minimum every password form applies too. */
export const MENSAJE_CONTRASENA_CORTA = `La contraseña debe contener al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres.`;
export const MENSAJE_CONTRASENA_EN_BLANCO = 'La contraseña no puede ser solo espacios.';

/** A password of spaces only is refused whatever its length: it would pass the length rule and guess trivially. */
export function validarContrasena(password: string): string | null {
  if (password.trim() === '') return MENSAJE_CONTRASENA_EN_BLANCO;
  if (password.length < LONGITUD_MINIMA_CONTRASENA) return MENSAJE_CONTRASENA_CORTA;
  return null;
}

/**
 * The one form an e-mail is stored and compared in: NFKC folds look-alikes such as the fullwidth 'ａdmin@' into
 * 'admin@', then surrounding spaces go and letters are lower-cased.
 * @example normalizarCorreo(' Ａdmin@Cosecha.Demo ') === 'admin@cosecha.demo'
 */
export function normalizarCorreo(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
