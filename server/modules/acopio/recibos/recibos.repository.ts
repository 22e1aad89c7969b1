import type { Consulta } from '../../../db/db';
import type { DatosRecibo } from '@domain/acopio/recibo';
import { nombreColorMuestra } from '@domain/acopio/catalogos';

/** A delivery as its receipt prints it, with the images it carries and the figures its code vouches for. */
export interface Recibo extends DatosRecibo {
  id_cooperativa: number;
  uuid: string;
  unidad: string;
  logo: Uint8Array | null;
  firma: Uint8Array | null;
  pagado: number;
  /** The random part of the receipt's public code (migration 0039; issue 22 item 14). */
  codigo_publico: string;
  /** Voided with a reason (issue 22 item 4): the receipt says ANULADO and why. */
  anulada: boolean;
  motivo_anulacion: string | null;
}

/**
 * One delivery of the cooperative with everything its receipt prints (tenant-scoped: another cooperative's uuid
 * reads as missing). The logo and signature bytes come from `archivos`; the payments in the order they were made.
 */
export async function leerRecibo(db: Consulta, idCooperativa: number, uuid: string): Promise<Recibo | null> {
  const [r] = await db.query<Recibo>(
    `SELECT a.id_cooperativa, a.uuid::text AS uuid, co.nombre AS cooperativa, a.folio_acopio, a.fecha_acopio::text AS fecha_acopio,
            ci.nombre AS ciclo, p.nombre_completo AS productor, p.clave_tx, cat.nombre AS categoria, ce.nombre AS centro_acopio,
            a.id_tipo_cafe, a.id_proceso, a.certificaciones, lo.nombre AS lote, coalesce(cfg.acopio_units, 'kg') AS unidad,
            coalesce((SELECT jsonb_agg(jsonb_build_object('unidades', x.unidades, 'peso_bruto', x.peso_bruto, 'peso_tara', x.peso_tara,
                                                          'peso_descuento', x.peso_descuento, 'bultos', x.bultos) ORDER BY x.n)
                        FROM acopio_pesadas x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), '[]') AS pesadas,
            a.peso_bruto AS peso_bruto, a.peso_tara AS peso_tara, a.peso_descuento AS peso_descuento,
            a.peso_neto AS peso_neto, a.no_bultos, a.tipo_maduracion, a.rendimiento, a.humedad, a.mancha, a.id_color, co.id_cat_productos AS producto, a.aroma,
            a.muestreo_observaciones, a.precio_por_kg AS precio_por_kg, a.importe_total AS importe_total,
            a.recuperacion_credito AS recuperacion_credito, a.observaciones,
            coalesce((SELECT jsonb_agg(jsonb_build_object('folio', g.folio, 'fecha', g.fecha::text, 'id_metodo_pago', g.id_metodo_pago,
                                                          'monto', g.monto) ORDER BY g.fecha, g.id)
                        FROM acopio_pagos g WHERE g.id_cooperativa = a.id_cooperativa AND g.id_acopio = a.id), '[]') AS pagos,
            (SELECT coalesce(sum(g.monto), 0) FROM acopio_pagos g WHERE g.id_cooperativa = a.id_cooperativa AND g.id_acopio = a.id) AS pagado,
            lg.contenido AS logo, fi.contenido AS firma, a.codigo_publico, a.anulada, a.motivo_anulacion
       FROM acopios a
       JOIN cooperativas co ON co.id = a.id_cooperativa
       LEFT JOIN configuraciones cfg ON cfg.id_cooperativa = a.id_cooperativa
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
       JOIN ciclos ci ON ci.id_cooperativa = a.id_cooperativa AND ci.id = a.id_ciclo
       LEFT JOIN centros_acopios ce ON ce.id_cooperativa = a.id_cooperativa AND ce.id = a.id_centro_acopio
       LEFT JOIN lotes lo ON lo.id_cooperativa = a.id_cooperativa AND lo.id = a.id_lote
       LEFT JOIN archivos lg ON lg.id_cooperativa = co.id AND lg.uuid = co.logo
       LEFT JOIN archivos fi ON fi.id_cooperativa = a.id_cooperativa AND fi.uuid = a.firma
      WHERE a.id_cooperativa = $1 AND a.uuid = $2`,
    [idCooperativa, uuid],
  );
  if (!r) return null;
  const { id_color, ...resto } = r as Recibo & { id_color: number | null };
  return { ...resto, color: nombreColorMuestra(r.producto, id_color, r.id_tipo_cafe) };
}

/** The uuid of the cooperative's delivery with this folio, or null. */
export async function entregaPorFolio(db: Consulta, idCooperativa: number, folio: string): Promise<string | null> {
  const [r] = await db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM acopios WHERE id_cooperativa = $1 AND folio_acopio = $2', [
    idCooperativa,
    folio,
  ]);
  return r?.uuid ?? null;
}

/** The producer's deliveries in a cycle (their uuids and folios, oldest first), or null when the cycle or producer is not the cooperative's. */
export async function entregasDeProductorEnCiclo(
  db: Consulta,
  idCooperativa: number,
  uuidCiclo: string,
  uuidProductor: string,
): Promise<{ productor: string; ciclo: string; entregas: { uuid: string; folio_acopio: string | null; fecha_acopio: string }[] } | null> {
  const [dueno] = await db.query<{ id_productor: number; id_ciclo: number; productor: string; ciclo: string }>(
    `SELECT p.id AS id_productor, ci.id AS id_ciclo, p.nombre_completo AS productor, ci.nombre AS ciclo
       FROM productores p JOIN ciclos ci ON ci.id_cooperativa = p.id_cooperativa
      WHERE p.id_cooperativa = $1 AND p.uuid = $2 AND ci.uuid = $3`,
    [idCooperativa, uuidProductor, uuidCiclo],
  );
  if (!dueno) return null;
  const entregas = await db.query<{ uuid: string; folio_acopio: string | null; fecha_acopio: string }>(
    `SELECT a.uuid::text AS uuid, a.folio_acopio, a.fecha_acopio::text AS fecha_acopio
       FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND c.id_productor = $3
      ORDER BY a.fecha_acopio, a.id`,
    [idCooperativa, dueno.id_ciclo, dueno.id_productor],
  );
  return { productor: dueno.productor, ciclo: dueno.ciclo, entregas };
}
