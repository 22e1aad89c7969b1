import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { cicloDeCooperativa } from '../padron.repository';
import { pendientesDe } from '../decision';
import { bloquearAltas, marcarAltasCanceladas } from './altas.repository';
import { erroresDecision, mensajeDecision } from '@domain/padron/solicitudes';
import type { CuerpoCancelarAltas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Cancelar alta' (spec 001 §2.12, §4): the selected pending requests are cancelled (they move to Historial) and
 * their accounts stay out of the producers' population. One transaction, rows locked, one audit row per request.
 */
export async function cancelarAltas(db: Db, { usuario, ip }: Actor, b: CuerpoCancelarAltas): Promise<RespuestaDecision> {
  exigirValido(erroresDecision('ids', b.ids));
  const coop = usuario.id_cooperativa;
  if (!(await cicloDeCooperativa(db, coop, b.id_ciclo))) throw noEncontrado();
  const total = await db.transaction(async (tx) => {
    const pendientes = pendientesDe(await bloquearAltas(tx, coop, b.id_ciclo, b.ids), b.ids, 'ids');
    await marcarAltasCanceladas(
      tx,
      coop,
      pendientes.map((f) => f.id),
      usuario.id,
    );
    for (const f of pendientes) {
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'cancelar',
        entidad: 'cuentas_altas_solicitud',
        id_entidad: f.uuid,
        id_productor: f.id_productor,
        antes: { estado: 'pendiente', cuenta: { confirmado: f.confirmado } },
        despues: { estado: 'cancelada', cuenta: { confirmado: 0 } },
      });
    }
    return pendientes.length;
  });
  return { success: true, total, message: mensajeDecision('alta', 'cancelar', total) };
}
