import type { Consulta } from '../../db/db';
import type { DetalleAnticipo, FilaAnticipo, PagoAnticipo } from '@domain/contrato/anticipos';
import type { ResumenAnticiposTablero } from '@domain/contrato/acopio-tablero';
import { porcentajePagado } from '@domain/anticipos/estado';
import { DESDE_ANTICIPO, DESDE_RESUMEN, RECUPERADO, SALDO, SELECCION_ANTICIPO, TOTAL_INTERES } from './anticipos.lectura';

/** An advance as its writes need it, locked until the transaction ends. */
export interface AnticipoGuardado {
  id: number;
  uuid: string;
  folio: string;
  fecha_ejecucion: string;
  id_cuenta: number;
  id_ciclo: number;
  cantidad_anticipo: number;
  tasa_interes: number;
  descripcion: string | null;
  version: number;
}

const CAMPOS_GUARDADO = `id, uuid::text AS uuid, folio, fecha_ejecucion::text AS fecha_ejecucion, id_cuenta, id_ciclo,
  cantidad_anticipo::int8 AS cantidad_anticipo, tasa_interes::int8 AS tasa_interes, descripcion, version`;

/** By id or uuid, of the cooperative only; FOR UPDATE: a repayment and an edit of one advance take turns. */
export async function bloquearAnticipo(
  tx: Consulta,
  idCooperativa: number,
  por: { id: number } | { uuid: string },
): Promise<AnticipoGuardado | null> {
  const [columna, valor] = 'id' in por ? ['id', por.id] : ['uuid', por.uuid];
  const [a] = await tx.query<AnticipoGuardado>(
    `SELECT ${CAMPOS_GUARDADO} FROM anticipos WHERE id_cooperativa = $1 AND ${columna} = $2 FOR UPDATE`,
    [idCooperativa, valor],
  );
  return a ?? null;
}

/** One advance as the list shows it. */
export async function leerAnticipo(db: Consulta, idCooperativa: number, id: number): Promise<FilaAnticipo | null> {
  const [f] = await db.query<FilaAnticipo>(
    `SELECT ${SELECCION_ANTICIPO} FROM ${DESDE_ANTICIPO} WHERE an.id_cooperativa = $1 AND an.id = $2`,
    [idCooperativa, id],
  );
  return f ?? null;
}

/** The advance's movements, voided ones too, in ledger order (date, then capture). */
export async function pagosDeAnticipo(db: Consulta, idCooperativa: number, idAnticipo: number): Promise<PagoAnticipo[]> {
  return (await pagosDeAnticipos(db, idCooperativa, [idAnticipo])).get(idAnticipo) ?? [];
}

/**
 * The movements of several advances in one query (the statement prints a producer's advances, one query each was
 * most of its reading), by advance, each list in ledger order; an advance without movements is not in the map.
 */
export async function pagosDeAnticipos(db: Consulta, idCooperativa: number, ids: readonly number[]): Promise<Map<number, PagoAnticipo[]>> {
  const filas = ids.length
    ? await db.query<PagoAnticipo>(
        `SELECT ap.id, ap.uuid::text AS uuid, ap.id_anticipo, ap.fecha_ejecucion::text AS fecha_ejecucion,
                ap.cantidad_pago::int8 AS cantidad_pago, ap.comision_efectivo::int8 AS comision_efectivo,
                CASE WHEN ap.id_acopio IS NULL THEN 'abono' ELSE 'recuperacion' END AS tipo, a.folio_acopio,
                ap.aplicado_interes::int8 AS aplicado_interes, ap.aplicado_capital::int8 AS aplicado_capital,
                ap.anulado, ap.motivo_anulacion,
                to_char(ap.anulado_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS anulado_en,
                nullif(trim(concat_ws(' ', u.nombres, u.apellido_paterno)), '') AS registro,
                to_char(ap.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
           FROM anticipos_pagos ap
           LEFT JOIN acopios a ON a.id_cooperativa = ap.id_cooperativa AND a.id = ap.id_acopio
           LEFT JOIN users u ON u.id = ap.id_usuario
          WHERE ap.id_cooperativa = $1 AND ap.id_anticipo = ANY($2::int[])
          ORDER BY ap.id_anticipo, ap.fecha_ejecucion, ap.id`,
        [idCooperativa, ids],
      )
    : [];
  const porAnticipo = new Map<number, PagoAnticipo[]>();
  for (const f of filas) {
    const lista = porAnticipo.get(f.id_anticipo);
    if (lista) lista.push(f);
    else porAnticipo.set(f.id_anticipo, [f]);
  }
  return porAnticipo;
}

/** The show call: the row and its movements. */
export async function detalleAnticipo(db: Consulta, idCooperativa: number, id: number): Promise<DetalleAnticipo | null> {
  const fila = await leerAnticipo(db, idCooperativa, id);
  if (!fila) return null;
  return { ...fila, anticipo_pagos: await pagosDeAnticipo(db, idCooperativa, id) };
}

/** What a cooperative's credit needs from its configuration: the level, the word for 'advance', the default rate. */
export interface ConfiguracionCredito {
  nivel: number;
  etiqueta: string;
  tasa: number;
}

export async function configuracionCredito(db: Consulta, idCooperativa: number): Promise<ConfiguracionCredito> {
  const [c] = await db.query<ConfiguracionCredito>(
    `SELECT id_cat_credito_precosecha AS nivel, anticipos_etiqueta AS etiqueta, tasa_interes_anticipos::int8 AS tasa
       FROM configuraciones WHERE id_cooperativa = $1`,
    [idCooperativa],
  );
  return c ?? { nivel: 1, etiqueta: 'anticipo', tasa: 0 };
}

/** The account a new advance is lent on: the cooperative's, in that cycle, confirmed, a member, not dropped. */
export async function cuentaParaAnticipo(db: Consulta, idCooperativa: number, idCuenta: number, idCiclo: number): Promise<boolean> {
  const [c] = await db.query<{ ok: number }>(
    `SELECT 1 AS ok FROM cuentas WHERE id_cooperativa = $1 AND id = $2 AND id_ciclo = $3
        AND confirmado = 1 AND pertenece_cooperativa = 1 AND fecha_baja IS NULL`,
    [idCooperativa, idCuenta, idCiclo],
  );
  return !!c;
}

/** The cooperative's active collection cycle (R097: new advances only there). */
export async function cicloActivoAcopio(db: Consulta, idCooperativa: number): Promise<number | null> {
  const [c] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = $1 AND activo_acopio ORDER BY id DESC LIMIT 1', [
    idCooperativa,
  ]);
  return c?.id ?? null;
}

export async function folioOcupado(db: Consulta, idCooperativa: number, idCiclo: number, folio: string, salvo?: number): Promise<boolean> {
  const [c] = await db.query<{ ok: number }>(
    'SELECT 1 AS ok FROM anticipos WHERE id_cooperativa = $1 AND id_ciclo = $2 AND folio = $3 AND id <> $4',
    [idCooperativa, idCiclo, folio, salvo ?? 0],
  );
  return !!c;
}

export interface NuevoAnticipo {
  id_cooperativa: number;
  folio: string;
  fecha_ejecucion: string;
  id_cuenta: number;
  id_ciclo: number;
  cantidad_anticipo: number;
  tasa_interes: number;
  descripcion: string | null;
  id_usuario: number;
}

/** Inserted with its ledger empty (capital = amount, corte = its date); recalcular sets the rest. */
export async function insertarAnticipo(tx: Consulta, a: NuevoAnticipo): Promise<number> {
  const [r] = await tx.query<{ id: number }>(
    `INSERT INTO anticipos (id_cooperativa, folio, fecha_ejecucion, id_cuenta, id_ciclo, cantidad_anticipo, tasa_interes,
                            descripcion, id_usuario, capital_pendiente, fecha_corte)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $3) RETURNING id`,
    [
      a.id_cooperativa,
      a.folio,
      a.fecha_ejecucion,
      a.id_cuenta,
      a.id_ciclo,
      a.cantidad_anticipo,
      a.tasa_interes,
      a.descripcion,
      a.id_usuario,
    ],
  );
  return r.id;
}

/** The form's fields of an advance (its version was taken first: tomarVersion). */
export async function actualizarAnticipo(
  tx: Consulta,
  idCooperativa: number,
  id: number,
  a: Pick<NuevoAnticipo, 'folio' | 'fecha_ejecucion' | 'id_cuenta' | 'cantidad_anticipo' | 'tasa_interes' | 'descripcion'>,
): Promise<void> {
  await tx.query(
    // capital pending follows the amount at once (anticipos_montos_ck); recalcular then replays the ledger
    `UPDATE anticipos SET folio = $3, fecha_ejecucion = $4, id_cuenta = $5, cantidad_anticipo = $6, tasa_interes = $7,
            descripcion = $8, capital_pendiente = $6 - capital_pagado, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, a.folio, a.fecha_ejecucion, a.id_cuenta, a.cantidad_anticipo, a.tasa_interes, a.descripcion],
  );
}

/** How many movements the advance ever had, voided ones included (money that moved keeps its advance). */
export async function movimientosRegistrados(db: Consulta, idCooperativa: number, idAnticipo: number): Promise<number> {
  const [c] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM anticipos_pagos WHERE id_cooperativa = $1 AND id_anticipo = $2',
    [idCooperativa, idAnticipo],
  );
  return c.n;
}

export async function borrarAnticipo(tx: Consulta, idCooperativa: number, id: number): Promise<void> {
  await tx.query('DELETE FROM anticipos WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, id]);
}

export interface NuevoAbono {
  id_cooperativa: number;
  uuid: string | null;
  id_anticipo: number;
  fecha_ejecucion: string;
  cantidad_pago: number;
  comision_efectivo: number;
  id_acopio: number | null;
  id_usuario: number;
}

export async function insertarAbono(tx: Consulta, a: NuevoAbono): Promise<{ id: number; uuid: string }> {
  const [r] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO anticipos_pagos (id_cooperativa, uuid, id_anticipo, fecha_ejecucion, cantidad_pago, comision_efectivo, id_acopio, id_usuario)
     VALUES ($1, coalesce($2::uuid, gen_random_uuid()), $3, $4, $5, $6, $7, $8) RETURNING id, uuid::text AS uuid`,
    [a.id_cooperativa, a.uuid, a.id_anticipo, a.fecha_ejecucion, a.cantidad_pago, a.comision_efectivo, a.id_acopio, a.id_usuario],
  );
  return r;
}

export async function abonoConUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<boolean> {
  const [r] = await db.query<{ ok: number }>('SELECT 1 AS ok FROM anticipos_pagos WHERE id_cooperativa = $1 AND uuid = $2', [
    idCooperativa,
    uuid,
  ]);
  return !!r;
}

/** A repayment by uuid with its advance's id, locked (voiding takes turns with other writes of that advance). */
export async function bloquearAbono(
  tx: Consulta,
  idCooperativa: number,
  uuid: string,
): Promise<{ id: number; id_anticipo: number; id_acopio: number | null; anulado: boolean; cantidad_pago: number } | null> {
  const [r] = await tx.query<{ id: number; id_anticipo: number; id_acopio: number | null; anulado: boolean; cantidad_pago: number }>(
    `SELECT id, id_anticipo, id_acopio, anulado, cantidad_pago::int8 AS cantidad_pago
       FROM anticipos_pagos WHERE id_cooperativa = $1 AND uuid = $2 FOR UPDATE`,
    [idCooperativa, uuid],
  );
  return r ?? null;
}

export async function anularAbono(tx: Consulta, idCooperativa: number, id: number, motivo: string, idUsuario: number): Promise<void> {
  await tx.query(
    `UPDATE anticipos_pagos SET anulado = true, motivo_anulacion = $3, anulado_en = now(), id_usuario_anulacion = $4
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, motivo, idUsuario],
  );
}

/**
 * The collection dashboard's credit card (spec 002 §2.9 'advances, and a half-donut of recovery percentage'): the
 * cycle's advances added up from their kept totals (0057); null without credit or without advances in the cycle.
 */
export async function resumenAnticiposDelCiclo(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
): Promise<ResumenAnticiposTablero | null> {
  const [r] = await db.query<Omit<ResumenAnticiposTablero, 'porcentaje_recuperacion'>>(
    `SELECT coalesce(sum(an.creditos), 0)::int AS num_creditos, coalesce(sum(an.cantidad_anticipo), 0)::int8 AS total_anticipos,
            coalesce(sum(${TOTAL_INTERES}), 0)::int8 AS total_interes, coalesce(sum(${RECUPERADO}), 0)::int8 AS total_recuperado,
            coalesce(sum(${SALDO}), 0)::int8 AS total_saldo
       FROM ${DESDE_RESUMEN}
      WHERE an.id_cooperativa = $1 AND an.id_ciclo = $2 AND cfg.id_cat_credito_precosecha >= 2`,
    [idCooperativa, idCiclo],
  );
  if (!r || r.num_creditos === 0) return null;
  return { ...r, porcentaje_recuperacion: porcentajePagado(r.total_recuperado, r.total_anticipos + r.total_interes) };
}
