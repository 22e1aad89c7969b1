import type { Consulta } from '../../db/db';
import type { FilaAcopiador, FilaEfectivo } from '@domain/contrato/efectivo';
import { ROL_ACOPIADOR } from '@domain/usuarios/roles';
import { SIN_ASIGNARSE } from '@domain/efectivo/saldo';

/** What the disbursements' writes and reads need from the cooperative's configuration. */
export interface ConfiguracionEfectivo {
  nivel: number;
  etiqueta: string;
  producto: string;
  conCentros: boolean;
  zona: string | null;
}

export async function configuracionEfectivo(db: Consulta, idCooperativa: number): Promise<ConfiguracionEfectivo> {
  const [c] = await db.query<ConfiguracionEfectivo>(
    `SELECT cf.id_cat_credito_precosecha AS nivel, cf.anticipos_etiqueta AS etiqueta, lower(p.nombre) AS producto,
            cf.usa_centros_acopios = 1 AS "conCentros", cf.zona_horaria AS zona
       FROM configuraciones cf JOIN cooperativas co ON co.id = cf.id_cooperativa
       JOIN cat_productos p ON p.id = co.id_cat_productos
      WHERE cf.id_cooperativa = $1`,
    [idCooperativa],
  );
  return c ?? { nivel: 1, etiqueta: 'anticipo', producto: 'producto', conCentros: false, zona: null };
}

/**
 * A disbursement's row; the reason's words are the cooperative's ($2: credit label, $3: product), so every query
 * that selects it passes them.
 */
const SELECCION = `re.id, re.id_ciclo AS id_ciclos, re.fecha_envio::text AS fecha_envio, re.id_centro_acopio AS id_centros_acopios,
  coalesce(ca.nombre, '${SIN_ASIGNARSE}') AS centro_acopio, re.cantidad::int8 AS cantidad, re.tipo_motivo::int AS tipo_motivo,
  CASE re.tipo_motivo WHEN 1 THEN 'Pago de ' || $2::text || ' precosecha' ELSE 'Pago de ' || $3::text END AS motivo,
  CASE re.tipo_motivo WHEN 1 THEN '#1565c0' ELSE '#2e7d32' END AS motivo_color,
  re.id_acopiador AS acopiador, nullif(trim(concat_ws(' ', ua.nombres, ua.apellido_paterno)), '') AS usuario_acopiador,
  nullif(trim(concat_ws(' ', ur.nombres, ur.apellido_paterno)), '') AS usuario_registro, re.id_usuario AS id_usuario_registro,
  re.observaciones, re.anulado, re.motivo_anulacion,
  to_char(re.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, re.version`;
const DESDE = `registro_efectivo re
  LEFT JOIN centros_acopios ca ON ca.id_cooperativa = re.id_cooperativa AND ca.id = re.id_centro_acopio
  LEFT JOIN users ua ON ua.id = re.id_acopiador
  LEFT JOIN users ur ON ur.id = re.id_usuario`;

const palabras = (cfg: ConfiguracionEfectivo) => [cfg.etiqueta, cfg.producto];

/** A page of a list: its number (from 1) and size. */
export interface Pagina {
  pagina: number;
  porPagina: number;
}

/**
 * 'por Movimiento': the cycle's disbursements, newest first, voided ones too (struck through); all of them (the
 * Excel, the spec's call) or one page, read along `registro_efectivo_ciclo_idx` (0049), which has this order.
 */
export async function desembolsosDeCiclo(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  cfg: ConfiguracionEfectivo,
  pagina?: Pagina,
  centro?: CentroFiltro,
) {
  const centroSql = delCentro(centro, 5);
  const n = 5 + centroSql.valores.length;
  const limite = pagina ? `LIMIT $${n} OFFSET $${n + 1}` : '';
  return db.query<FilaEfectivo>(
    `SELECT ${SELECCION} FROM ${DESDE} WHERE re.id_cooperativa = $1 AND re.id_ciclo = $4 AND ${centroSql.sql}
      ORDER BY re.fecha_envio DESC, re.id DESC ${limite}`,
    [
      idCooperativa,
      ...palabras(cfg),
      idCiclo,
      ...centroSql.valores,
      ...(pagina ? [pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina] : []),
    ],
  );
}

/** One centre (its id), the disbursements sent to no centre (null), or every one (undefined). */
export type CentroFiltro = number | null | undefined;

/**
 * The centre filter as SQL and its parameter: the predicate is written for the case, so a centre's page is read along
 * registro_efectivo_centro_fecha_idx (0060) in the list's order. `n` is the parameter's number when one is needed.
 */
function delCentro(c: CentroFiltro, n: number): { sql: string; valores: number[] } {
  if (c === undefined) return { sql: 'TRUE', valores: [] };
  if (c === null) return { sql: 're.id_centro_acopio IS NULL', valores: [] };
  return { sql: `re.id_centro_acopio = $${n}`, valores: [c] };
}

/** How many disbursements the cycle has, voided ones too (the rows 'por Movimiento' pages through). */
export async function contarDesembolsos(db: Consulta, idCooperativa: number, idCiclo: number, centro?: CentroFiltro): Promise<number> {
  const [c] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM registro_efectivo re WHERE re.id_cooperativa = $1 AND re.id_ciclo = $2 AND ${delCentro(centro, 3).sql}`,
    [idCooperativa, idCiclo, ...delCentro(centro, 3).valores],
  );
  return Number(c.n);
}

/**
 * The newest `porCentro` disbursements of each of the given centres (null: without centre), for the per-centre rows
 * of one page: the centre's rows are numbered newest first and the rest are left in the database.
 */
export async function ultimosPorCentro(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  cfg: ConfiguracionEfectivo,
  centros: readonly (number | null)[],
  porCentro: number,
) {
  if (!centros.length) return [];
  const ids = centros.filter((c): c is number => c !== null);
  const sinCentro = centros.includes(null);
  // numbered on the bare table first, so only the rows kept are joined to their names
  return db.query<FilaEfectivo>(
    `WITH ultimos AS (
       SELECT id FROM (
         SELECT id, row_number() OVER (PARTITION BY id_centro_acopio ORDER BY fecha_envio DESC, id DESC) AS n
           FROM registro_efectivo
          WHERE id_cooperativa = $1 AND id_ciclo = $4
            AND (id_centro_acopio = ANY($5::int[]) OR ($6 AND id_centro_acopio IS NULL))) x
        WHERE n <= $7)
     SELECT ${SELECCION} FROM ${DESDE}
      WHERE re.id_cooperativa = $1 AND re.id IN (SELECT id FROM ultimos)
      ORDER BY re.fecha_envio DESC, re.id DESC`,
    [idCooperativa, ...palabras(cfg), idCiclo, ids, sinCentro, porCentro],
  );
}

export async function leerDesembolso(db: Consulta, idCooperativa: number, id: number, cfg: ConfiguracionEfectivo) {
  const [f] = await db.query<FilaEfectivo>(`SELECT ${SELECCION} FROM ${DESDE} WHERE re.id_cooperativa = $1 AND re.id = $4`, [
    idCooperativa,
    ...palabras(cfg),
    id,
  ]);
  return f ?? null;
}

/** A disbursement as its writes need it, locked until the transaction ends. */
export interface DesembolsoGuardado {
  id: number;
  id_ciclo: number;
  fecha_envio: string;
  id_centro_acopio: number | null;
  cantidad: number;
  tipo_motivo: number;
  id_acopiador: number | null;
  observaciones: string | null;
  anulado: boolean;
  id_usuario: number | null;
  /** The day it was registered, in the cooperative's zone. */
  registrado: string;
}

export async function bloquearDesembolso(tx: Consulta, idCooperativa: number, id: number, zona: string | null) {
  const [d] = await tx.query<DesembolsoGuardado>(
    `SELECT id, id_ciclo, fecha_envio::text AS fecha_envio, id_centro_acopio, cantidad::int8 AS cantidad, tipo_motivo::int AS tipo_motivo,
            id_acopiador, observaciones, anulado, id_usuario,
            to_char(created_at AT TIME ZONE coalesce($3, 'UTC'), 'YYYY-MM-DD') AS registrado
       FROM registro_efectivo WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE`,
    [idCooperativa, id, zona],
  );
  return d ?? null;
}

export interface DatosGuardados {
  fecha_envio: string;
  id_centro_acopio: number | null;
  cantidad: number;
  tipo_motivo: number;
  id_acopiador: number | null;
  observaciones: string | null;
}

export async function insertarDesembolso(
  tx: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idUsuario: number,
  d: DatosGuardados,
): Promise<number> {
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO registro_efectivo (id_cooperativa, id_ciclo, fecha_envio, id_centro_acopio, cantidad, tipo_motivo, id_acopiador, observaciones, id_usuario)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [idCooperativa, idCiclo, d.fecha_envio, d.id_centro_acopio, d.cantidad, d.tipo_motivo, d.id_acopiador, d.observaciones, idUsuario],
  );
  return f.id;
}

export async function actualizarDesembolso(tx: Consulta, idCooperativa: number, id: number, d: DatosGuardados): Promise<void> {
  await tx.query(
    `UPDATE registro_efectivo SET fecha_envio = $3, id_centro_acopio = $4, cantidad = $5, tipo_motivo = $6, id_acopiador = $7,
            observaciones = $8, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, d.fecha_envio, d.id_centro_acopio, d.cantidad, d.tipo_motivo, d.id_acopiador, d.observaciones],
  );
}

export async function anularDesembolso(tx: Consulta, idCooperativa: number, id: number, motivo: string, idUsuario: number) {
  await tx.query(
    `UPDATE registro_efectivo SET anulado = true, motivo_anulacion = $3, anulado_en = now(), id_usuario_anulacion = $4,
            version = version + 1, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, motivo, idUsuario],
  );
}

/** The cycle is the cooperative's. */
export async function cicloDeCooperativa(db: Consulta, idCooperativa: number, idCiclo: number): Promise<boolean> {
  const [c] = await db.query<{ ok: number }>('SELECT 1 AS ok FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, idCiclo]);
  return !!c;
}

export async function centroDeCooperativa(db: Consulta, idCooperativa: number, idCentro: number): Promise<boolean> {
  const [c] = await db.query<{ ok: number }>('SELECT 1 AS ok FROM centros_acopios WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    idCentro,
  ]);
  return !!c;
}

/** Who may receive cash: the cooperative's active collectors (role 6, spec 002 §6), by name, with their centre. */
export async function acopiadoresDeCooperativa(db: Consulta, idCooperativa: number) {
  return db.query<FilaAcopiador>(
    `SELECT u.id, trim(concat_ws(' ', u.nombres, u.apellido_paterno, u.apellido_materno)) AS nombre,
            u.id_centros_acopios, ca.nombre AS centro_acopio
       FROM users u LEFT JOIN centros_acopios ca ON ca.id_cooperativa = u.id_cooperativa AND ca.id = u.id_centros_acopios
      WHERE u.id_cooperativa = $1 AND u.id_rol = ${ROL_ACOPIADOR} AND u.activo
      ORDER BY nombre, u.id`,
    [idCooperativa],
  );
}

/** The collector, if an active collector of the cooperative: the centre they work at (null if none); else undefined. */
export async function acopiadorDeCooperativa(db: Consulta, idCooperativa: number, idUsuario: number) {
  const [c] = await db.query<{ centro: number | null }>(
    `SELECT id_centros_acopios AS centro FROM users WHERE id_cooperativa = $1 AND id = $2 AND id_rol = ${ROL_ACOPIADOR} AND activo`,
    [idCooperativa, idUsuario],
  );
  return c ? { centro: c.centro } : undefined;
}

/**
 * Per centre of the cycle: cash sent (not voided) and paid at the scale, from the payments' kept summary (0033: per
 * cycle, the delivery's centre and method, reversals included, so a voided delivery's payments net out): a read of a
 * few rows however many deliveries the cycle has.
 */
export async function sumasPorCentro(db: Consulta, idCooperativa: number, idCiclo: number) {
  return db.query<{ id: number | null; nombre: string; enviado: number; pagado: number; desembolsos: number }>(
    `WITH enviado AS (
       SELECT id_centro_acopio AS id, sum(cantidad)::int8 AS monto, count(*)::int AS n FROM registro_efectivo
        WHERE id_cooperativa = $1 AND id_ciclo = $2 AND NOT anulado GROUP BY 1),
     pagado AS (
       SELECT id_centro_acopio AS id, sum(monto)::int8 AS monto FROM acopio_pagos_resumen
        WHERE id_cooperativa = $1 AND id_ciclo = $2 GROUP BY 1)
     SELECT x.id, coalesce(ca.nombre, '${SIN_ASIGNARSE}') AS nombre, coalesce(e.monto, 0)::int8 AS enviado, coalesce(p.monto, 0)::int8 AS pagado,
            coalesce(e.n, 0)::int AS desembolsos
       FROM (SELECT id FROM enviado UNION SELECT id FROM pagado) x
       LEFT JOIN enviado e ON e.id IS NOT DISTINCT FROM x.id
       LEFT JOIN pagado p ON p.id IS NOT DISTINCT FROM x.id
       LEFT JOIN centros_acopios ca ON ca.id_cooperativa = $1 AND ca.id = x.id
      ORDER BY x.id IS NULL, ca.nombre, x.id`,
    [idCooperativa, idCiclo],
  );
}
