import { describe, expect, it } from 'vitest';
import { alcanceDe, centroFiltrado, dentroDelAlcance, ROL_ACOPIADOR } from '@domain/acopio/alcance';

describe('el centro del acopiador (issue 12, DECISIONES)', () => {
  it('un acopiador toca solo lo de su centro', () => {
    const a = alcanceDe(ROL_ACOPIADOR, 4);
    expect(dentroDelAlcance(a, 4)).toBe(true);
    expect(dentroDelAlcance(a, 5)).toBe(false);
    expect(dentroDelAlcance(a, null)).toBe(false);
    expect(centroFiltrado(a)).toBe(4);
  });

  it('un acopiador sin centro asignado toca solo lo que no tiene centro', () => {
    const a = alcanceDe(ROL_ACOPIADOR, null);
    expect(dentroDelAlcance(a, null)).toBe(true);
    expect(dentroDelAlcance(a, 4)).toBe(false);
    expect(centroFiltrado(a)).toBe('sin-centro');
  });

  it.each([1, 2, 3, 5, 7])('el rol %i trabaja en todos los centros, tenga o no un centro asignado', (rol) => {
    const a = alcanceDe(rol, 4);
    expect(dentroDelAlcance(a, 4)).toBe(true);
    expect(dentroDelAlcance(a, 9)).toBe(true);
    expect(dentroDelAlcance(a, null)).toBe(true);
    expect(centroFiltrado(a)).toBeNull();
  });
});
