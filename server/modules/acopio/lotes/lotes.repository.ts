import type { Consulta } from '../../../db/db';
import type { EntregaDeLote, Lote } from '@domain/contrato/acopio-lotes';
import { etiquetaEstatusEntrega } from '@domain/acopio/estados';
import { progresoLote } from '@domain/acopio/lotes';
import { porEntregar, sobreEstimacion } from '@domain/acopio/lote-cifras';
import { CERTIFICACION_ORGANICA } from '@domain/acopio/certificaciones';
import { DECISION } from '@domain/comite/evaluacion';
import { bandaTaza, NOMBRES_BANDA } from '@domain/calidad/sensorial';
import type { CalidadDeLote } from '@domain/contrato/calidad';

/** A cycle of the cooperative and whether it is the active collection cycle. */
export interface CicloAcopio {
  id: number;
  activo_acopio: boolean;
}

export async function cicloDeCooperativa(db: Consulta, idCooperativa: number, idCiclo: number): Promise<CicloAcopio | null> {
  const [c] = await db.query<CicloAcopio>('SELECT id, activo_acopio FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    idCiclo,
  ]);
  return c ?? null;
}

/** The active collection cycle (the latest one when several are marked), or null. */
export async function cicloActivoAcopio(db: Consulta, idCooperativa: number): Promise<number | null> {
  const [c] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = $1 AND activo_acopio ORDER BY id DESC LIMIT 1', [
    idCooperativa,
  ]);
  return c?.id ?? null;
}

/**
 * The harvest estimate of a delivery's account (kg ×100): the sum of the forms of its plots without baja. The same
 * threshold as `sobreEstimacion` (domain/acopio/lote-cifras.ts) in SQL, so the lots table counts without reading
 * every delivery: an estimate above 0 and the producer's running total above it.
 */
const ESTIMACION = `(SELECT coalesce(sum(pf.estimacion_kg), 0) FROM parcelas x
    JOIN parcelas_formularios pf ON pf.id_cooperativa = x.id_cooperativa AND pf.id_parcela = x.id
   WHERE x.id_cooperativa = a.id_cooperativa AND x.id_cuenta = a.id_cuenta AND x.fecha_baja IS NULL)`;

/**
 * `entregaSancionada` (domain/acopio/lote-cifras.ts) in SQL for the delivery `a`: organic (15) and the latest
 * evaluation of its account (the index comite_evaluaciones_ultima_idx) decided 3 with the delivery's date inside the
 * sanction's dates where set.
 */
const SANCIONADA = `(${CERTIFICACION_ORGANICA} = ANY(a.certificaciones) AND EXISTS (
    SELECT 1 FROM (SELECT e.condicion, e.sanc_fecha_inicio, e.sanc_fecha_termino FROM comite_evaluaciones e
                    WHERE e.id_cooperativa = a.id_cooperativa AND e.id_cuenta = a.id_cuenta
                    ORDER BY e.created_at DESC, e.id DESC LIMIT 1) u
     WHERE u.condicion = ${DECISION.sancionado}
       AND (u.sanc_fecha_inicio IS NULL OR a.fecha_acopio::date >= u.sanc_fecha_inicio)
       AND (u.sanc_fecha_termino IS NULL OR a.fecha_acopio::date <= u.sanc_fecha_termino)))`;

/** Each delivery of the accounts that have one in lot `lote` (an SQL expression), with the account's running total. */
const acumulados = (lote: string) => `SELECT a.id, a.id_lote, a.id_cuenta, a.id_cooperativa,
      sum(a.peso_neto) OVER (PARTITION BY a.id_cuenta ORDER BY a.fecha_acopio, a.id)::bigint AS acumulado
    FROM acopios a
   WHERE a.id_cooperativa = l.id_cooperativa
     AND a.id_cuenta IN (SELECT y.id_cuenta FROM acopios y WHERE y.id_cooperativa = l.id_cooperativa AND y.id_lote = ${lote})`;

/**
 * The lot's current importer's references (issue 23): the records no newer one corrects, oldest first, joined by ', '
 * (null without any). The unique key on (id_cooperativa, id_reemplaza) answers the NOT EXISTS.
 */
const REFERENCIA_DDS = `(SELECT string_agg(d.referencia, ', ' ORDER BY d.created_at, d.id) FROM lotes_declaraciones_eudr d
     WHERE d.id_cooperativa = l.id_cooperativa AND d.id_lote = l.id
       AND NOT EXISTS (SELECT 1 FROM lotes_declaraciones_eudr n WHERE n.id_cooperativa = d.id_cooperativa AND n.id_reemplaza = d.id))`;

/**
 * Issue 26 'The result travels': the lot's newest analysis (index calidad_analisis_lote_idx), its figures as saved;
 * the band is added by `completar` (domain/calidad/sensorial.ts).
 */
const CALIDAD_DEL_LOTE = `(SELECT json_build_object('folio', q.folio, 'uuid_calidad_analisis', q.uuid, 'uuid_calidad_analisis_fisico', f.uuid,
            'fecha', to_char(f.fecha, 'YYYY-MM-DD'), 'rendimiento', f.rendimiento, 'factor_rendimiento', f.factor,
            'kg_exportables', f.kg_exportables, 'puntaje_taza', s.total, 'metodo_sensorial', s.metodo)
     FROM calidad_analisis q
     JOIN calidad_fisicos f ON f.id_cooperativa = q.id_cooperativa AND f.id_analisis = q.id
     LEFT JOIN calidad_sensoriales s ON s.id_cooperativa = q.id_cooperativa AND s.id_analisis = q.id
    WHERE q.id_cooperativa = l.id_cooperativa AND q.id_lote = l.id ORDER BY q.id DESC LIMIT 1)`;

interface FilaLote extends Omit<Lote, 'estatus' | 'progreso' | 'lote_kgs_por_entregar' | 'calidad'> {
  calidad: Omit<CalidadDeLote, 'banda' | 'nombre_banda'> | null;
  id_cooperativa?: number;
}

const SELECT_LOTE = `SELECT l.id, l.uuid, l.nombre, l.folio, l.volumen, l.fecha_entrega_venta::text AS fecha_entrega_venta, l.observaciones, l.id_ciclo,
       l.id_estatus AS id_recoleccion_acopio_estatus, l.id_centro_acopio, ce.nombre AS centro_acopio, l.volumen AS lote_kgs_totales,
       t.entregado AS lote_kgs_entregados, t.entregas, t.productores, s.sobre AS entregas_sobre_estimacion,
       t.sancionadas AS entregas_sancionadas, ${REFERENCIA_DDS} AS referencia_dds, l.version, ${CALIDAD_DEL_LOTE} AS calidad
  FROM lotes l
  LEFT JOIN centros_acopios ce ON ce.id_cooperativa = l.id_cooperativa AND ce.id = l.id_centro_acopio
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(a.peso_neto), 0)::bigint AS entregado, count(*)::int AS entregas, count(DISTINCT c.id_productor)::int AS productores,
           count(*) FILTER (WHERE ${SANCIONADA})::int AS sancionadas
      FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
     WHERE a.id_cooperativa = l.id_cooperativa AND a.id_lote = l.id) t
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS sobre FROM (${acumulados('l.id')}) w
      JOIN acopios a ON a.id_cooperativa = w.id_cooperativa AND a.id = w.id
     WHERE w.id_lote = l.id AND ${ESTIMACION} > 0 AND w.acumulado > ${ESTIMACION}) s`;

/** What the lot's figures derive from its stored columns (domain/acopio). */
function completar(f: FilaLote): Lote {
  const { id_cooperativa: _c, calidad: q, ...l } = f;
  const banda = q?.puntaje_taza == null ? null : bandaTaza(q.puntaje_taza);
  return {
    ...l,
    calidad: q ? { ...q, banda, nombre_banda: banda ? NOMBRES_BANDA[banda] : null } : null,
    estatus: etiquetaEstatusEntrega(l.id_recoleccion_acopio_estatus),
    progreso: progresoLote(l.lote_kgs_entregados, l.volumen),
    lote_kgs_por_entregar: porEntregar(l.volumen, l.lote_kgs_entregados),
  };
}

/** The lots of a cycle by name, with what each holds. */
export async function lotesDelCiclo(db: Consulta, idCooperativa: number, idCiclo: number): Promise<Lote[]> {
  const filas = await db.query<FilaLote>(`${SELECT_LOTE} WHERE l.id_cooperativa = $1 AND l.id_ciclo = $2 ORDER BY l.nombre, l.id`, [
    idCooperativa,
    idCiclo,
  ]);
  return filas.map(completar);
}

export async function leerLote(db: Consulta, idCooperativa: number, llave: { uuid: string } | { id: number }): Promise<Lote | null> {
  const [f] =
    'uuid' in llave
      ? await db.query<FilaLote>(`${SELECT_LOTE} WHERE l.id_cooperativa = $1 AND l.uuid = $2`, [idCooperativa, llave.uuid])
      : await db.query<FilaLote>(`${SELECT_LOTE} WHERE l.id_cooperativa = $1 AND l.id = $2`, [idCooperativa, llave.id]);
  return f ? completar(f) : null;
}

/** What a write needs to know of a lot, its row locked until the transaction ends. */
export interface LoteBloqueado {
  id: number;
  uuid: string;
  nombre: string;
  id_ciclo: number;
  id_centro_acopio: number | null;
  activo_acopio: boolean;
  version: number;
}

export async function bloquearLote(
  tx: Consulta,
  idCooperativa: number,
  llave: { uuid: string } | { id: number },
): Promise<LoteBloqueado | null> {
  const [columna, valor] = 'uuid' in llave ? ['l.uuid', llave.uuid] : ['l.id', llave.id];
  const [l] = await tx.query<LoteBloqueado>(
    `SELECT l.id, l.uuid, l.nombre, l.id_ciclo, l.id_centro_acopio, ci.activo_acopio, l.version
       FROM lotes l JOIN ciclos ci ON ci.id_cooperativa = l.id_cooperativa AND ci.id = l.id_ciclo
      WHERE l.id_cooperativa = $1 AND ${columna} = $2 FOR UPDATE OF l`,
    [idCooperativa, valor],
  );
  return l ?? null;
}

export interface DatosLote {
  nombre: string;
  folio: string | null;
  volumen: number | null;
  fecha_entrega_venta: string | null;
  observaciones: string | null;
}

export async function insertarLote(
  tx: Consulta,
  d: DatosLote & { id_cooperativa: number; id_ciclo: number; id_centro_acopio: number | null },
): Promise<string> {
  const [l] = await tx.query<{ uuid: string }>(
    `INSERT INTO lotes (id_cooperativa, id_ciclo, id_centro_acopio, nombre, folio, volumen, fecha_entrega_venta, observaciones)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING uuid`,
    [d.id_cooperativa, d.id_ciclo, d.id_centro_acopio, d.nombre, d.folio, d.volumen, d.fecha_entrega_venta, d.observaciones],
  );
  return l.uuid;
}

export async function actualizarLote(tx: Consulta, idCooperativa: number, id: number, d: DatosLote): Promise<void> {
  await tx.query(
    `UPDATE lotes SET nombre = $3, folio = $4, volumen = $5, fecha_entrega_venta = $6, observaciones = $7, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, d.nombre, d.folio, d.volumen, d.fecha_entrega_venta, d.observaciones],
  );
}

export async function cambiarEstadoDeLote(tx: Consulta, idCooperativa: number, id: number, estatus: number): Promise<void> {
  await tx.query('UPDATE lotes SET id_estatus = $3, updated_at = now() WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    id,
    estatus,
  ]);
}

/** Whether the lot has an EUDR package made or an importer's reference recorded (issue 23): then it stays. */
export async function tieneDocumentosEudr(tx: Consulta, idCooperativa: number, id: number): Promise<boolean> {
  const [f] = await tx.query<{ hay: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM lotes_paquetes_eudr WHERE id_cooperativa = $1 AND id_lote = $2)
         OR EXISTS (SELECT 1 FROM lotes_declaraciones_eudr WHERE id_cooperativa = $1 AND id_lote = $2) AS hay`,
    [idCooperativa, id],
  );
  return f.hay;
}

/** Deletes the lot only: its deliveries stay, without a lot (spec 002 §4). Returns how many were released. */
export async function borrarLoteYSoltar(tx: Consulta, idCooperativa: number, id: number): Promise<number> {
  const sueltas = await tx.query<{ id: number }>(
    'UPDATE acopios SET id_lote = NULL, updated_at = now() WHERE id_cooperativa = $1 AND id_lote = $2 RETURNING id',
    [idCooperativa, id],
  );
  await tx.query('DELETE FROM lotes WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, id]);
  return sueltas.length;
}

interface FilaEntregaLote extends Omit<EntregaDeLote, 'sobre_estimacion' | 'estimacion'> {
  estimacion: number;
}

/** The lot's deliveries, newest first, each with its producer's estimate and running total (issue 12). */
export async function entregasDelLote(db: Consulta, idCooperativa: number, idLote: number): Promise<EntregaDeLote[]> {
  const filas = await db.query<FilaEntregaLote>(
    `SELECT a.id AS id_acopio, a.uuid AS acopio_uuid, a.folio_acopio, a.fecha_acopio::text AS fecha_acopio, p.nombre_completo AS productor_nombre,
            p.uuid AS productor_uuid, a.peso_neto, ${ESTIMACION} AS estimacion, w.acumulado, ${SANCIONADA} AS sancionada
       FROM lotes l
       JOIN LATERAL (${acumulados('l.id')}) w ON w.id_lote = l.id
       JOIN acopios a ON a.id_cooperativa = w.id_cooperativa AND a.id = w.id
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE l.id_cooperativa = $1 AND l.id = $2
      ORDER BY a.fecha_acopio DESC, a.id DESC`,
    [idCooperativa, idLote],
  );
  return filas.map((f) => {
    const estimacion = f.estimacion > 0 ? f.estimacion : null;
    return { ...f, estimacion, sobre_estimacion: sobreEstimacion(f.acumulado, estimacion) };
  });
}

/** Deliveries named by uuid, locked, with their cycle and centre; the caller checks they are all there. */
export async function bloquearEntregasPorUuid(tx: Consulta, idCooperativa: number, uuids: readonly string[]): Promise<EntregaBloqueada[]> {
  return tx.query<EntregaBloqueada>(
    `SELECT a.id, a.uuid, a.id_ciclo, a.id_centro_acopio, a.id_lote, a.id_estatus_entrega, a.folio_entrega, a.anulada
       FROM acopios a WHERE a.id_cooperativa = $1 AND a.uuid = ANY($2::uuid[]) ORDER BY a.id FOR UPDATE`,
    [idCooperativa, uuids],
  );
}

export async function bloquearEntregasPorId(tx: Consulta, idCooperativa: number, ids: readonly number[]): Promise<EntregaBloqueada[]> {
  return tx.query<EntregaBloqueada>(
    `SELECT a.id, a.uuid, a.id_ciclo, a.id_centro_acopio, a.id_lote, a.id_estatus_entrega, a.folio_entrega, a.anulada
       FROM acopios a WHERE a.id_cooperativa = $1 AND a.id = ANY($2::int[]) ORDER BY a.id FOR UPDATE`,
    [idCooperativa, ids],
  );
}

export interface EntregaBloqueada {
  id: number;
  uuid: string;
  id_ciclo: number;
  id_centro_acopio: number | null;
  id_lote: number | null;
  id_estatus_entrega: number | null;
  folio_entrega: string | null;
  /** Voided (issue 22 item 4): final, never moved into a lot or to another state. */
  anulada: boolean;
}

export async function ponerEnLote(tx: Consulta, idCooperativa: number, idLote: number, ids: readonly number[]): Promise<void> {
  await tx.query('UPDATE acopios SET id_lote = $2, updated_at = now() WHERE id_cooperativa = $1 AND id = ANY($3::int[])', [
    idCooperativa,
    idLote,
    ids,
  ]);
}
