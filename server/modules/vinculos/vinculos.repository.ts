import type { Consulta } from '../../db/db';
import type { CuentaVincular, FormularioVincular, ParcelaVincular } from '@domain/contrato/vinculos';
import type { FormularioVinculable } from '@domain/vinculos/vinculos';

/**
 * The linking wizards' SQL (spec 002 §2.13, §2.14, §7 'Linking'; issue 27). Every read is the session cooperative's;
 * the lists are capped (LIMITE_LISTA) because the wizard shows them whole, without pages (docs/DECISIONES.md).
 */

/** The most rows a wizard list answers: more than a team links in a day, and a bounded answer at any scale. */
export const LIMITE_LISTA = 500;

const SELECCION_FORMULARIO = `f.id, f.uuid::text AS uuid, f.tipo AS form_type, f.coop_nombre, f.parcela_nombre_otro, f.id_socio_otro,
  f.nombre_inspector, f.uuid_odk, f.fecha::text AS fecha, f.num_plantas, f.superficie::float8 AS tx_superficie`;

/** Step 1 of the account wizard: the forms still without a producer, newest first (formularios_campo_sin_cuenta_idx). */
export function formulariosSinCuenta(db: Consulta, coop: number): Promise<FormularioVincular[]> {
  return db.query<FormularioVincular>(
    `SELECT ${SELECCION_FORMULARIO} FROM formularios_campo f
      WHERE f.id_cooperativa = $1 AND f.id_cuenta IS NULL
      ORDER BY f.fecha DESC, f.id LIMIT ${LIMITE_LISTA}`,
    [coop],
  );
}

/** A producer's forms still without a plot (the plot wizard's step after the producer), newest first. */
export function formulariosSinParcela(db: Consulta, coop: number, idCuenta: number): Promise<FormularioVincular[]> {
  return db.query<FormularioVincular>(
    `SELECT ${SELECCION_FORMULARIO} FROM formularios_campo f
      WHERE f.id_cooperativa = $1 AND f.id_cuenta = $2 AND f.id_parcela IS NULL
      ORDER BY f.fecha DESC, f.id LIMIT ${LIMITE_LISTA}`,
    [coop, idCuenta],
  );
}

const SELECCION_CUENTA = `c.id AS id_cuenta, p.nombre_completo AS nombre, co.nombre AS nombre_coop, r.nombre AS cuenta_region,
  m.nombre AS municipio, l.nombre AS localidad, c.fecha_ingreso::text AS fecha_ingreso, p.uuid::text AS uuid`;
const DESDE_CUENTA = `cuentas c
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN cooperativas co ON co.id = c.id_cooperativa
  LEFT JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region
  LEFT JOIN localidades l ON l.id = p.id_localidad
  LEFT JOIN municipios m ON m.id = l.id_municipio`;
/** The cycle the wizard links to: the active one (the latest if several), else the latest (as the committee's). */
const CICLO_ACTUAL = `(SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)`;

/**
 * The producers a form can be linked to: the current cycle's accounts without baja, by name; `nuevos` keeps those
 * whose producer had no account in an earlier cycle (showNew); `q` narrows by name or key.
 */
export function cuentasPorVincular(db: Consulta, coop: number, nuevos: boolean, q: string | undefined): Promise<CuentaVincular[]> {
  const params: unknown[] = [coop];
  let filtro = '';
  if (nuevos) {
    filtro += ` AND NOT EXISTS (SELECT 1 FROM cuentas a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo)`;
  }
  const texto = q?.trim();
  if (texto) {
    params.push(`%${texto.toLowerCase()}%`);
    filtro += ` AND f_unaccent(lower(p.nombre_completo || ' ' || coalesce(p.clave_tx, ''))) LIKE f_unaccent($${params.length})`;
  }
  return db.query<CuentaVincular>(
    `SELECT ${SELECCION_CUENTA} FROM ${DESDE_CUENTA}
      WHERE c.id_cooperativa = $1 AND c.id_ciclo = ${CICLO_ACTUAL} AND c.fecha_baja IS NULL${filtro}
      ORDER BY p.nombre_completo, c.id LIMIT ${LIMITE_LISTA}`,
    params,
  );
}

/** The producers with forms linked to them and still without a plot (the plot wizard's first step). */
export function cuentasConFormulariosSinParcela(db: Consulta, coop: number): Promise<CuentaVincular[]> {
  return db.query<CuentaVincular>(
    `SELECT ${SELECCION_CUENTA} FROM ${DESDE_CUENTA}
      WHERE c.id_cooperativa = $1 AND c.id IN (
        SELECT f.id_cuenta FROM formularios_campo f
         WHERE f.id_cooperativa = $1 AND f.id_cuenta IS NOT NULL AND f.id_parcela IS NULL)
      ORDER BY p.nombre_completo, c.id LIMIT ${LIMITE_LISTA}`,
    [coop],
  );
}

export interface CuentaDestinoVinculo {
  id: number;
  id_productor: number;
  id_ciclo: number;
  fecha_baja: string | null;
}

/** The session cooperative's account, locked when `bloquear` (the batch links to it). */
export async function cuentaVinculo(db: Consulta, coop: number, id: number, bloquear = false): Promise<CuentaDestinoVinculo | null> {
  const [c] = await db.query<CuentaDestinoVinculo>(
    `SELECT id, id_productor, id_ciclo, fecha_baja::text AS fecha_baja FROM cuentas
      WHERE id_cooperativa = $1 AND id = $2${bloquear ? ' FOR UPDATE' : ''}`,
    [coop, id],
  );
  return c ?? null;
}

/** The account's plots without baja (the plot wizard's plot step). */
export function parcelasVinculables(db: Consulta, coop: number, idCuenta: number): Promise<ParcelaVincular[]> {
  return db.query<ParcelaVincular>(
    `SELECT x.id, x.uuid::text AS uuid, x.nombre, x.superficie::float8 AS superficie, x.plantas,
            p.nombre_completo AS nombre_productor, co.nombre AS nombre_coop
       FROM parcelas x
       JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN cooperativas co ON co.id = x.id_cooperativa
      WHERE x.id_cooperativa = $1 AND x.id_cuenta = $2 AND x.fecha_baja IS NULL
      ORDER BY x.nombre, x.id`,
    [coop, idCuenta],
  );
}

export interface ParcelaDestinoVinculo {
  id: number;
  uuid: string;
  id_cuenta: number;
  fecha_baja: string | null;
}

export async function parcelaVinculo(db: Consulta, coop: number, id: number, bloquear = false): Promise<ParcelaDestinoVinculo | null> {
  const [p] = await db.query<ParcelaDestinoVinculo>(
    `SELECT id, uuid::text AS uuid, id_cuenta, fecha_baja::text AS fecha_baja FROM parcelas
      WHERE id_cooperativa = $1 AND id = $2${bloquear ? ' FOR UPDATE' : ''}`,
    [coop, id],
  );
  return p ?? null;
}

export interface FormularioLeido extends FormularioVinculable {
  uuid: string;
  fecha: string;
  id_formato: number | null;
  nombre_parcela: string | null;
}

/**
 * The batch's forms of the session cooperative; `bloquear` locks them (FOR UPDATE) so that two people linking the
 * same form serialise and the second sees the first's link (409). Ordered by id: locks taken in one order.
 */
export function formulariosDelLote(tx: Consulta, coop: number, ids: readonly number[], bloquear: boolean): Promise<FormularioLeido[]> {
  return tx.query<FormularioLeido>(
    `SELECT id, uuid::text AS uuid, tipo, id_cuenta, id_parcela, poligono, fecha::text AS fecha, id_formato,
            parcela_nombre_otro AS nombre_parcela
       FROM formularios_campo WHERE id_cooperativa = $1 AND id = ANY($2::int[])
      ORDER BY id${bloquear ? ' FOR UPDATE' : ''}`,
    [coop, ids],
  );
}

/**
 * Links the forms to the producer: one tx_formatos row each (the profile's formats list: tipo is the label,
 * reporte the form type), and the form gets its producer and that row.
 */
export async function vincularACuenta(tx: Consulta, coop: number, cuenta: CuentaDestinoVinculo, idUser: number, ids: readonly number[]) {
  return tx.query<{ id: number; id_formato: number }>(
    `WITH nuevos AS (
       INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte, id_capturo)
       SELECT f.id_cooperativa, $2, $3, f.fecha,
              CASE f.tipo WHEN 'sic_pp' THEN 'Parcela principal' WHEN 'tx_po' THEN 'Plan orgánico' ELSE 'Croquis' END, f.tipo, $4
         FROM formularios_campo f WHERE f.id_cooperativa = $1 AND f.id = ANY($5::int[])
        ORDER BY f.id
       RETURNING id, fecha, reporte),
     pares AS (
       SELECT f.id AS id_form, n.id AS id_formato
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM formularios_campo WHERE id_cooperativa = $1 AND id = ANY($5::int[])) f
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM nuevos) n ON n.k = f.k)
     UPDATE formularios_campo f
        SET id_cuenta = $2, id_formato = p.id_formato, id_ciclo = coalesce(f.id_ciclo, $3), vinculado_en = now(),
            id_user_vinculo = $4, version = f.version + 1, updated_at = now()
       FROM pares p
      WHERE f.id_cooperativa = $1 AND f.id = p.id_form
     RETURNING f.id, f.id_formato`,
    [coop, cuenta.id, cuenta.id_ciclo, idUser, ids],
  );
}

/** Links the forms to the plot, and their formats rows to it as well (the plot's inspection history). */
export async function vincularAParcela(tx: Consulta, coop: number, idParcela: number, idUser: number, ids: readonly number[]) {
  const filas = await tx.query<{ id: number; id_formato: number | null }>(
    `UPDATE formularios_campo
        SET id_parcela = $2, vinculado_en = now(), id_user_vinculo = $3, version = version + 1, updated_at = now()
      WHERE id_cooperativa = $1 AND id = ANY($4::int[])
     RETURNING id, id_formato`,
    [coop, idParcela, idUser, ids],
  );
  await tx.query(
    `UPDATE tx_formatos SET id_parcela = $2
      WHERE id_cooperativa = $1 AND id IN (SELECT id_formato FROM formularios_campo WHERE id_cooperativa = $1 AND id = ANY($3::int[]))`,
    [coop, idParcela, ids],
  );
  return filas;
}
