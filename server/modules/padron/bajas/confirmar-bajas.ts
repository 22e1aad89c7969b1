import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { hoyDeCooperativa } from '../../cuentas/cuentas.repository';
import { cicloDeCooperativa } from '../padron.repository';
import { pendientesDe } from '../decision';
import { bloquearBajas, marcarBajasConfirmadas } from './bajas.repository';
import { efectoBaja, erroresDecision, mensajeDecision } from '@domain/padron/solicitudes';
import type { CuerpoConfirmarBajas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Dar de baja' of the registry's Bajas screen (spec 001 §2.12, §4): the selected pending removals are confirmed
 * for the chosen registers (efectoBaja) with their own reason, dated today in the cooperative's zone. One
 * transaction, requests and accounts locked, only pending rows change, one audit row per request.
 */
export async function confirmarBajas(db: Db, { usuario, ip }: Actor, b: CuerpoConfirmarBajas): Promise<RespuestaDecision> {
  exigirValido(erroresDecision('uuids', b.uuids, b.padronesSeleccionados));
  const coop = usuario.id_cooperativa;
  if (!(await cicloDeCooperativa(db, coop, b.id_ciclo))) throw noEncontrado();
  const efecto = efectoBaja(b.padronesSeleccionados);
  const hoy = await hoyDeCooperativa(db, coop);
  const total = await db.transaction(async (tx) => {
    const pendientes = pendientesDe(await bloquearBajas(tx, coop, b.id_ciclo, b.uuids), b.uuids, 'uuids');
    await marcarBajasConfirmadas(
      tx,
      coop,
      pendientes.map((f) => f.id),
      usuario.id,
      b.padronesSeleccionados,
      efecto,
      hoy,
    );
    for (const f of pendientes) {
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'baja',
        entidad: 'cuentas_bajas',
        id_entidad: f.uuid,
        id_productor: f.id_productor,
        antes: { confirmado: 0, cuenta: { fecha_baja: null, organico: f.organico } },
        despues: {
          confirmado: 1,
          padronesSeleccionados: b.padronesSeleccionados,
          motivo_baja: f.motivo_baja,
          cuenta: {
            ...(efecto.baja ? { id_cat_cuentas_bajas: f.id_cat_cuentas_bajas, fecha_baja: hoy } : {}),
            ...(efecto.salirDeOrganico ? { organico: 0 } : {}),
          },
        },
      });
    }
    return pendientes.length;
  });
  return { success: true, total, message: mensajeDecision('baja', 'confirmar', total) };
}
