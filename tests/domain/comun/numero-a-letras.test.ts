import { describe, expect, it } from 'vitest';
import { importeEnLetras, numeroALetras } from '@domain/comun/numero-a-letras';

describe('importeEnLetras: el importe de un recibo o pagaré en letras (issue 25)', () => {
  it.each([
    [1, 'CERO PESOS 01/100 M.N.'],
    [0, 'CERO PESOS 00/100 M.N.'],
    [100, 'UN PESO 00/100 M.N.'],
    [2100, 'VEINTIÚN PESOS 00/100 M.N.'],
    [10000, 'CIEN PESOS 00/100 M.N.'],
    [10100, 'CIENTO UN PESOS 00/100 M.N.'],
    [100100, 'MIL UN PESOS 00/100 M.N.'],
    [250000, 'DOS MIL QUINIENTOS PESOS 00/100 M.N.'],
    [123456, 'MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.'],
    [2100000, 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    [10100000, 'CIENTO UN MIL PESOS 00/100 M.N.'],
    [100000000, 'UN MILLÓN DE PESOS 00/100 M.N.'],
    [300000000, 'TRES MILLONES DE PESOS 00/100 M.N.'],
    [100000199, 'UN MILLÓN UN PESOS 99/100 M.N.'],
    [3150000050, 'TREINTA Y UN MILLONES QUINIENTOS MIL PESOS 50/100 M.N.'],
  ])('%i centavos → %s', (c, letras) => expect(importeEnLetras(c)).toBe(letras));

  it('rechaza lo que no es un importe en centavos', () => {
    expect(() => importeEnLetras(-1)).toThrow(RangeError);
    expect(() => importeEnLetras(1.5)).toThrow(RangeError);
  });
});

describe('numeroALetras', () => {
  it.each([
    [0, 'CERO'],
    [1, 'UNO'],
    [15, 'QUINCE'],
    [16, 'DIECISÉIS'],
    [21, 'VEINTIUNO'],
    [22, 'VEINTIDÓS'],
    [31, 'TREINTA Y UNO'],
    [100, 'CIEN'],
    [101, 'CIENTO UNO'],
    [110, 'CIENTO DIEZ'],
    [500, 'QUINIENTOS'],
    [1000, 'MIL'],
    [1001, 'MIL UNO'],
    [21000, 'VEINTIÚN MIL'],
    [100000, 'CIEN MIL'],
    [999999, 'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE'],
    [1000000, 'UN MILLÓN'],
    [1000000000, 'MIL MILLONES'],
    [2000001000000, 'DOS BILLONES UN MILLÓN'],
  ])('%i → %s', (n, letras) => expect(numeroALetras(n)).toBe(letras));

  it('antes de un sustantivo, la forma corta', () => {
    expect(numeroALetras(1, true)).toBe('UN');
    expect(numeroALetras(21, true)).toBe('VEINTIÚN');
    expect(numeroALetras(41, true)).toBe('CUARENTA Y UN');
    expect(numeroALetras(2_500_000, true)).toBe('DOS MILLONES QUINIENTOS MIL');
  });
});
