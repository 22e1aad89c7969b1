import { Type, type Static } from 'typebox';
import { ENTERO_MAXIMO, entero, enteroNulo, fechaHora, fechaHoraNula, idEnTexto, objeto, opcional, texto, version } from './comun';

/**
 * The end-of-season surplus (remanente; spec 002 §2.8, §3 'Surplus receipt', 'Surplus price', §7 'Surplus'; issue
 * 25). A category is a delivery certification (`id_cat_certificacion`, R108). Money and kilos are integers ×100;
 * the cooperative always comes from the session: the `id_cooperativa` the spec's client sends is accepted and ignored.
 */

const centavos = () => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const coopIgnorada = { id_cooperativa: opcional(entero(0)) };

// ── GET remanente/categorias ───────────────────────────────────────────────────
export const CategoriaRemanente = Type.Object({ id: Type.Integer(), nombre: Type.String(), color: Type.String() });
export type CategoriaRemanente = Static<typeof CategoriaRemanente>;
export const RespuestaCategoriasRemanente = Type.Object({ data: Type.Array(CategoriaRemanente) });

// ── POST remanente/registro_precio, PUT remanente/registro_precio/{precio_id} ───
const camposPrecio = {
  id_ciclo: entero(1),
  id_cat_certificacion: entero(0, 32767),
  /** Pesos per kg ×100; must be above 0 ('Debe ser un número mayor que cero', §5). */
  precio_por_kg: entero(0, ENTERO_MAXIMO),
  ...coopIgnorada,
};
export const CuerpoPrecioRemanente = objeto(camposPrecio);
export type CuerpoPrecioRemanente = Static<typeof CuerpoPrecioRemanente>;
export const CuerpoEdicionPrecioRemanente = objeto({ ...camposPrecio, version: version() });
export type CuerpoEdicionPrecioRemanente = Static<typeof CuerpoEdicionPrecioRemanente>;
export const ParamPrecioRemanente = objeto({ precio_id: idEnTexto() });
export type ParamPrecioRemanente = Static<typeof ParamPrecioRemanente>;

/** §3 'Surplus price' (precio_id, id_cat_certificacion, precio, estatus, categoria) with what the card and form need. */
export const FilaPrecioRemanente = Type.Object({
  precio_id: Type.Integer(),
  id_ciclo: Type.Integer(),
  id_cat_certificacion: Type.Integer(),
  precio: centavos(),
  estatus: Type.Literal('Vigente'),
  categoria: Type.String(),
  color: Type.String(),
  version: Type.Integer(),
  updated_at: fechaHora(),
});
export type FilaPrecioRemanente = Static<typeof FilaPrecioRemanente>;
export const RespuestaPrecioRemanente = Type.Object({ success: Type.Boolean(), message: Type.String(), data: FilaPrecioRemanente });
export type RespuestaPrecioRemanente = Static<typeof RespuestaPrecioRemanente>;

// ── POST remanente/generar_recibos (also /api/admin/acopios/remanente/generar_recibos) ──
export const CuerpoGenerarRecibos = objeto({
  id_ciclo: entero(1),
  /** The delivery flow's call names the producer (its id); without it, every producer of the cycle. */
  productor_id: opcional(Type.Union([entero(1), Type.Null()])),
  ...coopIgnorada,
});
export type CuerpoGenerarRecibos = Static<typeof CuerpoGenerarRecibos>;
/** A generation's progress: `hechos` of `total` accounts done, `recibos` receipts written or recomputed so far. */
export const GeneracionRemanente = Type.Object({
  id: Type.Integer(),
  id_ciclo: Type.Integer(),
  /** The producer of the delivery flow's call; null when the whole cycle was asked for. */
  id_productor: enteroNulo(),
  estado: Type.Union([Type.Literal('pendiente'), Type.Literal('en_proceso'), Type.Literal('hecho')]),
  total: Type.Integer(),
  hechos: Type.Integer(),
  recibos: Type.Integer(),
  created_at: fechaHora(),
  terminado_en: fechaHoraNula(),
});
export type GeneracionRemanente = Static<typeof GeneracionRemanente>;
/**
 * The POST's answer: the same row, its three later fields optional, because an Idempotency-Key answer stored by the
 * build before them (session 16) is replayed as it was saved and must still serialise.
 */
export const GeneracionPedida = Type.Object({
  ...GeneracionRemanente.properties,
  id_productor: Type.Optional(enteroNulo()),
  created_at: Type.Optional(fechaHora()),
  terminado_en: Type.Optional(fechaHoraNula()),
});
export type GeneracionPedida = Static<typeof GeneracionPedida>;
export const RespuestaGenerarRecibos = Type.Object({ success: Type.Boolean(), message: Type.String(), data: GeneracionPedida });
export type RespuestaGenerarRecibos = Static<typeof RespuestaGenerarRecibos>;

// ── GET remanente/generaciones/{id} and GET remanente/generaciones?id_ciclo= (issue 25: the screen's progress) ──
export const ParamGeneracion = objeto({ id: idEnTexto() });
export type ParamGeneracion = Static<typeof ParamGeneracion>;
export const QueryGeneracionCiclo = objeto({ id_ciclo: idEnTexto() });
export type QueryGeneracionCiclo = Static<typeof QueryGeneracionCiclo>;
export const RespuestaGeneracion = Type.Object({ data: GeneracionRemanente });
export type RespuestaGeneracion = Static<typeof RespuestaGeneracion>;
/** The cycle's latest whole-cycle generation, or null when its receipts were never generated from the screen. */
export const RespuestaUltimaGeneracion = Type.Object({ data: Type.Union([GeneracionRemanente, Type.Null()]) });
export type RespuestaUltimaGeneracion = Static<typeof RespuestaUltimaGeneracion>;

// ── PUT remanente/generar_recibos/{id}: edit a surplus payment ───────────────────
export const CuerpoPagoRemanente = objeto({
  precio_por_kg: entero(0, ENTERO_MAXIMO),
  cantidad_pago: entero(0, ENTERO_MAXIMO),
  ...coopIgnorada,
  version: version(),
});
export type CuerpoPagoRemanente = Static<typeof CuerpoPagoRemanente>;
export const ParamIdRecibo = objeto({ id: idEnTexto() });
export type ParamIdRecibo = Static<typeof ParamIdRecibo>;
export const ParamFolioRemanente = objeto({ folio: texto(30, { minLength: 1, pattern: '^REM-\\d{6,}$' }) });
export type ParamFolioRemanente = Static<typeof ParamFolioRemanente>;

/** §3 'Surplus receipt' (id, folio, cuenta_categoria, peso_neto, precio_por_kg, cantidad_pago, recibo_image) and the producer. */
export const FilaReciboRemanente = Type.Object({
  id: Type.Integer(),
  folio: Type.String(),
  id_ciclo: Type.Integer(),
  id_cuenta: Type.Integer(),
  productor_uuid: Type.String(),
  productor_nombre: Type.String(),
  id_cat_certificacion: Type.Integer(),
  /** The surplus category (certification) the receipt pays, as the spec's column names it. */
  cuenta_categoria: Type.String(),
  peso_neto: centavos(),
  precio_por_kg: centavos(),
  cantidad_pago: centavos(),
  /** The receipt's download path (recibos/remanentes/{folio}); always drawn on request. */
  recibo_image: Type.String(),
  editado: Type.Boolean(),
  version: Type.Integer(),
});
export type FilaReciboRemanente = Static<typeof FilaReciboRemanente>;
export const RespuestaPagoRemanente = Type.Object({ success: Type.Boolean(), message: Type.String(), data: FilaReciboRemanente });
export type RespuestaPagoRemanente = Static<typeof RespuestaPagoRemanente>;
