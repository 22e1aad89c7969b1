import type { Consulta } from '../../db/db';

/**
 * Records a released version once (the first start of that version keeps its date): the seed calls it with the
 * package's version, so the list always names the running one.
 */
export async function registrarVersion(tx: Consulta, nombre: string, fecha: string | null = null): Promise<void> {
  await tx.query('INSERT INTO versiones (nombre, fecha) VALUES ($1, coalesce($2::date, CURRENT_DATE)) ON CONFLICT (nombre) DO NOTHING', [
    nombre,
    fecha,
  ]);
}
