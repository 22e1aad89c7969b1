import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import type { RespuestaAnticipoEliminado } from '@domain/contrato/anticipos';
import { bloquearAnticipo, borrarAnticipo, movimientosRegistrados } from './anticipos.repository';
import { exigirCredito } from './credito';
import { MENSAJES_CREDITO } from './mensajes';

/**
 * Deletes an advance that no money came back to (spec 002 §2.10 'An advance with repayments cannot be deleted', §8):
 * any repayment or recovery, voided ones too, keeps it (money that moved is never deleted; the foreign key is the
 * last guard). Audited with what it was.
 */
export async function eliminarAnticipo(db: Db, { usuario, ip }: Actor, uuid: string): Promise<RespuestaAnticipoEliminado> {
  const coop = usuario.id_cooperativa;
  const cfg = await exigirCredito(db, coop);
  return db.transaction(async (tx) => {
    const actual = await bloquearAnticipo(tx, coop, { uuid });
    if (!actual) throw noEncontrado();
    if ((await movimientosRegistrados(tx, coop, actual.id)) > 0)
      throw invalido({ uuid: [MENSAJES_CREDITO.conPagos(cfg.etiqueta, actual.folio)] });
    const productor = await productorDe(tx, coop, { cuenta: actual.id_cuenta });
    await borrarAnticipo(tx, coop, actual.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'eliminar',
      entidad: 'anticipos',
      id_entidad: String(actual.id),
      id_productor: productor,
      antes: actual,
    });
    return { success: true, message: MENSAJES_CREDITO.eliminado(cfg.etiqueta) };
  });
}
