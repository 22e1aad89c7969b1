import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Check } from 'typebox/value';
import { PeticionBusqueda, RespuestaBusqueda } from '@domain/contrato/busqueda';
import { TOTALES_PARCELAS } from '@domain/contrato/parcelas';

/** The search contract's sums (issue 9 item 4): asked for with `totales: true`, answered beside the page. */
describe('contrato de búsqueda: totales', () => {
  const Fila = Type.Object({ id: Type.Integer() });
  const pagina = { data: [{ id: 1 }], total: 40, page: 1, per_page: 10 };

  it('la petición admite totales: true o false, nada más', () => {
    expect(Check(PeticionBusqueda, { totales: true })).toBe(true);
    expect(Check(PeticionBusqueda, { totales: false, per_page: 10 })).toBe(true);
    expect(Check(PeticionBusqueda, { totales: 'si' })).toBe(false);
    expect(Check(PeticionBusqueda, { totales: 1 })).toBe(false);
  });

  it('la respuesta de un listado con totales declara cada columna como número, y puede no traerlos', () => {
    const R = RespuestaBusqueda(Fila, TOTALES_PARCELAS);
    expect(Check(R, { ...pagina, totales: { superficie: 12.345, plantas: 9000 } })).toBe(true);
    expect(Check(R, pagina)).toBe(true);
    expect(Check(R, { ...pagina, totales: { superficie: 1 } })).toBe(false);
    expect(Check(R, { ...pagina, totales: { superficie: '1.5', plantas: 2 } })).toBe(false);
  });

  it('un listado sin totales no los declara', () => {
    expect(Object.keys(RespuestaBusqueda(Fila).properties)).toEqual(['data', 'total', 'page', 'per_page']);
    expect(Object.keys(RespuestaBusqueda(Fila, TOTALES_PARCELAS).properties)).toContain('totales');
  });
});
