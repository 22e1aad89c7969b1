import { describe, expect, it } from 'vitest';
import { motivosDisponibles, soloMonto, validarDesembolso } from '@domain/efectivo/validar';
import { accionesHabilitadas, porCentroHabilitado, puedeBorrarDesembolso, resumenEfectivo, saldoCentro } from '@domain/efectivo/saldo';

/** Cash disbursements (spec 002 §2.11, §5; R103, R104, R105) from the spec's examples. */
const ctx = { hoy: '2026-03-15', conCentros: true, nivelCredito: 2 };
const valido = { fecha_envio: '2026-03-15', id_centros_acopios: 4, cantidad: 1250, tipo_motivo: 2 };

describe('R105 validarDesembolso', () => {
  it('un desembolso completo no tiene errores; 12.5 se envía como 1250', () => {
    expect(validarDesembolso(valido, ctx)).toEqual({});
  });
  it('centros habilitados sin centro; motivo 0; cantidad 0; sin fecha', () => {
    expect(validarDesembolso({ fecha_envio: '', id_centros_acopios: null, cantidad: 0, tipo_motivo: 0 }, ctx)).toEqual({
      fecha_envio: ['Debe seleccionar una fecha'],
      id_centros_acopios: ['Debe seleccionar un centro de acopio'],
      cantidad: ['Debe escribir un cantidad'],
      tipo_motivo: ['Debe seleccionar un motivo'],
    });
  });
  it('sin centros de acopio el centro no se pide', () => {
    expect(validarDesembolso({ ...valido, id_centros_acopios: null }, { ...ctx, conCentros: false })).toEqual({});
  });
  it('12 meses adelante sí, un día más no (MESES_ADELANTE.desembolso)', () => {
    expect(validarDesembolso({ ...valido, fecha_envio: '2027-03-15' }, ctx)).toEqual({});
    expect(validarDesembolso({ ...valido, fecha_envio: '2027-03-16' }, ctx)).toEqual({ fecha_envio: ['Seleccione otra fecha'] });
  });
  it('R104: el motivo 1 solo con nivel de crédito 2 o más', () => {
    expect(motivosDisponibles(1)).toEqual([2]);
    expect(motivosDisponibles(2)).toEqual([1, 2]);
    expect(validarDesembolso({ ...valido, tipo_motivo: 1 }, { ...ctx, nivelCredito: 1 })).toEqual({
      tipo_motivo: ['La cooperativa no tiene habilitado el crédito precosecha'],
    });
  });
  it("el monto acepta solo dígitos y el punto: '1a2.5b' → '12.5'", () => {
    expect(soloMonto('1a2.5b')).toBe('12.5');
  });
});

describe('R103, R104 y el saldo por centro', () => {
  it('porcentaje pagado: 750/1000 → 75, 1500/1000 → 100, 999/1000 → 99, nada entregado → 0', () => {
    expect(resumenEfectivo(1000, 750).porcentaje_pagado).toBe(75);
    expect(resumenEfectivo(1000, 1500).porcentaje_pagado).toBe(100);
    expect(resumenEfectivo(1000, 999).porcentaje_pagado).toBe(99);
    expect(resumenEfectivo(0, 500).porcentaje_pagado).toBe(0);
  });
  it('saldo = enviado − pagado, negativo cuando el efectivo no alcanzó', () => {
    expect(saldoCentro(100_000, 60_000)).toBe(40_000);
    expect(saldoCentro(60_000, 100_000)).toBe(-40_000);
  });
  it("'por Centro de Acopio': sin filas o primera fila 'Sin Asignarse' → deshabilitado", () => {
    expect(porCentroHabilitado([])).toBe(false);
    expect(porCentroHabilitado([{ centro_acopio: 'Sin Asignarse' }])).toBe(false);
    expect(porCentroHabilitado([{ centro_acopio: 'Centro Norte' }])).toBe(true);
  });
  it('Editar y Eliminar con una fila seleccionada', () => {
    expect(accionesHabilitadas(0)).toBe(false);
    expect(accionesHabilitadas(1)).toBe(true);
  });
  it('se borra solo el mismo día, por quien lo registró, sin anular', () => {
    const d = { id_usuario: 7, registrado: '2026-03-15', anulado: false };
    expect(puedeBorrarDesembolso(d, 7, '2026-03-15')).toBe(true);
    expect(puedeBorrarDesembolso(d, 8, '2026-03-15')).toBe(false);
    expect(puedeBorrarDesembolso(d, 7, '2026-03-16')).toBe(false);
    expect(puedeBorrarDesembolso({ ...d, anulado: true }, 7, '2026-03-15')).toBe(false);
  });
});
