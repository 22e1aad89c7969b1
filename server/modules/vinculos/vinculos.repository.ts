import type { Consulta, OpcionesConsulta } from '../../db/db';
import { idsConTexto } from '../../search/textos';
import type { CuentaVincular, FormularioVincular, ParcelaVincular } from '@domain/contrato/vinculos';
import type { FormularioVinculable } from '@domain/vinculos/vinculos';
import { variedadesDelFormulario } from '@domain/vinculos/variedades';
import { TOPE_CONTEO } from '@domain/contrato/vinculos';

/**
 * The linking wizards' SQL (spec 002 §2.13, §2.14, §7 'Linking'; issue 27). Every read is the session cooperative's;
 * the lists are capped (LIMITE_LISTA) because the wizard shows them whole, without pages (docs/DECISIONES.md).
 */

/**
 * The most rows a wizard list answers, with how many there are (`total`): the screens say 'Mostrando 100 de N' and
 * invite a search. 500 rows cost ~15 ms of rows and JSON alone on each call (issue 27's bench, docs/DECISIONES.md).
 */
export const LIMITE_LISTA = 100;

/** A capped list: its first rows and how many match. */
export interface ListaAcotada<T> {
  data: T[];
  total: number;
}

/**
 * The count only when the rows reached the cap: a shorter list is the whole of it. The count stops at TOPE_CONTEO + 1
 * (`total` then means 'más de 1 000'): a two-letter search has no trigrams, and counting its 3,330 matches among
 * 20,000 producers cost 25 ms of a 20 ms budget for a figure nobody reads past a thousand (docs/DECISIONES.md).
 * `filasAContar` is a SELECT of the rows to count, without ORDER BY. A search counts beside its rows (another
 * connection on PostgreSQL; one after the other on PGlite): it most often fills the page, and then waited 6 ms more.
 */
async function acotada<T>(
  db: Consulta,
  filas: Promise<T[]>,
  filasAContar: string,
  params: unknown[],
  opciones?: OpcionesConsulta,
): Promise<ListaAcotada<T>> {
  const contar = () =>
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${filasAContar} LIMIT ${TOPE_CONTEO + 1}) x`, params, opciones);
  if (opciones?.planPorValor) {
    const [data, [c]] = await Promise.all([filas, contar()]);
    return { data, total: data.length < LIMITE_LISTA ? data.length : (c?.n ?? data.length) };
  }
  const data = await filas;
  if (data.length < LIMITE_LISTA) return { data, total: data.length };
  const [c] = await contar();
  return { data, total: c?.n ?? data.length };
}

/** A search's statements are planned with its text: 'jo' matches thousands, 'banco12' one (OpcionesConsulta). */
const conTexto = (texto: string | null): OpcionesConsulta | undefined => (texto ? { planPorValor: true } : undefined);

/** A search text as LIKE wants it (its first 100 characters, lower case, between wildcards), or null when there is none. */
function patron(q: string | undefined): string | null {
  const t = q?.trim().slice(0, 100);
  return t ? `%${t.toLowerCase()}%` : null;
}

const SELECCION_FORMULARIO = `f.id, f.uuid::text AS uuid, f.tipo AS form_type, f.coop_nombre, f.parcela_nombre_otro, f.id_socio_otro,
  f.nombre_inspector, f.uuid_odk, f.fecha::text AS fecha, f.num_plantas, f.superficie::float8 AS tx_superficie`;

/**
 * Step 1 of the account wizard: the forms still without a producer, newest first (formularios_campo_sin_cuenta_idx);
 * `q` narrows by what the form says of its plot or producer, the partner key or the inspector (its trigram index, 0079).
 */
export function formulariosSinCuenta(db: Consulta, coop: number, q?: string): Promise<ListaAcotada<FormularioVincular>> {
  const texto = patron(q);
  const params: unknown[] = texto ? [coop, texto] : [coop];
  const filtro = texto
    ? ` AND formularios_campo_texto(f.parcela_nombre_otro, f.id_socio_otro, f.nombre_inspector) LIKE f_unaccent($2)`
    : '';
  const donde = `FROM formularios_campo f WHERE f.id_cooperativa = $1 AND f.id_cuenta IS NULL${filtro}`;
  return acotada(
    db,
    db.query<FormularioVincular>(
      `SELECT ${SELECCION_FORMULARIO} ${donde} ORDER BY f.fecha DESC, f.id LIMIT ${LIMITE_LISTA}`,
      params,
      conTexto(texto),
    ),
    `SELECT 1 ${donde}`,
    params,
    conTexto(texto),
  );
}

/** A producer's forms still without a plot (the plot wizard's step after the producer), newest first. */
export function formulariosSinParcela(db: Consulta, coop: number, idCuenta: number): Promise<ListaAcotada<FormularioVincular>> {
  const donde = `FROM formularios_campo f WHERE f.id_cooperativa = $1 AND f.id_cuenta = $2 AND f.id_parcela IS NULL`;
  return acotada(
    db,
    db.query<FormularioVincular>(`SELECT ${SELECCION_FORMULARIO} ${donde} ORDER BY f.fecha DESC, f.id LIMIT ${LIMITE_LISTA}`, [
      coop,
      idCuenta,
    ]),
    `SELECT 1 ${donde}`,
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
/**
 * The producers' search given the pattern's placeholder: their kept text (name and key, lower case, without accents;
 * 0079) as textos_busqueda keeps it (0083), whose trigram index a search under row-level security can still use.
 * $1 is the cooperative in every query here.
 */
const delProductor = (patron: string) => `p.id IN (${idsConTexto('productores', '$1', `f_unaccent(${patron})`)})`;

/**
 * A search's page of accounts: their ids planned with the text over two tables, then their display rows by id (a
 * named statement). Planning the seven display joins with each text cost 3–10 ms of a 20 ms budget (issue 27's bench).
 * `donde` reads c (cuentas) and p (productores).
 */
async function cuentasBuscadas(db: Consulta, coop: number, donde: string, params: unknown[]): Promise<CuentaVincular[]> {
  const ids = await db.query<{ id: number }>(
    `SELECT c.id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE ${donde} ORDER BY p.nombre_completo, c.id LIMIT ${LIMITE_LISTA}`,
    params,
    { planPorValor: true },
  );
  if (!ids.length) return [];
  return db.query<CuentaVincular>(
    `SELECT ${SELECCION_CUENTA} FROM ${DESDE_CUENTA} WHERE c.id_cooperativa = $1 AND c.id = ANY($2::int[]) ORDER BY p.nombre_completo, c.id`,
    [coop, ids.map((c) => c.id)],
  );
}

/**
 * The cycle the wizard links to: the active one (the latest if several), else the latest (as the committee's). Read
 * apart and passed as a value: as a sub-select in the list the planner could not know how many accounts it keeps,
 * and hashed all 20,000 (35–50 ms) instead of walking the names (docs/DECISIONES.md).
 */
async function cicloActual(db: Consulta, coop: number): Promise<number | null> {
  const [c] = await db.query<{ id: number }>(`SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1`, [
    coop,
  ]);
  return c?.id ?? null;
}

/**
 * The producers a form can be linked to: the current cycle's accounts without baja, by name; `nuevos` keeps those
 * whose producer had no account in an earlier cycle (showNew: cuentas.nuevo_ingreso, kept by trigger, 0079); `q`
 * narrows by name or key.
 */
export async function cuentasPorVincular(
  db: Consulta,
  coop: number,
  nuevos: boolean,
  q: string | undefined,
): Promise<ListaAcotada<CuentaVincular>> {
  const ciclo = await cicloActual(db, coop);
  if (ciclo === null) return { data: [], total: 0 };
  const params: unknown[] = [coop, ciclo];
  const deLaCuenta = `c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.fecha_baja IS NULL${nuevos ? ' AND c.nuevo_ingreso' : ''}`;
  const texto = patron(q);
  if (texto) params.push(texto);
  const delTexto = texto ? ` AND ${delProductor('$3')}` : '';
  return acotada(
    db,
    texto
      ? cuentasBuscadas(db, coop, `${deLaCuenta}${delTexto}`, params)
      : db.query<CuentaVincular>(
          `SELECT ${SELECCION_CUENTA} FROM ${DESDE_CUENTA} WHERE ${deLaCuenta} ORDER BY p.nombre_completo, c.id LIMIT ${LIMITE_LISTA}`,
          params,
        ),
    // With `q`, the producers that match each look their account up (one per producer and cycle): hashing
    // the cycle's 20,000 accounts for 1,111 matches was the planner's choice, and the slower one.
    texto
      ? `SELECT 1 FROM productores p
          CROSS JOIN LATERAL (SELECT 1 FROM cuentas c WHERE c.id_productor = p.id AND ${deLaCuenta} LIMIT 1) c
          WHERE p.id_cooperativa = $1${delTexto}`
      : `SELECT 1 FROM cuentas c WHERE ${deLaCuenta}`,
    params,
    conTexto(texto),
  );
}

/**
 * The producers with forms linked to them and still without a plot (the plot wizard's first step), by name; `q`
 * narrows by name or key. Those forms are read from formularios_campo_sin_parcela_idx (0079).
 */
export function cuentasConFormulariosSinParcela(db: Consulta, coop: number, q?: string): Promise<ListaAcotada<CuentaVincular>> {
  const texto = patron(q);
  const params: unknown[] = texto ? [coop, texto] : [coop];
  const pendientes = `c.id_cooperativa = $1 AND c.id IN (
        SELECT f.id_cuenta FROM formularios_campo f
         WHERE f.id_cooperativa = $1 AND f.id_cuenta IS NOT NULL AND f.id_parcela IS NULL)`;
  const filtro = texto ? ` AND ${delProductor('$2')}` : '';
  return acotada(
    db,
    texto
      ? cuentasBuscadas(db, coop, `${pendientes}${filtro}`, params)
      : db.query<CuentaVincular>(
          `SELECT ${SELECCION_CUENTA} FROM ${DESDE_CUENTA} WHERE ${pendientes} ORDER BY p.nombre_completo, c.id LIMIT ${LIMITE_LISTA}`,
          params,
        ),
    texto
      ? `SELECT 1 FROM productores p
          CROSS JOIN LATERAL (SELECT 1 FROM cuentas c
            WHERE c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id AND EXISTS (
              SELECT 1 FROM formularios_campo f
               WHERE f.id_cooperativa = $1 AND f.id_cuenta = c.id AND f.id_cuenta IS NOT NULL AND f.id_parcela IS NULL)) k
          WHERE p.id_cooperativa = $1${filtro}`
      : // DISTINCT as a sub-select walks the index's order (Unique); count(DISTINCT …) sorted again: 6 vs 14 ms at 45,000.
        `SELECT DISTINCT f.id_cuenta FROM formularios_campo f
          WHERE f.id_cooperativa = $1 AND f.id_cuenta IS NOT NULL AND f.id_parcela IS NULL`,
    params,
    conTexto(texto),
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

/**
 * The no-plot path: the plot created from a main-plot form gets the varieties the form lists (domain/vinculos/
 * variedades.ts), from the catalogue of the cooperative's crop; none named, none written. Returns their ids.
 */
export async function copiarVariedadesDelFormulario(
  tx: Consulta,
  coop: number,
  idFormulario: number,
  idParcela: number,
): Promise<number[]> {
  const [f] = await tx.query<{ datos: Record<string, unknown> }>(
    `SELECT datos FROM formularios_campo WHERE id_cooperativa = $1 AND id = $2`,
    [coop, idFormulario],
  );
  const catalogo = await tx.query<{ id: number; nombre: string }>(
    `SELECT v.id, v.nombre FROM cat_variedades v JOIN cooperativas co ON co.id_cat_productos = v.id_producto WHERE co.id = $1 ORDER BY v.id`,
    [coop],
  );
  const ids = variedadesDelFormulario(f?.datos ?? {}, catalogo);
  if (ids.length) {
    await tx.query(
      `INSERT INTO parcelas_variedades (id_cooperativa, id_parcela, id_variedad) SELECT $1, $2, unnest($3::smallint[])
       ON CONFLICT ON CONSTRAINT parcelas_variedades_pk DO NOTHING`,
      [coop, idParcela, ids],
    );
  }
  return ids;
}
