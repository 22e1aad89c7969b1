import { describe, expect, it } from 'vitest';
import { aRegistro, filtrosDeBusqueda } from '../../src/dataProvider/dataProvider';
import { recursoApi } from '../../src/dataProvider/recursos';

describe('proveedor de datos', () => {
  it('mapea los recursos del navegador a los de la API', () => {
    expect(recursoApi('admin/cooperativas')).toBe('cooperativas');
    expect(recursoApi('admin/usuarios')).toBe('users');
  });
  it('id = uuid y el entero queda como id_num', () =>
    expect(aRegistro({ id: 7, uuid: 'u-7', nombre: 'x' })).toEqual({ id: 'u-7', id_num: 7, uuid: 'u-7', nombre: 'x' }));
  it('traduce los filtros al protocolo de búsqueda', () => {
    expect(filtrosDeBusqueda({ q: 'jose', id_rol: 6, vacio: '', lista: [1, 2], 'nombre@like': 'ana', id_cooperativa: 0 })).toEqual([
      { column: 'q', operator: 'like', value: 'jose' },
      { column: 'id_rol', operator: '=', value: 6 },
      { column: 'lista', operator: 'in', value: [1, 2] },
      { column: 'nombre', operator: 'like', value: 'ana' },
      { column: 'id_cooperativa', operator: '=', value: 0 },
    ]);
  });
});
