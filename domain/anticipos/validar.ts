import type { Centesimos } from '../acopio/cantidades';
import { esFecha, fechaMaximaAdelante, MESES_ADELANTE } from '../acopio/fechas';
import { formatoCentavos, formatoFecha } from '../comun/formato';
import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';
import { leerTasa, type TasaMillonesimas } from './interes';
import { montoMinimoAnticipo } from './estado';

/**
 * The advance form and the cash repayment form (spec 002 §5; R099, R100, R101), run by the side modal as typed and
 * by the server on what arrives. Amounts are cents (×100) on both halves.
 */
export const MENSAJES_ANTICIPO = {
  folio: 'Debe escribir un folio',
  fecha: 'Debe seleccionar una fecha',
  fechaLejana: 'Seleccione otra fecha',
  productor: 'Debe seleccionar un productor',
  monto: 'Debe escribir un monto',
  /** R098: the advance cannot shrink below what was already paid back (the spec gives no words for it). */
  montoMenorRecuperado: (recuperado: Centesimos) => `El monto no puede ser menor a lo ya recuperado (${formatoCentavos(recuperado)})`,
  excedeSaldo: 'El monto no debe exceder el saldo total',
  comision: 'La comisión debe ser mayor o igual a 0',
  /** Money received is recorded when it arrives: a repayment cannot be dated after today (docs/DECISIONES.md). */
  abonoFuturo: 'La fecha del abono no puede ser posterior a hoy',
  abonoAntesDelAnticipo: (fecha: string) => `La fecha del abono no puede ser anterior a la del anticipo (${formatoFecha(fecha)})`,
  /** A plausible lower bound (the spec gives none): two years before today. */
  fechaAntigua: (minima: string) => `La fecha no puede ser anterior a ${formatoFecha(minima)}`,
} as const;

/** How far back an advance may be dated (the spec is silent): pre-harvest credit is lent months, not years, before. */
export const MESES_ATRAS_ANTICIPO = 24;

export interface DatosAnticipo {
  folio?: string | null;
  fecha_ejecucion?: string | null;
  id_cuenta?: number | null;
  cantidad_anticipo?: Centesimos | null;
  /** The monthly rate as typed or sent ('1.5', 1.5); empty falls back to the cooperative's default. */
  interes?: string | number | null;
}

export interface ContextoAnticipo {
  /** The cooperative's today, 'YYYY-MM-DD'. */
  hoy: string;
  /** What was already paid back on this advance (0 for a new one): the least it may now be (R098). */
  recuperado?: Centesimos;
  /** Credit level 3 or more: the rate field exists (R102). Without it a rate sent is ignored. */
  conInteres: boolean;
}

/** The form's errors, and the rate read as millionths (null: the cooperative's default applies). */
export function validarAnticipo(d: DatosAnticipo, ctx: ContextoAnticipo): { errores: ErroresCampos; tasa: TasaMillonesimas | null } {
  const e: ErroresCampos = {};
  if (vacio(d.folio)) agregarError(e, 'folio', MENSAJES_ANTICIPO.folio);
  validarFecha(e, d.fecha_ejecucion, ctx.hoy);
  if (!d.id_cuenta || d.id_cuenta < 1) agregarError(e, 'id_cuenta', MENSAJES_ANTICIPO.productor);
  const minimo = montoMinimoAnticipo(ctx.recuperado ?? 0);
  if (d.cantidad_anticipo === null || d.cantidad_anticipo === undefined || d.cantidad_anticipo < 1)
    agregarError(e, 'cantidad_anticipo', MENSAJES_ANTICIPO.monto);
  else if (d.cantidad_anticipo < minimo) agregarError(e, 'cantidad_anticipo', MENSAJES_ANTICIPO.montoMenorRecuperado(minimo));
  let tasa: TasaMillonesimas | null = null;
  if (ctx.conInteres) {
    const t = leerTasa(d.interes);
    if (t.error) agregarError(e, 'interes', t.error);
    tasa = t.valor;
  }
  return { errores: e, tasa };
}

function validarFecha(e: ErroresCampos, fecha: string | null | undefined, hoy: string): void {
  if (vacio(fecha) || !esFecha(fecha)) return agregarError(e, 'fecha_ejecucion', MENSAJES_ANTICIPO.fecha);
  if (fecha > fechaMaximaAdelante(hoy, MESES_ADELANTE.anticipo)) return agregarError(e, 'fecha_ejecucion', MENSAJES_ANTICIPO.fechaLejana);
  const minima = fechaMaximaAdelante(hoy, -MESES_ATRAS_ANTICIPO);
  if (fecha < minima) agregarError(e, 'fecha_ejecucion', MENSAJES_ANTICIPO.fechaAntigua(minima));
}

export interface DatosAbono {
  fecha_ejecucion?: string | null;
  cantidad_pago?: Centesimos | null;
  comision_efectivo?: Centesimos | null;
}

export interface ContextoAbono {
  hoy: string;
  /** The advance's date: a repayment is not earlier. */
  fechaAnticipo: string;
  /** What the producer owes on this advance on the repayment's date (capital + interest), in cents. */
  saldo: Centesimos;
}

/**
 * R100: date required, real, not after today and not before the advance; amount at least 0.01 and at most the balance
 * on that date; commission 0 or more. The spec's 12-month maximum is the advance's: money received is dated when it
 * arrives.
 */
export function validarAbono(d: DatosAbono, ctx: ContextoAbono): ErroresCampos {
  const e: ErroresCampos = {};
  const f = d.fecha_ejecucion;
  if (vacio(f) || !esFecha(f)) agregarError(e, 'fecha_ejecucion', MENSAJES_ANTICIPO.fecha);
  else if (f > ctx.hoy) agregarError(e, 'fecha_ejecucion', MENSAJES_ANTICIPO.abonoFuturo);
  else if (f < ctx.fechaAnticipo) agregarError(e, 'fecha_ejecucion', MENSAJES_ANTICIPO.abonoAntesDelAnticipo(ctx.fechaAnticipo));
  if (d.cantidad_pago === null || d.cantidad_pago === undefined || d.cantidad_pago < 1)
    agregarError(e, 'cantidad_pago', MENSAJES_ANTICIPO.monto);
  else if (d.cantidad_pago > ctx.saldo) agregarError(e, 'cantidad_pago', MENSAJES_ANTICIPO.excedeSaldo);
  if (d.comision_efectivo !== null && d.comision_efectivo !== undefined && d.comision_efectivo < 0)
    agregarError(e, 'comision_efectivo', MENSAJES_ANTICIPO.comision);
  return e;
}
