import { formatoFecha } from '../comun/formato';
import { esFecha, fechaMaximaAdelante } from './fechas';

/**
 * The dates of a delivery and its payments (issue 22 items 6 and 19, docs/DECISIONES.md 'acopio: fechas'), one rule
 * for the form's date pickers and messages and for the server. 'Today' is the cooperative's (its time zone, spec
 * DECISIONS.md 'today'); every date is 'YYYY-MM-DD'.
 * - A delivery happened: not after today, and in its cycle: not before the cycle began and not on or after the day
 *   the cooperative's next cycle begins. An active collection cycle still takes late deliveries after its nominal
 *   end while no later cycle has begun (the harvest's tail is collected before the cooperative switches cycles).
 * - The harvest came before the delivery: not after it, and at most 12 months before it (a stored harvest).
 * - A payment is made on or after its delivery and not after today; the one made at the scale has the delivery's date.
 */
export interface LimitesFechaEntrega {
  /** The cooperative's today. */
  hoy: string;
  /** The cycle's first day (null when the cycle has none: no lower bound). */
  inicioCiclo: string | null;
  /** The first day of the cooperative's next cycle, if one has been created. */
  inicioSiguiente: string | null;
}

/** How far back a harvest may be from its delivery. */
export const MESES_COSECHA = 12;

export const MENSAJES_FECHAS = {
  entregaFutura: (hoy: string) => `La fecha de entrega no puede ser posterior a hoy (${formatoFecha(hoy)})`,
  antesDelCiclo: (inicio: string) => `La fecha de entrega debe caer en el ciclo, que empezó el ${formatoFecha(inicio)}`,
  cicloSiguiente: (inicio: string) =>
    `La fecha de entrega cae en el ciclo siguiente, que empezó el ${formatoFecha(inicio)}; registre la entrega en ese ciclo`,
  cosechaPosterior: (entrega: string) => `La fecha de cosecha no puede ser posterior a la de la entrega (${formatoFecha(entrega)})`,
  cosechaAntigua: `La fecha de cosecha no puede ser más de ${MESES_COSECHA} meses anterior a la de la entrega`,
  pagoAnterior: (entrega: string) => `La fecha del pago no puede ser anterior a la de la entrega (${formatoFecha(entrega)})`,
  pagoFuturo: (hoy: string) => `La fecha del pago no puede ser posterior a hoy (${formatoFecha(hoy)})`,
  entregaTrasPago: (pago: string) => `La entrega tiene un pago del ${formatoFecha(pago)}; su fecha no puede ser posterior a la de ese pago`,
} as const;

/** The day before a date ('2026-10-01' → '2026-09-30'). */
export function diaAnterior(fecha: string): string {
  const [a, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(a, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The first and last day a delivery of the cycle may carry: the date picker's min and max. */
export function rangoFechaEntrega(l: LimitesFechaEntrega): { min: string | null; max: string } {
  const finCiclo = l.inicioSiguiente ? diaAnterior(l.inicioSiguiente) : null;
  return { min: l.inicioCiclo, max: finCiclo !== null && finCiclo < l.hoy ? finCiclo : l.hoy };
}

/** Why a delivery date is refused, or null. A date that is not one is the form's 'Información obligatoria' instead. */
export function errorFechaEntrega(fecha: string | null | undefined, l: LimitesFechaEntrega): string | null {
  if (!esFecha(fecha)) return null;
  if (l.inicioSiguiente && fecha >= l.inicioSiguiente) return MENSAJES_FECHAS.cicloSiguiente(l.inicioSiguiente);
  if (fecha > l.hoy) return MENSAJES_FECHAS.entregaFutura(l.hoy);
  if (l.inicioCiclo && fecha < l.inicioCiclo) return MENSAJES_FECHAS.antesDelCiclo(l.inicioCiclo);
  return null;
}

/** The earliest harvest date of a delivery: the date picker's min (its max is the delivery's date). */
export const cosechaMinima = (entrega: string): string => fechaMaximaAdelante(entrega, -MESES_COSECHA);

/** Why a harvest date is refused, or null (empty is allowed: the field is optional). */
export function errorFechaCosecha(cosecha: string | null | undefined, entrega: string | null | undefined): string | null {
  if (!esFecha(cosecha) || !esFecha(entrega)) return null;
  if (cosecha > entrega) return MENSAJES_FECHAS.cosechaPosterior(entrega);
  if (cosecha < cosechaMinima(entrega)) return MENSAJES_FECHAS.cosechaAntigua;
  return null;
}

/** Why a later (pending) payment's date is refused, or null: on or after the delivery, not after today. */
export function errorFechaPago(fecha: string | null | undefined, entrega: string, hoy: string): string | null {
  if (!esFecha(fecha)) return null;
  if (fecha < entrega) return MENSAJES_FECHAS.pagoAnterior(entrega);
  if (fecha > hoy) return MENSAJES_FECHAS.pagoFuturo(hoy);
  return null;
}

/**
 * An edited delivery date against its later payments, which keep their dates: the delivery may not move past the
 * earliest of them (a payment before its delivery). `primerPagoPosterior` is that payment's date, or null.
 */
export function errorFechaContraPagos(fecha: string, primerPagoPosterior: string | null): string | null {
  return primerPagoPosterior !== null && fecha > primerPagoPosterior ? MENSAJES_FECHAS.entregaTrasPago(primerPagoPosterior) : null;
}

/** The first day of the cooperative's next cycle from its list of cycles (the browser's side of the server's query). */
export function inicioDelSiguiente(
  ciclo: { fecha_inicio?: string | null } | null,
  ciclos: readonly { fecha_inicio?: string | null }[],
): string | null {
  const inicio = ciclo?.fecha_inicio;
  if (!inicio) return null;
  const despues = ciclos.map((c) => c.fecha_inicio).filter((f): f is string => !!f && f > inicio);
  return despues.length ? despues.sort()[0] : null;
}
