import type { Entorno } from '../entorno';
import { uno } from '../ayudas';
import { iniciarTrabajador } from '../../../server/trabajos/trabajador';
import { manejadorRemanente, TIPO_REMANENTE } from '../../../server/modules/remanente/generar-recibos';

/** The cooperative's active collection cycle with the most non-voided deliveries carrying this certification. */
export async function cicloConEntregas(e: Entorno, coop: number, cat = 15): Promise<number> {
  const f = await uno<{ id: number }>(
    e.db,
    `SELECT a.id_ciclo AS id FROM acopios a WHERE a.id_cooperativa = $1 AND NOT a.anulada AND $2 = ANY(a.certificaciones)
      GROUP BY a.id_ciclo ORDER BY count(*) DESC LIMIT 1`,
    [coop, cat],
  );
  return f.id;
}

/** Runs the queued surplus jobs to the end, as the server's worker would. */
export async function correrGeneraciones(e: Entorno): Promise<number> {
  const t = iniciarTrabajador(e.db, { [TIPO_REMANENTE]: manejadorRemanente }, { intervaloMs: 0 });
  const n = await t.procesarPendientes();
  await t.detener();
  return n;
}
