import type { Centesimos } from '../acopio/cantidades';

/**
 * A producer's account statement for a cycle (issue 25 'Each producer's account statement'): what the PDF prints and
 * the totals it adds up, in cents. Every figure is a row of a list the app already answers (deliveries: the delivery's
 * read model; advances: the advance's, to the cooperative's today), so the statement adds up to the cent with
 * `entregas_por_productor_search` and `anticipos_search` (tests/server/anticipos/documentos.test.ts proves it for every
 * demo producer). A voided delivery or movement is printed, marked, and adds nothing.
 */
export interface EntregaEstado {
  folio_acopio: string | null;
  fecha_acopio: string;
  peso_neto: Centesimos;
  precio_por_kg: Centesimos;
  importe_total: Centesimos;
  recuperado: Centesimos;
  pagado: Centesimos;
  saldo: Centesimos;
  anulada: boolean;
}

export interface MovimientoEstado {
  fecha: string;
  tipo: 'abono' | 'recuperacion';
  folio_acopio: string | null;
  monto: Centesimos;
  interes: Centesimos;
  capital: Centesimos;
  anulado: boolean;
  motivo_anulacion: string | null;
}

export interface AnticipoEstado {
  folio: string;
  fecha: string;
  monto: Centesimos;
  /** The monthly rate as the form shows it ('1.5'). */
  tasa: string;
  /** Interest accrued from the advance's date to the statement's, paid or not. */
  interes: Centesimos;
  recuperado: Centesimos;
  saldo: Centesimos;
  estatus: 'Vigente' | 'Pasado';
  movimientos: MovimientoEstado[];
}

export interface PagoEstado {
  folio_acopio: string | null;
  fecha: string;
  metodo: string;
  monto: Centesimos;
  /** Its delivery was voided: printed, not added. */
  anulada: boolean;
}

/** A surplus payment (remanente) to the producer, from the surplus receipts (remanentesDelEstado). */
export interface RemanenteEstado {
  folio: string;
  fecha: string;
  categoria: string;
  monto: Centesimos;
}

export interface DatosEstadoCuenta {
  entregas: EntregaEstado[];
  anticipos: AnticipoEstado[];
  pagos: PagoEstado[];
  remanentes: RemanenteEstado[];
}

export interface TotalesEstadoCuenta {
  entregas: { peso_neto: Centesimos; importe_total: Centesimos; recuperado: Centesimos; pagado: Centesimos; saldo: Centesimos };
  anticipos: { monto: Centesimos; interes: Centesimos; recuperado: Centesimos; saldo: Centesimos };
  pagos: Centesimos;
  remanentes: Centesimos;
  /**
   * What is left between producer and cooperative on the statement's date: what the deliveries still owe the producer
   * less what the producer still owes on advances. Positive: the cooperative owes the producer; negative, the reverse.
   */
  saldo: Centesimos;
}

const suma = <T>(l: readonly T[], v: (x: T) => number): Centesimos => l.reduce((s, x) => s + v(x), 0);

export function totalesEstadoCuenta(d: DatosEstadoCuenta): TotalesEstadoCuenta {
  const entregas = d.entregas.filter((x) => !x.anulada);
  const e = {
    peso_neto: suma(entregas, (x) => x.peso_neto),
    importe_total: suma(entregas, (x) => x.importe_total),
    recuperado: suma(entregas, (x) => x.recuperado),
    pagado: suma(entregas, (x) => x.pagado),
    saldo: suma(entregas, (x) => x.saldo),
  };
  const a = {
    monto: suma(d.anticipos, (x) => x.monto),
    interes: suma(d.anticipos, (x) => x.interes),
    recuperado: suma(d.anticipos, (x) => x.recuperado),
    saldo: suma(d.anticipos, (x) => x.saldo),
  };
  return {
    entregas: e,
    anticipos: a,
    pagos: suma(
      d.pagos.filter((p) => !p.anulada),
      (p) => p.monto,
    ),
    remanentes: suma(d.remanentes, (r) => r.monto),
    saldo: e.saldo - a.saldo,
  };
}
