import { describe, expect, it } from 'vitest';
import { esEstatus, MENSAJE_SIN_ENTREGAS_ESTADO, validarCambioEstado } from '@domain/acopio/cambio-estado';
import { entregaSancionada, porEntregar, sobreEstimacion } from '@domain/acopio/lote-cifras';

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

describe('entregaSancionada (orgánica de un productor sancionado por el comité)', () => {
  const sancion = { condicion: 3, sanc_fecha_inicio: '2026-01-01', sanc_fecha_termino: '2026-03-31' };
  const organica = (fecha_acopio: string) => ({ certificaciones: [15], fecha_acopio });
  it('orgánica dentro de las fechas de la sanción → marcada; antes o después → no', () => {
    expect(entregaSancionada(organica('2026-02-10'), sancion)).toBe(true);
    expect(entregaSancionada(organica('2026-01-01'), sancion)).toBe(true);
    expect(entregaSancionada(organica('2026-03-31T18:00:00'), sancion)).toBe(true);
    expect(entregaSancionada(organica('2025-12-31'), sancion)).toBe(false);
    expect(entregaSancionada(organica('2026-04-01'), sancion)).toBe(false);
  });
  it('sin fechas, o sin término, la sanción sigue en curso', () => {
    expect(entregaSancionada(organica('2027-06-01'), { condicion: 3, sanc_fecha_inicio: null, sanc_fecha_termino: null })).toBe(true);
    expect(entregaSancionada(organica('2027-06-01'), { ...sancion, sanc_fecha_termino: null })).toBe(true);
  });
  it('no orgánica (16), aprobada (1, 2) o sin evaluación → no marcada', () => {
    expect(entregaSancionada({ certificaciones: [16], fecha_acopio: '2026-02-10' }, sancion)).toBe(false);
    expect(entregaSancionada(organica('2026-02-10'), { ...sancion, condicion: 1 })).toBe(false);
    expect(entregaSancionada(organica('2026-02-10'), { ...sancion, condicion: 2 })).toBe(false);
    expect(entregaSancionada(organica('2026-02-10'), null)).toBe(false);
  });
});
