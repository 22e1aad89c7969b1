import { describe, expect, it } from 'vitest';
import { esEstatus, MENSAJE_SIN_ENTREGAS_ESTADO, validarCambioEstado } from '@domain/acopio/cambio-estado';
import { porEntregar, sobreEstimacion } from '@domain/acopio/lote-cifras';

describe('cambio de estado de entregas (002 §4, §5)', () => {
  it('pide al menos una entrega, un estado del catálogo y una fecha real', () => {
    expect(validarCambioEstado({ entregas: [], id_estado: null, fecha: null })).toEqual({
      entregas: [MENSAJE_SIN_ENTREGAS_ESTADO],
      id_estado: ['Debe seleccionar un estado'],
      fecha_actualizacion: ['Debe seleccionar una fecha'],
    });
    expect(validarCambioEstado({ entregas: ['a'], id_estado: 4, fecha: '2026-02-30' })).toEqual({
      id_estado: ['Debe seleccionar un estado'],
      fecha_actualizacion: ['Debe seleccionar una fecha'],
    });
    expect(validarCambioEstado({ entregas: ['a'], id_estado: 2, fecha: '2026-11-15' })).toEqual({});
  });

  it.each([
    [1, true],
    [3, true],
    [0, false],
    [4, false],
    [null, false],
  ])('el estado %s es del catálogo: %s', (id, es) => expect(esEstatus(id)).toBe(es));
});

describe('cifras del lote', () => {
  it.each([
    [1000_00, 300_00, 700_00],
    [200_00, 300_00, 0],
    [null, 300_00, null],
  ])('volumen %s con %s entregado: faltan %s', (volumen, entregado, falta) => expect(porEntregar(volumen, entregado)).toBe(falta));

  it.each([
    [146_50, 200_00, false],
    [200_00, 200_00, false],
    [293_00, 200_00, true],
    [293_00, 0, false],
    [293_00, null, false],
  ])('acumulado %s con estimación %s pasa: %s', (acumulado, estimacion, pasa) => expect(sobreEstimacion(acumulado, estimacion)).toBe(pasa));
});
