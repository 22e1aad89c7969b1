import type { Centesimos } from '../acopio/cantidades';

/**
 * The status words and small rules of advances (spec 002 §4 'Advance status', §2.10, §9), from balances in cents.
 */
export type EstadoAnticipo = 'Vigente' | 'Pasado';

/** A balance of at least 0.01 is still owed; under 0.01 counts as paid (R095). */
export const SALDO_MINIMO_VIGENTE: Centesimos = 1;

/** R095: 150.00 → Vigente (red), 0.01 → Vigente, 0 → Pasado (green). */
export const estadoAnticipo = (saldo: Centesimos): EstadoAnticipo => (saldo >= SALDO_MINIMO_VIGENTE ? 'Vigente' : 'Pasado');

/** The status colour the list paints (R095): red while owed, green when paid. */
export const colorEstado = (e: EstadoAnticipo): 'error' | 'success' => (e === 'Vigente' ? 'error' : 'success');

/**
 * R096: a producer is Vigente while any advance is. A producer without advances has no status (null): the advances
 * list only shows producers who borrowed, and a statement without advances says so instead of 'Pasado'.
 */
export function estadoProductor(saldos: readonly Centesimos[]): EstadoAnticipo | null {
  if (!saldos.length) return null;
  return saldos.some((s) => s >= SALDO_MINIMO_VIGENTE) ? 'Vigente' : 'Pasado';
}

/**
 * R097: edit and cash repayment need a selected advance that is still owed; delete needs an advance without
 * repayments (a repayment of 0 is no payment: it moved no money, R094 ignores it).
 */
export const puedeEditarOAbonar = (saldo: Centesimos | null): boolean => saldo !== null && saldo >= SALDO_MINIMO_VIGENTE;
export const puedeEliminar = (montosAbonos: readonly Centesimos[]): boolean => !montosAbonos.some((m) => m > 0);

/** R097: 'New advance' only in the active collection cycle. */
export const puedeCrearEnCiclo = (idCiclo: number | null, idCicloActivoAcopio: number | null): boolean =>
  idCiclo !== null && idCiclo === idCicloActivoAcopio;

/**
 * R098: the least an advance may be once part of it was recovered — the recovered amount (the advance cannot shrink
 * below what the producer already paid back), and 0.01 otherwise (spec DECISIONS reading A, which both readings share
 * whenever anything was recovered).
 */
export const montoMinimoAnticipo = (recuperado: Centesimos): Centesimos => Math.max(1, recuperado);

/** R102: what a cooperative's pre-harvest credit level turns on. */
export function funcionesCredito(nivel: number | null | undefined): { anticipos: boolean; interes: boolean } {
  const n = Number(nivel ?? 1);
  return { anticipos: n >= 2, interes: n >= 3 };
}

/** R103 (spec DECISIONS): floor(paid × 100 / given), capped at 100; 0 when nothing was given. */
export function porcentajePagado(pagado: Centesimos, entregado: Centesimos): number {
  if (entregado <= 0) return 0;
  return Math.min(100, Math.floor((pagado * 100) / entregado));
}
