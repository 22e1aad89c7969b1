import { describe, expect, it } from 'vitest';
import { cuerpoNuevo, formularioDeCuerpo, leerFormulario, visibilidad } from '../../../src/pages/acopio/entrega/modelo';
import { PRODUCTO } from '@domain/comun/productos';
import type { CuerpoEntrega } from '@domain/contrato/acopio';

/** Issue 28, 'Editar' on a conflict: the outbox body back into the delivery form, and the form's body from it. */
const FIRMA = 'data:image/png;base64,iVBORw0KGgo=';
const guardado: CuerpoEntrega = {
  uuid_cuenta: 'a0000000-0000-4000-8000-000000000033',
  fecha_ejecucion: '2026-11-29',
  fecha_cosecha: null,
  id_cat_acopio_tipos_cafe: 1,
  id_cat_acopio_procesos: 2,
  id_cat_certificacion: [1],
  id_cat_costaleras_estatus: 1,
  pesadas: [
    { unidades: [1], peso_bruto: 80_00, peso_tara: 1_00, peso_descuento: 0, bultos: { '1': 2 } },
    { unidades: [7], peso_bruto: 40_50, peso_tara: 0, peso_descuento: 25, bultos: {} },
  ],
  tipo_maduracion: null,
  rendimiento: null,
  humedad: null,
  mancha: null,
  id_color: null,
  aroma: null,
  muestreo_observaciones: null,
  id_lote: 12,
  observaciones: 'Costales nuevos',
  precio_por_kg: 62_00,
  recuperacion_credito: 10_00,
  id_metodo_pago: 1,
  monto_pagado: 100_00,
  firma_image: FIRMA,
};

describe('corregir una entrega de la bandeja: el formulario con sus valores', () => {
  const v = (c: CuerpoEntrega) => visibilidad(PRODUCTO.cafe, c.id_cat_acopio_tipos_cafe);
  const deVuelta = (c: CuerpoEntrega, precio: number | null) => {
    const f = formularioDeCuerpo(c, precio);
    return cuerpoNuevo(f, leerFormulario(f, v(c)), v(c), c.uuid_cuenta, c.firma_image);
  };

  it('sin tocar nada, el formulario da el mismo cuerpo que se guardó', () => {
    expect(deVuelta(guardado, guardado.precio_por_kg)).toEqual(guardado);
  });

  it('muestra el precio que se le da (el vigente para quien no fija precios)', () => {
    expect(formularioDeCuerpo(guardado, 65_00).precio_por_kg).toBe('65.00');
    expect(deVuelta(guardado, 65_00).precio_por_kg).toBe(65_00);
  });

  it('sin pago en la báscula el método queda vacío; sin crédito recuperado, el campo también', () => {
    const sinPago = { ...guardado, monto_pagado: 0, id_metodo_pago: null, recuperacion_credito: 0 };
    const f = formularioDeCuerpo(sinPago, sinPago.precio_por_kg);
    expect(f).toMatchObject({ monto_pagado: '', id_metodo_pago: null, recuperacion_credito: '' });
    expect(deVuelta(sinPago, sinPago.precio_por_kg)).toEqual(sinPago);
  });
});
