import { describe, expect, it } from 'vitest';
import { AVISO_NO_ORGANICO, avisoNoOrganico, normalizarCertificaciones } from '@domain/acopio/certificaciones';
import { camposMuestreo } from '@domain/acopio/muestreo';
import { etiquetaCostaleras, etiquetaEstatusEntrega, folioDeEstado, mensajeFolioAsignado } from '@domain/acopio/estados';
import { esFecha, fechaMaximaAdelante } from '@domain/acopio/fechas';

describe('R107: campos del muestreo por tipo de café', () => {
  it.each([
    [1, ['rendimiento', 'humedad', 'mancha', 'aroma']],
    [2, ['rendimiento', 'humedad', 'mancha', 'color_de_cafe']],
    [3, ['tipo_maduracion']],
    [4, ['rendimiento', 'humedad', 'mancha', 'color_de_cafe']],
    [null, []],
  ])('tipo %s → %j', (tipo, campos) => expect(camposMuestreo(tipo)).toEqual(campos));
});

describe('R108: 15 y 16 se excluyen', () => {
  it.each([
    [[15, 16], [15]],
    [[16, 15], [15]],
    [[16], [16]],
    [
      [15, 3, 16],
      [15, 3],
    ],
  ])('%j → %j', (ids, r) => expect(normalizarCertificaciones(ids)).toEqual(r));
});

describe('R109: aviso de productor no orgánico', () => {
  it('15 con un productor en Transición 1 avisa', () => expect(avisoNoOrganico([15], 2)).toBe(AVISO_NO_ORGANICO));
  it('15 con un productor Orgánico no avisa', () => expect(avisoNoOrganico([15], 4)).toBeNull());
  it('16 no avisa', () => expect(avisoNoOrganico([16], 2)).toBeNull());
});

describe('R120: tablas de códigos de la entrega', () => {
  it('estatus', () => {
    expect(etiquetaEstatusEntrega(null)).toBe('Sin asignar');
    expect(etiquetaEstatusEntrega(2)).toBe('Rechazados');
    expect(etiquetaEstatusEntrega(1)).toBe('En bodega');
  });
  it('costaleras', () => {
    expect(etiquetaCostaleras(null)).toBe('No aplica');
    expect(etiquetaCostaleras(1)).toBe('Sí');
  });
});

describe('R114: folio del estado', () => {
  it('el estado 1 lleva el folio escrito; los demás «S/F»', () => {
    expect(folioDeEstado(1, ' F-10 ')).toBe('F-10');
    expect(folioDeEstado(2, 'F-10')).toBe('S/F');
    expect(mensajeFolioAsignado('F-10')).toBe('Se asignó con éxito el folio F-10 a los acopios seleccionados.');
  });
});

describe('R101: fechas máximas hacia adelante', () => {
  it('hoy 2024-06-10: anticipo hasta 2025-06-10; lote hasta 2026-06-10', () => {
    expect(fechaMaximaAdelante('2024-06-10', 12)).toBe('2025-06-10');
    expect('2025-06-11' > fechaMaximaAdelante('2024-06-10', 12)).toBe(true);
    expect(fechaMaximaAdelante('2024-06-10', 24)).toBe('2026-06-10');
  });
  it('un día que el mes no tiene cae en su último día', () => {
    expect(fechaMaximaAdelante('2024-02-29', 12)).toBe('2025-02-28');
    expect(fechaMaximaAdelante('2024-01-31', 1)).toBe('2024-02-29');
  });
  it('esFecha reconoce fechas reales', () => {
    expect(esFecha('2025-02-28')).toBe(true);
    expect(esFecha('2025-02-30')).toBe(false);
    expect(esFecha('28/02/2025')).toBe(false);
    expect(esFecha(null)).toBe(false);
  });
});
