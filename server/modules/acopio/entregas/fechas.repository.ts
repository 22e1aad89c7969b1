import type { Consulta } from '../../../db/db';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { hoyEnZona } from '@domain/comun/formato';
import type { LimitesFechaEntrega } from '@domain/acopio/fechas-entrega';

/** The cooperative's today, in its time zone (spec DECISIONS.md 'today'). */
export async function hoyDeCooperativa(db: Consulta, idCooperativa: number): Promise<string> {
  return hoyEnZona((await leerConfiguracion(db, idCooperativa))?.zona_horaria);
}

/**
 * What bounds a delivery date of the cycle (domain/acopio/fechas-entrega.ts): the cooperative's today, the cycle's
 * first day and the first day of the cooperative's next cycle (the earliest that begins after this one).
 */
export async function limitesFechaEntrega(db: Consulta, idCooperativa: number, idCiclo: number): Promise<LimitesFechaEntrega> {
  const [c] = await db.query<{ inicio: string | null; siguiente: string | null }>(
    `SELECT ci.fecha_inicio::text AS inicio,
            (SELECT min(s.fecha_inicio)::text FROM ciclos s
              WHERE s.id_cooperativa = ci.id_cooperativa AND s.fecha_inicio > ci.fecha_inicio) AS siguiente
       FROM ciclos ci WHERE ci.id_cooperativa = $1 AND ci.id = $2`,
    [idCooperativa, idCiclo],
  );
  return { hoy: await hoyDeCooperativa(db, idCooperativa), inicioCiclo: c?.inicio ?? null, inicioSiguiente: c?.siguiente ?? null };
}

/** The date of the delivery's earliest payment not made with it at the scale (a pending payment), or null. */
export async function primerPagoPosterior(db: Consulta, idCooperativa: number, idAcopio: number): Promise<string | null> {
  const [p] = await db.query<{ fecha: string | null }>(
    'SELECT min(fecha)::text AS fecha FROM acopio_pagos WHERE id_cooperativa = $1 AND id_acopio = $2 AND NOT con_entrega',
    [idCooperativa, idAcopio],
  );
  return p?.fecha ?? null;
}

/** The payment made at the scale moves with its delivery's corrected date (issue 22 item 18); later ones keep theirs. */
export async function moverPagoConEntrega(tx: Consulta, idCooperativa: number, idAcopio: number, fecha: string): Promise<void> {
  await tx.query('UPDATE acopio_pagos SET fecha = $3 WHERE id_cooperativa = $1 AND id_acopio = $2 AND con_entrega AND fecha <> $3', [
    idCooperativa,
    idAcopio,
    fecha,
  ]);
}
