import type { Consulta } from '../../../db/db';
import { definirRecurso } from '../../../search/recurso';
import type { FilaPrecio } from '@domain/contrato/acopio-precios';
import { ESTATUS_PRECIO, SIN_FECHA_FIN } from '@domain/acopio/precio';

const SELECCION_PRECIO = `pc.id AS precio_id, pc.fecha_inicio::text AS fecha_inicio,
  coalesce(pc.fecha_fin::text, '${SIN_FECHA_FIN}') AS fecha_fin,
  CASE WHEN pc.fecha_fin IS NULL THEN '${ESTATUS_PRECIO.vigente}' ELSE '${ESTATUS_PRECIO.anterior}' END AS estatus,
  CASE WHEN pc.fecha_fin IS NULL THEN 'success' ELSE 'default' END AS estatus_color,
  pc.precio_por_kg AS precio, nullif(trim(concat_ws(' ', u.nombres, u.apellido_paterno)), '') AS registro,
  to_char(pc.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS fecha_registro`;
const DESDE_PRECIO = 'precios_cooperativa pc LEFT JOIN users u ON u.id = pc.id_usuario';

/**
 * POST precio_por_cooperativa_search (spec 002 §7 'Price per cooperative'): the cooperative's prices, newest
 * first; the spec's `id_cooperativa` filter is accepted but the session's cooperative always bounds it.
 */
export const preciosPorCooperativa = definirRecurso({
  nombre: 'precio_por_cooperativa',
  permiso: 'ACOPIOS_PRECIO_X_COOPERATIVA',
  seleccion: SELECCION_PRECIO,
  desde: DESDE_PRECIO,
  desdeConteo: 'precios_cooperativa pc',
  alcance: (u, p) => `pc.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_cooperativa: { sql: 'pc.id_cooperativa', tipo: 'entero', operadores: ['='] },
    fecha_inicio: { sql: 'pc.fecha_inicio', tipo: 'fecha', operadores: ['=', '<=', '>='] },
  },
  orden: { fecha_inicio: 'pc.fecha_inicio', precio: 'pc.precio_por_kg', precio_id: 'pc.id' },
  ordenPorDefecto: [{ column: 'precio_id', sort: 'desc' }],
  desempate: 'pc.id',
});

/** One price record of the cooperative as the list shows it. */
export async function leerPrecio(db: Consulta, idCooperativa: number, id: number): Promise<FilaPrecio | null> {
  const [f] = await db.query<FilaPrecio>(`SELECT ${SELECCION_PRECIO} FROM ${DESDE_PRECIO} WHERE pc.id_cooperativa = $1 AND pc.id = $2`, [
    idCooperativa,
    id,
  ]);
  return f ?? null;
}

/** Every price of the cooperative, newest first (the Excel: a handful of rows a year). */
export const preciosDeCooperativa = (db: Consulta, idCooperativa: number): Promise<FilaPrecio[]> =>
  db.query<FilaPrecio>(`SELECT ${SELECCION_PRECIO} FROM ${DESDE_PRECIO} WHERE pc.id_cooperativa = $1 ORDER BY pc.id DESC`, [idCooperativa]);

interface PrecioGuardado {
  id: number;
  precio_por_kg: number;
  fecha_inicio: string;
  fecha_fin: string | null;
}

/**
 * Makes the cooperative's price changes take turns (issue 22 item 1): its row in `cooperativas` is locked until the
 * transaction ends. Locking the current price alone was not enough on PostgreSQL: the request that waited on it
 * re-read the row its rival had just closed, no longer found a current price and inserted a second one (a 500 on
 * precios_cooperativa_vigente_uq). The cooperative's row always exists, so the second request waits and then
 * reads the price the first one left current. NO KEY: rows that only reference the cooperative (a delivery, a
 * producer) are not held up by it.
 */
export async function turnoDePrecios(tx: Consulta, idCooperativa: number): Promise<void> {
  await tx.query('SELECT 1 FROM cooperativas WHERE id = $1 FOR NO KEY UPDATE', [idCooperativa]);
}

/**
 * The cooperative's current price, locked until the transaction ends; read after `turnoDePrecios`, so there is never
 * more than one current price (the partial unique index precios_cooperativa_vigente_uq is the last guard).
 */
export async function vigenteBloqueado(tx: Consulta, idCooperativa: number): Promise<PrecioGuardado | null> {
  const [p] = await tx.query<PrecioGuardado>(
    `SELECT id, precio_por_kg, fecha_inicio::text AS fecha_inicio, fecha_fin::text AS fecha_fin
       FROM precios_cooperativa WHERE id_cooperativa = $1 AND fecha_fin IS NULL FOR UPDATE`,
    [idCooperativa],
  );
  return p ?? null;
}

export async function cerrarPrecio(tx: Consulta, idCooperativa: number, id: number, fechaFin: string): Promise<void> {
  await tx.query('UPDATE precios_cooperativa SET fecha_fin = $3 WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, id, fechaFin]);
}

export async function insertarPrecio(
  tx: Consulta,
  p: { id_cooperativa: number; precio_por_kg: number; fecha_inicio: string; id_usuario: number },
): Promise<number> {
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO precios_cooperativa (id_cooperativa, precio_por_kg, fecha_inicio, id_usuario) VALUES ($1, $2, $3, $4) RETURNING id`,
    [p.id_cooperativa, p.precio_por_kg, p.fecha_inicio, p.id_usuario],
  );
  return f.id;
}

/** The price record by id, locked (a delete checks it is the current one). */
export async function precioBloqueado(tx: Consulta, idCooperativa: number, id: number): Promise<PrecioGuardado | null> {
  const [p] = await tx.query<PrecioGuardado>(
    `SELECT id, precio_por_kg, fecha_inicio::text AS fecha_inicio, fecha_fin::text AS fecha_fin
       FROM precios_cooperativa WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE`,
    [idCooperativa, id],
  );
  return p ?? null;
}

export async function borrarPrecio(tx: Consulta, idCooperativa: number, id: number): Promise<void> {
  await tx.query('DELETE FROM precios_cooperativa WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, id]);
}

/** Makes the most recent earlier price current again (the one closed last); its id, or null if none is left. */
export async function reabrirAnterior(tx: Consulta, idCooperativa: number): Promise<number | null> {
  const [p] = await tx.query<{ id: number }>(
    `UPDATE precios_cooperativa SET fecha_fin = NULL
      WHERE id_cooperativa = $1 AND id = (SELECT id FROM precios_cooperativa WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1)
      RETURNING id`,
    [idCooperativa],
  );
  return p?.id ?? null;
}
