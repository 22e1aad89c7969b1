import type { Consulta } from '../../db/db';
import type { ProductorDatos } from '@domain/cuentas/productor';
import type { PerfilCuenta, ProductorCreado } from '@domain/contrato/cuentas';
import { DESDE_PRODUCTOR_CON_DATOS, seleccionProductor, TODAS_LAS_COLUMNAS, TODOS_LOS_DATOS } from './cuentas.lectura';

/** 'Today' in the cooperative's time zone (DECISIONS.md 'today'), as yyyy-MM-dd. */
export async function hoyDeCooperativa(db: Consulta, idCooperativa: number): Promise<string> {
  const [f] = await db.query<{ hoy: string }>(
    `SELECT (now() AT TIME ZONE coalesce((SELECT zona_horaria FROM configuraciones WHERE id_cooperativa = $1), 'America/Mexico_City'))::date::text AS hoy`,
    [idCooperativa],
  );
  return f.hoy;
}

/** The cycle new accounts go to: the active one (the latest if several), else the latest. */
export async function cicloActivo(db: Consulta, idCooperativa: number): Promise<number | null> {
  const [f] = await db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1', [
    idCooperativa,
  ]);
  return f?.id ?? null;
}

/** The profile as stored; the age and its band are derived from the birth date (reglas-cuenta.ts). */
export type PerfilGuardado = Omit<PerfilCuenta, 'edad' | 'rango_edad'>;

/**
 * A producer's account in a cycle, with personal data and totals, for the profile: the producer's read model
 * (cuentas.lectura.ts, the list row and the personal data the Excel shows too) and what only the profile shows (spec 000 §7 'GET cuentas/{uuid}?id_ciclo=').
 * Without a cycle: the latest cycle in which the producer has an account. A removed account still opens (its history).
 */
export async function leerPerfil(
  db: Consulta,
  idCooperativa: number,
  uuid: string,
  idCiclo: number | null,
): Promise<PerfilGuardado | null> {
  const delProductor = await perfilDeProductor(db, idCooperativa, uuid, idCiclo);
  if (delProductor) return delProductor;
  // 'Add plots' (001 §2.1 /admin/parcelas/create/{uuid}) names the account: its producer in that account's cycle.
  const [c] = await db.query<{ uuid: string; id_ciclo: number }>(
    `SELECT p.uuid, c.id_ciclo FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = $1 AND c.uuid = $2`,
    [idCooperativa, uuid],
  );
  if (!c || (idCiclo !== null && idCiclo !== c.id_ciclo)) return null;
  return perfilDeProductor(db, idCooperativa, c.uuid, c.id_ciclo);
}

async function perfilDeProductor(
  db: Consulta,
  idCooperativa: number,
  uuidProductor: string,
  idCiclo: number | null,
): Promise<PerfilGuardado | null> {
  const [f] = await db.query<PerfilGuardado>(
    `SELECT ${seleccionProductor([...TODAS_LAS_COLUMNAS, ...TODOS_LOS_DATOS])}, p.nombres, p.apellido_paterno, p.apellido_materno,
            p.ine, p.curp, p.rfc, p.no_celular, p.id_centro_acopio, ca.nombre AS centro_acopio, nr.nombre AS nivel_riesgo, nr.color AS nivel_riesgo_color,
            c.id_cat_cuentas_bajas, b.nombre AS motivo_baja, c.fecha_baja::text AS fecha_baja,
            (SELECT count(*)::int FROM parcelas x WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NOT NULL) AS total_parcelas_baja,
            (SELECT coalesce(sum(x.superficie), 0)::float8 FROM parcelas x
              WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NULL AND x.poligono IS NOT NULL) AS total_superficie_poligonos,
            '[]'::json AS certifications
       FROM ${DESDE_PRODUCTOR_CON_DATOS}
       LEFT JOIN centros_acopios ca ON ca.id_cooperativa = p.id_cooperativa AND ca.id = p.id_centro_acopio
       LEFT JOIN cat_niveles_riesgo nr ON nr.id = c.id_nivel_riesgo
       LEFT JOIN cat_cuentas_bajas b ON b.id = c.id_cat_cuentas_bajas
      WHERE c.id_cooperativa = $1 AND p.uuid = $2 AND ($3::int IS NULL OR c.id_ciclo = $3)
      ORDER BY c.id_ciclo DESC LIMIT 1`,
    [idCooperativa, uuidProductor, idCiclo],
  );
  return f ?? null;
}

export interface CuentaBaja {
  id: number;
  uuid: string;
  id_ciclo: number;
  confirmado: number;
  organico: number;
  fecha_baja: string | null;
  nombre: string;
}

/** The account, locked for the removal (two clicks on 'Dar de baja' must not write two removals). */
export async function cuentaParaBaja(tx: Consulta, idCooperativa: number, idCuenta: number): Promise<CuentaBaja | null> {
  const [f] = await tx.query<CuentaBaja>(
    `SELECT c.id, c.uuid, c.id_ciclo, c.confirmado::int AS confirmado, c.organico::int AS organico, c.fecha_baja::text AS fecha_baja, p.nombre_completo AS nombre
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = $1 AND c.id = $2 FOR UPDATE OF c`,
    [idCooperativa, idCuenta],
  );
  return f ?? null;
}

/** Writes the removal on the account and in its history, in the caller's transaction. */
export async function registrarBaja(
  tx: Consulta,
  idCooperativa: number,
  idCuenta: number,
  idCiclo: number,
  motivo: number,
  padrones: unknown[],
  idUser: number,
  fecha: string,
): Promise<void> {
  await tx.query(
    'UPDATE cuentas SET id_cat_cuentas_bajas = $3, fecha_baja = $4, updated_at = now() WHERE id_cooperativa = $1 AND id = $2',
    [idCooperativa, idCuenta, motivo, fecha],
  );
  await tx.query(
    `INSERT INTO cuentas_bajas (id_cooperativa, id_cuenta, id_ciclo, id_cat_cuentas_bajas, padrones_seleccionados, id_user, fecha_baja)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [idCooperativa, idCuenta, idCiclo, motivo, JSON.stringify(padrones), idUser, fecha],
  );
}

/** Checks the places of a new producer against the cooperative (and the locality against its municipality). */
export async function comprobarUbicacion(db: Consulta, idCooperativa: number, d: ProductorDatos): Promise<Record<string, string[]>> {
  const [f] = await db.query<{ region: boolean; municipio: boolean; localidad: boolean; centro: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM regiones WHERE id_cooperativa = $1 AND id = $2) AS region,
            EXISTS (SELECT 1 FROM municipios WHERE id = $3) AS municipio,
            EXISTS (SELECT 1 FROM localidades WHERE id = $4 AND id_municipio = $3) AS localidad,
            EXISTS (SELECT 1 FROM centros_acopios WHERE id_cooperativa = $1 AND id = $5) AS centro`,
    [idCooperativa, d.id_cuenta_region, d.id_municipio, d.id_localidad, d.id_centro_acopio],
  );
  const e: Record<string, string[]> = {};
  if (!f.region) e.id_cuenta_region = ['La región no pertenece a la cooperativa'];
  if (!f.municipio) e.id_municipio = ['El municipio no existe'];
  else if (!f.localidad) e.id_localidad = ['La localidad no pertenece al municipio'];
  if (!f.centro) e.id_centro_acopio = ['El centro de acopio no pertenece a la cooperativa'];
  return e;
}

const limpio = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/** Advisory lock class of the producer keys (with the cooperative id as the second key). */
const LLAVE_CLAVES = 7301;

/**
 * Creates the producer and its account in the cycle. The key (clave_tx) has the demo's format, the cooperative's
 * initials and the next number of that cooperative's keys with at least four digits (`SM-0651` after `SM-0650`).
 * Call it inside a transaction.
 */
export async function crearProductor(
  tx: Consulta,
  idCooperativa: number,
  d: ProductorDatos,
  idCiclo: number,
  categoria: number,
  hoy: string,
): Promise<ProductorCreado> {
  const [p] = await tx.query<{ id: number; uuid: string; clave_tx: string }>(
    `INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, ine, curp, rfc, no_celular, id_localidad, id_region, id_centro_acopio)
     VALUES ($1, $2, $3, $4, $5, upper($6), upper($7), $8, $9, $10, $11) RETURNING id, uuid, clave_tx`,
    [
      idCooperativa,
      d.nombres.trim(),
      d.apellido_paterno.trim(),
      d.apellido_materno.trim(),
      limpio(d.ine),
      limpio(d.curp),
      limpio(d.rfc),
      limpio(d.no_celular),
      d.id_localidad,
      d.id_cuenta_region,
      d.id_centro_acopio,
    ],
  );
  // One saver at a time per cooperative takes the next number (the unique index would refuse a duplicate anyway).
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LLAVE_CLAVES, idCooperativa]);
  const [{ clave_tx }] = await tx.query<{ clave_tx: string }>(
    `WITH pref AS (SELECT coalesce(nullif(iniciales, ''), 'C' || id) || '-' AS prefijo FROM cooperativas WHERE id = $1),
          sig AS (SELECT pref.prefijo, coalesce(max(substring(q.clave_tx FROM length(pref.prefijo) + 1)::bigint), 0) + 1 AS n
                    FROM pref LEFT JOIN productores q ON q.id_cooperativa = $1 AND left(q.clave_tx, length(pref.prefijo)) = pref.prefijo
                     AND substring(q.clave_tx FROM length(pref.prefijo) + 1) ~ '^[0-9]{1,12}$'
                   GROUP BY pref.prefijo)
     UPDATE productores p SET clave_tx = sig.prefijo || CASE WHEN sig.n < 10000 THEN lpad(sig.n::text, 4, '0') ELSE sig.n::text END
       FROM sig WHERE p.id_cooperativa = $1 AND p.id = $2 RETURNING p.clave_tx`,
    [idCooperativa, p.id],
  );
  const [c] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, organico, pertenece_cooperativa, confirmado, fecha_ingreso)
     VALUES ($1, $2, $3, $4, 0, $5, 1, $6) RETURNING id, uuid`,
    [idCooperativa, p.id, idCiclo, categoria, d.pertenece_cooperativa ?? 1, hoy],
  );
  return { id: c.id, uuid: p.uuid, cuenta_uuid: c.uuid, nombres: d.nombres.trim(), clave_tx };
}
