import type { Consulta } from '../db/db';

/**
 * Locality risks of the demo (spec 001 §2.13): of the localities where the cooperative has producers, in name order,
 * two of every three get a risk (Bajo, Medio, Alto in turn) and the third stays 'Sin asignar', so the map shows both.
 * Set by the cooperative's first user, as if chosen on the screen. Deterministic.
 */
export async function sembrarPadronMapasDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  await tx.query(
    `WITH suyas AS (
       SELECT l.id, row_number() OVER (ORDER BY l.nombre, l.id) AS n
         FROM localidades l WHERE EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = $1 AND p.id_localidad = l.id))
     INSERT INTO localidades_riesgo (id_cooperativa, id_localidad, id_cat_localidad_riesgo, id_user)
     SELECT $1, s.id, 1 + (s.n % 3)::int, (SELECT min(id) FROM users WHERE id_cooperativa = $1)
       FROM suyas s WHERE s.n % 3 <> 0`,
    [idCooperativa],
  );
}
