import { describe, expect, it } from 'vitest';
import { categoriaSiguiente, categoriasDeCertificacion, CATEGORIAS } from '@domain/cuentas/categorias';
import { certificacionEfectiva } from '@domain/comun/productos';

describe('categorías (R035–R037)', () => {
  it('catálogo completo', () => {
    expect(CATEGORIAS).toMatchObject({
      1: 'Transición 0',
      4: 'Orgánico',
      5: 'Transición 3',
      6: 'Convencional',
      7: 'Sin Asignar',
      9: 'Suspendido',
    });
  });

  it('certimex usa Transición 0; las demás Transición 3 y Convencional', () => {
    expect(categoriasDeCertificacion('certimex').map((c) => c.id)).toEqual([7, 1, 2, 3, 4]);
    expect(categoriasDeCertificacion('mayacert').map((c) => c.id)).toEqual([7, 2, 3, 5, 4, 6]);
    expect(categoriasDeCertificacion('').map((c) => c.id)).toEqual([7, 1, 2, 3, 4]);
  });

  it.each([
    [1, 'certimex', 2],
    [2, 'certimex', 3],
    [3, 'certimex', 4],
    [3, 'mayacert', 5],
    [5, 'mayacert', 4],
    [2, 'mayacert', 3],
    [7, 'certimex', 7],
    [4, 'certimex', 4],
    [1, 'mayacert', 1],
  ])('categoría %i con %s pasa a %i', (actual, cert, esperada) => expect(categoriaSiguiente(actual, cert)).toBe(esperada));

  it('certificación por defecto: certimex (R012)', () => {
    expect(certificacionEfectiva(null)).toBe('certimex');
    expect(certificacionEfectiva('  ')).toBe('certimex');
    expect(certificacionEfectiva('mayacert')).toBe('mayacert');
  });
});

describe('colores de las categorías (R025)', () => {
  it('cada categoría usa la paleta de seis colores, y Sin Asignar el gris', async () => {
    const { CATALOGO_CATEGORIAS, GRIS_SIN_ASIGNAR } = await import('@domain/cuentas/categorias');
    const paleta = ['#4A6700', '#FFB94C', '#BC8268', '#D87748', '#A46B00', '#E49D2A'];
    expect(CATALOGO_CATEGORIAS.find((c) => c.id === 7)?.color).toBe(GRIS_SIN_ASIGNAR);
    expect(GRIS_SIN_ASIGNAR).toBe('#9B9B9B');
    for (const c of CATALOGO_CATEGORIAS.filter((x) => x.id !== 7)) expect(paleta).toContain(c.color);
    // The two sets never show two categories in the same colour.
    for (const cert of ['certimex', 'mayacert']) {
      const { categoriasDeCertificacion, COLORES_CATEGORIAS } = await import('@domain/cuentas/categorias');
      const colores = categoriasDeCertificacion(cert).map((c) => COLORES_CATEGORIAS[c.id]);
      expect(new Set(colores).size).toBe(colores.length);
    }
  });
});
