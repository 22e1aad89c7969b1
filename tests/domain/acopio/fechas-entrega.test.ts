import { describe, expect, it } from 'vitest';
import {
  diaAnterior,
  errorFechaCosecha,
  errorFechaContraPagos,
  errorFechaEntrega,
  errorFechaPago,
  inicioDelSiguiente,
  MENSAJES_FECHAS,
  rangoFechaEntrega,
} from '@domain/acopio/fechas-entrega';
import { motivoFueraDeLote } from '@domain/acopio/entrada-lote';
import { cifrasResumenPago } from '@domain/acopio/resumen-pago';
import { validarEntrega, validarPagoPendiente } from '@domain/acopio/validar-entrega';

const L = { hoy: '2026-11-27', inicioCiclo: '2025-10-01', inicioSiguiente: null };

describe('issue 22 items 6 y 19: fechas de una entrega', () => {
  it('ni futura ni anterior al ciclo; tras el fin del ciclo solo mientras no empiece el siguiente', () => {
    expect(errorFechaEntrega('2027-01-15', L)).toBe(MENSAJES_FECHAS.entregaFutura('2026-11-27'));
    expect(MENSAJES_FECHAS.entregaFutura('2026-11-27')).toBe('La fecha de entrega no puede ser posterior a hoy (27/nov/2026)');
    expect(errorFechaEntrega('2099-01-01', L)).not.toBeNull();
    expect(errorFechaEntrega('2026-11-27', L)).toBeNull();
    expect(errorFechaEntrega('2025-10-01', L)).toBeNull();
    expect(errorFechaEntrega('2025-09-30', L)).toBe(MENSAJES_FECHAS.antesDelCiclo('2025-10-01'));
    const conSiguiente = { ...L, inicioSiguiente: '2026-10-15' };
    expect(errorFechaEntrega('2026-10-15', conSiguiente)).toBe(MENSAJES_FECHAS.cicloSiguiente('2026-10-15'));
    expect(errorFechaEntrega('2026-10-14', conSiguiente)).toBeNull();
    expect(rangoFechaEntrega(L)).toEqual({ min: '2025-10-01', max: '2026-11-27' });
    expect(rangoFechaEntrega(conSiguiente)).toEqual({ min: '2025-10-01', max: '2026-10-14' });
    expect(errorFechaEntrega('no es fecha', L)).toBeNull(); // 'Información obligatoria' is validarEntrega's
  });

  it('la cosecha no es posterior a la entrega ni de más de 12 meses antes', () => {
    expect(errorFechaCosecha('2026-11-11', '2026-11-10')).toBe(MENSAJES_FECHAS.cosechaPosterior('2026-11-10'));
    expect(errorFechaCosecha('2025-11-10', '2026-11-10')).toBeNull();
    expect(errorFechaCosecha('2025-11-09', '2026-11-10')).toBe(MENSAJES_FECHAS.cosechaAntigua);
    expect(errorFechaCosecha(null, '2026-11-10')).toBeNull();
  });

  it('un pago pendiente: desde la entrega hasta hoy; la entrega editada no pasa de su primer pago posterior', () => {
    expect(errorFechaPago('2027-06-01', '2026-11-10', '2026-11-27')).toBe(MENSAJES_FECHAS.pagoFuturo('2026-11-27'));
    expect(errorFechaPago('2026-11-09', '2026-11-10', '2026-11-27')).toBe(MENSAJES_FECHAS.pagoAnterior('2026-11-10'));
    expect(errorFechaPago('2026-11-27', '2026-11-10', '2026-11-27')).toBeNull();
    expect(errorFechaContraPagos('2026-11-16', '2026-11-15')).toBe(MENSAJES_FECHAS.entregaTrasPago('2026-11-15'));
    expect(errorFechaContraPagos('2026-11-15', '2026-11-15')).toBeNull();
    expect(errorFechaContraPagos('2026-11-16', null)).toBeNull();
  });

  it('validarEntrega y validarPagoPendiente aplican la misma regla (formulario y servidor)', () => {
    const base = {
      fecha_ejecucion: '2027-01-15',
      fecha_cosecha: '2027-01-16',
      id_cat_acopio_tipos_cafe: null,
      id_cat_certificacion: [16],
      pesadas: [{ unidades: [7], peso_bruto: 10_00, peso_tara: 0, peso_descuento: 0, bultos: {} }],
      rendimiento: null,
      humedad: null,
      mancha: null,
      precio_por_kg: 10_00,
      recuperacion_credito: 0,
      monto_pagado: 0,
      id_metodo_pago: null,
    };
    const e = validarEntrega(base, { pideCertificacion: true, saldoCreditos: 0, fechas: L });
    expect(e.fecha_ejecucion).toEqual([MENSAJES_FECHAS.entregaFutura('2026-11-27')]);
    expect(e.fecha_cosecha).toEqual([MENSAJES_FECHAS.cosechaPosterior('2027-01-15')]);
    const p = validarPagoPendiente({ fecha_ejecucion: '2027-06-01', id_metodo_pago: 1, monto_pagado: 1_00 }, 10_00, {
      entrega: '2026-11-10',
      hoy: '2026-11-27',
    });
    expect(p.fecha_ejecucion).toEqual([MENSAJES_FECHAS.pagoFuturo('2026-11-27')]);
  });

  it('ayudas: el día anterior y el inicio del ciclo siguiente', () => {
    expect(diaAnterior('2026-03-01')).toBe('2026-02-28');
    expect(inicioDelSiguiente({ fecha_inicio: '2025-10-01' }, [{ fecha_inicio: '2024-10-01' }, { fecha_inicio: '2025-10-01' }])).toBeNull();
    expect(inicioDelSiguiente({ fecha_inicio: '2024-10-01' }, [{ fecha_inicio: '2025-10-01' }, { fecha_inicio: '2024-10-01' }])).toBe(
      '2025-10-01',
    );
  });
});

describe('issue 22 item 2: una regla para entrar a un lote', () => {
  const acopiador = { todos: false as const, centro: 3 };
  it('otro centro (el del lote o el de la entrega) antes que otro ciclo; el gerente, todos los centros', () => {
    expect(motivoFueraDeLote(acopiador, { id_ciclo: 2, id_centro_acopio: 4 }, [{ id_ciclo: 2, id_centro_acopio: 3 }])).toBe('otro_centro');
    expect(motivoFueraDeLote(acopiador, { id_ciclo: 2, id_centro_acopio: 3 }, [{ id_ciclo: 2, id_centro_acopio: 4 }])).toBe('otro_centro');
    expect(motivoFueraDeLote(acopiador, { id_ciclo: 2, id_centro_acopio: 3 }, [{ id_ciclo: 1, id_centro_acopio: 3 }])).toBe('otro_ciclo');
    expect(motivoFueraDeLote(acopiador, { id_ciclo: 2, id_centro_acopio: 3 }, [{ id_ciclo: 2, id_centro_acopio: 3 }])).toBeNull();
    expect(motivoFueraDeLote({ todos: true }, { id_ciclo: 2, id_centro_acopio: 4 }, [{ id_ciclo: 2, id_centro_acopio: 3 }])).toBeNull();
  });
});

describe('issue 22 item 18: el resumen de pago al editar', () => {
  it('una entrega ya pagada: lo pagado antes cuenta y no queda nada pendiente', () => {
    expect(cifrasResumenPago({ aPagar: 7505_00, pagadoAntes: 7505_00, pagadoAhora: 0 })).toEqual({
      pagadoAntes: 7505_00,
      pagadoAhora: 0,
      pendiente: 0,
    });
    expect(cifrasResumenPago({ aPagar: 14012_50, pagadoAntes: 0, pagadoAhora: 10000_00 }).pendiente).toBe(4012_50);
  });
});
