import type { Consulta } from '../../db/db';
import type { GrupoEntregas } from '@domain/acopio/tablero';
import { ID_ORGANICA } from '@domain/acopio/tablero';

/**
 * SQL of the collection dashboard (spec 002 §2.9) and the drill-down bars of the collection by producer (§2.6).
 * Raw groups only; domain/acopio/tablero.ts makes the rows. Sums are bigint (the ×100 integers add up exactly).
 */

/** Which deliveries: a centre, the deliveries without one ('sin-centro', a collector with no centre), or all (null). */
export type FiltroCentro = number | null | 'sin-centro';

/** The WHERE of the dashboard's deliveries (`a`), parameters $1 cooperative, $2 cycle and $3 the centre when one applies. */
function dondeEntregas(centro: FiltroCentro): { sql: string; params: unknown[] } {
  if (centro === null) return { sql: 'a.id_cooperativa = $1 AND a.id_ciclo = $2', params: [] };
  if (centro === 'sin-centro') return { sql: 'a.id_cooperativa = $1 AND a.id_ciclo = $2 AND a.id_centro_acopio IS NULL', params: [] };
  return { sql: 'a.id_cooperativa = $1 AND a.id_ciclo = $2 AND a.id_centro_acopio = $3', params: [centro] };
}

/**
 * The cycle's deliveries grouped by day, organic certificate, the producer's category and centre: one pass over
 * the cycle's deliveries (index acopios_ciclo_fecha_idx), a few hundred groups.
 */
export async function gruposEntregas(db: Consulta, coop: number, ciclo: number, centro: FiltroCentro): Promise<GrupoEntregas[]> {
  const d = dondeEntregas(centro);
  return db.query<GrupoEntregas>(
    `SELECT a.fecha_acopio::text AS fecha, (${ID_ORGANICA} = ANY(a.certificaciones)) AS organica, c.id_cuenta_categoria AS id_categoria,
            a.id_centro_acopio AS id_centro, count(*)::int AS entregas, sum(a.no_bultos)::bigint AS no_bultos,
            sum(a.peso_neto)::bigint AS peso_neto, sum(a.importe_total)::bigint AS importe_total,
            sum(a.recuperacion_credito)::bigint AS recuperacion_credito
       FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
      WHERE ${d.sql}
      GROUP BY 1, 2, 3, 4`,
    [coop, ciclo, ...d.params],
  );
}

/** Producers who delivered, and what was paid for those deliveries (at the scale and later pending payments). */
export async function productoresYPagado(
  db: Consulta,
  coop: number,
  ciclo: number,
  centro: FiltroCentro,
): Promise<{ productores: number; pagado: number }> {
  const d = dondeEntregas(centro);
  const [f] = await db.query<{ productores: number; pagado: number }>(
    `SELECT (SELECT count(DISTINCT a.id_cuenta)::int FROM acopios a WHERE ${d.sql}) AS productores,
            (SELECT coalesce(sum(x.monto), 0)::bigint FROM acopio_pagos x
               JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id = x.id_acopio WHERE ${d.sql}) AS pagado`,
    [coop, ciclo, ...d.params],
  );
  return f;
}

/** Payments of the deliveries in view by method (the payment belongs to its delivery's centre). */
export async function pagosPorMetodo(
  db: Consulta,
  coop: number,
  ciclo: number,
  centro: FiltroCentro,
): Promise<{ id_metodo_pago: number; pagos: number; monto: number }[]> {
  const d = dondeEntregas(centro);
  return db.query(
    `SELECT x.id_metodo_pago::int AS id_metodo_pago, count(*)::int AS pagos, sum(x.monto)::bigint AS monto
       FROM acopio_pagos x JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id = x.id_acopio
      WHERE ${d.sql}
      GROUP BY x.id_metodo_pago`,
    [coop, ciclo, ...d.params],
  );
}

export interface Centro {
  id: number;
  nombre: string;
}

/** The cooperative's collection centres, by id (the order they were created). */
export function centrosDeCooperativa(db: Consulta, coop: number): Promise<Centro[]> {
  return db.query<Centro>('SELECT id, nombre FROM centros_acopios WHERE id_cooperativa = $1 ORDER BY id', [coop]);
}

/** The crop product of the cooperative (honey names its non-organic class 'transición'). */
export async function productoDeCooperativa(db: Consulta, coop: number): Promise<number | null> {
  const [f] = await db.query<{ p: number | null }>('SELECT id_cat_productos AS p FROM cooperativas WHERE id = $1', [coop]);
  return f?.p ?? null;
}

/**
 * The deliveries the collection-by-producer screen counts (its list's population): the cycle's confirmed accounts
 * without baja of the cooperative. $1 cooperative, $2 cycle.
 */
const ENTREGAS_CONTADAS = `acopios a
  JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio`;
const DONDE_CONTADAS = 'a.id_cooperativa = $1 AND a.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL';

export interface KgsMunicipio {
  id_municipio: number;
  municipio: string;
  peso_neto: number;
  entregas: number;
  productores: number;
}

/** kg delivered by the producers' municipality, most kg first. */
export function kgsPorMunicipio(db: Consulta, coop: number, ciclo: number): Promise<KgsMunicipio[]> {
  return db.query<KgsMunicipio>(
    `SELECT l.id_municipio, m.nombre AS municipio, sum(a.peso_neto)::bigint AS peso_neto, count(*)::int AS entregas,
            count(DISTINCT a.id_cuenta)::int AS productores
       FROM ${ENTREGAS_CONTADAS} WHERE ${DONDE_CONTADAS}
      GROUP BY l.id_municipio, m.nombre ORDER BY 3 DESC, m.nombre, l.id_municipio`,
    [coop, ciclo],
  );
}

export interface KgsLocalidad extends KgsMunicipio {
  id_localidad: number;
  localidad: string;
}

/** The drill-down: kg by locality of one municipality. */
export function kgsPorLocalidad(db: Consulta, coop: number, ciclo: number, municipio: number): Promise<KgsLocalidad[]> {
  return db.query<KgsLocalidad>(
    `SELECT p.id_localidad, l.nombre AS localidad, l.id_municipio, m.nombre AS municipio, sum(a.peso_neto)::bigint AS peso_neto,
            count(*)::int AS entregas, count(DISTINCT a.id_cuenta)::int AS productores
       FROM ${ENTREGAS_CONTADAS} WHERE ${DONDE_CONTADAS} AND l.id_municipio = $3
      GROUP BY p.id_localidad, l.nombre, l.id_municipio, m.nombre ORDER BY 5 DESC, l.nombre, p.id_localidad`,
    [coop, ciclo, municipio],
  );
}
