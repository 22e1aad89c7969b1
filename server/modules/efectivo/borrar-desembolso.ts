import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { hoyEnZona } from '@domain/comun/formato';
import { puedeBorrarDesembolso } from '@domain/efectivo/saldo';
import type { RespuestaDesembolsoEliminado } from '@domain/contrato/efectivo';
import { anularDesembolso, bloquearDesembolso, configuracionEfectivo } from './efectivo.repository';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/** The reason a disbursement 'deleted' through the spec's DELETE carries: the row stays, voided with it. */
export const MOTIVO_ELIMINADO = 'Eliminado el mismo día por quien lo registró (captura equivocada)';

/**
 * The spec's DELETE (§7 'Cash', §8): only a disbursement entered by mistake, by whoever entered it, the same day
 * (the cooperative's today). Even then the row is not erased: it is voided with MOTIVO_ELIMINADO (issue 25 'Money is
 * voided, never deleted'), out of every total and struck through in the list. Any other is voided with a reason of
 * its own (POST registro_efectivo/anular/{id}). Audited with what it was.
 */
export async function eliminarDesembolso(db: Db, { usuario, ip }: Actor, id: number): Promise<RespuestaDesembolsoEliminado> {
  const coop = usuario.id_cooperativa;
  const cfg = await configuracionEfectivo(db, coop);
  return db.transaction(async (tx) => {
    const actual = await bloquearDesembolso(tx, coop, id, cfg.zona);
    if (!actual) throw noEncontrado();
    if (!puedeBorrarDesembolso(actual, usuario.id, hoyEnZona(cfg.zona)))
      throw invalido({ id: [MENSAJES_DESEMBOLSO.noEliminadoPorque] }, MENSAJES_DESEMBOLSO.noEliminado);
    await anularDesembolso(tx, coop, id, MOTIVO_ELIMINADO, usuario.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'eliminar',
      entidad: 'registro_efectivo',
      id_entidad: String(id),
      antes: actual,
      despues: { anulado: true, motivo: MOTIVO_ELIMINADO },
    });
    return { success: true, message: MENSAJES_DESEMBOLSO.eliminado };
  });
}
