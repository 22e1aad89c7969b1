import { describe, expect, it } from 'vitest';
import { columnasPadronCompleto, etiquetaCategoria, usaPlantillaApodip, valorCrudo } from '@domain/padron/columnas-completo';
import type { FilaPadronCompleto } from '@domain/contrato/padron-completo';

const campos = (idCooperativa: number, extra: { usaCodigoTx?: boolean; ineEtiqueta?: string | null } = {}) =>
  columnasPadronCompleto({ idCooperativa, idProducto: 1, usaCodigoTx: false, ...extra }).map((c) => c.campo);

describe('columnas por cooperativa (R081)', () => {
  it('cooperativa 3: sin la estimación del inspector', () => {
    expect(campos(3)).not.toContain('tx_estimacion_cosecha_inspector_total');
    expect(campos(12)).toContain('tx_estimacion_cosecha_inspector_total');
  });
  it('cooperativa 36: cacao, maní, cardamomo y cultivos; plantilla APODIP', () => {
    expect(campos(36)).toEqual(expect.arrayContaining(['sum_actual_cacao', 'sum_actual_mani', 'sum_actual_cardamomo', 'cultivos_activos']));
    expect(campos(36)).not.toContain('sum_actual_pimientanegra');
    expect(usaPlantillaApodip(36)).toBe(true);
  });
  it('cooperativa 56: pimienta negra; plantilla APODIP', () => {
    expect(campos(56)).toContain('sum_actual_pimientanegra');
    expect(campos(56)).not.toContain('sum_actual_cacao');
    expect(usaPlantillaApodip(56)).toBe(true);
  });
  it('cooperativa 12: columnas y plantilla comunes', () => {
    expect(campos(12).filter((c) => c.startsWith('sum_actual_'))).toEqual([]);
    expect(usaPlantillaApodip(12)).toBe(false);
  });
  it('el código solo con usa_codigo_tx, y la etiqueta de INE de la configuración (INE si falta)', () => {
    expect(campos(12)).not.toContain('productor_codigo_tx');
    expect(campos(12, { usaCodigoTx: true })).toContain('productor_codigo_tx');
    const ine = (e: string | null) =>
      columnasPadronCompleto({ idCooperativa: 12, idProducto: 1, usaCodigoTx: false, ineEtiqueta: e }).find((c) => c.campo === 'ine')!;
    expect(ine(null).encabezado).toBe('INE');
    expect(ine('DNI').encabezado).toBe('DNI');
    expect(ine('DNI').edicion?.etiqueta).toBe('DNI');
  });
  it('el inspector se muestra por nombre y se edita por id', () => {
    const col = columnasPadronCompleto({ idCooperativa: 12, idProducto: 1, usaCodigoTx: false }).find(
      (c) => c.campo === 's1_lista_inspector_str',
    )!;
    expect(col.edicion?.columna).toBe('s1_lista_inspector');
  });
});

describe('la miel llama «Transición» a la categoría no orgánica (001 §2.9)', () => {
  it.each([
    [2, 'Transición 1', 3, 'Transición'],
    [5, 'Transición 3', 3, 'Transición'],
    [4, 'Orgánico', 3, 'Orgánico'],
    [6, 'Convencional', 3, 'Convencional'],
    [2, 'Transición 1', 1, 'Transición 1'],
  ])('categoría %i (%s) con producto %i → %s', (id, nombre, producto, esperado) =>
    expect(etiquetaCategoria(id, nombre, producto)).toBe(esperado),
  );
});

describe('el valor anterior que manda una edición', () => {
  it('es el id de un catálogo, la localidad por id y el valor crudo de lo demás', () => {
    const fila = { id_localidad: 7, id_tenencia_tierra: 2, s6_pergamino_actual: 1250, curp: null } as unknown as FilaPadronCompleto;
    expect(valorCrudo(fila, 'localidad')).toBe(7);
    expect(valorCrudo(fila, 'tenencia_tierra')).toBe(2);
    expect(valorCrudo(fila, 's6_pergamino_actual')).toBe(1250);
    expect(valorCrudo(fila, 'curp')).toBeNull();
  });
});
