import { describe, expect, it } from 'vitest';
import { textoBusquedaVinculos } from '@domain/contrato/vinculos';

describe('textoBusquedaVinculos', () => {
  it('dos letras o más buscan (recortado a 100); menos, o solo cifras, no', () => {
    expect(textoBusquedaVinculos('  jo ')).toBe('jo');
    expect(textoBusquedaVinculos('BV-12')).toBe('BV-12');
    expect(textoBusquedaVinculos('Ñu')).toBe('Ñu');
    expect(textoBusquedaVinculos('x'.repeat(150))).toHaveLength(100);
    expect(textoBusquedaVinculos('a')).toBeUndefined();
    expect(textoBusquedaVinculos('1234')).toBeUndefined();
    expect(textoBusquedaVinculos('')).toBeUndefined();
  });
});
