import type { Consulta } from '../../../db/db';
import type { DetalleAnticipo } from '@domain/contrato/anticipos';
import type { AnticipoEstado, DatosEstadoCuenta, PagoEstado, RemanenteEstado } from '@domain/anticipos/estado-cuenta';
import { nombreMetodoPago } from '@domain/acopio/catalogos';
import { DESDE_ANTICIPO, HOY_SQL, SELECCION_ANTICIPO } from '../anticipos.lectura';
import { detalleAnticipo, pagosDeAnticipos } from '../anticipos.repository';
import { DESDE_ENTREGA, renombrar } from '../../acopio/entregas/entregas.lectura';
import { DESDE_RECIBO, SELECCION_RECIBO } from '../../remanente/remanente.lectura';
import { ZONA_POR_DEFECTO } from '@domain/comun/formato';

/** Who a document is from and about: the cooperative (name, logo, its today) and the producer. */
export interface Membrete {
  cooperativa: string;
  logo: Uint8Array | null;
  /** The cooperative's today: the date the figures are computed to. */
  hoy: string;
  /** The cooperative's word for an advance ('anticipo', 'crédito'). */
  etiqueta: string;
}

async function membrete(db: Consulta, idCooperativa: number): Promise<Membrete> {
  const [m] = await db.query<Membrete>(
    `SELECT co.nombre AS cooperativa, lg.contenido AS logo, ${HOY_SQL}::text AS hoy, coalesce(cfg.anticipos_etiqueta, 'anticipo') AS etiqueta
       FROM cooperativas co JOIN configuraciones cfg ON cfg.id_cooperativa = co.id
       LEFT JOIN archivos lg ON lg.id_cooperativa = co.id AND lg.uuid = co.logo
      WHERE co.id = $1`,
    [idCooperativa],
  );
  return m;
}

/** An advance as its receipt and promissory note print it: the list's row to today, its movements, the producer. */
export interface DocumentoAnticipo extends Membrete {
  anticipo: DetalleAnticipo;
  /** The producer's locality: the promissory note names where the producer lives. */
  localidad: string | null;
}

/** The cooperative's advance by uuid (another cooperative's reads as missing). */
export async function leerDocumentoAnticipo(db: Consulta, idCooperativa: number, uuid: string): Promise<DocumentoAnticipo | null> {
  const [a] = await db.query<{ id: number; localidad: string | null }>(
    `SELECT an.id, l.nombre AS localidad
       FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       LEFT JOIN localidades l ON l.id = p.id_localidad
      WHERE an.id_cooperativa = $1 AND an.uuid = $2`,
    [idCooperativa, uuid],
  );
  if (!a) return null;
  const anticipo = await detalleAnticipo(db, idCooperativa, a.id);
  if (!anticipo) return null;
  return { ...(await membrete(db, idCooperativa)), anticipo, localidad: a.localidad };
}

/** The statement's header: the producer and the cycle. */
export interface EstadoCuenta extends Membrete, DatosEstadoCuenta {
  productor: string;
  clave_tx: string | null;
  ciclo: string;
}

/**
 * The producer's surplus payments (remanentes) of the cycle, from the surplus receipts' read model
 * (remanente.lectura.ts): folio, the day it was made on the cooperative's clock, category and amount.
 */
export async function remanentesDelEstado(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idProductor: number,
): Promise<RemanenteEstado[]> {
  return db.query<RemanenteEstado>(
    `SELECT r.folio, r.fecha, r.cuenta_categoria AS categoria, r.cantidad_pago AS monto
       FROM (SELECT ${SELECCION_RECIBO}, (rr.created_at AT TIME ZONE coalesce(cfg.zona_horaria, '${ZONA_POR_DEFECTO}'))::date::text AS fecha
               FROM ${DESDE_RECIBO} JOIN configuraciones cfg ON cfg.id_cooperativa = rr.id_cooperativa
              WHERE rr.id_cooperativa = $1 AND rr.id_ciclo = $2 AND c.id_productor = $3) r
      ORDER BY r.fecha, r.folio`,
    [idCooperativa, idCiclo, idProductor],
  );
}

/**
 * The producer's account statement for a cycle (uuids of both; null when either is not the cooperative's), every
 * figure from the read model of the list it comes from: deliveries (entregas.lectura.ts), advances
 * (anticipos.lectura.ts, to today), payments at the deliveries (acopio_pagos).
 */
export async function leerEstadoCuenta(
  db: Consulta,
  idCooperativa: number,
  uuidCiclo: string,
  uuidProductor: string,
): Promise<EstadoCuenta | null> {
  const [dueno] = await db.query<{ id_productor: number; id_ciclo: number; productor: string; clave_tx: string | null; ciclo: string }>(
    `SELECT p.id AS id_productor, ci.id AS id_ciclo, p.nombre_completo AS productor, p.clave_tx, ci.nombre AS ciclo
       FROM productores p JOIN ciclos ci ON ci.id_cooperativa = p.id_cooperativa
      WHERE p.id_cooperativa = $1 AND p.uuid = $2 AND ci.uuid = $3`,
    [idCooperativa, uuidProductor, uuidCiclo],
  );
  if (!dueno) return null;
  const porProductor = [idCooperativa, dueno.id_ciclo, dueno.id_productor];
  // The parts do not depend on each other: asked together, a pool answers them at once.
  const entregasP = db.query<DatosEstadoCuenta['entregas'][number]>(
    `SELECT ${renombrar({
      folio_acopio: 'folio_acopio',
      fecha_acopio: 'fecha_acopio',
      peso_neto: 'peso_neto',
      precio_por_kg: 'precio_por_kg',
      importe_total: 'importe_total',
      recuperado: 'total_anticipos_recuperados',
      pagado: 'pagado_a_productor',
      saldo: 'total_saldo',
      anulada: 'anulada',
    })}
       FROM ${DESDE_ENTREGA}
      WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND c.id_productor = $3
      ORDER BY a.fecha_acopio, a.id`,
    porProductor,
  );
  const pagosP = db.query<Omit<PagoEstado, 'metodo'> & { id_metodo_pago: number }>(
    `SELECT a.folio_acopio, g.fecha::text AS fecha, g.id_metodo_pago, g.monto::int8 AS monto, a.anulada
       FROM acopio_pagos g
       JOIN acopios a ON a.id_cooperativa = g.id_cooperativa AND a.id = g.id_acopio
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND c.id_productor = $3
      ORDER BY g.fecha, g.id`,
    porProductor,
  );
  const filasP = db.query<{
    id: number;
    folio: string;
    fecha_ejecucion: string;
    cantidad_anticipo: number;
    interes: string;
    total_interes: number;
    total_anticipos_recuperados: number;
    total_saldo: number;
    estatus: 'Vigente' | 'Pasado';
  }>(
    `SELECT ${SELECCION_ANTICIPO} FROM ${DESDE_ANTICIPO}
      WHERE an.id_cooperativa = $1 AND an.id_ciclo = $2 AND c.id_productor = $3
      ORDER BY an.fecha_ejecucion, an.id`,
    porProductor,
  );
  const [entregas, pagos, filas, m, remanentes] = await Promise.all([
    entregasP,
    pagosP,
    filasP,
    membrete(db, idCooperativa),
    remanentesDelEstado(db, idCooperativa, dueno.id_ciclo, dueno.id_productor),
  ]);
  const pagosPorAnticipo = await pagosDeAnticipos(
    db,
    idCooperativa,
    filas.map((f) => f.id),
  );
  const anticipos: AnticipoEstado[] = [];
  for (const f of filas) {
    const movimientos = pagosPorAnticipo.get(f.id) ?? [];
    anticipos.push({
      folio: f.folio,
      fecha: f.fecha_ejecucion,
      monto: Number(f.cantidad_anticipo),
      tasa: f.interes,
      interes: Number(f.total_interes),
      recuperado: Number(f.total_anticipos_recuperados),
      saldo: Number(f.total_saldo),
      estatus: f.estatus,
      movimientos: movimientos.map((m) => ({
        fecha: m.fecha_ejecucion,
        tipo: m.tipo,
        folio_acopio: m.folio_acopio,
        monto: Number(m.cantidad_pago),
        interes: Number(m.aplicado_interes),
        capital: Number(m.aplicado_capital),
        anulado: m.anulado,
        motivo_anulacion: m.motivo_anulacion,
      })),
    });
  }
  return {
    ...m,
    productor: dueno.productor,
    clave_tx: dueno.clave_tx,
    ciclo: dueno.ciclo,
    entregas: entregas.map((x) => ({
      ...x,
      peso_neto: Number(x.peso_neto),
      precio_por_kg: Number(x.precio_por_kg),
      importe_total: Number(x.importe_total),
      recuperado: Number(x.recuperado),
      pagado: Number(x.pagado),
      saldo: Number(x.saldo),
    })),
    pagos: pagos.map(({ id_metodo_pago, ...p }) => ({ ...p, monto: Number(p.monto), metodo: nombreMetodoPago(id_metodo_pago) })),
    anticipos,
    remanentes,
  };
}
