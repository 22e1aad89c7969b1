import { describe, expect, it } from 'vitest';
import {
  esTodos,
  filtraInspecciones,
  filtrosDelPanel,
  leerPanel,
  MENSAJES_FILTROS,
  panelActivo,
  panelAConsulta,
  panelDeConsulta,
  rangoValido,
} from '../../../domain/tableros/filtros';

describe('R028: 0 o vacío es «todos»', () => {
  it.each([0, '', '   ', '0', null, undefined])('%j es todos', (v) => expect(esTodos(v)).toBe(true));
  it.each([5, '5', '2026-01-01', -1])('%j no es todos', (v) => expect(esTodos(v)).toBe(false));
});

describe('R029: Hasta no puede preceder a Desde', () => {
  it('los ejemplos de la regla', () => {
    expect(rangoValido('2024-01-10', '2024-01-09')).toBe(false);
    expect(rangoValido('2024-01-10', '2024-01-10')).toBe(true);
    expect(rangoValido('2024-01-10', '2024-02-01')).toBe(true);
  });
  it('con una sola fecha no hay nada que comparar', () => {
    expect(rangoValido(undefined, '2024-01-01')).toBe(true);
    expect(rangoValido('2024-01-01', undefined)).toBe(true);
  });
});

describe('leerPanel', () => {
  it('deja fuera lo que es «todos» y lee ids como número o dígitos', () => {
    expect(leerPanel({ desde: '', hasta: '2026-03-01', id_inspector: '7', id_municipio: 0, id_localidad: 12 })).toEqual({
      panel: { hasta: '2026-03-01', id_inspector: 7, id_localidad: 12 },
      errores: {},
    });
  });
  it('fechas imposibles, ids que no son enteros positivos y el rango al revés son errores por campo', () => {
    const { panel, errores } = leerPanel({
      desde: '2026-02-30',
      hasta: '01/03/2026',
      id_inspector: -2,
      id_municipio: 1.5,
      id_localidad: 'x',
    });
    expect(panel).toEqual({});
    expect(errores).toEqual({
      desde: [MENSAJES_FILTROS.fecha],
      hasta: [MENSAJES_FILTROS.fecha],
      id_inspector: [MENSAJES_FILTROS.entero],
      id_municipio: [MENSAJES_FILTROS.entero],
      id_localidad: [MENSAJES_FILTROS.entero],
    });
    expect(leerPanel({ desde: '2026-03-02', hasta: '2026-03-01' }).errores).toEqual({ hasta: [MENSAJES_FILTROS.rango] });
  });
  it('un id más allá de 32 bits no es válido', () => {
    expect(leerPanel({ id_inspector: 2_147_483_648 }).errores).toEqual({ id_inspector: [MENSAJES_FILTROS.entero] });
  });
});

describe('el panel en la URL y en la búsqueda', () => {
  it('ida y vuelta por la URL, sin tocar los demás parámetros; «todos» deja la URL limpia', () => {
    const panel = { desde: '2026-01-01', hasta: '2026-02-01', id_inspector: 3, id_municipio: 4, id_localidad: 5 };
    const q = panelAConsulta(panel, new URLSearchParams('otro=1&inspector=9'));
    expect(q.toString()).toBe('otro=1&desde=2026-01-01&hasta=2026-02-01&inspector=3&municipio=4&localidad=5');
    expect(panelDeConsulta(q)).toEqual(panel);
    expect(panelAConsulta({}, q).toString()).toBe('otro=1');
  });
  it('lo inválido en la URL se lee como «todos»; un rango al revés se descarta entero', () => {
    expect(panelDeConsulta(new URLSearchParams('desde=ayer&inspector=abc&municipio=0&localidad=8'))).toEqual({ id_localidad: 8 });
    expect(panelDeConsulta(new URLSearchParams('desde=2026-02-01&hasta=2026-01-01&inspector=2'))).toEqual({ id_inspector: 2 });
  });
  it('los filtros de búsqueda: fecha >= y <=, ids con =; nada cuando todo es «todos»', () => {
    expect(filtrosDelPanel({})).toEqual([]);
    expect(filtrosDelPanel({ desde: '2026-01-01', hasta: '2026-02-01', id_municipio: 4 })).toEqual([
      { column: 'fecha', operator: '>=', value: '2026-01-01' },
      { column: 'fecha', operator: '<=', value: '2026-02-01' },
      { column: 'id_municipio', operator: '=', value: 4 },
    ]);
  });
  it('panelActivo y filtraInspecciones', () => {
    expect(panelActivo({})).toBe(false);
    expect(panelActivo({ id_localidad: 1 })).toBe(true);
    expect(filtraInspecciones({ id_localidad: 1 })).toBe(false);
    expect(filtraInspecciones({ hasta: '2026-01-01' })).toBe(true);
  });
});
