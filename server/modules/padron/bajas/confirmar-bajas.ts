import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { hoyDeCooperativa } from '../../cuentas/cuentas.repository';
import { decidir } from '../decision';
import { bloquearBajas, marcarBajasConfirmadas } from './bajas.repository';
import { efectoBaja } from '@domain/padron/solicitudes';
import type { CuerpoConfirmarBajas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Dar de baja' of the registry's Bajas screen (spec 001 §2.12, §4): the selected pending removals are confirmed
 * for the chosen registers (efectoBaja) with their own reason, dated today in the cooperative's zone. decidir: one
 * transaction, requests and accounts locked, only pending rows change, one audit row per request.
 */
export async function confirmarBajas(db: Db, actor: Actor, b: CuerpoConfirmarBajas): Promise<RespuestaDecision> {
  const efecto = efectoBaja(b.padronesSeleccionados);
  const hoy = await hoyDeCooperativa(db, actor.usuario.id_cooperativa);
  return decidir(db, actor, {
    tipo: 'baja',
    decision: 'confirmar',
    campo: 'uuids',
    seleccion: b.uuids,
    idCiclo: b.id_ciclo,
    padrones: b.padronesSeleccionados,
    bloquear: (tx, coop) => bloquearBajas(tx, coop, b.id_ciclo, b.uuids),
    marcar: (tx, coop, pendientes) =>
      marcarBajasConfirmadas(
        tx,
        coop,
        pendientes.map((f) => f.id),
        actor.usuario.id,
        b.padronesSeleccionados,
        efecto,
        hoy,
      ),
    registro: (f) => ({
      accion: 'baja',
      entidad: 'cuentas_bajas',
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
    }),
  });
}
