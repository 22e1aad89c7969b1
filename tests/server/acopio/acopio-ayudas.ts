import { pngValido } from '../png';
import type { CuerpoEntrega } from '@domain/contrato/acopio';

/** A drawn signature as the delivery form sends it. */
export const FIRMA = `data:image/png;base64,${pngValido(40, 20).toString('base64')}`;

/**
 * A whole, coherent delivery body: two weighings (100 − 2.50 − 1 and 50 bulk = 146.50 kg), 40.00 per kg, 3,000.00
 * paid. `cambios` replaces any field (also with values the contract refuses, for the 422 paths).
 */
export const cuerpoEntrega = (uuidCuenta: string, cambios: Record<string, unknown> = {}): CuerpoEntrega & Record<string, unknown> => ({
  uuid_cuenta: uuidCuenta,
  fecha_ejecucion: '2026-11-20',
  fecha_cosecha: null,
  id_cat_acopio_tipos_cafe: 1,
  id_cat_acopio_procesos: 1,
  id_cat_certificacion: [15, 16],
  id_cat_costaleras_estatus: 2,
  pesadas: [
    { unidades: [1], peso_bruto: 100_00, peso_tara: 2_50, peso_descuento: 1_00, bultos: { 1: 2 } },
    { unidades: [7], peso_bruto: 50_00, peso_tara: 0, peso_descuento: 0, bultos: {} },
  ],
  tipo_maduracion: null,
  rendimiento: 80_00,
  humedad: 11_50,
  mancha: 5_00,
  id_color: null,
  aroma: 'Floral',
  muestreo_observaciones: null,
  id_lote: null,
  observaciones: null,
  precio_por_kg: 40_00,
  recuperacion_credito: 0,
  id_metodo_pago: 1,
  monto_pagado: 3000_00,
  firma_image: FIRMA,
  ...cambios,
});

/** A write with the Idempotency-Key header (null leaves it out), as the delivery form sends it. */
export const escribir = (
  app: { inject: (o: object) => Promise<import('fastify').LightMyRequestResponse> },
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  clave: string | null = `k-${Math.random().toString(36).slice(2)}-${Date.now()}`,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clave ? { 'idempotency-key': clave } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });

/** The edit body of a delivery as the form sends it back: its data, the version it loaded, no new signature. */
export function cuerpoEdicion(entrega: Record<string, unknown>, cambios: Record<string, unknown> = {}): Record<string, unknown> {
  const base = cuerpoEntrega(String(entrega.uuid_cuenta));
  const { uuid_cuenta: _u, monto_pagado: _m, id_metodo_pago: _i, ...resto } = base;
  return { ...resto, firma_image: null, version: entrega.version, ...cambios };
}
