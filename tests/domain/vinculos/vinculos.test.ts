import { describe, expect, it } from 'vitest';
import {
  insigniaTipo,
  mensajeVinculados,
  MENSAJE_UN_PRODUCTOR,
  pasosAtras,
  puedeAvanzarFormularios,
  revisarLote,
  tieneDescargas,
  validarParcelaDesdeFormulario,
  validarParcelaElegida,
  validarProductor,
  type FormularioVinculable,
} from '@domain/vinculos/vinculos';

const f = (id: number, tipo: string, extra: Partial<FormularioVinculable> = {}): FormularioVinculable => ({
  id,
  tipo,
  id_cuenta: null,
  id_parcela: null,
  ...extra,
});

describe('R121: los ejemplos de la especificación', () => {
  it('0 formularios elegidos → Siguiente deshabilitado; 2 → habilitado', () => {
    expect(puedeAvanzarFormularios([])).toBe(false);
    expect(puedeAvanzarFormularios([1, 2])).toBe(true);
  });
  it("2 productores → 'No puedes elegir más de un productor'", () =>
    expect(validarProductor([1, 2])).toEqual({ id_cuenta: [MENSAJE_UN_PRODUCTOR] }));
  it("tx_croquis sin descargas; 'abc' con la insignia 'ERROR'", () => {
    expect(tieneDescargas('tx_croquis')).toBe(false);
    expect(tieneDescargas('sic_pp')).toBe(true);
    expect(tieneDescargas('tx_po')).toBe(true);
    expect(tieneDescargas('abc')).toBe(false);
    expect(insigniaTipo('abc')).toBe('ERROR');
    expect(insigniaTipo('sic_pp')).toBe('Parcela principal');
  });
  it("respuesta 3 → '3 formulario(s) vinculado(s) correctamente'", () =>
    expect(mensajeVinculados(3)).toBe('3 formulario(s) vinculado(s) correctamente'));
});

describe('un productor, una parcela o ninguna', () => {
  it('exactamente un productor', () => {
    expect(validarProductor([7])).toEqual({});
    expect(Object.keys(validarProductor([]))).toEqual(['id_cuenta']);
  });
  it('exactamente una parcela, o el camino sin parcela sin ninguna', () => {
    expect(validarParcelaElegida([4], false)).toEqual({});
    expect(Object.keys(validarParcelaElegida([], false))).toEqual(['id_parcela']);
    expect(Object.keys(validarParcelaElegida([4, 5], false))).toEqual(['id_parcela']);
    expect(validarParcelaElegida([], true)).toEqual({});
    expect(Object.keys(validarParcelaElegida([4], true))).toEqual(['id_parcela']);
  });
});

describe('revisarLote', () => {
  const leidos = [f(1, 'sic_pp'), f(2, 'tx_po'), f(3, 'tx_croquis', { poligono: { type: 'Polygon' } }), f(4, 'abc'), f(5, 'tx_croquis')];
  it('tres formularios de su lista: se vinculan en orden, sin errores', () =>
    expect(revisarLote({ idsPP: [1], idsPO: [2], idsCroquis: [3] }, leidos, 'cuenta')).toEqual({
      errores: {},
      yaVinculado: false,
      ids: [1, 2, 3],
    }));
  it('un id que no está entre los leídos (otra cooperativa) es 422 en su lista', () =>
    expect(revisarLote({ idsPP: [99], idsPO: [], idsCroquis: [] }, leidos, 'cuenta').errores).toEqual({
      idsPP: ['El formulario 99 no existe'],
    }));
  it('un formulario en la lista equivocada, repetido o de tipo desconocido es 422', () => {
    const r = revisarLote({ idsPP: [2, 4], idsPO: [2], idsCroquis: [] }, leidos, 'cuenta');
    expect(Object.keys(r.errores).sort()).toEqual(['idsPO', 'idsPP']);
    expect(r.errores.idsPP.join(' ')).toMatch(/tipo Plan orgánico/);
    expect(r.errores.idsPP.join(' ')).toMatch(/tipo desconocido \(abc\)/);
    expect(r.errores.idsPO).toEqual(['El formulario 2 está repetido']);
  });
  it('ninguna lista con formularios es 422', () =>
    expect(Object.keys(revisarLote({ idsPP: [], idsPO: [], idsCroquis: [] }, leidos, 'cuenta').errores)).toEqual(['idsPP']));
  it('ya vinculado a un productor (otra persona ganó) → yaVinculado para el 409', () => {
    const r = revisarLote({ idsPP: [1], idsPO: [], idsCroquis: [] }, [f(1, 'sic_pp', { id_cuenta: 8 })], 'cuenta');
    expect(r).toMatchObject({ errores: {}, yaVinculado: true });
  });
  it('a una parcela: cuenta el vínculo a parcela, no al productor', () => {
    expect(revisarLote({ idsPP: [1], idsPO: [], idsCroquis: [] }, [f(1, 'sic_pp', { id_cuenta: 8 })], 'parcela').yaVinculado).toBe(false);
    expect(
      revisarLote({ idsPP: [1], idsPO: [], idsCroquis: [] }, [f(1, 'sic_pp', { id_cuenta: 8, id_parcela: 3 })], 'parcela').yaVinculado,
    ).toBe(true);
  });
  it('un croquis sin polígono no da límite a una parcela', () =>
    expect(revisarLote({ idsPP: [], idsPO: [], idsCroquis: [5] }, leidos, 'parcela').errores).toEqual({
      idsCroquis: ['El croquis 5 no trae polígono'],
    }));
});

describe('el camino sin parcela', () => {
  const datos = { nombre_parcela: 'El Mirador', superficie: 1.5, num_plantas: 2400 };
  it('un formulario de parcela principal con datos válidos crea la parcela', () =>
    expect(validarParcelaDesdeFormulario({ tipo: 'sic_pp', id_parcela: null }, datos)).toEqual({}));
  it('otro tipo de formulario no crea parcela', () =>
    expect(Object.keys(validarParcelaDesdeFormulario({ tipo: 'tx_po', id_parcela: null }, datos))).toEqual(['id_sic']));
  it('las reglas de parcela del repositorio, con los nombres de campo de la especificación', () =>
    expect(
      validarParcelaDesdeFormulario({ tipo: 'sic_pp', id_parcela: null }, { nombre_parcela: ' ', superficie: -1, num_plantas: 2.5 }),
    ).toEqual({
      nombre_parcela: ['Se requiere un nombre para la parcela'],
      superficie: ['Superficie debe ser un número positivo'],
      num_plantas: ['Número de plantas no puede tener decimales'],
    }));
});

describe('volver después de vincular (R121, GAP)', () => {
  it('cuenta: 2 pasos; parcela y sin parcela: 3', () => {
    expect(pasosAtras('cuenta')).toBe(2);
    expect(pasosAtras('parcela')).toBe(3);
    expect(pasosAtras('sin-parcela')).toBe(3);
  });
});
