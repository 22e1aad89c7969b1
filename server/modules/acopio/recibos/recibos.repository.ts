import type { Consulta } from '../../../db/db';
import type { DatosRecibo } from '@domain/acopio/recibo';
import { nombreColorMuestra } from '@domain/acopio/catalogos';
import { DESDE_ENTREGA, seleccionEntrega, type LecturaEntrega } from '../entregas/entregas.lectura';

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

/** What the receipt prints besides the list row: the cooperative, the account's category, weighings, payments, images. */
interface ExtrasRecibo {
  id_cooperativa: number;
  cooperativa: string;
  clave_tx: string | null;
  categoria: string;
  unidad: string;
  producto: number;
  pesadas: Recibo['pesadas'];
  pagos: Recibo['pagos'];
  muestreo_observaciones: string | null;
  observaciones: string | null;
  logo: Uint8Array | null;
  firma: Uint8Array | null;
  codigo_publico: string;
}

/** The receipt's row: the delivery's read model (entregas.lectura.ts, every list column) and what only it prints. */
export type FilaRecibo = LecturaEntrega & Omit<ExtrasRecibo, 'pagos'> & { pagos_recibo: Recibo['pagos'] };

/**
 * One delivery of the cooperative as its receipt reads it (tenant-scoped: another cooperative's uuid reads as
 * missing): the read model's columns, so a figure of the list (paid, balance, method) is the receipt's too. The logo
 * and signature bytes come from `archivos`; the payments in the order they were made.
 */
export async function leerFilaRecibo(db: Consulta, idCooperativa: number, uuid: string): Promise<FilaRecibo | null> {
  const [r] = await db.query<FilaRecibo>(
    `SELECT ${seleccionEntrega()}, a.id_cooperativa, co.nombre AS cooperativa, p.clave_tx, cat.nombre AS categoria,
            coalesce(cfg.acopio_units, 'kg') AS unidad, co.id_cat_productos AS producto,
            coalesce((SELECT jsonb_agg(jsonb_build_object('unidades', x.unidades, 'peso_bruto', x.peso_bruto, 'peso_tara', x.peso_tara,
                                                          'peso_descuento', x.peso_descuento, 'bultos', x.bultos) ORDER BY x.n)
                        FROM acopio_pesadas x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), '[]') AS pesadas,
            coalesce((SELECT jsonb_agg(jsonb_build_object('folio', g.folio, 'fecha', g.fecha::text, 'id_metodo_pago', g.id_metodo_pago,
                                                          'monto', g.monto) ORDER BY g.fecha, g.id)
                        FROM acopio_pagos g WHERE g.id_cooperativa = a.id_cooperativa AND g.id_acopio = a.id), '[]') AS pagos_recibo,
            a.muestreo_observaciones, a.observaciones, lg.contenido AS logo, fi.contenido AS firma, a.codigo_publico
       FROM ${DESDE_ENTREGA}
       JOIN cooperativas co ON co.id = a.id_cooperativa
       LEFT JOIN configuraciones cfg ON cfg.id_cooperativa = a.id_cooperativa
       JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
       LEFT JOIN archivos lg ON lg.id_cooperativa = co.id AND lg.uuid = co.logo
       LEFT JOIN archivos fi ON fi.id_cooperativa = a.id_cooperativa AND fi.uuid = a.firma
      WHERE a.id_cooperativa = $1 AND a.uuid = $2`,
    [idCooperativa, uuid],
  );
  return r ?? null;
}

/** One delivery with everything its receipt prints, by the receipt's names (domain/acopio/recibo.ts). */
export async function leerRecibo(db: Consulta, idCooperativa: number, uuid: string): Promise<Recibo | null> {
  const r = await leerFilaRecibo(db, idCooperativa, uuid);
  if (!r) return null;
  return {
    id_cooperativa: r.id_cooperativa,
    uuid: r.uuid,
    cooperativa: r.cooperativa,
    folio_acopio: r.folio_acopio,
    folio_provisional: r.folio_provisional,
    fecha_acopio: r.fecha_acopio,
    ciclo: r.ciclo,
    productor: r.productor_nombre,
    clave_tx: r.clave_tx,
    categoria: r.categoria,
    centro_acopio: r.centro_acopio,
    producto: r.producto,
    id_tipo_cafe: r.id_cat_acopio_tipos_cafe,
    id_proceso: r.id_cat_acopio_procesos,
    certificaciones: r.id_cat_certificacion,
    lote: r.lote,
    unidad: r.unidad,
    pesadas: r.pesadas,
    peso_bruto: r.peso_bruto,
    peso_tara: r.peso_tara,
    peso_descuento: r.peso_descuento,
    peso_neto: r.peso_neto,
    no_bultos: r.no_bultos,
    tipo_maduracion: r.tipo_maduracion,
    rendimiento: r.rendimiento,
    humedad: r.humedad,
    mancha: r.mancha,
    color: nombreColorMuestra(r.producto, r.id_color, r.id_cat_acopio_tipos_cafe),
    aroma: r.aroma,
    muestreo_observaciones: r.muestreo_observaciones,
    precio_por_kg: r.precio_por_kg,
    importe_total: r.importe_total,
    recuperacion_credito: r.total_anticipos_recuperados,
    observaciones: r.observaciones,
    pagos: r.pagos_recibo,
    pagado: r.pagado_a_productor,
    logo: r.logo,
    firma: r.firma,
    codigo_publico: r.codigo_publico,
    anulada: r.anulada,
    motivo_anulacion: r.motivo_anulacion,
  };
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
