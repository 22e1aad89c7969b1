import { describe, expect, it } from 'vitest';
import { erroresFormulario, formularioVacio, leerFormulario, visibilidad } from '../../../src/pages/acopio/entrega/modelo';
import { bandaDePrecio, mensajeFueraDeBanda } from '@domain/acopio/banda-precio';
import { PRODUCTO } from '@domain/comun/productos';

// issue 22 item 4: the delivery form shows the price band's message before saving, with the server's rule (validarEntrega)
describe('issue 22 item 4: la banda de precio en el formulario de entrega', () => {
  const v = visibilidad(PRODUCTO.cacao, null);
  const errores = (precio: string, ctx?: { vigente: number | null; fueraDeRango: boolean }) => {
    const f = { ...formularioVacio('2026-11-20', 95_00), precio_por_kg: precio };
    return erroresFormulario(f, leerFormulario(f, v), v, false, undefined, ctx).precio_por_kg;
  };
  it('quien fija el precio ve el mensaje de la banda fuera de ±50 % del vigente', () => {
    const banda = bandaDePrecio(95_00)!;
    expect(errores('200.00', { vigente: 95_00, fueraDeRango: false })).toEqual([mensajeFueraDeBanda(banda)]);
    expect(errores('40.00', { vigente: 95_00, fueraDeRango: false })).toEqual([mensajeFueraDeBanda(banda)]);
    expect(errores('142.50', { vigente: 95_00, fueraDeRango: false })).toBeUndefined();
  });
  it('un supervisor (puede_fuera_de_rango) no ve el mensaje; sin contexto (precio vigente, no editable) tampoco', () => {
    expect(errores('200.00', { vigente: 95_00, fueraDeRango: true })).toBeUndefined();
    expect(errores('200.00')).toBeUndefined();
  });
});
