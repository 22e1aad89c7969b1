import { Type, type Static } from 'typebox';
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
  /** The collector (a user of the cooperative) who received it, or null. */
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

/** POST efectivo_por_centro_acopio/{cycleId}: the spec's 'filtered by id_cooperativa'; only the session's is read. */
export const CuerpoPorCentro = objeto({ id_cooperativa: opcional(entero(1)) });
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

/** GET efectivo_por_movimiento/{cycleId}. */
export const RespuestaPorMovimiento = Type.Object({ data: Type.Array(FilaEfectivo), resumen: ResumenEfectivo });
export type RespuestaPorMovimiento = Static<typeof RespuestaPorMovimiento>;

/** §3 'Per-centre cash summary': one row per centre with cash sent or payments in the cycle (null id: no centre). */
export const FilaEfectivoCentro = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  nombre: Type.String(),
  desembolsos_sum_cantidad: centavos(),
  acopio_pagos_sum_total: centavosConSigno(),
  /** sent − paid: negative when the centre paid more than it was sent. */
  saldo: centavosConSigno(),
  desembolsos: Type.Array(FilaEfectivo),
});
export type FilaEfectivoCentro = Static<typeof FilaEfectivoCentro>;
export const RespuestaPorCentro = Type.Object({ data: Type.Array(FilaEfectivoCentro), resumen: ResumenEfectivo });
export type RespuestaPorCentro = Static<typeof RespuestaPorCentro>;

// ── answers ──────────────────────────────────────────────────────────────────
export const RespuestaDesembolso = Type.Object({ success: Type.Boolean(), message: Type.String(), data: FilaEfectivo });
export type RespuestaDesembolso = Static<typeof RespuestaDesembolso>;
export const RespuestaDesembolsoEliminado = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type RespuestaDesembolsoEliminado = Static<typeof RespuestaDesembolsoEliminado>;

export const ParamIdDesembolso = objeto({ id: idEnTexto() });
export type ParamIdDesembolso = Static<typeof ParamIdDesembolso>;
export const ParamCicloEfectivo = objeto({ cycleId: idEnTexto() });
export type ParamCicloEfectivo = Static<typeof ParamCicloEfectivo>;
export const ParamExcelEfectivo = objeto({ cycleId: idEnTexto(), coopId: idEnTexto() });
export type ParamExcelEfectivo = Static<typeof ParamExcelEfectivo>;
