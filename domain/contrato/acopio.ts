import { Type, type Static } from 'typebox';
import { entero, enteroNulo, fecha, fechaNula, idEnTexto, objeto, opcional, texto, textoNulo, uuid, Uno, version } from './comun';
import { LIMITES } from '../acopio/limites';
import { LARGO_FOLIO_PROVISIONAL } from '../bandeja/folio-provisional';

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
  /** Issue 28: the folio the device printed offline (PV-7KQ2-0042, domain/bandeja/folio-provisional.ts); unique per cooperative. */
  folio_provisional: opcional(textoNulo(LARGO_FOLIO_PROVISIONAL + 10)),
  /** Issue 28: the device's clock when the collector saved it offline (ISO instant with zone; ≤ 5 min ahead, ≤ 7 days old). */
  registrada_en: opcional(textoNulo(40)),
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
  /** Issue 28: the folio the device printed offline, and its clock when saved (ISO, UTC); null when registered online. */
  folio_provisional: textoNulo(),
  registrada_en: textoNulo(),
});
export type Entrega = Static<typeof Entrega>;

/** POST admin/acopios/entregas (201): the delivery and the spec's 'Se registró con éxito la entrega'. */
export const RespuestaEntregaRegistrada = Type.Object({ data: Entrega, message: Type.String() });
export type RespuestaEntregaRegistrada = Static<typeof RespuestaEntregaRegistrada>;
export const RespuestaEntrega = Uno(Entrega);
/** GET admin/acopios/entregas/acopio_por_productor/{id}: the delivery, and what its producer owes today on advances
 * (the pending payment's recovery field, issue 25; 0 when the cooperative does not lend). */
export const RespuestaEntregaPorId = Type.Object({ data: Entrega, saldo_creditos: Type.Integer({ minimum: 0 }) });
export type RespuestaEntregaPorId = Static<typeof RespuestaEntregaPorId>;

// ── issue 12, the delivery form: catalogues, price defaults, the producer's panel, edit and pending payment ──

/** GET acopios/catalogos/{nombre} (002 §7 'Catalogues'): the options of one collection catalogue. */
export const OpcionCatalogoAcopio = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type OpcionCatalogoAcopio = Static<typeof OpcionCatalogoAcopio>;
export const RespuestaCatalogoAcopio = Type.Object({ data: Type.Array(OpcionCatalogoAcopio) });

/**
 * GET admin/acopios/precio_por_kg_precargado and …/precio_por_kg_por_productor/{id_cuenta}: the price the form
 * starts with (the cooperative's current one), whether this user may change it, and the price of the producer's
 * latest delivery in the account's cycle (null in the general call or when there is none).
 */
export const PrecioPrecargado = Type.Object({
  precio_por_kg: enteroNulo(),
  puede_fijar: Type.Boolean(),
  /** issue 22 item 4: may set a price outside the band around the current one (a supervisor's permission). */
  puede_fuera_de_rango: Type.Boolean(),
  precio_ultima_entrega: enteroNulo(),
});
export type PrecioPrecargado = Static<typeof PrecioPrecargado>;
export const RespuestaPrecioPrecargado = Uno(PrecioPrecargado);
export const ParamIdCuenta = objeto({ id_cuenta: idEnTexto() });
export const ParamIdAcopio = objeto({ id: idEnTexto() });
export const ParamAcopiosProductor = objeto({ cycleUuid: uuid(), uuid_cuenta: uuid() });

/** The side panel of the delivery form (002 §2.3): the producer's account and their figures in that cycle (×100). */
export const ResumenProductor = Type.Object({
  id_cuenta: Type.Integer(),
  uuid_cuenta: Type.String(),
  uuid_productor: Type.String(),
  productor: Type.String(),
  id_ciclo: Type.Integer(),
  ciclo_activo_acopio: Type.Boolean(),
  baja: Type.Boolean(),
  id_cuenta_categoria: Type.Integer(),
  categoria: Type.String(),
  /** The cooperative's crop: 1 coffee, 2 cacao, 3 honey (which parts of the form show). */
  producto: Type.Integer(),
  entregas_no: Type.Integer(),
  entregas_no_bultos: Type.Integer(),
  entregas_peso_neto_total: Type.Integer(),
  /** Gross amount / net weight of the cycle's deliveries, ×100 (null without deliveries). */
  precio_por_kg_promedio: enteroNulo(),
  pagos_total: Type.Integer(),
  pagos_descuentos_total: Type.Integer(),
  pagos_pagado_total: Type.Integer(),
  pagos_pendiente_total: Type.Integer(),
  est_peso_estimado_total: Type.Integer(),
  est_entregado_vs_estimacion: enteroNulo(),
  /** What the producer owes today on every advance (issue 25): the most a delivery may recover, at most its amount. */
  saldo_creditos: Type.Integer({ minimum: 0 }),
});
export type ResumenProductor = Static<typeof ResumenProductor>;

/** One of the producer's deliveries in the panel. */
export const EntregaDeProductor = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  folio_acopio: textoNulo(),
  fecha_acopio: Type.String(),
  centro_acopio: textoNulo(),
  peso_neto: Type.Integer(),
  no_bultos: Type.Integer(),
  precio_por_kg: Type.Integer(),
  importe_total: Type.Integer(),
  recuperacion_credito: Type.Integer(),
  pagado: Type.Integer(),
  saldo: Type.Integer(),
});
export type EntregaDeProductor = Static<typeof EntregaDeProductor>;

/** GET admin/acopios/entregas/acopios_por_productor/{cycleUuid}/{uuid_cuenta}. */
export const AcopiosDeProductor = Type.Object({ resumen: ResumenProductor, entregas: Type.Array(EntregaDeProductor) });
export type AcopiosDeProductor = Static<typeof AcopiosDeProductor>;
export const RespuestaAcopiosDeProductor = Uno(AcopiosDeProductor);

/**
 * PUT admin/acopios/entregas/{uuid}: the delivery's data again, with the version it was loaded with. The producer,
 * the payments and the signature stay (further payments are pending payments); a new signature may be sent.
 */
export const CuerpoEdicionEntrega = objeto({
  version: version(),
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
  precio_por_kg: enteroNulo(0, LIMITES.precioPorKg),
  recuperacion_credito: monto(),
  /** A new signature (PNG data URL) or null to keep the delivery's. */
  firma_image: textoNulo(1_400_000, { pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' }),
});
export type CuerpoEdicionEntrega = Static<typeof CuerpoEdicionEntrega>;

/**
 * POST admin/acopios/entregas/pago_pendiente (002 §2.4): a later payment of a delivery, with the producer's
 * signature. Date, method and amount may arrive empty so the spec's own messages answer (§5 'Pending payment').
 */
export const CuerpoPagoPendiente = objeto({
  id_acopio: entero(1),
  fecha_ejecucion: fechaNula(),
  id_metodo_pago: enteroNulo(0, 10),
  monto_pagado: enteroNulo(0, LIMITES.monto),
  /** Part of the pending balance kept for the producer's advances (issue 25); absent means none. */
  recuperacion_credito: opcional(enteroNulo(0, LIMITES.monto)),
  /** Issue 28: the folio the device printed offline (PV-7KQ2-0042, domain/bandeja/folio-provisional.ts); unique per cooperative. */
  folio_provisional: opcional(textoNulo(LARGO_FOLIO_PROVISIONAL + 10)),
  /** Issue 28: the device's clock when the collector saved it offline (ISO instant with zone; ≤ 5 min ahead, ≤ 7 days old). */
  registrada_en: opcional(textoNulo(40)),
  firma_image: texto(1_400_000, { pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$' }),
});
export type CuerpoPagoPendiente = Static<typeof CuerpoPagoPendiente>;

/** A saved edit or pending payment: the delivery as it now reads, and the message for the person. */
export const RespuestaEntregaGuardada = Type.Object({ data: Entrega, message: Type.String() });
export type RespuestaEntregaGuardada = Static<typeof RespuestaEntregaGuardada>;
