import { describe, expect, it } from 'vitest';
import { montoEnEspera, type PagoGuardado } from '@domain/bandeja/pagos-en-espera';

const pago = (id_acopio: number, monto: number, estado: PagoGuardado['estado'], recuperacion?: number): PagoGuardado => ({
  tipo: 'pago_pendiente',
  estado,
  cuerpo: { id_acopio, monto_pagado: monto, ...(recuperacion ? { recuperacion_credito: recuperacion } : {}) },
});

describe('montoEnEspera: lo que los pagos guardados en el dispositivo ya toman del saldo de una entrega (issue 28)', () => {
  it('suma monto y recuperación de los pagos de esa entrega que esperan, se envían o quedaron en conflicto', () => {
    const bandeja: PagoGuardado[] = [
      pago(7, 250_00, { estado: 'pendiente' }),
      pago(7, 100_00, { estado: 'enviando', desde: '2026-11-29T10:00:00.000Z' }, 50_00),
      pago(7, 30_00, { estado: 'conflicto', motivo: 'datos_invalidos', mensaje: 'x', cifras: {} }),
    ];
    expect(montoEnEspera(bandeja, 7)).toBe(430_00);
  });

  it('no cuenta lo ya enviado (el saldo del servidor lo incluye), lo descartado, otras entregas ni las entregas nuevas', () => {
    const bandeja: PagoGuardado[] = [
      pago(7, 250_00, { estado: 'enviada', folio: 'A-1', enviadaEn: '2026-11-29T10:00:00.000Z' }),
      pago(7, 90_00, { estado: 'descartada', descartadaEn: '2026-11-29T10:00:00.000Z' }),
      pago(8, 500_00, { estado: 'pendiente' }),
      { tipo: 'entrega', estado: { estado: 'pendiente' }, cuerpo: { id_acopio: 7, monto_pagado: 999_00 } },
    ];
    expect(montoEnEspera(bandeja, 7)).toBe(0);
  });

  it('un cuerpo sin cifras enteras no suma (nunca decimales)', () => {
    expect(
      montoEnEspera([{ tipo: 'pago_pendiente', estado: { estado: 'pendiente' }, cuerpo: { id_acopio: 7, monto_pagado: 1.5 } }], 7),
    ).toBe(0);
  });
});
