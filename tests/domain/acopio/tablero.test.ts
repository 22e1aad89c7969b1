import { describe, expect, it } from 'vitest';
import {
  claseDeEntrega,
  clasesDe,
  etiquetaMes,
  etiquetaSemana,
  lunesDe,
  pagosPorMetodo,
  porCentro,
  porCertificacion,
  porcentajeRecuperacion,
  porPeriodo,
  precioPromedio,
  SIN_CENTRO,
  totalesEntregas,
  type GrupoEntregas,
} from '@domain/acopio/tablero';

const g = (cambios: Partial<GrupoEntregas>): GrupoEntregas => ({
  fecha: '2025-10-06',
  organica: false,
  id_categoria: 6,
  id_centro: 1,
  entregas: 1,
  no_bultos: 2,
  peso_neto: 100_00,
  importe_total: 9500_00,
  recuperacion_credito: 0,
  ...cambios,
});

describe('clase de una entrega en las barras apiladas', () => {
  it.each([
    [true, 6, 1, 'organico'],
    [true, 2, 1, 'organico'],
    [false, 4, 1, 'convencional'],
    [false, 1, 1, 'transicion'],
    [false, 5, 2, 'transicion'],
    [false, 6, 2, 'convencional'],
    [false, null, 1, 'convencional'],
    [false, 6, 3, 'transicion'],
    [true, 6, 3, 'organico'],
  ] as const)('orgánica %s, categoría %s, producto %i → %s', (organica, cat, producto, clase) =>
    expect(claseDeEntrega(organica, cat, producto)).toBe(clase),
  );
  it('la miel apila dos clases; café y cacao, tres', () => {
    expect(clasesDe(3)).toEqual(['organico', 'transicion']);
    expect(clasesDe(1)).toEqual(['organico', 'transicion', 'convencional']);
  });
});

describe('semanas y meses', () => {
  it.each([
    ['2025-10-06', '2025-10-06'],
    ['2025-10-05', '2025-09-29'],
    ['2025-10-12', '2025-10-06'],
    ['2026-01-01', '2025-12-29'],
  ])('el lunes de %s es %s', (f, l) => expect(lunesDe(f)).toBe(l));
  it('etiquetas en español', () => {
    expect(etiquetaSemana('2025-10-06')).toBe('6 oct');
    expect(etiquetaMes('2026-01')).toBe('ene 2026');
  });
  it('las semanas y meses sin entregas aparecen en cero, del primero al último', () => {
    const { per_week, per_month } = porPeriodo(
      [g({ fecha: '2025-10-06' }), g({ fecha: '2025-10-08', organica: true }), g({ fecha: '2025-12-02', peso_neto: 50_00 })],
      1,
    );
    expect(per_week.map((s) => s.semana)).toEqual([
      '2025-10-06',
      '2025-10-13',
      '2025-10-20',
      '2025-10-27',
      '2025-11-03',
      '2025-11-10',
      '2025-11-17',
      '2025-11-24',
      '2025-12-01',
    ]);
    expect(per_week[0]).toMatchObject({ entregas: 2, peso_neto: 200_00, organico: 100_00, convencional: 100_00, transicion: 0 });
    expect(per_week[1]).toMatchObject({ entregas: 0, peso_neto: 0 });
    expect(per_month.map((m) => [m.mes, m.peso_neto])).toEqual([
      ['2025-10', 200_00],
      ['2025-11', 0],
      ['2025-12', 50_00],
    ]);
  });
  it('sin entregas no hay semanas', () => expect(porPeriodo([], 1)).toEqual({ per_week: [], per_month: [] }));
});

describe('totales', () => {
  it('suma los grupos; a pagar = importe − recuperación; saldo = a pagar − pagado; precio promedio ponderado', () => {
    const t = totalesEntregas(
      [g({}), g({ entregas: 2, peso_neto: 50_00, importe_total: 3000_00, recuperacion_credito: 500_00 })],
      7000_00,
      2,
    );
    expect(t).toEqual({
      total_entregas: 3,
      total_productores: 2,
      no_bultos: 4,
      peso_neto: 150_00,
      importe_total: 12500_00,
      recuperacion_credito: 500_00,
      a_pagar: 12000_00,
      pagado: 7000_00,
      saldo: 5000_00,
      precio_promedio: 83_33,
    });
  });
  it.each([
    [95_00, 1_00, 95_00],
    [10_00, 3_00, 3_33],
    [20_00, 3_00, 6_67],
    [0, 0, 0],
  ])('precio promedio de %i sobre %i kg = %i', (importe, peso, precio) => expect(precioPromedio(importe, peso)).toBe(precio));
  it('montos grandes sin perder centavos', () => expect(precioPromedio(9_007_199_254_740_99, 1_000_000_00)).toBe(9_007_199_25));
});

describe('por certificación y por centro', () => {
  it('cada clase aparece aunque valga cero', () => {
    expect(porCertificacion([g({ organica: true })], 1)).toEqual([
      { clase: 'organico', etiqueta: 'Orgánico', entregas: 1, peso_neto: 100_00, importe_total: 9500_00 },
      { clase: 'transicion', etiqueta: 'Transición', entregas: 0, peso_neto: 0, importe_total: 0 },
      { clase: 'convencional', etiqueta: 'Convencional', entregas: 0, peso_neto: 0, importe_total: 0 },
    ]);
    expect(porCertificacion([g({})], 3).map((f) => [f.etiqueta, f.peso_neto])).toEqual([
      ['Orgánico', 0],
      ['Transición', 100_00],
    ]);
  });
  it('los centros en su orden, y las entregas sin centro aparte', () => {
    const filas = porCentro([g({ id_centro: 2 }), g({ id_centro: null, id_categoria: 2 })], 1, [
      { id: 1, nombre: 'Norte' },
      { id: 2, nombre: 'Sur' },
    ]);
    expect(filas.map((f) => [f.centro, f.peso_neto, f.convencional, f.transicion])).toEqual([
      ['Norte', 0, 0, 0],
      ['Sur', 100_00, 100_00, 0],
      [SIN_CENTRO, 100_00, 0, 100_00],
    ]);
  });
});

describe('pagos y recuperación', () => {
  it('pagos por método, el mayor monto primero', () => {
    expect(
      pagosPorMetodo([
        { id_metodo_pago: 1, pagos: 2, monto: 10_00 },
        { id_metodo_pago: 2, pagos: 1, monto: 20_00 },
        { id_metodo_pago: 9, pagos: 1, monto: 1_00 },
      ]).map((p) => p.metodo),
    ).toEqual(['Transferencia', 'Efectivo', 'Otro método']);
  });
  it.each([
    [25_00, 100_00, 25],
    [99_99, 100_00, 99],
    [150_00, 100_00, 100],
    [0, 0, null],
  ])('recuperado %i de %i → %s', (r, a, p) => expect(porcentajeRecuperacion(r, a)).toBe(p));
});
