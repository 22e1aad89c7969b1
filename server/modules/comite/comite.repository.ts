import type { Consulta } from '../../db/db';
import type { CuentaComite, DetalleComite, EvaluacionComite } from '@domain/contrato/comite';
import type { Condicion, FormularioComite } from '@domain/comite/evaluacion';
import { certificacionEfectiva } from '@domain/comun/productos';

/**
 * SQL of the evaluation committee (spec 000 §7 'Committee'). Every query names the cooperative (DESIGN §3): another
 * cooperative's uuid or id reads as missing. Reads take `db`, writes the use case's `tx`.
 */

/** The cycle that may be evaluated and edited: the active one (the latest if several), else the latest. */
const CICLO_ACTUAL = `(SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)`;

const SELECCION_DETALLE = `d.id AS id_detalle, d.id_comite_evaluacion, e.uuid::text AS uuid_evaluacion, d.observ_condicion,
  d.plazo::text AS plazo, d.verif_cumplido::int AS verif_cumplido,
  CASE d.verif_cumplido WHEN 1 THEN 'Sí' WHEN 2 THEN 'No' ELSE 'Pendiente' END AS verif_cumplido_str,
  d.verif_fecha::text AS verif_fecha, d.tipo::int AS tipo, e.id_ciclo, ci.nombre AS ciclo,
  (e.id_ciclo = ${CICLO_ACTUAL}) AS editable`;
const DESDE_DETALLE = `comite_evaluaciones_detalles d
  JOIN comite_evaluaciones e ON e.id_cooperativa = d.id_cooperativa AND e.id = d.id_comite_evaluacion
  JOIN ciclos ci ON ci.id_cooperativa = e.id_cooperativa AND ci.id = e.id_ciclo`;

/** An evaluation with its labels, by uuid or by the latest of an account; `detalle` is added by `leerEvaluacion`. */
const SELECCION_EVALUACION = `e.id, e.uuid::text AS uuid, e.version, e.id_user,
  trim(concat_ws(' ', u.nombres, u.apellido_paterno, u.apellido_materno)) AS user_auth,
  e.id_cuenta, c.uuid::text AS cuenta_uuid, p.uuid::text AS productor_uuid, e.condicion::int AS condicion,
  CASE e.condicion WHEN 1 THEN 'Aprobado sin condiciones' WHEN 2 THEN 'Aprobado con condiciones' ELSE 'Sancionado' END AS condicion_str,
  e.fecha_aut::text AS fecha_aut, e.firma_imagen::text AS firma_imagen, e.sanc_cat_anterior, e.sanc_cat_nueva,
  ca.nombre AS sanc_cat_anterior_str, cn.nombre AS sanc_cat_nueva_str, e.id_nivel_riesgo, nr.nombre AS nivel_riesgo,
  e.aprob_sc_observaciones, e.sanc_fecha_inicio::text AS sanc_fecha_inicio, e.sanc_fecha_termino::text AS sanc_fecha_termino,
  e.sanc_observaciones, e.lugar, p.nombre_completo AS nombre, p.clave_tx, p.codigo_tx, l.nombre AS localidad,
  m.nombre AS municipio, c.fecha_ingreso::text AS fecha_ingreso, e.id_ciclo, ci.nombre AS ciclo, cat.nombre AS cuenta_categoria,
  co.nombre AS cooperativa, coalesce(co.certificacion, '') AS certificacion, co.logo::text AS cooperativa_logo,
  co.logo_certificacion::text AS certificacion_logo, (e.id_ciclo = ${CICLO_ACTUAL}) AS editable, e.created_at`;
const DESDE_EVALUACION = `comite_evaluaciones e
  JOIN cuentas c ON c.id_cooperativa = e.id_cooperativa AND c.id = e.id_cuenta
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN ciclos ci ON ci.id_cooperativa = e.id_cooperativa AND ci.id = e.id_ciclo
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio
  JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
  JOIN cooperativas co ON co.id = e.id_cooperativa
  JOIN users u ON u.id = e.id_user
  LEFT JOIN cat_cuentas_categorias ca ON ca.id = e.sanc_cat_anterior
  LEFT JOIN cat_cuentas_categorias cn ON cn.id = e.sanc_cat_nueva
  LEFT JOIN cat_niveles_riesgo nr ON nr.id = e.id_nivel_riesgo`;

type EvaluacionSinDetalle = Omit<EvaluacionComite, 'detalle'>;

async function conDetalle(db: Consulta, idCooperativa: number, e: EvaluacionSinDetalle | undefined): Promise<EvaluacionComite | null> {
  if (!e) return null;
  const detalle = await db.query<DetalleComite>(
    `SELECT ${SELECCION_DETALLE} FROM ${DESDE_DETALLE} WHERE d.id_cooperativa = $1 AND d.id_comite_evaluacion = $2 ORDER BY d.id`,
    [idCooperativa, e.id],
  );
  return { ...e, certificacion: certificacionEfectiva(e.certificacion), detalle };
}

/** One evaluation of the cooperative by its uuid (GET comite_evaluaciones/{uuid}). */
export async function leerEvaluacion(db: Consulta, idCooperativa: number, uuid: string): Promise<EvaluacionComite | null> {
  const [e] = await db.query<EvaluacionSinDetalle>(
    `SELECT ${SELECCION_EVALUACION} FROM ${DESDE_EVALUACION} WHERE e.id_cooperativa = $1 AND e.uuid = $2`,
    [idCooperativa, uuid],
  );
  return conDetalle(db, idCooperativa, e);
}

/** The latest evaluation of an account (newest saved first). */
export async function ultimaEvaluacion(db: Consulta, idCooperativa: number, idCuenta: number): Promise<EvaluacionComite | null> {
  const [e] = await db.query<EvaluacionSinDetalle>(
    `SELECT ${SELECCION_EVALUACION} FROM ${DESDE_EVALUACION} WHERE e.id_cooperativa = $1 AND e.id_cuenta = $2
      ORDER BY e.created_at DESC, e.id DESC LIMIT 1`,
    [idCooperativa, idCuenta],
  );
  return conDetalle(db, idCooperativa, e);
}

/** A producer of the cooperative (by uuid), or null. */
export async function productorPorUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<{ id: number } | null> {
  const [p] = await db.query<{ id: number }>('SELECT id FROM productores WHERE id_cooperativa = $1 AND uuid = $2', [idCooperativa, uuid]);
  return p ?? null;
}

const SELECCION_CUENTA_COMITE = `c.id, c.uuid::text AS uuid, p.uuid::text AS productor_uuid, p.id AS id_productor, p.nombre_completo AS nombre,
  p.clave_tx, p.codigo_tx, l.nombre AS localidad, m.nombre AS municipio, c.id_ciclo, ci.nombre AS ciclo, c.id_cuenta_categoria,
  cat.nombre AS cuenta_categoria, c.id_nivel_riesgo, c.fecha_ingreso::text AS fecha_ingreso`;
const DESDE_CUENTA_COMITE = `cuentas c
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio
  JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria`;

export type CuentaEvaluada = CuentaComite & { id_productor: number; actual: boolean; baja: boolean };

/** The producer's account in the current cycle (the one the committee evaluates), or null when it has none. */
export async function cuentaActualDeProductor(db: Consulta, idCooperativa: number, idProductor: number): Promise<CuentaEvaluada | null> {
  const [c] = await db.query<CuentaEvaluada>(
    `SELECT ${SELECCION_CUENTA_COMITE}, true AS actual, c.fecha_baja IS NOT NULL AS baja FROM ${DESDE_CUENTA_COMITE}
      WHERE c.id_cooperativa = $1 AND c.id_productor = $2 AND c.id_ciclo = ${CICLO_ACTUAL}`,
    [idCooperativa, idProductor],
  );
  return c ?? null;
}

/**
 * An account of the cooperative by id, locked for the save (its category changes with the decision), with whether it
 * already has an evaluation. The lock is taken alone first and the account read after it (issue 22 item 3): with
 * `FOR UPDATE OF c` on the joined read, PostgreSQL rechecked the join against the category a concurrent decision had
 * just changed, found no row and the waiting save answered 404.
 */
export async function cuentaParaEvaluar(
  tx: Consulta,
  idCooperativa: number,
  idCuenta: number,
): Promise<(CuentaEvaluada & { evaluada: boolean }) | null> {
  const bloqueada = await tx.query('SELECT 1 FROM cuentas WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE', [idCooperativa, idCuenta]);
  if (!bloqueada.length) return null;
  const [c] = await tx.query<CuentaEvaluada & { evaluada: boolean }>(
    `SELECT ${SELECCION_CUENTA_COMITE}, (c.id_ciclo = ${CICLO_ACTUAL}) AS actual, c.fecha_baja IS NOT NULL AS baja,
            EXISTS (SELECT 1 FROM comite_evaluaciones x WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id) AS evaluada
       FROM ${DESDE_CUENTA_COMITE} WHERE c.id_cooperativa = $1 AND c.id = $2`,
    [idCooperativa, idCuenta],
  );
  return c ?? null;
}

/** Whether an account of the cooperative exists (GET comite_evaluaciones_cuenta_details/{id_cuenta}). */
export async function productorDeCuenta(db: Consulta, idCooperativa: number, idCuenta: number): Promise<number | null> {
  const [c] = await db.query<{ id_productor: number }>('SELECT id_productor FROM cuentas WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    idCuenta,
  ]);
  return c?.id_productor ?? null;
}

/** The conditions (tipo 2) of every evaluation of the producer, newest evaluation first. */
export async function condicionesDelProductor(db: Consulta, idCooperativa: number, idProductor: number): Promise<DetalleComite[]> {
  return db.query<DetalleComite>(
    `SELECT ${SELECCION_DETALLE} FROM ${DESDE_DETALLE}
       JOIN cuentas c ON c.id_cooperativa = e.id_cooperativa AND c.id = e.id_cuenta
      WHERE d.id_cooperativa = $1 AND c.id_productor = $2 AND d.tipo = 2
      ORDER BY e.created_at DESC, e.id DESC, d.id`,
    [idCooperativa, idProductor],
  );
}

/** The cooperative's certification (its category set, R035). */
export async function certificacionDeCooperativa(db: Consulta, idCooperativa: number): Promise<string> {
  const [c] = await db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [idCooperativa]);
  return certificacionEfectiva(c?.certificacion);
}

/** The columns of an evaluation a save writes, in order ($3…$13). */
const valores = (f: FormularioComite) => [
  f.condicion,
  f.fecha_aut,
  f.sanc_cat_anterior,
  f.sanc_cat_nueva,
  f.id_nivel_riesgo,
  f.aprob_sc_observaciones,
  f.sanc_fecha_inicio,
  f.sanc_fecha_termino,
  f.sanc_observaciones,
  f.lugar,
];

export async function insertarEvaluacion(
  tx: Consulta,
  idCooperativa: number,
  d: { id_cuenta: number; id_ciclo: number; id_user: number; firma_imagen: string | null; formulario: FormularioComite },
): Promise<{ id: number; uuid: string; version: number }> {
  const [f] = await tx.query<{ id: number; uuid: string; version: number }>(
    `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, firma_imagen, condicion, fecha_aut, sanc_cat_anterior,
       sanc_cat_nueva, id_nivel_riesgo, aprob_sc_observaciones, sanc_fecha_inicio, sanc_fecha_termino, sanc_observaciones, lugar)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id, uuid::text AS uuid, version`,
    [idCooperativa, d.id_cuenta, d.id_ciclo, d.id_user, d.firma_imagen, ...valores(d.formulario)],
  );
  return f;
}

export async function actualizarEvaluacion(
  tx: Consulta,
  idCooperativa: number,
  id: number,
  d: { id_user: number; firma_imagen: string | null; formulario: FormularioComite },
): Promise<void> {
  await tx.query(
    `UPDATE comite_evaluaciones SET id_user = $3, firma_imagen = $4, condicion = $5, fecha_aut = $6, sanc_cat_anterior = $7,
       sanc_cat_nueva = $8, id_nivel_riesgo = $9, aprob_sc_observaciones = $10, sanc_fecha_inicio = $11, sanc_fecha_termino = $12,
       sanc_observaciones = $13, lugar = $14, updated_at = now()
     WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, d.id_user, d.firma_imagen, ...valores(d.formulario)],
  );
}

/**
 * Writes the evaluation's conditions as the form left them: rows it names by id keep their follow-up (text and deadline
 * updated), new ones are added, rows it no longer names are removed (e.g. after 'Borrar condiciones').
 */
export async function guardarCondiciones(tx: Consulta, idCooperativa: number, idEvaluacion: number, lista: Condicion[]): Promise<void> {
  const conservadas = lista.filter((c) => c.id).map((c) => c.id as number);
  await tx.query(
    `DELETE FROM comite_evaluaciones_detalles WHERE id_cooperativa = $1 AND id_comite_evaluacion = $2 AND NOT (id = ANY($3::int[]))`,
    [idCooperativa, idEvaluacion, conservadas],
  );
  for (const c of lista) {
    if (c.id)
      await tx.query(
        `UPDATE comite_evaluaciones_detalles SET observ_condicion = $4, plazo = $5
          WHERE id_cooperativa = $1 AND id_comite_evaluacion = $2 AND id = $3`,
        [idCooperativa, idEvaluacion, c.id, c.condicion, c.plazo],
      );
    else
      await tx.query(
        `INSERT INTO comite_evaluaciones_detalles (id_cooperativa, id_comite_evaluacion, observ_condicion, plazo, tipo) VALUES ($1, $2, $3, $4, 2)`,
        [idCooperativa, idEvaluacion, c.condicion, c.plazo],
      );
  }
}

/** Ids of an evaluation's detail rows (an edit may only keep its own). */
export async function idsDeDetalles(tx: Consulta, idCooperativa: number, idEvaluacion: number): Promise<number[]> {
  const filas = await tx.query<{ id: number }>(
    'SELECT id FROM comite_evaluaciones_detalles WHERE id_cooperativa = $1 AND id_comite_evaluacion = $2',
    [idCooperativa, idEvaluacion],
  );
  return filas.map((f) => f.id);
}

/** The decision applied to the account: its category for the cycle and its risk level. */
export async function aplicarDecision(
  tx: Consulta,
  idCooperativa: number,
  idCuenta: number,
  d: { id_cuenta_categoria: number; id_nivel_riesgo: number },
): Promise<void> {
  await tx.query(
    'UPDATE cuentas SET id_cuenta_categoria = $3, id_nivel_riesgo = $4, updated_at = now() WHERE id_cooperativa = $1 AND id = $2',
    [idCooperativa, idCuenta, d.id_cuenta_categoria, d.id_nivel_riesgo],
  );
}

/** A detail row with its evaluation's cycle and producer, locked for the follow-up. */
export async function detalleParaSeguimiento(
  tx: Consulta,
  idCooperativa: number,
  id: number,
): Promise<(DetalleComite & { id_productor: number; condicion_evaluacion: number }) | null> {
  const [d] = await tx.query<DetalleComite & { id_productor: number; condicion_evaluacion: number }>(
    `SELECT ${SELECCION_DETALLE}, c.id_productor, e.condicion::int AS condicion_evaluacion FROM ${DESDE_DETALLE}
       JOIN cuentas c ON c.id_cooperativa = e.id_cooperativa AND c.id = e.id_cuenta
      WHERE d.id_cooperativa = $1 AND d.id = $2 FOR UPDATE OF d`,
    [idCooperativa, id],
  );
  return d ?? null;
}

export async function guardarSeguimiento(
  tx: Consulta,
  idCooperativa: number,
  id: number,
  d: { verif_cumplido: number; verif_fecha: string | null },
): Promise<DetalleComite> {
  await tx.query('UPDATE comite_evaluaciones_detalles SET verif_cumplido = $3, verif_fecha = $4 WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    id,
    d.verif_cumplido,
    d.verif_fecha,
  ]);
  const [f] = await tx.query<DetalleComite>(`SELECT ${SELECCION_DETALLE} FROM ${DESDE_DETALLE} WHERE d.id_cooperativa = $1 AND d.id = $2`, [
    idCooperativa,
    id,
  ]);
  return f;
}

/** Copies the signed-in user's saved signature into a committee signature of the cooperative ('Usar firma'). */
export async function copiarFirmaDeUsuario(tx: Consulta, idCooperativa: number, idUsuario: number): Promise<string | null> {
  const [f] = await tx.query<{ uuid: string }>(
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, ancho, alto, contenido, created_by)
     SELECT $1, 'firma_comite', a.mime, 'firma_comite.png', a.tamano, a.ancho, a.alto, a.contenido, $2
       FROM users u JOIN archivos a ON a.uuid = u.firma AND a.id_cooperativa = u.id_cooperativa
      WHERE u.id = $2 AND u.id_cooperativa = $1
     RETURNING uuid::text AS uuid`,
    [idCooperativa, idUsuario],
  );
  return f?.uuid ?? null;
}
