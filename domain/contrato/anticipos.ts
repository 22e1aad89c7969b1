import { Type, type Static } from 'typebox';
import { ENTERO_MAXIMO, entero, fecha, fechaHora, idEnTexto, objeto, opcional, texto, textoNulo, uuid, version } from './comun';

/**
 * Pre-harvest credit (spec 002 §2.10, §3 'Advance', 'Advance repayment', 'Per-producer advance summary', §7
 * 'Advances'; issue 25). Money travels as integer cents (×100); the monthly rate as the text a person typed (up to 6
 * decimals) and is kept as millionths of a percent. Every figure of a row (interest, recovered, balance, status) is
 * the server's, recomputed from the ledger (domain/anticipos/libro.ts) to the cooperative's today.
 */

const centavos = (min = 0) => Type.Integer({ minimum: min, maximum: Number.MAX_SAFE_INTEGER });
const estatus = () => Type.Union([Type.Literal('Vigente'), Type.Literal('Pasado')]);
const color = () => Type.Union([Type.Literal('error'), Type.Literal('success')]);

/** The rate as the form sends it: a number or its text ('1.5'); empty or null → the cooperative's default rate. */
export const TasaEnviada = Type.Union([Type.Number({ minimum: -1e9, maximum: 1e9 }), texto(20), Type.Null()]);

// ── POST anticipos/storeweb, PUT anticipos/{id} ────────────────────────────────
const camposAnticipo = {
  folio: texto(50),
  fecha_ejecucion: fecha(),
  // 0 reaches the rule, which says 'Debe seleccionar un productor' / 'Debe escribir un monto' (R099), not the schema
  id_cuenta: entero(0),
  /** Cents; at least 0.01, and once repaid at least what was repaid (R098). */
  cantidad_anticipo: entero(0, ENTERO_MAXIMO),
  /** The cycle the form is in (the spec's `id_ciclos`): new advances only in the active collection cycle (R097). */
  id_ciclos: entero(1),
  descripcion: opcional(textoNulo(1000)),
  interes: opcional(TasaEnviada),
};
export const CuerpoAnticipo = objeto(camposAnticipo);
export type CuerpoAnticipo = Static<typeof CuerpoAnticipo>;
export const CuerpoEdicionAnticipo = objeto({ ...camposAnticipo, version: version() });
export type CuerpoEdicionAnticipo = Static<typeof CuerpoEdicionAnticipo>;

// ── POST anticipos_pagos ───────────────────────────────────────────────────────
export const CuerpoAbono = objeto({
  /** The spec's client generates one; the server keeps it as the repayment's uuid (a retry with it is the same). */
  uuid: opcional(uuid()),
  id_anticipo: entero(1),
  fecha_ejecucion: fecha(),
  cantidad_pago: entero(0, ENTERO_MAXIMO),
  comision_efectivo: opcional(entero(0, ENTERO_MAXIMO)),
});
export type CuerpoAbono = Static<typeof CuerpoAbono>;

/** POST anticipos_pagos/anular/{uuid}: voiding a repayment needs its reason (money is never deleted). */
export const CuerpoAnularAbono = objeto({ motivo: texto(500, { minLength: 1 }) });
export type CuerpoAnularAbono = Static<typeof CuerpoAnularAbono>;

// ── rows ───────────────────────────────────────────────────────────────────────
/** A movement that paid an advance back (§3 'Advance repayment'), with what the ledger applied it to. */
export const PagoAnticipo = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  id_anticipo: Type.Integer(),
  fecha_ejecucion: Type.String(),
  cantidad_pago: centavos(),
  comision_efectivo: centavos(),
  /** 'abono': cash at the office; 'recuperacion': kept from a delivery's payment (folio_acopio names it). */
  tipo: Type.Union([Type.Literal('abono'), Type.Literal('recuperacion')]),
  folio_acopio: textoNulo(),
  aplicado_interes: centavos(),
  aplicado_capital: centavos(),
  anulado: Type.Boolean(),
  motivo_anulacion: textoNulo(),
  anulado_en: Type.Union([fechaHora(), Type.Null()]),
  registro: textoNulo(),
  created_at: fechaHora(),
});
export type PagoAnticipo = Static<typeof PagoAnticipo>;

/** The figures of one advance, or of a producer's advances added up, to the cooperative's today. */
const cifras = {
  /** Lent + interest accrued to today. */
  total: centavos(),
  total_interes: centavos(),
  /** Everything paid back (cash repayments and recoveries at deliveries, not voided). */
  total_anticipos_recuperados: centavos(),
  total_comisiones: centavos(),
  /** total − recovered: what is owed today. */
  total_saldo: centavos(),
  estatus: estatus(),
  estatus_color: color(),
};

/** An advance as the 'Por {label}' list and its show call answer it (§3 'Advance'). */
export const FilaAnticipo = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  folio: Type.String(),
  fecha_ejecucion: Type.String(),
  id_cuenta: Type.Integer(),
  cuenta_uuid: Type.String(),
  id_ciclos: Type.Integer(),
  ciclo: Type.String(),
  /** The cycle's uuid: the producer's statement (recibos/cuentas/anticipos/{cycle}/{productor_uuid}) names it so. */
  ciclo_uuid: Type.String(),
  cantidad_anticipo: centavos(1),
  descripcion: textoNulo(),
  /** The monthly rate as the form shows it ('1.5'), and as stored (millionths of a percent). */
  interes: Type.String(),
  tasa_interes: Type.Integer({ minimum: 0 }),
  productor_nombre: Type.String(),
  productor_uuid: Type.String(),
  productor_clave_tx: textoNulo(),
  productor_codigo_tx: textoNulo(),
  localidad: textoNulo(),
  region: textoNulo(),
  cuenta_categoria: Type.String(),
  cuenta_categoria_color: textoNulo(),
  num_pagos: Type.Integer({ minimum: 0 }),
  registro: textoNulo(),
  created_at: fechaHora(),
  version: Type.Integer(),
  ...cifras,
});
export type FilaAnticipo = Static<typeof FilaAnticipo>;

/** GET anticipos/{id}: the advance with its movements, voided ones included (struck through). */
export const DetalleAnticipo = Type.Object({ ...FilaAnticipo.properties, anticipo_pagos: Type.Array(PagoAnticipo) });
export type DetalleAnticipo = Static<typeof DetalleAnticipo>;
export const RespuestaDetalleAnticipo = Type.Object({ data: DetalleAnticipo });

/** One advance inside a producer's row. */
export const AnticipoDeProductor = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  folio: Type.String(),
  fecha_ejecucion: Type.String(),
  cantidad_anticipo: centavos(1),
  total_saldo: centavos(),
  estatus: estatus(),
});

/** The 'Por productor' list (§3 'Per-producer advance summary'): one row per account with advances in the cycle. */
export const FilaAnticiposProductor = Type.Object({
  id_cuenta: Type.Integer(),
  cuenta_uuid: Type.String(),
  productor_uuid: Type.String(),
  productor_nombre: Type.String(),
  productor_clave_tx: textoNulo(),
  productor_codigo_tx: textoNulo(),
  localidad: textoNulo(),
  region: textoNulo(),
  cuenta_categoria: Type.String(),
  cuenta_categoria_color: textoNulo(),
  num_creditos: Type.Integer({ minimum: 1 }),
  total_anticipos: centavos(),
  ...cifras,
  anticipos: Type.Array(AnticipoDeProductor),
});
export type FilaAnticiposProductor = Static<typeof FilaAnticiposProductor>;

// ── answers ──────────────────────────────────────────────────────────────────
/** Create and update: success, the spec's message and the advance as it now stands. */
export const RespuestaAnticipoGuardado = Type.Object({ success: Type.Boolean(), message: Type.String(), data: FilaAnticipo });
export type RespuestaAnticipoGuardado = Static<typeof RespuestaAnticipoGuardado>;
export const RespuestaAnticipoEliminado = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type RespuestaAnticipoEliminado = Static<typeof RespuestaAnticipoEliminado>;
/** A repayment saved or voided: the message and the advance as it now stands, with its movements. */
export const RespuestaAbono = Type.Object({ success: Type.Boolean(), message: Type.String(), data: DetalleAnticipo });
export type RespuestaAbono = Static<typeof RespuestaAbono>;

export const ParamIdAnticipo = objeto({ id: idEnTexto() });
export type ParamIdAnticipo = Static<typeof ParamIdAnticipo>;
export const ParamUuidAnticipo = objeto({ uuid: uuid() });
export type ParamUuidAnticipo = Static<typeof ParamUuidAnticipo>;
/**
 * DELETE anticipos/{uuid}: the spec names the advance by its uuid where GET and PUT name it by id. One path with two
 * parameter names is ambiguous in OpenAPI (redocly no-identical-paths), so the route's parameter is called `id` and
 * holds the uuid; the URL a client sends is the spec's.
 */
export const ParamUuidEnIdAnticipo = objeto({ id: uuid() });
export type ParamUuidEnIdAnticipo = Static<typeof ParamUuidEnIdAnticipo>;
