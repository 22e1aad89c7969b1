import type { Consulta } from '../../db/db';

/** A cycle of the token's cooperative by uuid (another cooperative's cycle: null, answered 404). */
export async function cicloPorUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<{ id: number; nombre: string } | null> {
  const [f] = await db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM ciclos WHERE id_cooperativa = $1 AND uuid = $2', [
    idCooperativa,
    uuid,
  ]);
  return f ?? null;
}
