import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { cicloDeCooperativa } from '../padron.repository';
import { pendientesDe } from '../decision';
import { bloquearBajas, marcarBajasCanceladas } from './bajas.repository';
import { erroresDecision, mensajeDecision } from '@domain/padron/solicitudes';
import type { CuerpoCancelarBajas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Cancelar baja' (spec 001 §2.12, §4): the selected pending removals are cancelled and the producers stay in the
 * registers. One transaction, rows locked, one audit row per request.
 */
export async function cancelarBajas(db: Db, { usuario, ip }: Actor, b: CuerpoCancelarBajas): Promise<RespuestaDecision> {
  exigirValido(erroresDecision('uuids', b.uuids));
  const coop = usuario.id_cooperativa;
  if (!(await cicloDeCooperativa(db, coop, b.id_ciclo))) throw noEncontrado();
  const total = await db.transaction(async (tx) => {
    const pendientes = pendientesDe(await bloquearBajas(tx, coop, b.id_ciclo, b.uuids), b.uuids, 'uuids');
    await marcarBajasCanceladas(
      tx,
      coop,
      pendientes.map((f) => f.id),
      usuario.id,
    );
    for (const f of pendientes) {
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'cancelar',
        entidad: 'cuentas_bajas',
        id_entidad: f.uuid,
        id_productor: f.id_productor,
        antes: { estado: 'pendiente', motivo_baja: f.motivo_baja },
        despues: { estado: 'cancelada' },
      });
    }
    return pendientes.length;
  });
  return { success: true, total, message: mensajeDecision('baja', 'cancelar', total) };
}
