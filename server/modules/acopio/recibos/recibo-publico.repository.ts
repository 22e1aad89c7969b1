import type { Consulta } from '../../../db/db';

/** A delivery as its public page shows it: only what its receipt prints, and the producer's full name to shorten. */
export interface FilaReciboPublico {
  folio_acopio: string | null;
  fecha_acopio: string;
  cooperativa: string;
  producto: number;
  productor: string;
  peso_neto: number;
  unidad: string;
  importe_total: number;
  anulada: boolean;
}

/**
 * The delivery of cooperative `idCooperativa` whose public code is `codigo` (migration 0039), or null. The pair is
 * the key: another cooperative's code under this id (or this code under another id) reads as missing.
 */
export async function leerReciboPublico(db: Consulta, idCooperativa: number, codigo: string): Promise<FilaReciboPublico | null> {
  const [r] = await db.query<FilaReciboPublico>(
    `SELECT a.folio_acopio, a.fecha_acopio::text AS fecha_acopio, co.nombre AS cooperativa, co.id_cat_productos AS producto,
            p.nombre_completo AS productor, a.peso_neto, coalesce(cfg.acopio_units, 'kg') AS unidad, a.importe_total, a.anulada
       FROM acopios a
       JOIN cooperativas co ON co.id = a.id_cooperativa
       LEFT JOIN configuraciones cfg ON cfg.id_cooperativa = a.id_cooperativa
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE a.id_cooperativa = $1 AND a.codigo_publico = $2`,
    [idCooperativa, codigo],
  );
  return r ?? null;
}
