import { describe, expect, it } from 'vitest';
import { importeBruto, montoAPagar, resumenPago, saldoPendiente } from '@domain/acopio/importes';
import { pesoNeto, totalesPesadas, type Pesada } from '@domain/acopio/pesadas';

const pesada = (bruto: number, tara: number, descuento = 0, unidades = [1], bultos: Record<string, number> = { 1: 2 }): Pesada => ({
  unidades,
  peso_bruto: bruto,
  peso_tara: tara,
  peso_descuento: descuento,
  bultos,
});

describe('R090: peso neto', () => {
  it.each([
    [100_00, 2_50, 1_00, 96_50],
    [50_00, 0, 0, 50_00],
    [10_00, 8_00, 3_00, -1_00],
  ])('(%i, %i, %i) → %i', (b, t, d, n) => expect(pesoNeto({ peso_bruto: b, peso_tara: t, peso_descuento: d })).toBe(n));

  it('el total de una entrega suma sus pesadas; a granel no cuenta bultos', () => {
    const t = totalesPesadas([pesada(100_00, 2_50, 1_00, [1], { 1: 2 }), pesada(60_00, 0, 0, [7, 2], { 2: 3 })]);
    expect(t).toEqual({ peso_bruto: 160_00, peso_tara: 2_50, peso_descuento: 1_00, peso_neto: 156_50, no_bultos: 5 });
  });
});

describe('R091–R093: importes', () => {
  it('importe bruto = neto × precio (96.50 × 40.00 = 3,860.00; × 0 = 0)', () => {
    expect(importeBruto(96_50, 40_00)).toBe(3860_00);
    expect(importeBruto(96_50, 0)).toBe(0);
  });
  it('a pagar = bruto − recuperación', () => {
    expect(montoAPagar(3860_00, 1000_00)).toBe(2860_00);
    expect(montoAPagar(3860_00, 0)).toBe(3860_00);
  });
  it('pendiente = total − descuentos − pagado', () => {
    expect(saldoPendiente(3860, 1000, 2000)).toBe(860);
    expect(saldoPendiente(3860, 1000, 2860)).toBe(0);
  });
  it('el resumen del pago junta las tres cuentas', () => {
    expect(resumenPago({ peso_neto: 96_50, precio_por_kg: 40_00, recuperacion_credito: 1000_00, monto_pagado: 2000_00 })).toEqual({
      importe_total: 3860_00,
      recuperacion_credito: 1000_00,
      a_pagar: 2860_00,
      monto_pagado: 2000_00,
      saldo: 860_00,
    });
  });
});
