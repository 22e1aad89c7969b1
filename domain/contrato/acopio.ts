import { Type, type Static } from 'typebox';
import { entero, enteroNulo, fecha, fechaNula, objeto, texto, textoNulo, uuid, Uno } from './comun';
import { LIMITES } from '../acopio/limites';

/**
 * Collection (spec 002 §3, §7 'Deliveries and lots'; issue 12). Weights and money are integers ×100 in both
 * directions; the server recomputes every figure from the weighings and the price and never stores one sent
 * by the browser. The body is JSON (the signature a PNG data URL): one body to validate, to hash for the
 * Idempotency-Key and to store (docs/DECISIONES.md 'acopio: cuerpo JSON').
 */

const peso = () => entero(0, LIMITES.pesoPesada);
const monto = () => entero(0, LIMITES.monto);
const porcentaje = () => enteroNulo(0, 100_00);

/** One weighing: units 1–14, weights ×100, containers per unit id. */
export const CuerpoPesada = objeto({
  unidades: Type.Array(entero(1, 14), { minItems: 1, maxItems: 14, uniqueItems: true }),
  peso_bruto: peso(),
  peso_tara: peso(),
  peso_descuento: peso(),
  bultos: Type.Record(Type.String({ pattern: '^([1-9]|1[0-4])$' }), entero(0, LIMITES.bultos)),
});
export type CuerpoPesada = Static<typeof CuerpoPesada>;

/** POST admin/acopios/entregas: a delivery with its weighings, sampling and the payment made at the scale. */
export const CuerpoEntrega = objeto({
  uuid_cuenta: uuid(),
  fecha_ejecucion: fecha(),
  fecha_cosecha: fechaNula(),
  id_cat_acopio_tipos_cafe: enteroNulo(1, 4),
  id_cat_acopio_procesos: enteroNulo(1, 20),
  id_cat_certificacion: Type.Array(entero(1, 100), { maxItems: 20 }),
  id_cat_costaleras_estatus: enteroNulo(1, 2),
  pesadas: Type.Array(CuerpoPesada, { minItems: 1, maxItems: LIMITES.pesadas }),
  tipo_maduracion: textoNulo(100),
  rendimiento: porcentaje(),
  humedad: porcentaje(),
  mancha: porcentaje(),
  id_color: enteroNulo(1, 100),
  aroma: textoNulo(200),
  muestreo_observaciones: textoNulo(1000),
  id_lote: enteroNulo(1, 2147483647),
  observaciones: textoNulo(2000),
  /** Read only from a user who may set prices (ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO); others get the cooperative's price. */
  precio_por_kg: enteroNulo(0, LIMITES.precioPorKg),
  recuperacion_credito: monto(),
  id_metodo_pago: enteroNulo(1, 10),
  monto_pagado: monto(),
  /** The producer's signature, drawn on the payment summary: a PNG as a data URL. */
  firma_image: texto(1_400_000, { pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' }),
});
export type CuerpoEntrega = Static<typeof CuerpoEntrega>;

/** A weighing as stored. */
export const Pesada = Type.Object({
  unidades: Type.Array(Type.Integer()),
  peso_bruto: Type.Integer(),
  peso_tara: Type.Integer(),
  peso_descuento: Type.Integer(),
  bultos: Type.Record(Type.String(), Type.Integer()),
});

/** A delivery as its receipt and its form read it. */
export const Entrega = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  folio_acopio: textoNulo(),
  fecha_acopio: Type.String(),
  id_ciclo: Type.Integer(),
  uuid_cuenta: Type.String(),
  productor: Type.String(),
  id_centro_acopio: enteroNulo(),
  centro_acopio: textoNulo(),
  id_cat_acopio_tipos_cafe: enteroNulo(),
  id_cat_acopio_procesos: enteroNulo(),
  id_cat_certificacion: Type.Array(Type.Integer()),
  id_cat_costaleras_estatus: enteroNulo(),
  fecha_cosecha: textoNulo(),
  pesadas: Type.Array(Pesada),
  peso_bruto: Type.Integer(),
  peso_tara: Type.Integer(),
  peso_descuento: Type.Integer(),
  peso_neto: Type.Integer(),
  no_bultos: Type.Integer(),
  tipo_maduracion: textoNulo(),
  rendimiento: enteroNulo(),
  humedad: enteroNulo(),
  mancha: enteroNulo(),
  id_color: enteroNulo(),
  aroma: textoNulo(),
  muestreo_observaciones: textoNulo(),
  id_lote: enteroNulo(),
  observaciones: textoNulo(),
  precio_por_kg: Type.Integer(),
  importe_total: Type.Integer(),
  recuperacion_credito: Type.Integer(),
  a_pagar: Type.Integer(),
  pagado: Type.Integer(),
  saldo: Type.Integer(),
  firma: textoNulo(),
  version: Type.Integer(),
});
export type Entrega = Static<typeof Entrega>;

/** POST admin/acopios/entregas (201): the delivery and the spec's 'Se registró con éxito la entrega'. */
export const RespuestaEntregaRegistrada = Type.Object({ data: Entrega, message: Type.String() });
export type RespuestaEntregaRegistrada = Static<typeof RespuestaEntregaRegistrada>;
export const RespuestaEntrega = Uno(Entrega);
