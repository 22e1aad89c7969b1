import type { Consulta } from '../../db/db';
import { encolar } from '../../trabajos/cola';
import { insertarGeneracion } from './remanente.repository';
import { TIPO_REMANENTE } from './generar-recibos';

/**
 * The delivery flow's surplus refresh. The spec's client calls admin/acopios/remanente/generar_recibos with the cycle
 * and producer 'then', after a delivery is saved (002 §7 'Deliveries'); here the delivery's own transaction queues
 * that generation, so a tab closed right after Guardar, or a collector without the surplus permission, cannot leave the
 * producer's surplus receipts behind their kilos. Only when the cycle has surplus prices: otherwise there is nothing to
 * generate, and the queue stays quiet. The route stays at its path for a manual call (docs/DECISIONES.md).
 */
export async function refrescarRemanenteDeCuenta(
  tx: Consulta,
  coop: number,
  c: { idCiclo: number; idCuenta: number; idUsuario: number },
): Promise<void> {
  const [f] = await tx.query<{ id_productor: number }>(
    `SELECT cu.id_productor FROM cuentas cu
      WHERE cu.id_cooperativa = $1 AND cu.id = $2
        AND EXISTS (SELECT 1 FROM remanente_precios rp WHERE rp.id_cooperativa = $1 AND rp.id_ciclo = $3)`,
    [coop, c.idCuenta, c.idCiclo],
  );
  if (!f) return;
  const g = await insertarGeneracion(tx, coop, c.idCiclo, f.id_productor, c.idUsuario);
  await encolar(tx, { tipo: TIPO_REMANENTE, id_cooperativa: coop, datos: { generacion: g.id } });
}
