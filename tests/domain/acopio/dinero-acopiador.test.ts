import { describe, expect, it } from 'vitest';
import { bandaDePrecio, errorBandaPrecio, mensajeFueraDeBanda, PRECIO_CERO, SIN_PRECIO_VIGENTE } from '@domain/acopio/banda-precio';
import { LIMITES } from '@domain/acopio/limites';
import { mensajeMontoMaximo, validarEntrega, validarPagoPendiente, type EntregaDatos } from '@domain/acopio/validar-entrega';

/** issue 22 item 4: what a collector may do with money — the price band, price 0 and the payment ceiling. */
const base = (cambios: Partial<EntregaDatos> = {}): EntregaDatos => ({
  fecha_ejecucion: '2026-11-20',
  id_cat_acopio_tipos_cafe: 1,
  id_cat_certificacion: [15],
  pesadas: [{ unidades: [7], peso_bruto: 100_000_00, peso_tara: 0, peso_descuento: 0, bultos: {} }],
  rendimiento: null,
  humedad: null,
  mancha: null,
  precio_por_kg: 95_00,
  recuperacion_credito: 0,
  monto_pagado: 0,
  id_metodo_pago: 1,
  ...cambios,
});
const ctx = { pideCertificacion: true, saldoCreditos: 0 };

describe('issue 22 item 4: banda de precio', () => {
  it('±50 % del precio vigente, redondeado hacia dentro: 95.00 → 47.50 … 142.50; 0.03 → 0.02 … 0.04', () => {
    expect(bandaDePrecio(95_00)).toEqual({ minimo: 47_50, maximo: 142_50 });
    expect(bandaDePrecio(3)).toEqual({ minimo: 2, maximo: 4 });
    expect(bandaDePrecio(null)).toBeNull();
  });

  it('dentro de la banda, nada; fuera, el mensaje con la banda; con el permiso del supervisor, nada', () => {
    const b = bandaDePrecio(95_00)!;
    expect(errorBandaPrecio(142_50, { vigente: 95_00, fueraDeRango: false })).toBeNull();
    expect(errorBandaPrecio(47_50, { vigente: 95_00, fueraDeRango: false })).toBeNull();
    expect(errorBandaPrecio(142_51, { vigente: 95_00, fueraDeRango: false })).toBe(mensajeFueraDeBanda(b));
    expect(errorBandaPrecio(100_000_00, { vigente: 95_00, fueraDeRango: false })).toContain('$ 47.50 y $ 142.50');
    expect(errorBandaPrecio(100_000_00, { vigente: 95_00, fueraDeRango: true })).toBeNull();
    expect(errorBandaPrecio(95_00, { vigente: null, fueraDeRango: false })).toBe(SIN_PRECIO_VIGENTE);
  });

  it('el formulario y el servidor: precio 0 rechazado siempre; la banda solo a quien fija el precio', () => {
    expect(validarEntrega(base({ precio_por_kg: 0 }), ctx).precio_por_kg).toEqual([PRECIO_CERO]);
    expect(validarEntrega(base({ precio_por_kg: 0 }), { ...ctx, precio: { vigente: 95_00, fueraDeRango: true } }).precio_por_kg).toEqual([
      PRECIO_CERO,
    ]);
    expect(validarEntrega(base({ precio_por_kg: 1000_00 }), ctx).precio_por_kg).toBeUndefined();
    expect(
      validarEntrega(base({ precio_por_kg: 1000_00 }), { ...ctx, precio: { vigente: 95_00, fueraDeRango: false } }).precio_por_kg,
    ).toEqual([mensajeFueraDeBanda(bandaDePrecio(95_00)!)]);
  });
});

describe('issue 22 item 4: un pago nunca pasa de lo debido ni del tope de un pago', () => {
  it('en báscula: 100,000 kg × 142.50 = 14,250,000.00 debido; el pago pasa del tope de 10,000,000.00', () => {
    const e = validarEntrega(base({ precio_por_kg: 142_50, monto_pagado: LIMITES.pago + 1 }), ctx);
    expect(e.monto_pagado).toEqual([mensajeMontoMaximo(LIMITES.pago)]);
    expect(validarEntrega(base({ precio_por_kg: 142_50, monto_pagado: LIMITES.pago }), ctx).monto_pagado).toBeUndefined();
  });

  it('el ataque del issue: 1,000,000,000.00 pagados por una entrega que vale 9,500,000.00', () => {
    const e = validarEntrega(base({ monto_pagado: 1_000_000_000_00 }), ctx);
    expect(e.monto_pagado).toEqual([mensajeMontoMaximo(9_500_000_00)]);
  });

  it('pago pendiente: hasta el saldo y hasta el tope', () => {
    const p = { fecha_ejecucion: '2026-11-21', id_metodo_pago: 1, monto_pagado: LIMITES.pago + 1 };
    expect(validarPagoPendiente(p, 50_000_000_00).monto_pagado).toEqual([mensajeMontoMaximo(LIMITES.pago)]);
    expect(validarPagoPendiente({ ...p, monto_pagado: 100_01 }, 100_00).monto_pagado).toEqual([mensajeMontoMaximo(100_00)]);
  });
});
