import type { Consulta } from '../../db/db';
import type { Ciclo } from '@domain/contrato/catalogos';

/** A cycle of the token's cooperative by uuid (another cooperative's cycle: null, answered 404). */
export async function cicloPorUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<{ id: number; nombre: string } | null> {
  const [f] = await db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM ciclos WHERE id_cooperativa = $1 AND uuid = $2', [
    idCooperativa,
    uuid,
  ]);
  return f ?? null;
}

/** A cooperative's cycles, oldest first (the last is the default, R016); `soloAcopio`: those open to collection. */
export function ciclosDeCooperativa(db: Consulta, idCooperativa: number, soloAcopio: boolean): Promise<Ciclo[]> {
  return db.query<Ciclo>(
    `SELECT id, uuid, nombre, activo, activo_acopio, fecha_inicio::text, fecha_fin::text FROM ciclos
      WHERE id_cooperativa = $1 AND (NOT $2 OR activo_acopio) ORDER BY id`,
    [idCooperativa, soloAcopio],
  );
}
