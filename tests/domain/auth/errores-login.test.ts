import { describe, expect, it } from 'vitest';
import { mensajeErrorLogin } from '@domain/auth/errores-login';

describe('R018 mensajes de inicio de sesión', () => {
  it('error de correo', () =>
    expect(mensajeErrorLogin(422, { errors: { email: ['x'] } })).toBe('Introduzca una dirección de correo electrónico válida.'));
  it('solo error de contraseña', () =>
    expect(mensajeErrorLogin(422, { errors: { password: ['x'] } })).toBe('La contraseña debe contener al menos 6 caracteres.'));
  it('ninguno', () => expect(mensajeErrorLogin(401, { message: 'lo que sea' })).toBe('Correo electrónico o contraseña incorrectos.'));
  it('ambos: gana el correo', () =>
    expect(mensajeErrorLogin(422, { errors: { password: ['x'], email: ['y'] } })).toBe(
      'Introduzca una dirección de correo electrónico válida.',
    ));
  it('sin cuerpo', () => expect(mensajeErrorLogin(undefined, null)).toBe('Correo electrónico o contraseña incorrectos.'));
  it('429 conserva el mensaje del servidor', () =>
    expect(mensajeErrorLogin(429, { message: 'Demasiados intentos' })).toBe('Demasiados intentos'));
});
