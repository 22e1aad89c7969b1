import type { Consulta } from '../../db/db';
import type { Poligono } from '@domain/poligono/tipos';

export interface ParcelaPerfil {
  id: number;
  uuid: string;
  nombre: string;
  superficie: number;
  plantas: number;
  poligono: Poligono | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  id_cat_parcelas_bajas: number | null;
  motivo_baja: string | null;
  fecha_baja: string | null;
}

/**
 * Plots of a producer's account in a cycle (the latest cycle with an account when none is given), removed
 * ones included with reason and date so the profile can strike them through (R050). Null: no such account.
 */
export async function parcelasPorProductor(db: Consulta, idCooperativa: number, uuidProductor: string, idCiclo: number | null) {
  const [cuenta] = await db.query<{ id: number; uuid: string; id_ciclo: number; ciclo: string }>(
    `SELECT c.id, c.uuid, c.id_ciclo, ci.nombre AS ciclo
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND p.uuid = $2 AND ($3::int IS NULL OR c.id_ciclo = $3)
      ORDER BY c.id_ciclo DESC LIMIT 1`,
    [idCooperativa, uuidProductor, idCiclo],
  );
  if (!cuenta) return null;
  const parcelas = await db.query<ParcelaPerfil>(
    `SELECT x.id, x.uuid, x.nombre, x.superficie::float8 AS superficie, x.plantas, x.poligono, x.centroide_lat, x.centroide_lng,
            x.id_cat_parcelas_bajas, b.nombre AS motivo_baja, x.fecha_baja::text AS fecha_baja
       FROM parcelas x LEFT JOIN cat_parcelas_bajas b ON b.id = x.id_cat_parcelas_bajas
      WHERE x.id_cooperativa = $1 AND x.id_cuenta = $2
      ORDER BY (x.fecha_baja IS NOT NULL), x.nombre, x.id`,
    [idCooperativa, cuenta.id],
  );
  return { cuenta, parcelas };
}

export interface CuentaDestino {
  id: number;
  uuid: string;
  productor_uuid: string;
  id_ciclo: number;
  fecha_baja: string | null;
}

/**
 * The account plots are added to: `uuid` is the account's own uuid, or the producer's, which means their
 * account in the latest cycle (the new-producer flow passes the producer's).
 */
export async function cuentaDestino(db: Consulta, idCooperativa: number, uuid: string): Promise<CuentaDestino | null> {
  const [f] = await db.query<CuentaDestino>(
    `SELECT c.id, c.uuid, p.uuid AS productor_uuid, c.id_ciclo, c.fecha_baja::text AS fecha_baja
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      WHERE c.id_cooperativa = $1 AND (c.uuid = $2 OR p.uuid = $2)
      ORDER BY (c.uuid = $2) DESC, c.id_ciclo DESC LIMIT 1`,
    [idCooperativa, uuid],
  );
  return f ?? null;
}

/** Inserts the plots in one statement (the account's totals follow by trigger). */
export async function crearParcelas(
  tx: Consulta,
  idCooperativa: number,
  idCuenta: number,
  lista: { nombre: string; superficie: number; plantas: number }[],
) {
  return tx.query<{ id: number; uuid: string; nombre: string; superficie: number; plantas: number }>(
    `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas)
     SELECT $1, $2, t.nombre, t.superficie, t.plantas FROM unnest($3::text[], $4::numeric[], $5::int[]) WITH ORDINALITY AS t (nombre, superficie, plantas, n)
      ORDER BY t.n
     RETURNING id, uuid, nombre, superficie::float8 AS superficie, plantas`,
    [idCooperativa, idCuenta, lista.map((p) => p.nombre), lista.map((p) => p.superficie), lista.map((p) => p.plantas)],
  );
}
