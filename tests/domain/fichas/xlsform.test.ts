import { describe, expect, it } from 'vitest';
import { contarPreguntas, filasDeDescarga, problemaXlsform, type FilaMaster } from '@domain/fichas/xlsform';
import { estadoFormulario, estadoVersion, verboCarga, versionVisible } from '@domain/fichas/proyecto';

const fila = (hoja: 'survey' | 'choices', id_categoria: number | null, name: string, configuraciones = false): FilaMaster => ({
  hoja,
  id_categoria,
  configuraciones,
  fila: { type: 'text', name },
});

describe('filas de la descarga de una ficha master (spec 002 §2.17)', () => {
  const filas = [
    fila('survey', null, 'start'),
    fila('survey', 1, 'obligatoria'),
    fila('survey', 1, 'socio', true),
    fila('survey', 2, 'opcional'),
    fila('choices', null, 'si'),
  ];
  const nombres = (f: FilaMaster[]) => f.map((x) => x.fila.name);
  it('las obligatorias siempre, aunque no se elijan; las opcionales solo elegidas', () => {
    expect(nombres(filasDeDescarga(filas, new Set(), new Set([1]), true))).toEqual(['start', 'obligatoria', 'socio', 'si']);
    expect(nombres(filasDeDescarga(filas, new Set([2]), new Set([1]), true))).toEqual(['start', 'obligatoria', 'socio', 'opcional', 'si']);
  });
  it('sin configuraciones quedan fuera las filas que leen los CSV', () => {
    expect(nombres(filasDeDescarga(filas, new Set([2]), new Set([1]), false))).toEqual(['start', 'obligatoria', 'opcional', 'si']);
  });
});

describe('un XLSForm cargado', () => {
  it('cuenta solo las filas que preguntan', () => {
    expect(contarPreguntas([{ type: 'start' }, { type: 'begin_group' }, { type: 'text' }, { type: 'note' }, { type: 'integer' }, {}])).toBe(
      2,
    );
  });
  it('exige la hoja survey con type y name válidos y alguna pregunta', () => {
    expect(problemaXlsform({})).toBe('El archivo no tiene la hoja survey de un XLSForm');
    expect(problemaXlsform({ survey: [{ tipo: 'text' }] })).toBe('La hoja survey debe tener las columnas type y name');
    expect(problemaXlsform({ survey: [{ type: 'text', name: '1 mal' }] })).toBe('La fila 2 de la hoja survey no tiene un name válido');
    expect(problemaXlsform({ survey: [{ type: 'start', name: 'start' }] })).toBe('La hoja survey no tiene preguntas');
    expect(problemaXlsform({ survey: [{ type: 'text', name: 'ok' }, { type: 'end_group' }] })).toBeNull();
  });
});

describe('estados del proyecto (spec 002 §4)', () => {
  it('Borrador, Implementado, Archivado', () => {
    expect([estadoFormulario(false, false), estadoFormulario(true, true), estadoFormulario(true, false)]).toEqual([
      'Borrador',
      'Implementado',
      'Archivado',
    ]);
  });
  it('versión: sin implementar error, distinta aviso, igual ok; "-" sin versión; Cargar/Actualizar', () => {
    expect([estadoVersion('v1', null), estadoVersion('v2', 'v1'), estadoVersion('v1', 'v1')]).toEqual(['error', 'aviso', 'ok']);
    expect([versionVisible(null), versionVisible('v1')]).toEqual(['-', 'v1']);
    expect([verboCarga(0), verboCarga(3)]).toEqual(['Cargar', 'Actualizar']);
  });
});
