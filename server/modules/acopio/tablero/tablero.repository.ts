import type { Consulta } from '../../../db/db';
import type { GrupoEntregas } from '@domain/acopio/tablero';

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
 * The cycle's deliveries grouped by day, organic certificate, the producer's category and centre, as the database
 * keeps them (acopio_diario, migration 0033): a few hundred groups read, not the cycle's deliveries.
 */
export async function gruposEntregas(db: Consulta, coop: number, ciclo: number, centro: FiltroCentro): Promise<GrupoEntregas[]> {
  const d = dondeEntregas(centro);
  return db.query<GrupoEntregas>(
    `SELECT a.fecha_acopio::text AS fecha, a.organica, a.id_cuenta_categoria AS id_categoria, a.id_centro_acopio AS id_centro,
            sum(a.entregas)::int AS entregas, sum(a.no_bultos)::bigint AS no_bultos, sum(a.peso_neto)::bigint AS peso_neto,
            sum(a.importe_total)::bigint AS importe_total, sum(a.recuperacion_credito)::bigint AS recuperacion_credito
       FROM acopio_diario a
      WHERE ${d.sql}
      GROUP BY 1, 2, 3, 4`,
    [coop, ciclo, ...d.params],
  );
}

/**
 * Producers who delivered, and what was paid for those deliveries (at the scale and later pending payments). The
 * whole cycle counts the accounts with deliveries (acopio_por_cuenta); a centre counts its deliveries' accounts.
 */
export async function productoresYPagado(
  db: Consulta,
  coop: number,
  ciclo: number,
  centro: FiltroCentro,
): Promise<{ productores: number; pagado: number }> {
  const d = dondeEntregas(centro);
  const productores =
    centro === null
      ? 'SELECT count(*)::int FROM acopio_por_cuenta a WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2'
      : `SELECT count(DISTINCT a.id_cuenta)::int FROM acopios a WHERE ${d.sql} AND NOT a.anulada`; // issue 22 item 4
  const [f] = await db.query<{ productores: number; pagado: number }>(
    `SELECT (${productores}) AS productores, (SELECT coalesce(sum(a.pagado), 0)::bigint FROM acopio_resumen a WHERE ${d.sql}) AS pagado`,
    [coop, ciclo, ...d.params],
  );
  return f;
}

/** Payments of the deliveries in view by method (the payment belongs to its delivery's centre; kept, 0033). */
export async function pagosPorMetodo(
  db: Consulta,
  coop: number,
  ciclo: number,
  centro: FiltroCentro,
): Promise<{ id_metodo_pago: number; pagos: number; monto: number }[]> {
  const d = dondeEntregas(centro);
  return db.query(
    `SELECT a.id_metodo_pago::int AS id_metodo_pago, sum(a.pagos)::int AS pagos, sum(a.monto)::bigint AS monto
       FROM acopio_pagos_resumen a
      WHERE ${d.sql}
      GROUP BY a.id_metodo_pago`,
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
 * without baja of the cooperative, with what each delivered kept per account (acopio_por_cuenta, 0033), so the bars
 * group the cycle's accounts, not its deliveries. $1 cooperative, $2 cycle.
 */
const ENTREGAS_CONTADAS = `acopio_por_cuenta t
  JOIN cuentas c ON c.id_cooperativa = t.id_cooperativa AND c.id = t.id_cuenta
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio`;
const DONDE_CONTADAS = 't.id_cooperativa = $1 AND t.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL';

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
    `SELECT l.id_municipio, m.nombre AS municipio, sum(t.peso_neto)::bigint AS peso_neto, sum(t.entregas)::int AS entregas,
            count(*)::int AS productores
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
    `SELECT p.id_localidad, l.nombre AS localidad, l.id_municipio, m.nombre AS municipio, sum(t.peso_neto)::bigint AS peso_neto,
            sum(t.entregas)::int AS entregas, count(*)::int AS productores
       FROM ${ENTREGAS_CONTADAS} WHERE ${DONDE_CONTADAS} AND l.id_municipio = $3
      GROUP BY p.id_localidad, l.nombre, l.id_municipio, m.nombre ORDER BY 5 DESC, l.nombre, p.id_localidad`,
    [coop, ciclo, municipio],
  );
}
