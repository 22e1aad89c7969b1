import { describe, expect, it } from 'vitest';
import { stickyHeader } from '@domain/comun/tabla';
import { TAMANOS_PAGINA } from '@domain/contrato/busqueda';

/** R020: sticky header when more than 7 rows; page sizes 10, 20, 30, 40, 50, 100 (the spec's examples). */
describe('R020 cabecera fija y tamaños de página', () => {
  it('7 filas → false', () => expect(stickyHeader(7)).toBe(false));
  it('8 filas → true', () => expect(stickyHeader(8)).toBe(true));
  it('0 filas → false', () => expect(stickyHeader(0)).toBe(false));
  it('los tamaños de página → [10, 20, 30, 40, 50, 100]', () => expect([...TAMANOS_PAGINA]).toEqual([10, 20, 30, 40, 50, 100]));
});
