import type { Centesimos } from '../acopio/cantidades';

/**
 * A recovery at a delivery (spec 002 §2.3 'recovery when debts exist') split over the producer's advances: the oldest
 * advance first (its date, then its capture order), and within each the interest before the capital — the same order
 * a cash repayment pays in, so the producer's debt shrinks the way a loan officer would explain it (docs/DECISIONES.md
 * 'issue 25'). The amount is at most the producer's total balance on the delivery's date and at most the delivery's
 * gross amount (the form and the server both check it with `maximoRecuperable`).
 */
export interface SaldoAnticipo {
  /** The advance's id (or any key the caller maps back). */
  id: number;
  fecha: string;
  interesPendiente: Centesimos;
  capital: Centesimos;
}

export interface PorcionRecuperacion {
  id: number;
  /** The recovery movement recorded on this advance (interest + capital). */
  monto: Centesimos;
  interes: Centesimos;
  capital: Centesimos;
}

export const saldoTotal = (saldos: readonly SaldoAnticipo[]): Centesimos => saldos.reduce((s, a) => s + a.interesPendiente + a.capital, 0);

/** The most a delivery can recover: the producer's balance, and never more than the delivery is worth. */
export const maximoRecuperable = (saldos: readonly SaldoAnticipo[], importeBruto: Centesimos): Centesimos =>
  Math.max(0, Math.min(saldoTotal(saldos), importeBruto));

/**
 * `monto` split over the advances with a balance, oldest first; only the advances that receive something are listed.
 * Throws when `monto` exceeds the total balance (a caller checks `maximoRecuperable` first and answers the 422).
 */
export function repartirRecuperacion(monto: Centesimos, saldos: readonly SaldoAnticipo[]): PorcionRecuperacion[] {
  if (monto > saldoTotal(saldos)) throw new RangeError('La recuperación excede el saldo de los anticipos');
  const ordenados = [...saldos].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.id - b.id));
  let resta = monto;
  const porciones: PorcionRecuperacion[] = [];
  for (const a of ordenados) {
    if (resta <= 0) break;
    const interes = Math.min(resta, a.interesPendiente);
    const capital = Math.min(resta - interes, a.capital);
    if (interes + capital > 0) porciones.push({ id: a.id, monto: interes + capital, interes, capital });
    resta -= interes + capital;
  }
  return porciones;
}
