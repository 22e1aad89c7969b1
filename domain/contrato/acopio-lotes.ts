import { Type, type Static } from 'typebox';
import { entero, enteroNulo, fechaNula, idEnTexto, objeto, textoNulo, texto, uuid, version, Uno } from './comun';
import { LIMITES } from '../acopio/limites';
import { MOTIVO_MAXIMO } from '../acopio/anulacion';
import { CalidadDeLote } from './calidad';

/**
 * The deliveries and lots list (spec 002 §2.7, §3 'Delivery list row', 'Lot', §4, §7 'Deliveries and lots'; issue 12):
 * the list's rows, lots, lot assignment, delivery states with their folios, and deleting a delivery. Weights and money
 * are integers ×100; every figure is computed by the server from the deliveries, never taken from the browser.
 */

const ESTATUS = () => entero(1, 3);
/** At most this many deliveries in one assignment (a page of the list is at most 100; a lot rarely holds more). */
export const MAXIMO_ENTREGAS_POR_ENVIO = 500;

/** A delivery row of `POST entregas_por_productor_search` (spec 002 §3 'Delivery list row', 000 §3 'Delivery row in profile'). */
export const FilaEntregaListado = Type.Object({
  id_acopio: Type.Integer(),
  /** The delivery's uuid (= acopio_uuid): the key react-admin's list rows take. */
  uuid: Type.String(),
  acopio_uuid: Type.String(),
  folio_acopio: textoNulo(),
  fecha_acopio: Type.String(),
  id_ciclo: Type.Integer(),
  ciclo: Type.String(),
  id_cuenta: Type.Integer(),
  uuid_cuenta: Type.String(),
  productor_id: Type.Integer(),
  productor_uuid: Type.String(),
  productor_nombre: Type.String(),
  localidad: textoNulo(),
  region: textoNulo(),
  id_centro_acopio: enteroNulo(),
  centro_acopio: textoNulo(),
  no_bultos: Type.Integer(),
  peso_bruto: Type.Integer(),
  peso_tara: Type.Integer(),
  peso_descuento: Type.Integer(),
  peso_neto: Type.Integer(),
  precio_por_kg: Type.Integer(),
  id_cat_acopio_tipos_cafe: enteroNulo(),
  id_cat_acopio_procesos: enteroNulo(),
  /** The names of the two above (002 §3 'Delivery list row': tipo_cafe, proceso); null for honey and cacao. */
  tipo_cafe: textoNulo(),
  proceso: textoNulo(),
  /** The delivery's categories (tipos_entregas): certification catalogue ids. */
  id_cat_certificacion: Type.Array(Type.Integer()),
  importe_total: Type.Integer(),
  total_anticipos_recuperados: Type.Integer(),
  pagado_a_productor: Type.Integer(),
  total_saldo: Type.Integer(),
  /** Method of the first payment (the one at the scale; docs/DECISIONES.md 'issue 24'), null while nothing was paid. */
  id_metodo_pago: enteroNulo(),
  rendimiento: enteroNulo(),
  humedad: enteroNulo(),
  mancha: enteroNulo(),
  aroma: textoNulo(),
  id_color: enteroNulo(),
  tipo_maduracion: textoNulo(),
  id_cat_costaleras_estatus: enteroNulo(),
  nombre_cat_costaleras_estatus: Type.String(),
  id_lote: enteroNulo(),
  lote: textoNulo(),
  id_estatus_entrega: enteroNulo(),
  estatus: Type.String(),
  folio_entrega: textoNulo(),
  fecha_estatus: textoNulo(),
  // issue 22 item 4: a voided delivery stays in the list, struck through with its reason; `pagos` counts its
  // payment rows (reversals too), so the list offers 'Anular' instead of 'Eliminar' once money was paid
  anulada: Type.Boolean(),
  motivo_anulacion: textoNulo(),
  pagos: Type.Integer(),
  version: Type.Integer(),
  /** Issue 26 'The result travels': the delivery was sampled into a quality analysis (calidad_analisis_acopios). */
  muestreada_calidad: Type.Optional(Type.Boolean()),
  /** Issue 28: the folio the device printed offline, and its clock when saved (ISO, UTC); null when registered online. */
  folio_provisional: textoNulo(),
  registrada_en: textoNulo(),
});
export type FilaEntregaListado = Static<typeof FilaEntregaListado>;

/** The sums the list's totals row shows (`totales: true`), over the whole filtered population. */
export const TOTALES_ENTREGAS = [
  'no_bultos',
  'peso_bruto',
  'peso_tara',
  'peso_descuento',
  'peso_neto',
  'importe_total',
  'total_anticipos_recuperados',
  'pagado_a_productor',
  'total_saldo',
] as const;

/** A lot as the lots table, its side panel and its select read it (spec 002 §3 'Lot'). */
export const Lote = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  folio: textoNulo(),
  /** Kg ×100; null when the lot has no planned volume. */
  volumen: enteroNulo(),
  fecha_entrega_venta: textoNulo(),
  observaciones: textoNulo(),
  id_ciclo: Type.Integer(),
  id_recoleccion_acopio_estatus: enteroNulo(),
  estatus: Type.String(),
  id_centro_acopio: enteroNulo(),
  centro_acopio: textoNulo(),
  lote_kgs_totales: enteroNulo(),
  lote_kgs_entregados: Type.Integer(),
  /** What the volume still lacks (never below 0); null without a volume. */
  lote_kgs_por_entregar: enteroNulo(),
  /** Whole percentage delivered / volume, capped at 100; null without a volume. */
  progreso: enteroNulo(),
  entregas: Type.Integer(),
  productores: Type.Integer(),
  /** Deliveries of the lot that pass their producer's harvest estimate (issue 12 'From the lot to its plots'). */
  entregas_sobre_estimacion: Type.Integer(),
  /** Organic deliveries of the lot from producers the committee sanctioned (domain/acopio/lote-cifras.ts). */
  entregas_sancionadas: Type.Integer(),
  /** The importer's current DDS references of the lot, joined by ', ' (issue 23; superseded ones left out); null: none. */
  referencia_dds: textoNulo(),
  version: Type.Integer(),
  /** Issue 26 'The result travels': the lot's latest quality analysis, or null (absent from answers older than it). */
  calidad: Type.Optional(Type.Union([CalidadDeLote, Type.Null()])),
});
export type Lote = Static<typeof Lote>;
export const RespuestaLotes = Type.Object({ data: Type.Array(Lote) });
export type RespuestaLotes = Static<typeof RespuestaLotes>;

/** A delivery as `lotes_info` lists it, with its flags: the harvest estimate and the committee's sanction. */
export const EntregaDeLote = Type.Object({
  id_acopio: Type.Integer(),
  acopio_uuid: Type.String(),
  folio_acopio: textoNulo(),
  fecha_acopio: Type.String(),
  productor_nombre: Type.String(),
  productor_uuid: Type.String(),
  peso_neto: Type.Integer(),
  /** The producer's harvest estimate of the cycle (kg ×100, the sum of their plots' forms); null when none was recorded. */
  estimacion: enteroNulo(),
  /** What the producer had delivered in the cycle up to and including this delivery. */
  acumulado: Type.Integer(),
  sobre_estimacion: Type.Boolean(),
  /** Organic, from a producer the committee sanctioned at the delivery's date (entregaSancionada). */
  sancionada: Type.Boolean(),
});
export type EntregaDeLote = Static<typeof EntregaDeLote>;

/** GET lotes_info/{id}: the lot, its deliveries and what is flagged. */
export const InfoLote = Type.Object({
  lote: Lote,
  entregas: Type.Array(EntregaDeLote),
});
export type InfoLote = Static<typeof InfoLote>;
export const RespuestaInfoLote = Uno(InfoLote);

/** POST lotes / PUT lotes/{uuid} (spec 002 §5 'Lot'): volume in kg ×100. */
const camposLote = {
  nombre: texto(120),
  folio: textoNulo(60),
  volumen: enteroNulo(0, LIMITES.monto),
  fecha_entrega_venta: fechaNula(),
  observaciones: textoNulo(2000),
};
export const CuerpoLote = objeto({ ...camposLote, id_ciclo: entero(1) });
export type CuerpoLote = Static<typeof CuerpoLote>;
export const CuerpoEditarLote = objeto({ ...camposLote, version: version() });
export type CuerpoEditarLote = Static<typeof CuerpoEditarLote>;
/** The answer of a lot save: `success`, the lot, the spec's message and the volume warning when it applies. */
export const RespuestaLote = Type.Object({ success: Type.Literal(1), message: Type.String(), aviso: textoNulo(), data: Lote });
export type RespuestaLote = Static<typeof RespuestaLote>;

/** PUT admin/acopios/lotes/cambia_estado_lote/{uuid}: the inline state change of the lots table. */
export const CuerpoEstadoLote = objeto({ id_recoleccion_acopio_estatus: ESTATUS(), version: version() });
export type CuerpoEstadoLote = Static<typeof CuerpoEstadoLote>;

/** POST lotes_asignacion: a lot and the deliveries (uuids) that go into it. */
export const CuerpoAsignarLote = objeto({
  id_lote: entero(0),
  entregas: Type.Array(uuid(), { maxItems: MAXIMO_ENTREGAS_POR_ENVIO, uniqueItems: true }),
});
export type CuerpoAsignarLote = Static<typeof CuerpoAsignarLote>;

/** POST admin/acopios/recoleccion_acopios_batch: a state with its folio to the selected deliveries (ids). */
export const CuerpoAsignarFolio = objeto({
  ids_acopio: Type.Array(entero(1), { maxItems: MAXIMO_ENTREGAS_POR_ENVIO, uniqueItems: true }),
  tipo_estado: entero(0, 3),
  folio: textoNulo(60),
  fecha: textoNulo(10),
  id_ciclo: entero(1),
});
export type CuerpoAsignarFolio = Static<typeof CuerpoAsignarFolio>;

/** POST cambiar_estado: a state and its date to the selected deliveries (uuids). */
export const CuerpoCambiarEstado = objeto({
  id_estado: entero(0, 3),
  fecha_actualizacion: textoNulo(10),
  entregas: Type.Array(uuid(), { maxItems: MAXIMO_ENTREGAS_POR_ENVIO, uniqueItems: true }),
});
export type CuerpoCambiarEstado = Static<typeof CuerpoCambiarEstado>;

/** The answer of an assignment or a state change: how many deliveries changed and the spec's message. */
export const RespuestaCambioEntregas = Type.Object({
  success: Type.Literal(1),
  message: Type.String(),
  data: Type.Object({ entregas: Type.Integer(), folio: textoNulo(), fecha: textoNulo() }),
});
export type RespuestaCambioEntregas = Static<typeof RespuestaCambioEntregas>;

/** `success: 1` and the message of a delete (delivery or lot). */
export const RespuestaEliminado = Type.Object({ success: Type.Literal(1), message: Type.String() });
export type RespuestaEliminado = Static<typeof RespuestaEliminado>;

/** A state assignment (folio) of `POST recoleccion_acopios_estatus_search`. */
export const FilaEstadoEntrega = Type.Object({
  id: Type.Integer(),
  id_ciclo: Type.Integer(),
  folio: Type.String(),
  tipo_estado: Type.Integer(),
  estatus: Type.String(),
  fecha: Type.String(),
  entregas: Type.Integer(),
  peso_neto: Type.Integer(),
});
export type FilaEstadoEntrega = Static<typeof FilaEstadoEntrega>;

export const ParamIdCiclo = objeto({ cycleId: idEnTexto() });
export const ParamIdLote = objeto({ id: idEnTexto() });

// ── issue 22 item 4: voiding a delivery with payments ──

/** POST admin/acopios/entregas/anular/{uuid}: the reason and the version of the row the person saw (409 if it changed). */
export const CuerpoAnularEntrega = objeto({ motivo: texto(MOTIVO_MAXIMO), version: version() });
export type CuerpoAnularEntrega = Static<typeof CuerpoAnularEntrega>;

/** What voiding did: the delivery voided, and each payment reversed (folio and negative amount). */
export const RespuestaAnulada = Type.Object({
  success: Type.Literal(1),
  message: Type.String(),
  data: Type.Object({
    uuid: Type.String(),
    anulada: Type.Boolean(),
    motivo_anulacion: Type.String(),
    reversiones: Type.Array(Type.Object({ folio: Type.String(), monto: Type.Integer(), id_pago_revertido: Type.Integer() })),
  }),
});
export type RespuestaAnulada = Static<typeof RespuestaAnulada>;
