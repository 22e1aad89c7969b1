import { describe, expect, it } from 'vitest';
import { RESTO_MINIMO_MOSTRADO, barrasGenero, muestraEtiquetaResto } from '@domain/tableros/grafica-genero';

const fila = (genero: string, etiqueta: string, ha_cafe: number, ha_cult: number, ha_estimacion: number) => ({
  genero,
  etiqueta,
  ha_cafe,
  ha_cult,
  ha_estimacion,
});

describe('gráfica de género del tablero de parcelas (001 §2.2, §9, R088)', () => {
  it('el resto es la superficie total menos el café, con 2 decimales', () => {
    expect(barrasGenero([fila('mujer', 'Mujeres', 1.23, 3, 500), fila('hombre', 'Hombres', 0.1, 0.3, 0)])).toEqual([
      { etiqueta: 'Mujeres', cafe: 1.23, resto: 1.77, total: 3, kg: 500 },
      { etiqueta: 'Hombres', cafe: 0.1, resto: 0.2, total: 0.3, kg: 0 },
    ]);
  });
  it('mantiene el orden del servidor (mujeres, hombres, sin asignar)', () => {
    const b = barrasGenero([
      fila('mujer', 'Mujeres', 0, 0, 0),
      fila('hombre', 'Hombres', 0, 0, 0),
      fila('sin_asignar', 'Sin asignar', 0, 0, 0),
    ]);
    expect(b.map((x) => x.etiqueta)).toEqual(['Mujeres', 'Hombres', 'Sin asignar']);
  });
  it('un resto negativo (más café que superficie, dato inconsistente) se dibuja como 0', () => {
    expect(barrasGenero([fila('hombre', 'Hombres', 5, 4, 0)])[0].resto).toBe(0);
  });
  it('valores que no son números cuentan 0', () => {
    expect(barrasGenero([fila('hombre', 'Hombres', Number('x'), Number.NaN, Number.NaN)])[0]).toMatchObject({
      cafe: 0,
      total: 0,
      kg: 0,
      resto: 0,
    });
  });
  it('R088: el resto lleva su valor desde 8 ha', () => {
    expect(RESTO_MINIMO_MOSTRADO).toBe(8);
    expect(muestraEtiquetaResto(7.99)).toBe(false);
    expect(muestraEtiquetaResto(8)).toBe(true);
    expect(muestraEtiquetaResto(120.5)).toBe(true);
  });
});
