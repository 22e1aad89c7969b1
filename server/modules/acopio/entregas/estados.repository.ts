import type { Consulta } from '../../../db/db';

/** A state assignment (folio) of a cycle, locked: a later assignment under the same folio takes its date. */
export interface EstadoGuardado {
  id: number;
  folio: string;
  id_estatus: number;
  fecha: string;
}

export async function bloquearFolio(tx: Consulta, idCooperativa: number, idCiclo: number, folio: string): Promise<EstadoGuardado | null> {
  const [f] = await tx.query<EstadoGuardado>(
    `SELECT id, folio, id_estatus, fecha::text AS fecha FROM estados_entrega
      WHERE id_cooperativa = $1 AND id_ciclo = $2 AND folio = $3 AND folio <> 'S/F' FOR UPDATE`,
    [idCooperativa, idCiclo, folio],
  );
  return f ?? null;
}

export async function insertarEstado(
  tx: Consulta,
  d: {
    id_cooperativa: number;
    id_ciclo: number;
    folio: string;
    id_estatus: number;
    fecha: string;
    id_centro_acopio: number | null;
    id_usuario: number;
  },
): Promise<EstadoGuardado> {
  const [f] = await tx.query<EstadoGuardado>(
    `INSERT INTO estados_entrega (id_cooperativa, id_ciclo, folio, id_estatus, fecha, id_centro_acopio, id_usuario)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, folio, id_estatus, fecha::text AS fecha`,
    [d.id_cooperativa, d.id_ciclo, d.folio, d.id_estatus, d.fecha, d.id_centro_acopio, d.id_usuario],
  );
  return f;
}

/** Puts the deliveries under an assignment: its state, folio and date become theirs. */
export async function aplicarEstado(tx: Consulta, idCooperativa: number, ids: readonly number[], e: EstadoGuardado): Promise<void> {
  await tx.query(
    `UPDATE acopios SET id_estado_entrega = $3, id_estatus_entrega = $4, folio_entrega = $5, fecha_estatus = $6, updated_at = now()
      WHERE id_cooperativa = $1 AND id = ANY($2::int[])`,
    [idCooperativa, ids, e.id, e.id_estatus, e.folio, e.fecha],
  );
}

/**
 * The status change with a date (spec 002 §4): to state 1 a delivery keeps the folio it has; to any other it leaves
 * its folio ('S/F'), since a folio is what state 1 is recorded under.
 */
export async function cambiarEstadoEntregas(
  tx: Consulta,
  idCooperativa: number,
  ids: readonly number[],
  estatus: number,
  fecha: string,
  conservarFolio: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE acopios SET id_estatus_entrega = $3, fecha_estatus = $4, updated_at = now(),
            folio_entrega = CASE WHEN $5 THEN folio_entrega ELSE 'S/F' END,
            id_estado_entrega = CASE WHEN $5 THEN id_estado_entrega ELSE NULL END
      WHERE id_cooperativa = $1 AND id = ANY($2::int[])`,
    [idCooperativa, ids, estatus, fecha, conservarFolio],
  );
}
