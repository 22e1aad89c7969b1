import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { cicloDeCooperativa } from '../padron.repository';
import { pendientesDe } from '../decision';
import { bloquearAltas, marcarAltasConfirmadas } from './altas.repository';
import { efectoAlta, erroresDecision, mensajeDecision } from '@domain/padron/solicitudes';
import type { CuerpoConfirmarAltas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Confirmar alta' (spec 001 §2.12, §4): the selected pending requests become confirmed and their accounts enter
 * the producers' population with the chosen registers (efectoAlta). One transaction: requests and accounts locked,
 * only pending rows change, one audit row per request naming its producer.
 */
export async function confirmarAltas(db: Db, { usuario, ip }: Actor, b: CuerpoConfirmarAltas): Promise<RespuestaDecision> {
  exigirValido(erroresDecision('ids', b.ids, b.padronesSeleccionados));
  const coop = usuario.id_cooperativa;
  if (!(await cicloDeCooperativa(db, coop, b.id_ciclo))) throw noEncontrado();
  const efecto = efectoAlta(b.padronesSeleccionados);
  const total = await db.transaction(async (tx) => {
    const pendientes = pendientesDe(await bloquearAltas(tx, coop, b.id_ciclo, b.ids), b.ids, 'ids');
    await marcarAltasConfirmadas(
      tx,
      coop,
      pendientes.map((f) => f.id),
      usuario.id,
      b.padronesSeleccionados,
      efecto,
    );
    for (const f of pendientes) {
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'confirmar',
        entidad: 'cuentas_altas_solicitud',
        id_entidad: f.uuid,
        id_productor: f.id_productor,
        antes: {
          confirmado: 0,
          cuenta: { confirmado: f.confirmado, pertenece_cooperativa: f.pertenece_cooperativa, organico: f.organico },
        },
        despues: { confirmado: 1, padronesSeleccionados: b.padronesSeleccionados, cuenta: efecto },
      });
    }
    return pendientes.length;
  });
  return { success: true, total, message: mensajeDecision('alta', 'confirmar', total) };
}
