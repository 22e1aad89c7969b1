import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { hoyEnZona } from '@domain/comun/formato';
import { puedeBorrarDesembolso } from '@domain/efectivo/saldo';
import type { RespuestaDesembolsoEliminado } from '@domain/contrato/efectivo';
import { bloquearDesembolso, borrarDesembolso, configuracionEfectivo } from './efectivo.repository';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/**
 * The spec's DELETE (§7 'Cash', §8): only a disbursement entered by mistake, by whoever entered it, the same day
 * (the cooperative's today); money sent is otherwise voided with a reason (POST registro_efectivo/anular/{id}), never
 * silently erased. Audited with what it was.
 */
export async function eliminarDesembolso(db: Db, { usuario, ip }: Actor, id: number): Promise<RespuestaDesembolsoEliminado> {
  const coop = usuario.id_cooperativa;
  const cfg = await configuracionEfectivo(db, coop);
  return db.transaction(async (tx) => {
    const actual = await bloquearDesembolso(tx, coop, id, cfg.zona);
    if (!actual) throw noEncontrado();
    if (!puedeBorrarDesembolso(actual, usuario.id, hoyEnZona(cfg.zona)))
      throw invalido({ id: [MENSAJES_DESEMBOLSO.noEliminadoPorque] }, MENSAJES_DESEMBOLSO.noEliminado);
    await borrarDesembolso(tx, coop, id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'eliminar',
      entidad: 'registro_efectivo',
      id_entidad: String(id),
      antes: actual,
    });
    return { success: true, message: MENSAJES_DESEMBOLSO.eliminado };
  });
}
