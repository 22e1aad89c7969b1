import { describe, expect, it } from 'vitest';
import { catalogoAcopio, idsFueraDeCatalogo } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';
import { AVISO_LOTE_ORGANICO, avisoLoteOrganico, esLoteOrganico } from '@domain/acopio/certificaciones';
import { ordenUnidades, UNIDAD_FUERA_DE_PRODUCTO, unidadesDelProducto } from '@domain/acopio/unidades';

const ids = (producto: number) => catalogoAcopio('unidades_entrega', producto).map((u) => u.id);
const entrega = (unidades: number[]) => ({
  id_cat_certificacion: [16],
  id_cat_acopio_tipos_cafe: null,
  id_cat_acopio_procesos: null,
  id_color: null,
  pesadas: [{ unidades: [3] }, { unidades }],
});

describe('issue 22 item 24: las unidades siguen al producto de la cooperativa', () => {
  it('la miel no ofrece costales de pergamino ni bultos; el café no ofrece tambores ni garrafas', () => {
    expect(ids(PRODUCTO.miel)).toEqual([3, 6, 11, 12]);
    expect(ids(PRODUCTO.cafe)).toContain(10);
    expect(ids(PRODUCTO.cafe)).not.toContain(3);
    expect(ids(PRODUCTO.cafe)).not.toContain(11);
    expect(ids(PRODUCTO.cacao)).not.toContain(10);
    expect(ids(PRODUCTO.cacao)).toContain(7);
  });

  it('cada unidad de la lista del producto está en el catálogo 1–14', () => {
    for (const p of [PRODUCTO.cafe, PRODUCTO.cacao, PRODUCTO.miel])
      for (const u of unidadesDelProducto(p)) expect(u >= 1 && u <= 14).toBe(true);
  });

  it('una pesada de miel en costales pergaminero se rechaza en su campo', () => {
    expect(idsFueraDeCatalogo(entrega([10]), PRODUCTO.miel)).toEqual({ 'pesadas.1.unidades': [UNIDAD_FUERA_DE_PRODUCTO] });
    expect(idsFueraDeCatalogo(entrega([11, 12]), PRODUCTO.miel)).toEqual({});
  });

  it('el orden del selector: las usuales del centro primero (más usadas antes), luego el resto en el orden del catálogo', () => {
    const catalogo = catalogoAcopio('unidades_entrega', PRODUCTO.cafe);
    const orden = ordenUnidades(catalogo, [9, 2]).map((u) => u.id);
    expect(orden.slice(0, 2)).toEqual([9, 2]);
    expect(orden.slice(2)).toEqual(catalogo.map((u) => u.id).filter((i) => i !== 9 && i !== 2));
    // an id the product does not offer (an old delivery's) is not brought back
    expect(ordenUnidades(catalogo, [3]).map((u) => u.id)).toEqual(catalogo.map((u) => u.id));
  });
});

describe('issue 22 item 24: una entrega convencional en un lote orgánico avisa', () => {
  it('un lote es orgánico cuando su nombre lo dice (con o sin acento), no cuando dice "no orgánico"', () => {
    expect(esLoteOrganico('Lote orgánico 2025-2026')).toBe(true);
    expect(esLoteOrganico('LOTE ORGANICO')).toBe(true);
    expect(esLoteOrganico('Lote de exportación')).toBe(false);
    expect(esLoteOrganico('Lote no orgánico')).toBe(false);
    expect(esLoteOrganico('Inorgánico')).toBe(false);
  });

  it('convencional (16) o sin Orgánico (15) en un lote orgánico: aviso; orgánica o sin lote: nada', () => {
    const lote = { nombre: 'Lote orgánico 2025-2026' };
    expect(avisoLoteOrganico([16], lote)).toBe(AVISO_LOTE_ORGANICO);
    expect(avisoLoteOrganico([17], lote)).toBe(AVISO_LOTE_ORGANICO);
    expect(avisoLoteOrganico([15, 17], lote)).toBeNull();
    expect(avisoLoteOrganico([16], null)).toBeNull();
    expect(avisoLoteOrganico([16], { nombre: 'Lote de exportación' })).toBeNull();
  });
});
