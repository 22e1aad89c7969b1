import { describe, expect, it } from 'vitest';
import {
  AVISO_VOLUMEN,
  avisoVolumen,
  progresoLote,
  validarAsignacionEstado,
  validarAsignacionLote,
  validarLote,
} from '@domain/acopio/lotes';

describe('lotes (R117)', () => {
  it('nombre obligatorio', () => expect(validarLote({ nombre: '' }, '2024-06-10').nombre).toEqual(['Debe escribir un nombre']));
  it('fecha de venta hasta 24 meses adelante (R101.3)', () => {
    expect(validarLote({ nombre: 'L1', fecha_entrega_venta: '2026-06-11' }, '2024-06-10').fecha_entrega_venta).toEqual([
      'Seleccione otra fecha',
    ]);
    expect(validarLote({ nombre: 'L1', fecha_entrega_venta: '2026-06-10' }, '2024-06-10')).toEqual({});
  });
  it('entregado 300, volumen nuevo 200: aviso', () => {
    expect(avisoVolumen(200_00, 300_00)).toBe(AVISO_VOLUMEN);
    expect(avisoVolumen(300_00, 300_00)).toBeNull();
  });
  it('avance = entregado / volumen (300 de 1000 → 30 %); sin volumen no hay avance', () => {
    expect(progresoLote(300_00, 1000_00)).toBe(30);
    expect(progresoLote(1500_00, 1000_00)).toBe(100);
    expect(progresoLote(300_00, null)).toBeNull();
    expect(progresoLote(300_00, 0)).toBeNull();
  });
  it('asignar a lote pide un lote y entregas', () => {
    expect(validarAsignacionLote({ id_lote: null, entregas: ['a'] }).id_lote).toEqual(['Debe seleccionar un lote']);
    expect(validarAsignacionLote({ id_lote: 3, entregas: [] }).entregas).toEqual(['Debe seleccionar al menos una entrega pora asignar']);
  });
});

describe('asignación de estado (R114)', () => {
  it('sin entregas', () =>
    expect(validarAsignacionEstado({ entregas: [], tipo_estado: 2, fecha: '2024-05-01' }).entregas).toEqual([
      'Debe seleccionar al menos una entrega cambiar el estado',
    ]));
  it('estado 1 sin folio', () =>
    expect(validarAsignacionEstado({ entregas: ['a'], tipo_estado: 1, fecha: '2024-05-01' }).folio).toEqual(['Debe escribir un folio']));
  it('estado 2 no pide folio', () => expect(validarAsignacionEstado({ entregas: ['a'], tipo_estado: 2, fecha: '2024-05-01' })).toEqual({}));
  it('sin estado ni fecha', () => {
    const e = validarAsignacionEstado({ entregas: ['a'] });
    expect(e.tipo_estado).toEqual(['Debe seleccionar un estado']);
    expect(e.fecha).toEqual(['Debe seleccionar una fecha']);
  });
});
