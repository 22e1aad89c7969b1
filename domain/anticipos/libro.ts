import type { Centesimos } from '../acopio/cantidades';
import { diasEntre, interesCentavos, type TasaMillonesimas } from './interes';

/**
 * An advance's ledger replayed from its first day (issue 25 'Entries out of date order'): every figure of an advance —
 * pending capital, interest accrued and unpaid, what each repayment paid — is recomputed from the advance and its
 * movements (cash repayments and recoveries at deliveries) sorted by date, never carried from an earlier answer. A
 * backdated movement therefore gives exactly the figures it would have given entered in order: the replay has no
 * memory of the order of capture, only of dates (and, within one date, of the capture order, which cannot change a
 * figure because no interest accrues between two movements of the same day).
 *
 * Interest accrues between consecutive dates on the capital pending in between (R094; simple, never on interest);
 * a movement pays the interest accrued and unpaid first, then capital (spec DECISIONS 'advance interest'); a movement
 * of 0 is ignored; a voided one is left out (its reversal is the absence of its effect).
 */
export interface AnticipoLibro {
  /** 'YYYY-MM-DD', the day the money was lent: interest runs from it. */
  fecha: string;
  monto: Centesimos;
  /** Monthly rate in millionths of a percent; 0 for a cooperative without interest (credit level 2). */
  tasa: TasaMillonesimas;
}

export interface MovimientoLibro {
  fecha: string;
  monto: Centesimos;
  /** Capture order (the row's id): only breaks ties between movements of one date. */
  orden: number;
  anulado?: boolean;
}

/** How one movement was applied. */
export interface Aplicacion {
  orden: number;
  fecha: string;
  interes: Centesimos;
  capital: Centesimos;
  /** What was left over once interest and capital were paid: a movement beyond the balance (the server refuses it). */
  excedente: Centesimos;
}

export interface EstadoLibro {
  capital: Centesimos;
  /** Interest accrued to the statement's date and not yet paid. */
  interesPendiente: Centesimos;
  /** Interest accrued from the advance's date to the statement's date, paid or not. */
  interesDevengado: Centesimos;
  pagadoInteres: Centesimos;
  pagadoCapital: Centesimos;
  /** What the producer owes on the statement's date: capital + interest pending. */
  saldo: Centesimos;
  aplicaciones: Aplicacion[];
  /** Sum of the movements' surpluses: 0 in every ledger the server accepts. */
  excedente: Centesimos;
}

const porFecha = (a: MovimientoLibro, b: MovimientoLibro) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.orden - b.orden);

/**
 * The advance as it stands at the end of `hasta` ('YYYY-MM-DD'), from its movements up to that day. Movements dated
 * before the advance count from the advance's date (the forms refuse them; the replay must not invent negative days).
 */
export function estadoDeAnticipo(anticipo: AnticipoLibro, movimientos: readonly MovimientoLibro[], hasta: string): EstadoLibro {
  let capital = anticipo.monto;
  let interesPendiente = 0;
  let interesDevengado = 0;
  let pagadoInteres = 0;
  let pagadoCapital = 0;
  let excedente = 0;
  let desde = anticipo.fecha;
  const aplicaciones: Aplicacion[] = [];
  const devengar = (fecha: string) => {
    if (fecha <= desde) return;
    const interes = interesCentavos(diasEntre(desde, fecha), anticipo.tasa, capital);
    interesPendiente += interes;
    interesDevengado += interes;
    desde = fecha;
  };
  const vigentes = movimientos.filter((m) => !m.anulado && m.monto > 0 && m.fecha <= hasta).sort(porFecha);
  for (const m of vigentes) {
    devengar(m.fecha);
    const interes = Math.min(m.monto, interesPendiente);
    const aCapital = Math.min(m.monto - interes, capital);
    const sobra = m.monto - interes - aCapital;
    interesPendiente -= interes;
    capital -= aCapital;
    pagadoInteres += interes;
    pagadoCapital += aCapital;
    excedente += sobra;
    aplicaciones.push({ orden: m.orden, fecha: m.fecha, interes, capital: aCapital, excedente: sobra });
  }
  devengar(hasta);
  return {
    capital,
    interesPendiente,
    interesDevengado,
    pagadoInteres,
    pagadoCapital,
    saldo: capital + interesPendiente,
    aplicaciones,
    excedente,
  };
}
