import { describe, expect, it } from 'vitest';
import { derivadosFisicos, kilosExportables } from '@domain/calidad/fisico';
import { dividirRedondeando } from '@domain/calidad/redondeo';

/** Domain notes (shared/domain/coffee-quality.md), worked example: P 300 g, O 240 g, M 12 g; 1,150 kg of parchment. */
const muestra = { pergamino: 300_00, oro: 240_00, cerezo: 6_00, mancha: 12_00 };

describe('análisis físico: el ejemplo de las notas', () => {
  const d = derivadosFisicos(muestra);
  it('rendimiento 80.00 %', () => expect(d.rendimiento).toBe(80_00));
  it('mancha 5.00 % sobre el oro', () => expect(d.mancha).toBe(5_00));
  it('cerezo 2.00 %', () => expect(d.cerezo).toBe(2_00));
  it('oro exportable 228 g, 76.00 %', () => expect([d.oroExportableG, d.oroExportable]).toEqual([228_00, 76_00]));
  it('factor 69 × 300 / 228 = 90.79', () => expect(d.factor).toBe(90_79));
  it('1,150 kg de pergamino → 874 kg exportables = 19.00 qq = 12.67 sacos', () =>
    expect(kilosExportables(1150_00, muestra)).toEqual({ kg: 874_00, quintales: 19_00, sacos: 12_67 }));
});

describe('los ajustes de la cooperativa', () => {
  it('mancha sobre el pergamino: 12 / 300 = 4.00 %', () =>
    expect(derivadosFisicos(muestra, { sacoKg: 69, baseMancha: 'pergamino' }).mancha).toBe(4_00));
  it('saco colombiano de 70 kg: 70 × 300 / 228 = 92.11', () =>
    expect(derivadosFisicos(muestra, { sacoKg: 70, baseMancha: 'oro' }).factor).toBe(92_11));
  it('sin oro exportable no hay factor (no se divide entre 0)', () =>
    expect(derivadosFisicos({ ...muestra, mancha: 240_00 }).factor).toBeNull());
  it('sin muestra de pergamino todo es 0', () => expect(derivadosFisicos({ ...muestra, pergamino: 0 }).rendimiento).toBe(0));
});

describe('redondeo a la mitad hacia arriba, en enteros', () => {
  it.each([
    [5, 2, 3],
    [7, 2, 4],
    [1, 3, 0],
    [2, 3, 1],
    [690000 * 300, 22800, 9079],
  ])('%i / %i → %i', (a, b, r) => expect(dividirRedondeando(a, b)).toBe(r));
  it('divisor 0 es un error, no Infinity', () => expect(() => dividirRedondeando(1, 0)).toThrow());
});
