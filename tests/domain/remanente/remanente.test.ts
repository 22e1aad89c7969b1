import { describe, expect, it } from 'vitest';
import {
  categoriasRemanente,
  colorDeCategoria,
  importeRemanente,
  MENSAJES_REMANENTE,
  nombreCategoriaRemanente,
  validarPagoRemanente,
  validarPrecioRemanente,
} from '@domain/remanente/remanente';
import { PRODUCTO } from '@domain/comun/productos';

/** Spec 002 §5 'Surplus price', §2.8 and R118's examples. */
describe('remanente (R118)', () => {
  it('el precio de la categoría debe ser mayor que cero y la categoría del catálogo', () => {
    expect(validarPrecioRemanente({ id_cat_certificacion: 15, precio_por_kg: 0 })).toEqual({
      precio_por_kg: [MENSAJES_REMANENTE.mayorQueCero],
    });
    expect(MENSAJES_REMANENTE.mayorQueCero).toBe('Debe ser un número mayor que cero');
    expect(validarPrecioRemanente({ id_cat_certificacion: 99, precio_por_kg: 1 })).toEqual({
      id_cat_certificacion: ['Seleccione una opción de la lista'],
    });
    expect(validarPrecioRemanente({ id_cat_certificacion: 17, precio_por_kg: 1 })).toEqual({});
  });
  it("precio_por_kg y cantidad_pago requeridos, mínimo 0: 'Debe escribir una cantidad'", () => {
    expect(validarPagoRemanente({ precio_por_kg: null, cantidad_pago: 0 })).toEqual({ precio_por_kg: ['Debe escribir una cantidad'] });
    expect(validarPagoRemanente({ precio_por_kg: 0, cantidad_pago: -1 })).toEqual({ cantidad_pago: ['Debe escribir una cantidad'] });
    expect(validarPagoRemanente({ precio_por_kg: 0, cantidad_pago: 0 })).toEqual({});
  });
  it('las categorías 31, 32, 33 y 26 tienen su color especial; otra sin color propio es gris', () => {
    const especiales = [31, 32, 33, 26].map(colorDeCategoria);
    expect(new Set(especiales).size).toBe(4);
    expect(especiales).not.toContain('#9B9B9B');
    expect(colorDeCategoria(5)).toBe('#9B9B9B');
  });
  it('las categorías son las certificaciones de la entrega; la miel llama Transición a la no orgánica', () => {
    expect(categoriasRemanente(PRODUCTO.cafe).map((c) => c.id)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(nombreCategoriaRemanente(16, PRODUCTO.miel)).toBe('Transición');
    expect(nombreCategoriaRemanente(16, PRODUCTO.cacao)).toBe('Convencional');
    expect(nombreCategoriaRemanente(31, PRODUCTO.cafe)).toBe('Otro (31)');
  });
  it('importe = kg × precio redondeado a la mitad hacia arriba, en centavos', () => {
    expect(importeRemanente(14_650, 350)).toBe(51_275); // 146.50 kg × 3.50 = 512.75
    expect(importeRemanente(1_001, 333)).toBe(3_333); // 10.01 × 3.33 = 33.3333 → 33.33
    expect(importeRemanente(150, 101)).toBe(152); // 1.50 × 1.01 = 1.515 → 1.52
  });
});
