import { describe, expect, it } from 'vitest';
import {
  ATRIBUTOS_CVA,
  ATRIBUTOS_SCA,
  bandaTaza,
  puntajeCva,
  totalSca,
  type AtributoCva,
  type AtributoSca,
} from '@domain/calidad/sensorial';

const sca = (valores: number[]) => Object.fromEntries(ATRIBUTOS_SCA.map((a, i) => [a, valores[i]])) as Record<AtributoSca, number>;
const cva = (v: number) => Object.fromEntries(ATRIBUTOS_CVA.map((a) => [a, v])) as Record<AtributoCva, number>;

describe('total SCA 2004 (R126)', () => {
  it('los diez en 8 → 80', () => expect(totalSca(sca(Array(10).fill(8_00)))).toBe(80_00));
  it('[6,6,6,6,6,10,10,10,10,10] → 80', () => expect(totalSca(sca([6, 6, 6, 6, 6, 10, 10, 10, 10, 10].map((x) => x * 100)))).toBe(80_00));
  it('mínimo 60 y máximo 100', () => {
    expect(totalSca(sca(Array(10).fill(6_00)))).toBe(60_00);
    expect(totalSca(sca(Array(10).fill(10_00)))).toBe(100_00);
  });
  it('el ejemplo de las notas: 8.00 + 7.75 + 7.50 + 7.75 + 7.75 + 7.50 + 10 + 10 + 10 + 7.75 = 84.00, muy bueno', () => {
    const t = totalSca(sca([8_00, 7_75, 7_50, 7_75, 7_75, 7_50, 10_00, 10_00, 10_00, 7_75]));
    expect(t).toBe(84_00);
    expect(bandaTaza(t)).toBe('muy_bueno');
  });
});

describe('bandas', () => {
  it.each([
    [90_00, 'sobresaliente'],
    [89_99, 'excelente'],
    [85_00, 'excelente'],
    [84_99, 'muy_bueno'],
    [80_00, 'muy_bueno'],
    [79_99, 'bajo_especialidad'],
  ])('%i → %s', (t, b) => expect(bandaTaza(t)).toBe(b));
});

describe('CVA afectiva (SCA-104): 0.65625 · Σ + 52.75 − 2u − 4d, al .25 más cercano', () => {
  it('todo 9 → 100', () => expect(puntajeCva(cva(9), 0, 0)).toBe(100_00));
  it('todo 1 → 58', () => expect(puntajeCva(cva(1), 0, 0)).toBe(58_00));
  it('todo 6 (Σ 48) → 84.25; con una taza no uniforme y una defectuosa → 78.25', () => {
    expect(puntajeCva(cva(6), 0, 0)).toBe(84_25);
    expect(puntajeCva(cva(6), 1, 1)).toBe(78_25);
  });
  it('Σ 49 → 0.65625 × 49 = 32.156… → 32.25 → 85.00', () => expect(puntajeCva({ ...cva(6), general: 7 }, 0, 0)).toBe(85_00));
});
