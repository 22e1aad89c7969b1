import { describe, expect, it } from 'vitest';
import { leerFormularioPago, leerFormularioPrecio } from '@domain/remanente/formularios';

/** The surplus side forms (spec 002 §5 'Surplus price', R118) read as typed, with the server's own rules. */
describe('leerFormularioPrecio', () => {
  it('pesos con hasta dos decimales a centavos', () => {
    expect(leerFormularioPrecio(15, '3.5')).toEqual({ datos: { id_cat_certificacion: 15, precio_por_kg: 350 }, errores: {} });
    expect(leerFormularioPrecio(16, '1,250.05').datos).toEqual({ id_cat_certificacion: 16, precio_por_kg: 125005 });
  });
  it('vacío: «Debe escribir una cantidad»; 0: «Debe ser un número mayor que cero» (R118)', () => {
    expect(leerFormularioPrecio(15, '').errores).toEqual({ precio_por_kg: 'Debe escribir una cantidad' });
    expect(leerFormularioPrecio(15, '0').errores).toEqual({ precio_por_kg: 'Debe ser un número mayor que cero' });
    expect(leerFormularioPrecio(15, '-2').errores).toEqual({ precio_por_kg: 'Debe ser un número mayor que cero' });
  });
  it('texto o tres decimales; categoría sin elegir', () => {
    expect(leerFormularioPrecio(15, 'abc').errores).toEqual({ precio_por_kg: 'Se espera un número' });
    expect(leerFormularioPrecio(15, '1.005').errores).toEqual({ precio_por_kg: 'Solo se permiten dos decimales' });
    expect(leerFormularioPrecio(null, '2').errores).toEqual({ id_cat_certificacion: 'Seleccione una opción de la lista' });
  });
});

describe('leerFormularioPago', () => {
  it('precio y cantidad, 0 permitido (mínimo 0)', () => {
    expect(leerFormularioPago('3.00', '150.25')).toEqual({ datos: { precio_por_kg: 300, cantidad_pago: 15025 }, errores: {} });
    expect(leerFormularioPago('0', '0').datos).toEqual({ precio_por_kg: 0, cantidad_pago: 0 });
  });
  it('vacío o negativo: «Debe escribir una cantidad» en cada campo', () => {
    expect(leerFormularioPago('', '').errores).toEqual({
      precio_por_kg: 'Debe escribir una cantidad',
      cantidad_pago: 'Debe escribir una cantidad',
    });
    expect(leerFormularioPago('3', '-1')).toEqual({ datos: null, errores: { cantidad_pago: 'Debe escribir una cantidad' } });
  });
});
