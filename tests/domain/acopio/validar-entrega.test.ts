import { describe, expect, it } from 'vitest';
import {
  BULTOS_ENTERO,
  DESCUENTO_MAYOR,
  NETO_NO_POSITIVO,
  mensajeMaximo,
  OBLIGATORIO,
  RECUPERACION_NEGATIVA,
  REQUERIDO,
  SIN_UNIDAD,
  validarEntrega,
  validarPagoPendiente,
  type EntregaDatos,
} from '@domain/acopio/validar-entrega';

const base = (cambios: Partial<EntregaDatos> = {}): EntregaDatos => ({
  fecha_ejecucion: '2026-11-20',
  id_cat_acopio_tipos_cafe: 1,
  id_cat_certificacion: [15],
  pesadas: [{ unidades: [1], peso_bruto: 100_00, peso_tara: 2_50, peso_descuento: 1_00, bultos: { 1: 2 } }],
  rendimiento: null,
  humedad: null,
  mancha: null,
  precio_por_kg: 40_00,
  recuperacion_credito: 1000_00,
  monto_pagado: 2860_00,
  id_metodo_pago: 1,
  ...cambios,
});
const ctx = { pideCertificacion: true, saldoCreditos: 1000_00 };
const pesada = (p: Partial<EntregaDatos['pesadas'][number]>) => ({ ...base().pesadas[0], ...p });

describe('formulario de entrega (002 §5, R111, R112)', () => {
  it('una entrega completa y coherente no tiene errores', () => expect(validarEntrega(base(), ctx)).toEqual({}));

  it('fecha obligatoria', () => expect(validarEntrega(base({ fecha_ejecucion: null }), ctx).fecha_ejecucion).toEqual([OBLIGATORIO]));

  it('R111.1: una pesada sin unidad', () =>
    expect(validarEntrega(base({ pesadas: [pesada({ unidades: [] })] }), ctx)['pesadas.0.unidades']).toEqual([SIN_UNIDAD]));

  it('R111.3: bruto 100, descuento 100', () =>
    expect(validarEntrega(base({ pesadas: [pesada({ peso_descuento: 100_00 })] }), ctx)['pesadas.0.peso_descuento']).toEqual([
      DESCUENTO_MAYOR,
    ]));

  it('R111.4: unidades [1, 7] con 2.5 bultos de la 1: entero para la 1, nada para la 7', () => {
    const e = validarEntrega(base({ pesadas: [pesada({ unidades: [1, 7], bultos: { 1: 2.5 } })] }), ctx);
    expect(e['pesadas.0.bultos.1']).toEqual([BULTOS_ENTERO]);
    expect(e['pesadas.0.bultos.7']).toBeUndefined();
  });

  it('bruto y tara de al menos 0.01; tara 0 solo a granel', () => {
    expect(validarEntrega(base({ pesadas: [pesada({ peso_bruto: 0 })] }), ctx)['pesadas.0.peso_bruto']).toBeDefined();
    expect(validarEntrega(base({ pesadas: [pesada({ peso_tara: 0 })] }), ctx)['pesadas.0.peso_tara']).toBeDefined();
    expect(
      validarEntrega(base({ pesadas: [pesada({ unidades: [7], bultos: {}, peso_tara: 0 })] }), ctx)['pesadas.0.peso_tara'],
    ).toBeUndefined();
  });

  it('R090.3: un neto negativo (10 − 8 − 3) no pasa', () => {
    const e = validarEntrega(base({ pesadas: [pesada({ peso_bruto: 10_00, peso_tara: 8_00, peso_descuento: 3_00 })] }), ctx);
    expect(e['pesadas.0.peso_tara']).toEqual([NETO_NO_POSITIVO]);
  });

  it('R112.1: humedad 100.01 no pasa, 100 sí; un campo que el tipo de café no muestra no se revisa', () => {
    expect(validarEntrega(base({ humedad: 100_01 }), ctx).humedad).toBeDefined();
    expect(validarEntrega(base({ humedad: 100_00 }), ctx).humedad).toBeUndefined();
    expect(validarEntrega(base({ id_cat_acopio_tipos_cafe: 3, humedad: 500_00 }), ctx).humedad).toBeUndefined();
  });

  it('certificación requerida cuando se muestra', () => {
    expect(validarEntrega(base({ id_cat_certificacion: [] }), ctx).id_cat_certificacion).toEqual([REQUERIDO]);
    expect(validarEntrega(base({ id_cat_certificacion: [] }), { ...ctx, pideCertificacion: false })).toEqual({});
  });

  it('R112.2: recuperación −1', () =>
    expect(validarEntrega(base({ recuperacion_credito: -1 }), ctx).recuperacion_credito).toEqual(['Se espera un valor mayor o igual a 0']));

  it('R112.3: saldo 1000, recuperación 1000.01', () =>
    expect(validarEntrega(base({ recuperacion_credito: 1000_01, monto_pagado: 0 }), ctx).recuperacion_credito).toEqual([
      'Se espera un valor menor o igual a 1,000.00',
    ]));

  it('la recuperación tampoco pasa del valor de la entrega', () =>
    expect(
      validarEntrega(base({ recuperacion_credito: 4000_00, monto_pagado: 0 }), { ...ctx, saldoCreditos: 9000_00 }).recuperacion_credito,
    ).toEqual(['Se espera un valor menor o igual a 3,860.00']));

  it('R112.4: a pagar 2860, pagado 3000', () =>
    expect(validarEntrega(base({ monto_pagado: 3000_00 }), ctx).monto_pagado).toEqual(['El monto no debe ser mayor a $ 2,860.00']));

  it('método de pago obligatorio cuando se paga algo', () => {
    expect(validarEntrega(base({ id_metodo_pago: null }), ctx).id_metodo_pago).toEqual([OBLIGATORIO]);
    expect(validarEntrega(base({ id_metodo_pago: null, monto_pagado: 0 }), ctx).id_metodo_pago).toBeUndefined();
  });
});

describe('pago pendiente (R115)', () => {
  const pago = { fecha_ejecucion: '2026-11-20', id_metodo_pago: 1, monto_pagado: 100_00 };
  it('monto 0', () =>
    expect(validarPagoPendiente({ ...pago, monto_pagado: 0 }, 860_00).monto_pagado).toEqual(['El monto debe ser mayor a 0']));
  it('pendiente 860, monto 861', () =>
    expect(validarPagoPendiente({ ...pago, monto_pagado: 861_00 }, 860_00).monto_pagado).toEqual([
      'El monto no debe ser mayor a $ 860.00',
    ]));
  it('método 0', () => expect(validarPagoPendiente({ ...pago, id_metodo_pago: 0 }, 860_00).id_metodo_pago).toEqual([OBLIGATORIO]));
  it('un pago dentro del saldo pasa', () => expect(validarPagoPendiente(pago, 860_00)).toEqual({}));
});

describe('pago pendiente que recupera crédito (issue 25)', () => {
  const pago = { fecha_ejecucion: '2026-11-20', id_metodo_pago: 1, monto_pagado: 100_00 };
  it('sin deuda de créditos no se recupera nada', () =>
    expect(validarPagoPendiente({ ...pago, recuperacion_credito: 1 }, 860_00).recuperacion_credito).toEqual([mensajeMaximo(0)]));
  it('a lo más lo que debe en créditos', () =>
    expect(validarPagoPendiente({ ...pago, recuperacion_credito: 300_01 }, 860_00, undefined, 300_00).recuperacion_credito).toEqual([
      mensajeMaximo(300_00),
    ]));
  it('a lo más el pendiente de la entrega', () =>
    expect(validarPagoPendiente({ ...pago, recuperacion_credito: 860_01 }, 860_00, undefined, 5_000_00).recuperacion_credito).toEqual([
      mensajeMaximo(860_00),
    ]));
  it('lo recuperado baja el máximo que se paga: pendiente 860, recupera 300, paga 561', () =>
    expect(
      validarPagoPendiente({ ...pago, monto_pagado: 561_00, recuperacion_credito: 300_00 }, 860_00, undefined, 300_00).monto_pagado,
    ).toEqual(['El monto no debe ser mayor a $ 560.00']));
  it('recupera 300 y paga 560: cubre el pendiente exacto', () =>
    expect(validarPagoPendiente({ ...pago, monto_pagado: 560_00, recuperacion_credito: 300_00 }, 860_00, undefined, 300_00)).toEqual({}));
  it('negativa', () =>
    expect(validarPagoPendiente({ ...pago, recuperacion_credito: -1 }, 860_00, undefined, 300_00).recuperacion_credito).toEqual([
      RECUPERACION_NEGATIVA,
    ]));
});
