import type { Consulta } from '../../db/db';
import type { DatosReciboRemanente } from './recibo-remanente-pdf';
import type { FilaPrecioRemanente, FilaReciboRemanente, GeneracionRemanente } from '@domain/contrato/remanente';
import { DESDE_PRECIO, DESDE_RECIBO, SELECCION_PRECIO, SELECCION_RECIBO } from './remanente.lectura';

/** All of the surplus area's SQL. Reads take `db`, writes the use case's `tx`. */

export async function productoDe(db: Consulta, coop: number): Promise<number> {
  const [f] = await db.query<{ p: number }>('SELECT id_cat_productos AS p FROM cooperativas WHERE id = $1', [coop]);
  return f?.p ?? 0;
}

export async function cicloEsDe(db: Consulta, coop: number, idCiclo: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [coop, idCiclo])).length > 0;
}

export async function productorEsDe(db: Consulta, coop: number, idProductor: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM productores WHERE id_cooperativa = $1 AND id = $2', [coop, idProductor])).length > 0;
}

// ── prices ─────────────────────────────────────────────────────────────────────
export async function leerPrecio(db: Consulta, coop: number, id: number): Promise<FilaPrecioRemanente | null> {
  const [f] = await db.query<FilaPrecioRemanente>(
    `SELECT ${SELECCION_PRECIO} FROM ${DESDE_PRECIO} WHERE rp.id_cooperativa = $1 AND rp.id = $2`,
    [coop, id],
  );
  return f ?? null;
}

export interface PrecioGuardado {
  id_ciclo: number;
  id_cat_certificacion: number;
  precio: number;
}

export async function bloquearPrecio(tx: Consulta, coop: number, id: number): Promise<PrecioGuardado | null> {
  const [f] = await tx.query<PrecioGuardado>(
    `SELECT id_ciclo, id_cat_certificacion::int AS id_cat_certificacion, precio::int8 AS precio
       FROM remanente_precios WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE`,
    [coop, id],
  );
  return f ?? null;
}

/** Inserts the price unless the cycle already has one for the category (null then: the caller says so). */
export async function insertarPrecio(tx: Consulta, coop: number, p: PrecioGuardado, idUsuario: number): Promise<number | null> {
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO remanente_precios (id_cooperativa, id_ciclo, id_cat_certificacion, precio, id_usuario)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT ON CONSTRAINT remanente_precios_categoria_uq DO NOTHING RETURNING id`,
    [coop, p.id_ciclo, p.id_cat_certificacion, p.precio, idUsuario],
  );
  return f?.id ?? null;
}

export async function categoriaOcupada(tx: Consulta, coop: number, idCiclo: number, idCat: number, salvo: number): Promise<boolean> {
  const f = await tx.query(
    'SELECT 1 FROM remanente_precios WHERE id_cooperativa = $1 AND id_ciclo = $2 AND id_cat_certificacion = $3 AND id <> $4',
    [coop, idCiclo, idCat, salvo],
  );
  return f.length > 0;
}

export async function actualizarPrecio(tx: Consulta, coop: number, id: number, p: PrecioGuardado, idUsuario: number): Promise<void> {
  await tx.query(
    `UPDATE remanente_precios SET id_ciclo = $3, id_cat_certificacion = $4, precio = $5, id_usuario = $6, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [coop, id, p.id_ciclo, p.id_cat_certificacion, p.precio, idUsuario],
  );
}

// ── receipts ───────────────────────────────────────────────────────────────────
export async function leerRecibo(db: Consulta, coop: number, por: { id: number } | { folio: string }): Promise<FilaReciboRemanente | null> {
  const [col, v] = 'id' in por ? ['rr.id', por.id] : ['rr.folio', por.folio];
  const [f] = await db.query<FilaReciboRemanente>(
    `SELECT ${SELECCION_RECIBO} FROM ${DESDE_RECIBO} WHERE rr.id_cooperativa = $1 AND ${col} = $2`,
    [coop, v],
  );
  return f ?? null;
}

export interface PagoGuardado {
  precio_por_kg: number;
  cantidad_pago: number;
}

export async function bloquearRecibo(tx: Consulta, coop: number, id: number): Promise<(PagoGuardado & { id_cuenta: number }) | null> {
  const [f] = await tx.query<PagoGuardado & { id_cuenta: number }>(
    `SELECT precio_por_kg::int8 AS precio_por_kg, cantidad_pago::int8 AS cantidad_pago, id_cuenta
       FROM remanente_recibos WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE`,
    [coop, id],
  );
  return f ?? null;
}

export async function actualizarPago(tx: Consulta, coop: number, id: number, p: PagoGuardado): Promise<void> {
  await tx.query(
    `UPDATE remanente_recibos SET precio_por_kg = $3, cantidad_pago = $4, editado = true, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [coop, id, p.precio_por_kg, p.cantidad_pago],
  );
}

// ── generation ─────────────────────────────────────────────────────────────────
const COLUMNAS_GENERACION = `id, id_ciclo, id_productor, estado, total, hechos, recibos,
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
    to_char(terminado_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS terminado_en`;

export async function insertarGeneracion(
  tx: Consulta,
  coop: number,
  idCiclo: number,
  idProductor: number | null,
  idUsuario: number,
): Promise<GeneracionRemanente> {
  const [f] = await tx.query<GeneracionRemanente>(
    `INSERT INTO remanente_generaciones (id_cooperativa, id_ciclo, id_productor, id_usuario, total)
     SELECT $1, $2, $3, $4, count(DISTINCT a.id_cuenta)::int
       FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND NOT a.anulada AND ($3::int IS NULL OR c.id_productor = $3)
     RETURNING ${COLUMNAS_GENERACION}`,
    [coop, idCiclo, idProductor, idUsuario],
  );
  return f;
}

export interface Generacion extends GeneracionRemanente {
  ultima_cuenta: number;
}

/** `bloquear` inside the job's transaction: one batch at a time per generation, even if two workers hold it. */
export async function leerGeneracion(db: Consulta, coop: number, id: number, bloquear = false): Promise<Generacion | null> {
  const [f] = await db.query<Generacion>(
    `SELECT ${COLUMNAS_GENERACION}, ultima_cuenta FROM remanente_generaciones
      WHERE id_cooperativa = $1 AND id = $2 ${bloquear ? 'FOR UPDATE' : ''}`,
    [coop, id],
  );
  return f ?? null;
}

/**
 * The cycle's latest whole-cycle generation (the screen's 'Generar recibos'; the delivery flow's per-producer ones are
 * left out), null when there is none. Index remanente_generaciones_ciclo_idx (0053).
 */
export async function ultimaGeneracion(db: Consulta, coop: number, idCiclo: number): Promise<GeneracionRemanente | null> {
  const [f] = await db.query<GeneracionRemanente>(
    `SELECT ${COLUMNAS_GENERACION} FROM remanente_generaciones
      WHERE id_cooperativa = $1 AND id_ciclo = $2 AND id_productor IS NULL ORDER BY id DESC LIMIT 1`,
    [coop, idCiclo],
  );
  return f ?? null;
}

/** The next accounts (by id, after `desde`) of the cycle with non-voided deliveries: a page of the generation. */
export async function cuentasConEntregas(
  db: Consulta,
  coop: number,
  idCiclo: number,
  idProductor: number | null,
  desde: number,
  limite: number,
): Promise<number[]> {
  const f = await db.query<{ id: number }>(
    `SELECT DISTINCT a.id_cuenta AS id
       FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND NOT a.anulada AND a.id_cuenta > $4
        AND ($3::int IS NULL OR c.id_productor = $3)
      ORDER BY a.id_cuenta LIMIT $5`,
    [coop, idCiclo, idProductor, desde, limite],
  );
  return f.map((x) => x.id);
}

/**
 * The receipts of these accounts: one per account and priced category, the net kilos of its non-voided deliveries
 * of the cycle carrying that certification. A receipt already there is recomputed unless a person edited it; the
 * unique (cycle, account, category) keeps one receipt however many generations run. The amount's half-up rounding
 * is multiplicarCentesimos' (domain/acopio/cantidades.ts) in SQL: (kg × price + 50) / 100 on non-negative integers.
 */
export async function generarRecibosDe(tx: Consulta, coop: number, idCiclo: number, cuentas: readonly number[]): Promise<number> {
  const f = await tx.query<{ id: number }>(
    `WITH kilos AS (
       SELECT a.id_cuenta, rp.id_cat_certificacion, sum(a.peso_neto)::int8 AS peso, rp.precio
         FROM acopios a
         JOIN remanente_precios rp ON rp.id_cooperativa = a.id_cooperativa AND rp.id_ciclo = a.id_ciclo
                                  AND rp.id_cat_certificacion = ANY(a.certificaciones)
        WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND NOT a.anulada AND a.id_cuenta = ANY($3::int[])
        GROUP BY a.id_cuenta, rp.id_cat_certificacion, rp.precio)
     INSERT INTO remanente_recibos (id_cooperativa, id_ciclo, id_cuenta, id_cat_certificacion, peso_neto, precio_por_kg, cantidad_pago)
     SELECT $1, $2, id_cuenta, id_cat_certificacion, peso, precio, (peso * precio + 50) / 100 FROM kilos
      ORDER BY id_cuenta, id_cat_certificacion
     ON CONFLICT ON CONSTRAINT remanente_recibos_cuenta_uq DO UPDATE
        SET peso_neto = excluded.peso_neto, precio_por_kg = excluded.precio_por_kg, cantidad_pago = excluded.cantidad_pago,
            updated_at = now(), version = remanente_recibos.version + 1
      WHERE NOT remanente_recibos.editado AND (remanente_recibos.peso_neto, remanente_recibos.precio_por_kg)
            IS DISTINCT FROM (excluded.peso_neto, excluded.precio_por_kg)
     RETURNING id`,
    [coop, idCiclo, cuentas],
  );
  return f.length;
}

export async function avanzarGeneracion(
  tx: Consulta,
  coop: number,
  id: number,
  p: { hechos: number; recibos: number; ultima: number; fin: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE remanente_generaciones SET hechos = hechos + $3, recibos = recibos + $4, ultima_cuenta = greatest(ultima_cuenta, $6),
            estado = CASE WHEN $5::boolean THEN 'hecho' ELSE 'en_proceso' END,
            terminado_en = CASE WHEN $5::boolean THEN now() END, total = greatest(total, hechos + $3)
      WHERE id_cooperativa = $1 AND id = $2`,
    [coop, id, p.hechos, p.recibos, p.fin, p.ultima],
  );
}

/** The receipt with its cooperative's and cycle's names, for its PDF. */
export async function reciboParaPdf(db: Consulta, coop: number, folio: string): Promise<DatosReciboRemanente | null> {
  const r = await leerRecibo(db, coop, { folio });
  if (!r) return null;
  const [f] = await db.query<{ cooperativa: string; ciclo: string }>(
    `SELECT co.nombre AS cooperativa, ci.nombre AS ciclo FROM cooperativas co
       JOIN ciclos ci ON ci.id_cooperativa = co.id AND ci.id = $2 WHERE co.id = $1`,
    [coop, r.id_ciclo],
  );
  return { ...r, ...f };
}
