import { describe, expect, it } from 'vitest';
import { variedadesDelFormulario } from '@domain/vinculos/variedades';

const CAFE = [
  { id: 1, nombre: 'Typica' },
  { id: 2, nombre: 'Bourbon' },
  { id: 4, nombre: 'Catuaí' },
  { id: 7, nombre: 'Costa Rica 95' },
];

describe('variedadesDelFormulario', () => {
  it('select_multiple bajo un grupo, una sola, texto con comas, sin acentos; en el orden del catálogo, sin repetir', () => {
    expect(variedadesDelFormulario({ 'grp/variedades': 'costa_rica_95 typica' }, CAFE)).toEqual([1, 7]);
    expect(variedadesDelFormulario({ variedad_principal: 'Bourbon' }, CAFE)).toEqual([2]);
    expect(variedadesDelFormulario({ variedades: 'Catuai, Costa Rica 95', variedad: 'typica', otra: 'Bourbon' }, CAFE)).toEqual([1, 4, 7]);
    expect(variedadesDelFormulario({ variedades: ['bourbon', 'BOURBON'] }, CAFE)).toEqual([2]);
  });

  it('nada que copiar: sin el campo, valores desconocidos, campos internos de KoboToolbox', () => {
    expect(variedadesDelFormulario({}, CAFE)).toEqual([]);
    expect(variedadesDelFormulario({ variedades: 'geisha' }, CAFE)).toEqual([]);
    expect(variedadesDelFormulario({ _variedades: 'typica', variedades: 7 }, CAFE)).toEqual([]);
  });
});
