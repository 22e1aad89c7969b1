import { describe, expect, it } from 'vitest';
import { avisoEstimacion, entregadoVsEstimacion, estimacionPendiente } from '@domain/acopio/estimacion';
import { importeBajoLoPagado } from '@domain/acopio/edicion';
import { precioPromedio } from '@domain/acopio/importes';
import { catalogoAcopio, FUERA_DE_CATALOGO, idsFueraDeCatalogo, NOMBRES_CATALOGOS } from '@domain/acopio/catalogos';

describe('estimación de cosecha (panel y aviso de 002 §2.3)', () => {
  it.each([
    [500_00, 1000_00, 50],
    [1500_00, 1000_00, 150],
    [1, 3, 33],
    [500_00, 0, null],
  ])('entregado %i de %i → %s %%', (entregado, estimado, pct) => expect(entregadoVsEstimacion(entregado, estimado)).toBe(pct));

  it('lo que falta por entregar nunca es negativo', () => {
    expect(estimacionPendiente(1000_00, 400_00)).toBe(600_00);
    expect(estimacionPendiente(1000_00, 1400_00)).toBe(0);
  });

  it('avisa cuando el neto de la entrega pasa lo pendiente; sin estimación no avisa', () => {
    expect(avisoEstimacion(600_00, 1000_00, 500_00)).toBe(
      'El peso neto de esta entrega (600.00 kg) supera lo que falta por entregar según la estimación de cosecha (500.00 kg). Revise las pesadas.',
    );
    expect(avisoEstimacion(500_00, 1000_00, 500_00)).toBeNull();
    expect(avisoEstimacion(5_000_00, 0, 0)).toBeNull();
  });
});

describe('editar una entrega con pagos', () => {
  it('el importe a pagar no puede quedar bajo lo pagado', () => {
    expect(importeBajoLoPagado(3000_00, 3000_00)).toBeNull();
    expect(importeBajoLoPagado(1960_00, 3000_00)).toBe(
      'Con estos datos la entrega vale $ 1,960.00 y al productor ya se le pagaron $ 3,000.00; revise las pesadas y el precio',
    );
  });
});

describe('precio promedio', () => {
  it.each([
    [5860_00, 146_50, 40_00],
    [100_00, 3_00, 33_33],
    [200_00, 3_00, 66_67],
    [0, 0, null],
  ])('importe %i / neto %i → %s', (importe, neto, precio) => expect(precioPromedio(importe, neto)).toBe(precio));
});

describe('catálogos de acopio', () => {
  it('cada catálogo tiene opciones con id y nombre; miel llama «Transición» a la 16', () => {
    for (const n of NOMBRES_CATALOGOS) expect(catalogoAcopio(n, 1).length).toBeGreaterThan(0);
    expect(catalogoAcopio('certificaciones', 3).find((c) => c.id === 16)?.nombre).toBe('Transición');
    expect(catalogoAcopio('certificaciones', 1).find((c) => c.id === 16)?.nombre).toBe('Convencional');
  });

  it('un id que el catálogo no tiene se rechaza con «Seleccione una opción de la lista»', () => {
    const base = { id_cat_certificacion: [15], id_cat_acopio_tipos_cafe: 1, id_cat_acopio_procesos: 1, id_color: null, id_metodo_pago: 1 };
    expect(idsFueraDeCatalogo(base, 1)).toEqual({});
    expect(idsFueraDeCatalogo({ ...base, id_cat_certificacion: [15, 42] }, 1)).toEqual({ id_cat_certificacion: [FUERA_DE_CATALOGO] });
    expect(idsFueraDeCatalogo({ ...base, id_cat_acopio_procesos: 9, id_metodo_pago: 7 }, 1)).toEqual({
      id_cat_acopio_procesos: [FUERA_DE_CATALOGO],
      id_metodo_pago: [FUERA_DE_CATALOGO],
    });
    // the colour list follows the product: honey's Pfund scale has 7, coffee's colours 5
    expect(idsFueraDeCatalogo({ ...base, id_color: 7 }, 3)).toEqual({});
    expect(idsFueraDeCatalogo({ ...base, id_color: 7 }, 1)).toEqual({ id_color: [FUERA_DE_CATALOGO] });
  });
});
