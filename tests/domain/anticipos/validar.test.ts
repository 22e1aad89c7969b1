import { describe, expect, it } from 'vitest';
import { MENSAJES_ANTICIPO, validarAbono, validarAnticipo } from '@domain/anticipos/validar';

/** R099, R100, R101 with the spec's examples (today 2024-06-10). */
const HOY = '2024-06-10';
const valido = { folio: 'A-1', fecha_ejecucion: '2024-05-01', id_cuenta: 7, cantidad_anticipo: 1_000_000 };

describe('R099: el formulario del anticipo', () => {
  it('ejemplos 1 a 3: la tasa; 1.123456 pasa y se lee en millonésimas', () => {
    const con = (interes: string | number) => validarAnticipo({ ...valido, interes }, { hoy: HOY, conInteres: true });
    expect(con(1000).errores).toEqual({ interes: ['El interés no puede ser mayor a 999'] });
    expect(con(1.1234567).errores).toEqual({ interes: ['El interés no puede tener más de 6 decimales'] });
    expect(con(-0.5).errores).toEqual({ interes: ['El interés debe ser mayor o igual a 0'] });
    expect(con(1.123456)).toEqual({ errores: {}, tasa: 1_123_456 });
  });

  it('ejemplo 4 y los obligatorios: folio, fecha, productor y monto con los mensajes del spec', () => {
    const { errores } = validarAnticipo(
      { folio: '', fecha_ejecucion: null, id_cuenta: null, cantidad_anticipo: 0 },
      { hoy: HOY, conInteres: false },
    );
    expect(errores).toEqual({
      folio: ['Debe escribir un folio'],
      fecha_ejecucion: ['Debe seleccionar una fecha'],
      id_cuenta: ['Debe seleccionar un productor'],
      cantidad_anticipo: ['Debe escribir un monto'],
    });
  });

  it('R101: hasta 12 meses adelante inclusive (2025-06-10 pasa, 2025-06-11 no); más de 24 meses atrás no', () => {
    const fecha = (f: string) => validarAnticipo({ ...valido, fecha_ejecucion: f }, { hoy: HOY, conInteres: false }).errores;
    expect(fecha('2025-06-10')).toEqual({});
    expect(fecha('2025-06-11')).toEqual({ fecha_ejecucion: ['Seleccione otra fecha'] });
    expect(fecha('2022-06-10')).toEqual({});
    expect(fecha('2022-06-09')).toEqual({ fecha_ejecucion: ['La fecha no puede ser anterior a 10/jun/2022'] });
    expect(fecha('2024-02-30')).toEqual({ fecha_ejecucion: ['Debe seleccionar una fecha'] });
  });

  it('R098: con 4,000.00 recuperados el monto no baja de 4,000.00', () => {
    const monto = (m: number) =>
      validarAnticipo({ ...valido, cantidad_anticipo: m }, { hoy: HOY, recuperado: 400_000, conInteres: false }).errores;
    expect(monto(400_000)).toEqual({});
    expect(monto(399_999)).toEqual({ cantidad_anticipo: [MENSAJES_ANTICIPO.montoMenorRecuperado(400_000)] });
    expect(MENSAJES_ANTICIPO.montoMenorRecuperado(400_000)).toBe('El monto no puede ser menor a lo ya recuperado ($4,000.00)');
  });

  it('sin interés (nivel 2) la tasa no se lee: null, sin error aunque venga mal', () => {
    expect(validarAnticipo({ ...valido, interes: 'abc' }, { hoy: HOY, conInteres: false })).toEqual({ errores: {}, tasa: null });
    // empty: the cooperative's default applies (null)
    expect(validarAnticipo({ ...valido, interes: '' }, { hoy: HOY, conInteres: true })).toEqual({ errores: {}, tasa: null });
  });
});

describe('R100: el abono de efectivo', () => {
  const ctx = { hoy: HOY, fechaAnticipo: '2024-03-01', saldo: 86_000 };
  const abono = (d: Record<string, unknown>) => validarAbono({ fecha_ejecucion: HOY, cantidad_pago: 100, ...d }, ctx);
  it('ejemplos 1 a 4', () => {
    expect(abono({ cantidad_pago: 0 })).toEqual({ cantidad_pago: ['Debe escribir un monto'] });
    expect(abono({ cantidad_pago: 86_001 })).toEqual({ cantidad_pago: ['El monto no debe exceder el saldo total'] });
    expect(abono({ cantidad_pago: 86_000 })).toEqual({});
    expect(abono({ comision_efectivo: -1 })).toEqual({ comision_efectivo: ['La comisión debe ser mayor o igual a 0'] });
  });
  it('la fecha: obligatoria, no posterior a hoy, no anterior al anticipo', () => {
    expect(abono({ fecha_ejecucion: '' })).toEqual({ fecha_ejecucion: ['Debe seleccionar una fecha'] });
    expect(abono({ fecha_ejecucion: '2024-06-11' })).toEqual({ fecha_ejecucion: ['La fecha del abono no puede ser posterior a hoy'] });
    expect(abono({ fecha_ejecucion: '2024-02-29' })).toEqual({
      fecha_ejecucion: ['La fecha del abono no puede ser anterior a la del anticipo (01/mar/2024)'],
    });
    expect(abono({ fecha_ejecucion: '2024-03-01' })).toEqual({});
  });
});
