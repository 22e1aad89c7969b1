import { describe, expect, it } from 'vitest';
import { firmaSigueValida, type CifrasFirmadas } from '@domain/bandeja/firma-correccion';

const firmado: CifrasFirmadas = {
  uuid_cuenta: 'a0000000-0000-4000-8000-000000000033',
  fecha_ejecucion: '2026-11-29',
  pesadas: [{ unidades: [3, 1], peso_bruto: 40_00, peso_tara: 1_00, peso_descuento: 0, bultos: { '1': 2, '3': 1 } }],
  precio_por_kg: 62_00,
  recuperacion_credito: 0,
  monto_pagado: 100_00,
  id_metodo_pago: 1,
};

describe('corrección de una entrega en conflicto: ¿sirve la firma de antes?', () => {
  it('sirve cuando las cifras firmadas no cambian (otro lote, otra categoría, otra nota no están en el resumen)', () => {
    expect(firmaSigueValida(firmado, structuredClone(firmado))).toBe(true);
    // the same weighing written in another order of units and containers
    const reordenado = { ...firmado, pesadas: [{ ...firmado.pesadas[0], unidades: [1, 3], bultos: { '3': 1, '1': 2 } }] };
    expect(firmaSigueValida(firmado, reordenado)).toBe(true);
    // without a payment now the summary says 'Sin pago ahora' whatever method was chosen
    const sinPago = { ...firmado, monto_pagado: 0, id_metodo_pago: 1 };
    expect(firmaSigueValida(sinPago, { ...sinPago, id_metodo_pago: null })).toBe(true);
  });

  it.each<[string, Partial<CifrasFirmadas>]>([
    ['otro productor', { uuid_cuenta: 'a0000000-0000-4000-8000-000000000034' }],
    ['otra fecha', { fecha_ejecucion: '2026-11-28' }],
    ['otro peso bruto', { pesadas: [{ ...firmado.pesadas[0], peso_bruto: 39_00 }] }],
    ['otra tara', { pesadas: [{ ...firmado.pesadas[0], peso_tara: 2_00 }] }],
    ['un descuento', { pesadas: [{ ...firmado.pesadas[0], peso_descuento: 50 }] }],
    ['otros bultos', { pesadas: [{ ...firmado.pesadas[0], bultos: { '1': 3, '3': 1 } }] }],
    ['una pesada más', { pesadas: [...firmado.pesadas, firmado.pesadas[0]] }],
    ['otro precio (el vigente del servidor)', { precio_por_kg: 65_00 }],
    ['otra recuperación de crédito', { recuperacion_credito: 10_00 }],
    ['otro monto pagado', { monto_pagado: 90_00 }],
    ['otro método de pago', { id_metodo_pago: 2 }],
  ])('no sirve con %s: el productor firma de nuevo', (_, cambio) => {
    expect(firmaSigueValida(firmado, { ...firmado, ...cambio })).toBe(false);
  });
});
