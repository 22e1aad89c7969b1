import { Type, type Static } from 'typebox';
import { TAMANOS_PAGINA } from './busqueda';
import { ENTERO_MAXIMO, entero, enteroNulo, fecha, fechaHora, idEnTexto, objeto, opcional, texto, textoNulo, version } from './comun';

/**
 * Cash sent to the collection centres (spec 002 §2.11, §3 'Cash disbursement', 'Per-centre cash summary', §5, §7
 * 'Cash'; issue 25). Money travels as integer cents (×100). Every figure (sent, paid at the scale, balance, the
 * percentage paid) is the server's, summed from the disbursements and the centres' payments.
 */
const centavos = () => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const centavosConSigno = () => Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

// ── POST registro_efectivo, PUT registro_efectivo/{id} ─────────────────────────
const campos = {
  /** The cycle the screen is in (the spec's id_ciclos). */
  id_ciclos: entero(1),
  fecha_envio: fecha(),
  /** null when the cooperative does not use centres, or the cash went to no centre. */
  id_centros_acopios: enteroNulo(0),
  /** Cents; 0 reaches the rule, which says 'Debe escribir un cantidad'. */
  cantidad: entero(0, ENTERO_MAXIMO),
  /** 1 = pre-harvest credit, 2 = product payments; 0 reaches the rule ('Debe seleccionar un motivo'). */
  tipo_motivo: entero(0, 9),
  /** The collector who received it (an active user of the cooperative with role 6, of the chosen centre), or null. */
  acopiador: enteroNulo(1),
  observaciones: opcional(textoNulo(1000)),
};
export const CuerpoDesembolso = objeto(campos);
export type CuerpoDesembolso = Static<typeof CuerpoDesembolso>;
export const CuerpoEdicionDesembolso = objeto({ ...campos, version: version() });
export type CuerpoEdicionDesembolso = Static<typeof CuerpoEdicionDesembolso>;

/** POST registro_efectivo/anular/{id}: cash that moved is voided with its reason, never deleted. */
export const CuerpoAnularDesembolso = objeto({ motivo: texto(500, { minLength: 1 }) });
export type CuerpoAnularDesembolso = Static<typeof CuerpoAnularDesembolso>;

/**
 * Paging of the two lists (issue 25: they answered every row). Optional: without `page` the answer is the spec's, every
 * row; with it, one page of `per_page` (the house's sizes, 20 by default), and `total`, `page` and `per_page` beside.
 */
export const POR_PAGINA_EFECTIVO = 20;
const tamanos = TAMANOS_PAGINA.map(String);
/** GET efectivo_por_movimiento/{cycleId}?page=n&per_page=m: a query string, so the numbers travel as digits. */
export const QueryPorMovimiento = objeto({
  page: opcional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  per_page: opcional(Type.Unsafe<string>({ type: 'string', enum: tamanos })),
  /** One centre's disbursements only (its id, or 'sin' for those sent to no centre): paging inside a centre. */
  id_centro: opcional(Type.String({ pattern: '^([1-9][0-9]{0,8}|sin)$' })),
});
export type QueryPorMovimiento = Static<typeof QueryPorMovimiento>;

/** POST efectivo_por_centro_acopio/{cycleId}: the spec's 'filtered by id_cooperativa'; only the session's is read. */
export const CuerpoPorCentro = objeto({
  id_cooperativa: opcional(entero(1)),
  page: opcional(entero(1, 1_000_000)),
  per_page: opcional(Type.Unsafe<(typeof TAMANOS_PAGINA)[number]>({ type: 'integer', enum: [...TAMANOS_PAGINA] })),
});
export type CuerpoPorCentro = Static<typeof CuerpoPorCentro>;

// ── rows ───────────────────────────────────────────────────────────────────────
/** A disbursement as 'por Movimiento' lists it (§3 'Cash disbursement'); a voided one stays, struck through. */
export const FilaEfectivo = Type.Object({
  id: Type.Integer(),
  id_ciclos: Type.Integer(),
  fecha_envio: Type.String(),
  id_centros_acopios: Type.Union([Type.Integer(), Type.Null()]),
  /** The centre's name, or 'Sin Asignarse'. */
  centro_acopio: Type.String(),
  cantidad: centavos(),
  tipo_motivo: Type.Integer(),
  motivo: Type.String(),
  motivo_color: Type.String(),
  acopiador: Type.Union([Type.Integer(), Type.Null()]),
  usuario_acopiador: textoNulo(),
  usuario_registro: textoNulo(),
  id_usuario_registro: Type.Union([Type.Integer(), Type.Null()]),
  observaciones: textoNulo(),
  anulado: Type.Boolean(),
  motivo_anulacion: textoNulo(),
  created_at: fechaHora(),
  version: Type.Integer(),
});
export type FilaEfectivo = Static<typeof FilaEfectivo>;

/** The donut and the totals (R103): voided disbursements left out; paid = the cycle's payments at the scale. */
export const ResumenEfectivo = Type.Object({
  total_entregado: centavos(),
  total_pagado: centavosConSigno(),
  porcentaje_pagado: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type ResumenEfectivo = Static<typeof ResumenEfectivo>;

/** With paging asked for: how many rows the whole list has, and the page answered. */
const paginado = {
  total: Type.Optional(Type.Integer({ minimum: 0 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1 })),
};

/** GET efectivo_por_movimiento/{cycleId}: the rows (one page when asked), the totals always over the whole cycle. */
export const RespuestaPorMovimiento = Type.Object({ data: Type.Array(FilaEfectivo), resumen: ResumenEfectivo, ...paginado });
export type RespuestaPorMovimiento = Static<typeof RespuestaPorMovimiento>;

/** §3 'Per-centre cash summary': one row per centre with cash sent or payments in the cycle (null id: no centre). */
export const FilaEfectivoCentro = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  nombre: Type.String(),
  desembolsos_sum_cantidad: centavos(),
  acopio_pagos_sum_total: centavosConSigno(),
  /** sent − paid: negative when the centre paid more than it was sent. */
  saldo: centavosConSigno(),
  /** How many disbursements (not voided) the centre was sent in the cycle. */
  num_desembolsos: Type.Integer({ minimum: 0 }),
  /** The centre's disbursements, newest first: all of them, or with paging at most `per_page` (num_desembolsos says how many). */
  desembolsos: Type.Array(FilaEfectivo),
});
export type FilaEfectivoCentro = Static<typeof FilaEfectivoCentro>;
export const RespuestaPorCentro = Type.Object({ data: Type.Array(FilaEfectivoCentro), resumen: ResumenEfectivo, ...paginado });
export type RespuestaPorCentro = Static<typeof RespuestaPorCentro>;

// ── answers ──────────────────────────────────────────────────────────────────
export const RespuestaDesembolso = Type.Object({ success: Type.Boolean(), message: Type.String(), data: FilaEfectivo });
export type RespuestaDesembolso = Static<typeof RespuestaDesembolso>;
export const RespuestaDesembolsoEliminado = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type RespuestaDesembolsoEliminado = Static<typeof RespuestaDesembolsoEliminado>;

/**
 * GET efectivo_acopiadores: who may receive cash (spec 002 §6: 'the collector list is the users of the user's
 * cooperative with role id 6'), active, with the centre each one works at; the form offers those of the chosen centre.
 */
export const FilaAcopiador = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  id_centros_acopios: Type.Union([Type.Integer(), Type.Null()]),
  centro_acopio: textoNulo(),
});
export type FilaAcopiador = Static<typeof FilaAcopiador>;
export const RespuestaAcopiadores = Type.Object({ data: Type.Array(FilaAcopiador) });
export type RespuestaAcopiadores = Static<typeof RespuestaAcopiadores>;

export const ParamIdDesembolso = objeto({ id: idEnTexto() });
export type ParamIdDesembolso = Static<typeof ParamIdDesembolso>;
export const ParamCicloEfectivo = objeto({ cycleId: idEnTexto() });
export type ParamCicloEfectivo = Static<typeof ParamCicloEfectivo>;
export const ParamExcelEfectivo = objeto({ cycleId: idEnTexto(), coopId: idEnTexto() });
export type ParamExcelEfectivo = Static<typeof ParamExcelEfectivo>;
