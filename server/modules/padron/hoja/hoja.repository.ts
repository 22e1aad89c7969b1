import type { Consulta } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { contextoPadron, filaPadron, parcelasPadron } from '../completo/padron-completo.repository';
import type { DatosHoja } from '@domain/padron/hoja';

/** What the registry sheet prints, and the cooperative's logo for its header (as the delivery receipt). */
export interface HojaLeida {
  datos: DatosHoja;
  logo: Uint8Array | null;
}

/**
 * The registry sheet of a producer (by uuid, as the register row and the profile name them) in a cycle of the
 * token's cooperative: the register's own row and parcels-modal reads (padron-completo.repository.ts), so the
 * sheet says what the grid says. Null when the cycle or the producer is another cooperative's, or the producer has
 * no account in the cycle's register (confirmed and without baja): the route answers 404 for all of them.
 */
export async function leerHojaPadron(
  db: Consulta,
  u: UsuarioAutenticado,
  uuidProductor: string,
  idCiclo: number,
): Promise<HojaLeida | null> {
  const coop = u.id_cooperativa;
  const [c] = await db.query<{ id_cuenta: number; ciclo: string; cooperativa: string; logo: Uint8Array | null }>(
    `SELECT c.id AS id_cuenta, ci.nombre AS ciclo, co.nombre AS cooperativa, lg.contenido AS logo
       FROM productores p
       JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id AND c.id_ciclo = $3
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN cooperativas co ON co.id = p.id_cooperativa
       LEFT JOIN archivos lg ON lg.id_cooperativa = co.id AND lg.uuid = co.logo
      WHERE p.id_cooperativa = $1 AND p.uuid = $2`,
    [coop, uuidProductor, idCiclo],
  );
  if (!c) return null;
  // The register's population (confirmed, no baja) is filaPadron's own scope.
  const fila = await filaPadron(db, u, c.id_cuenta);
  if (!fila) return null;
  const [ctx, parcelas] = await Promise.all([contextoPadron(db, coop), parcelasPadron(db, coop, idCiclo, c.id_cuenta)]);
  return {
    datos: {
      idCooperativa: coop,
      idProducto: ctx.idProducto,
      usaCodigoTx: ctx.usaCodigoTx,
      ineEtiqueta: ctx.ineEtiqueta,
      cooperativa: c.cooperativa,
      ciclo: c.ciclo,
      fila,
      parcelas: parcelas ?? [],
    },
    logo: c.logo,
  };
}
