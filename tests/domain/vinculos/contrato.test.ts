import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CuerpoCrearParcelaVinculo, CuerpoVinculoCuenta, CuerpoVinculoParcela } from '@domain/contrato/vinculos';

describe('contrato de los asistentes de vinculación', () => {
  it('el lote a un productor: id_cuenta y las tres listas, nada más', () => {
    expect(Value.Check(CuerpoVinculoCuenta, { id_cuenta: 3, idsPP: [1], idsPO: [], idsCroquis: [2] })).toBe(true);
    expect(Value.Check(CuerpoVinculoCuenta, { id_cuenta: 3, idsPP: [1], idsPO: [], idsCroquis: [], id_cooperativa: 2 })).toBe(false);
    expect(Value.Check(CuerpoVinculoCuenta, { id_cuenta: 3, idsPP: [1] })).toBe(false);
  });
  it('el lote a una parcela: a lo más 500 formularios, ids positivos', () => {
    expect(Value.Check(CuerpoVinculoParcela, { id_parcela: 3, idsPP: [], idsPO: [], idsCroquis: [0] })).toBe(false);
    const muchos = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(Value.Check(CuerpoVinculoParcela, { id_parcela: 3, idsPP: muchos, idsPO: [], idsCroquis: [] })).toBe(false);
  });
  it('crear parcela: los datos pueden venir nulos para que respondan las reglas de parcela', () =>
    expect(
      Value.Check(CuerpoCrearParcelaVinculo, { id_sic: 1, id_cuenta: 2, nombre_parcela: null, num_plantas: null, superficie: null }),
    ).toBe(true));
});
