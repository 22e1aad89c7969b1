import { describe, expect, it } from 'vitest';
import { conteoAltas, filtroAltasPendientes } from '@domain/padron/altas';
import { menuVisible } from '@domain/comun/menu';

describe('R015: la alerta del padrón es el largo de data', () => {
  it('ejemplo 1: tres filas → 3', () => expect(conteoAltas({ data: [{}, {}, {}] })).toBe(3));
  it('ejemplo 2: ninguna fila → 0 (sin campana)', () => {
    expect(conteoAltas({ data: [] })).toBe(0);
    const menu = menuVisible(['PADRON', 'PADRON_ALTAS'], { usa_sic: 1 }, 'local', { padronAltas: conteoAltas({ data: [] }) });
    expect(menu.find((m) => m.clave === 'padron')?.campana).toBe(false);
  });
  it('una respuesta sin data cuenta 0', () => {
    expect(conteoAltas({})).toBe(0);
    expect(conteoAltas(null)).toBe(0);
  });
  it('la petición filtra por ciclo y confirmado = 0 (spec 000 §7)', () => {
    expect(filtroAltasPendientes(7)).toEqual({
      filters: [
        { column: 'id_ciclo', operator: '=', value: 7 },
        { column: 'confirmado', operator: '=', value: 0 },
      ],
    });
  });
});
