import { describe, expect, it } from 'vitest';
import {
  ajustarTotal,
  columnaEditable,
  COLUMNAS_EDITABLES,
  MENSAJES_EDICION,
  validarCelda,
  validarFecha,
  validarNombre,
  validarNumero,
  validarOpcion,
  validarTexto,
  valorNumeroParaEnviar,
} from '@domain/padron/edicion';

describe('edición de texto (001 §5)', () => {
  it.each([
    ['', 'No se puede enviar un campo vacío'],
    ['   ', 'No se puede enviar un campo vacío'],
    [null, 'No se puede enviar un campo vacío'],
    ['a'.repeat(255), null],
    ['a'.repeat(256), 'Máximo 255 caracteres'],
  ])('%j → %s', (valor, esperado) => expect(validarTexto(valor)).toBe(esperado));

  it('el celular admite 25 caracteres como máximo', () => {
    const celular = columnaEditable('contacto_celular')!;
    expect(validarCelda(celular, '9'.repeat(25))).toBeNull();
    expect(validarCelda(celular, '9'.repeat(26))).toBe('Máximo 25 caracteres');
  });
});

describe('edición de número (001 §5)', () => {
  it.each([
    ['abc', 'Debe ser un número'],
    ['1e3', 'Debe ser un número'],
    ['', 'No se puede enviar un campo vacío'],
    ['-1', 'El número debe ser mayor o igual a 0'],
    ['2.50', null],
    ['2.505', 'Máximo 2 decimales'],
    ['12', null],
    [3.25, null],
  ])('%j → %s', (valor, esperado) => expect(validarNumero(valor)).toBe(esperado));

  it('un número entero no admite decimales, y el mínimo puede ser otro', () => {
    expect(validarNumero('3.5', { entero: true })).toBe('debe ser un número entero');
    expect(validarNumero('3.0', { entero: true })).toBeNull();
    expect(validarNumero('4', { min: 5 })).toBe('El número debe ser mayor o igual a 5');
  });

  it('los pesos viajan en kg ×100 y la superficie tal cual', () => {
    expect(valorNumeroParaEnviar(columnaEditable('s6_pergamino_actual')!, '12.5')).toBe(1250);
    expect(valorNumeroParaEnviar(columnaEditable('s6_pergamino_actual')!, '0.29')).toBe(29);
    expect(valorNumeroParaEnviar(columnaEditable('s3_inspeccion_superficie')!, '1.75')).toBe(1.75);
  });
});

describe('edición de nombre (001 §5, R079)', () => {
  it('apellido paterno vacío es el único error del ejemplo de la especificación', () => {
    expect(validarNombre({ nombres: 'Ana', apellido_paterno: '', apellido_materno: 'Ruiz' })).toEqual({
      apellido_paterno: MENSAJES_EDICION.vacio,
    });
  });
  it('cada parte admite 255 caracteres', () => {
    expect(validarNombre({ nombres: 'a'.repeat(256), apellido_paterno: 'López', apellido_materno: 'Ruiz' })).toEqual({
      nombres: 'Máximo 255 caracteres',
    });
    expect(validarNombre({ nombres: 'Ana', apellido_paterno: 'López', apellido_materno: 'Ruiz' })).toEqual({});
  });
});

describe('edición de fecha y de catálogo', () => {
  it.each([
    ['2024-03-05', null],
    ['2024-02-30', MENSAJES_EDICION.fecha],
    ['05/03/2024', MENSAJES_EDICION.fecha],
    ['', MENSAJES_EDICION.vacio],
  ])('fecha %j → %s', (valor, esperado) => expect(validarFecha(valor)).toBe(esperado));

  it.each([
    [3, null],
    [0, MENSAJES_EDICION.opcion],
    ['3', MENSAJES_EDICION.opcion],
    [null, MENSAJES_EDICION.vacio],
  ])('opción %j → %s', (valor, esperado) => expect(validarOpcion(valor)).toBe(esperado));
});

describe('la lista blanca de columnas', () => {
  it('solo nombra columnas del renglón del padrón y cada una con su clase de edición', () => {
    expect(columnaEditable('cuenta_categoria')).toBeUndefined();
    expect(columnaEditable('tx_estimacion_cosecha_inspector_total')).toBeUndefined();
    expect(new Set(COLUMNAS_EDITABLES.map((c) => c.columna)).size).toBe(COLUMNAS_EDITABLES.length);
    expect(COLUMNAS_EDITABLES.filter((c) => c.tipo === 'catalogo').every((c) => c.catalogo)).toBe(true);
  });
  it('el mensaje de éxito nombra la columna', () => {
    expect(MENSAJES_EDICION.exito('Celular')).toBe('Celular actualizado con éxito');
  });
});

describe('totales ajustados por la diferencia (R080)', () => {
  it.each([
    [10, 2, 3.5, 11.5],
    [1000, 200, 150, 950],
    [0, null, 12.25, 12.25],
    [125000, 1250, 0, 123750],
  ])('total %d, %s → %s da %d', (total, antes, despues, esperado) => expect(ajustarTotal(total, antes, despues)).toBe(esperado));
});
