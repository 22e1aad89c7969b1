import type { Consulta } from '../../../db/db';
import { centroDeUsuario, productoDeCooperativa } from './entregas.repository';
import { unidadesDelProducto } from '@domain/acopio/unidades';
import type { UnidadesUsuales } from '@domain/contrato/acopio-unidades';

/** How many of the centre's latest deliveries say which units are usual there: a few weeks of a busy scale. */
export const ENTREGAS_MUESTRA = 300;

/**
 * The units of a collection centre's latest deliveries (issue 22 item 24): every unit by how many weighings used it,
 * most first, and the units of the latest delivery's last weighing. A user without a centre (an administrator) reads
 * the whole cooperative's latest deliveries. Ids only; the caller keeps those of the cooperative's product.
 */
export async function unidadesDelCentro(
  db: Consulta,
  idCooperativa: number,
  idCentro: number | null,
): Promise<{ usuales: number[]; ultimas: number[] }> {
  const filas = await db.query<{ usuales: number[] | null; ultimas: number[] | null }>(
    `WITH recientes AS (
       SELECT id FROM acopios
        WHERE id_cooperativa = $1 AND ($2::int IS NULL OR id_centro_acopio = $2)
        ORDER BY id DESC LIMIT ${ENTREGAS_MUESTRA}),
     usos AS (
       SELECT u.unidad::int AS unidad, count(*) AS veces, max(r.id) AS ultima
         FROM recientes r
         JOIN acopio_pesadas p ON p.id_cooperativa = $1 AND p.id_acopio = r.id
         CROSS JOIN LATERAL unnest(p.unidades) AS u (unidad)
        GROUP BY u.unidad)
     SELECT (SELECT array_agg(unidad ORDER BY veces DESC, ultima DESC, unidad) FROM usos) AS usuales,
            (SELECT p.unidades::int[] FROM acopio_pesadas p
              WHERE p.id_cooperativa = $1 AND p.id_acopio = (SELECT max(id) FROM recientes)
              ORDER BY p.n DESC LIMIT 1) AS ultimas`,
    [idCooperativa, idCentro],
  );
  return { usuales: filas[0]?.usuales ?? [], ultimas: filas[0]?.ultimas ?? [] };
}

/** What `unidades_usuales` answers for a user (their centre's units; the device copy reads the same). */
export async function unidadesUsualesDeUsuario(db: Consulta, idCooperativa: number, idUsuario: number): Promise<UnidadesUsuales> {
  const [producto, centro] = await Promise.all([productoDeCooperativa(db, idCooperativa), centroDeUsuario(db, idUsuario)]);
  const { usuales, ultimas } = await unidadesDelCentro(db, idCooperativa, centro);
  const delProducto = unidadesDelProducto(producto);
  const ultimasValidas = ultimas.filter((u) => delProducto.includes(u));
  return {
    usuales: usuales.filter((u) => delProducto.includes(u)),
    // the latest weighing's units only when all still belong to the product (else nothing is preselected)
    ultimas: ultimasValidas.length === ultimas.length ? ultimasValidas : [],
  };
}
