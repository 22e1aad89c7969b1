import { describe, expect, it } from 'vitest';
import { aTexto, DOS_DECIMALES, leerCentesimos, multiplicarCentesimos, NO_ES_NUMERO, textoMonto } from '@domain/acopio/cantidades';

describe('R089: pesos y dinero como enteros ×100', () => {
  it.each([
    ['12.34', 1234],
    ['0.01', 1],
    ['1234.56', 123456],
    ['12', 1200],
    ['.5', 50],
    ['19.99', 1999],
    ['1,234.5', 123450],
    [' 7.10 ', 710],
    [40, 4000],
  ])('%s se envía como %i', (texto, esperado) => expect(leerCentesimos(texto)).toEqual({ valor: esperado }));

  it('lo vacío no es un error (el llamador decide si es obligatorio)', () => {
    expect(leerCentesimos('')).toEqual({ valor: null });
    expect(leerCentesimos(null)).toEqual({ valor: null });
  });

  it.each([['abc'], ['1.2.3'], ['.'], ['1e5'], ['12,5']])('%s no es un número', (t) =>
    expect(leerCentesimos(t)).toEqual({ valor: null, error: NO_ES_NUMERO }),
  );

  it('más de dos decimales: «Solo se permiten dos decimales» (R111: 10.123)', () => {
    expect(leerCentesimos('10.123')).toEqual({ valor: null, error: DOS_DECIMALES });
  });

  it('123456 se muestra como 1234.56 y en mensajes con agrupación', () => {
    expect(aTexto(123456)).toBe('1234.56');
    expect(aTexto(5)).toBe('0.05');
    expect(textoMonto(286000)).toBe('2,860.00');
  });

  it('kg × precio redondea a centavos, medio hacia arriba, sin flotantes', () => {
    expect(multiplicarCentesimos(9650, 4000)).toBe(386000);
    expect(multiplicarCentesimos(1, 50)).toBe(1); // 0.01 kg × 0.50 = 0.005 → 0.01
    expect(multiplicarCentesimos(1, 49)).toBe(0);
    expect(multiplicarCentesimos(100_000_00, 100_000_00)).toBe(10_000_000_000_00);
  });
});
