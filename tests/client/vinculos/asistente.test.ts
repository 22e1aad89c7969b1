import { describe, expect, it } from 'vitest';
import {
  alternarId,
  borrarEstado,
  ESTADO_VACIO,
  guardarEstado,
  leerEstado,
  listasDeSeleccion,
  puedeRetroceder,
} from '../../../src/pages/vinculos/asistente';
import { resumenTipos } from '../../../src/pages/vinculos/textos';

/** A sessionStorage stand-in: the unit project runs without a DOM. */
function almacen() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('linking wizard state', () => {
  it('splits the chosen forms into the batch lists by type; an unknown type goes nowhere', () => {
    const f = (id: number, form_type: string) => ({ id, form_type });
    expect(listasDeSeleccion([f(1, 'sic_pp'), f(2, 'tx_po'), f(3, 'tx_croquis'), f(4, 'tx_po'), f(5, 'raro')])).toEqual({
      idsPP: [1],
      idsPO: [2, 4],
      idsCroquis: [3],
    });
  });

  it('keeps the choices across a reload, one key per wizard, and forgets them when asked', () => {
    const s = almacen();
    const cuenta = { ...ESTADO_VACIO, sinParcela: true };
    guardarEstado('parcela', cuenta, s);
    expect(leerEstado('parcela', s)).toEqual(cuenta);
    expect(leerEstado('cuenta', s)).toEqual(ESTADO_VACIO);
    borrarEstado('parcela', s);
    expect(leerEstado('parcela', s)).toEqual(ESTADO_VACIO);
  });

  it('reads a damaged or foreign stored value as no choice', () => {
    const s = almacen();
    s.setItem('cosecha.vinculos.cuenta', '{no json');
    expect(leerEstado('cuenta', s)).toEqual(ESTADO_VACIO);
    s.setItem('cosecha.vinculos.cuenta', '{"formularios": 3}');
    expect(leerEstado('cuenta', s)).toEqual(ESTADO_VACIO);
  });

  it('toggles an id', () => {
    expect(alternarId([1, 2], 2)).toEqual([1]);
    expect(alternarId([1], 3)).toEqual([1, 3]);
  });

  it('steps back through history only as far as the app itself went', () => {
    expect(puedeRetroceder(2, { idx: 2 })).toBe(true);
    expect(puedeRetroceder(3, { idx: 2 })).toBe(false);
    expect(puedeRetroceder(1, null)).toBe(false);
  });

  it('summarises the chosen forms by type, ERROR for an unknown one', () => {
    expect(resumenTipos([{ form_type: 'sic_pp' }, { form_type: 'tx_croquis' }, { form_type: 'sic_pp' }, { form_type: 'x' }])).toBe(
      'Parcela principal: 2 · Croquis: 1 · ERROR: 1',
    );
  });
});
