import { describe, expect, it } from 'vitest';
import { limitesDeIntento, mensajeDemasiadosIntentos } from '@domain/auth/limites-acceso';

describe('límites de inicio de sesión (DECISIONS: sign-in limits)', () => {
  it('5 por cuenta y dirección, 20 por cuenta, 30 por dirección; el más estricto primero', () => {
    expect(limitesDeIntento('ana@coop.mx', '10.0.0.1')).toEqual([
      { correo: 'ana@coop.mx', ip: '10.0.0.1', maximo: 5 },
      { correo: 'ana@coop.mx', ip: '', maximo: 20 },
      { correo: '', ip: '10.0.0.1', maximo: 30 },
    ]);
  });
  it('el mensaje dice en cuántos minutos, redondeando hacia arriba y al menos 1', () => {
    expect(mensajeDemasiadosIntentos(900)).toBe('Demasiados intentos fallidos. Intente de nuevo en 15 minutos.');
    expect(mensajeDemasiadosIntentos(241)).toBe('Demasiados intentos fallidos. Intente de nuevo en 5 minutos.');
    expect(mensajeDemasiadosIntentos(60)).toBe('Demasiados intentos fallidos. Intente de nuevo en 1 minuto.');
    expect(mensajeDemasiadosIntentos(0)).toBe('Demasiados intentos fallidos. Intente de nuevo en 1 minuto.');
  });
});
