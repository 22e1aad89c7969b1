import { describe, expect, it } from 'vitest';
import { MENSAJES_DECLARACION as M, normalizarNumero, validarDeclaracion } from '@domain/eudr/declaracion';

/** The importer's reference record (issue 23): the numbers as the EU system issues them, the buyer, the date's bounds. */
const HOY = '2026-11-27';
const valida = { comprador: 'Cafés del Norte GmbH', referencia: '25ITQRBHJ68633', verificacion: 'K7R8LA90', fecha: '2026-11-20' };

describe('validarDeclaracion', () => {
  it('una declaración completa no tiene errores', () => expect(validarDeclaracion(valida, HOY)).toEqual({}));

  it.each([
    ['25ITQRBHJ68633'],
    ['24FRIOBORU2228'],
    ['26BE7XTVCZAQ2S'],
    ['  25nlsn6lx69730 '],
    // a simplified declaration: S + year + country + 9
    ['S26BECB39D2GRX'],
  ])('acepta la referencia %j', (referencia) => expect(validarDeclaracion({ ...valida, referencia }, HOY)).toEqual({}));

  it.each([
    ['25ITQRBHJ6863'], // 13
    ['25ITQRBHJ686331'], // 15
    ['ITQRBHJ6863325'], // no year first
    ['2512QRBHJ68633'], // no country
    ['25IT-RBHJ68633'],
    ['25 ITQRBHJ6863'],
    ['EUDR00000001BE'],
    ['hola'],
  ])('rechaza la referencia %j', (referencia) =>
    expect(validarDeclaracion({ ...valida, referencia }, HOY)).toEqual({ referencia: [M.referenciaFormato] }),
  );

  it.each([['K7R8LA90'], [' coaasvyh '], ['12345678']])('acepta la verificación %j', (verificacion) =>
    expect(validarDeclaracion({ ...valida, verificacion }, HOY)).toEqual({}),
  );

  it.each([['K7R8LA9'], ['K7R8LA900'], ['VN-2025-ABC12'], ['K7R8 LA9']])('rechaza la verificación %j', (verificacion) =>
    expect(validarDeclaracion({ ...valida, verificacion }, HOY)).toEqual({ verificacion: [M.verificacionFormato] }),
  );

  it('los campos vacíos dicen cuál falta', () =>
    expect(validarDeclaracion({ comprador: '  ', referencia: '', verificacion: null, fecha: '' }, HOY)).toEqual({
      comprador: [M.comprador],
      referencia: [M.referencia],
      verificacion: [M.verificacion],
      fecha: [M.fecha],
    }));

  it('el comprador tiene hasta 200 caracteres', () => {
    expect(validarDeclaracion({ ...valida, comprador: 'x'.repeat(200) }, HOY)).toEqual({});
    expect(validarDeclaracion({ ...valida, comprador: 'x'.repeat(201) }, HOY)).toEqual({ comprador: [M.compradorLargo] });
  });

  it.each([
    ['2026-11-27', {}],
    ['2026-11-28', { fecha: ['La fecha no puede ser posterior a hoy (27/nov/2026)'] }],
    ['2024-01-01', {}],
    ['2023-12-31', { fecha: ['La fecha no puede ser anterior al 01/ene/2024'] }],
    ['2026-02-30', { fecha: [M.fecha] }],
  ])('la fecha %s', (fecha, errores) => expect(validarDeclaracion({ ...valida, fecha }, HOY)).toEqual(errores));

  it('una corrección pide el motivo; un primer registro no lo lleva', () => {
    const uuid = '6f1c2a9e-6d1b-4c7a-9a51-2f1f5f0e7b10';
    expect(validarDeclaracion({ ...valida, reemplaza_uuid: uuid, motivo_correccion: ' ' }, HOY)).toEqual({ motivo_correccion: [M.motivo] });
    expect(validarDeclaracion({ ...valida, reemplaza_uuid: uuid, motivo_correccion: 'Número mal copiado' }, HOY)).toEqual({});
    expect(validarDeclaracion({ ...valida, reemplaza_uuid: uuid, motivo_correccion: 'x'.repeat(501) }, HOY)).toEqual({
      motivo_correccion: [M.motivoLargo],
    });
    expect(validarDeclaracion({ ...valida, reemplaza_uuid: null, motivo_correccion: 'sin corrección' }, HOY)).toEqual({
      motivo_correccion: [M.motivoSinCorreccion],
    });
  });
});

describe('normalizarNumero', () => {
  it('quita espacios alrededor y pasa a mayúsculas', () => expect(normalizarNumero('  25itqrbhj68633\n')).toBe('25ITQRBHJ68633'));
  it('sin valor es vacío', () => expect(normalizarNumero(null)).toBe(''));
});
