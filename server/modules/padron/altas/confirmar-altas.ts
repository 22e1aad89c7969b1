import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { decidir } from '../decision';
import { bloquearAltas, marcarAltasConfirmadas } from './altas.repository';
import { efectoAlta } from '@domain/padron/solicitudes';
import type { CuerpoConfirmarAltas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Confirmar alta' (spec 001 §2.12, §4): the selected pending requests become confirmed and their accounts enter
 * the producers' population with the chosen registers (efectoAlta). decidir: one transaction, requests and accounts
 * locked, only pending rows change, one audit row per request naming its producer.
 */
export function confirmarAltas(db: Db, actor: Actor, b: CuerpoConfirmarAltas): Promise<RespuestaDecision> {
  const efecto = efectoAlta(b.padronesSeleccionados);
  return decidir(db, actor, {
    tipo: 'alta',
    decision: 'confirmar',
    campo: 'ids',
    seleccion: b.ids,
    idCiclo: b.id_ciclo,
    padrones: b.padronesSeleccionados,
    bloquear: (tx, coop) => bloquearAltas(tx, coop, b.id_ciclo, b.ids),
    marcar: (tx, coop, pendientes) =>
      marcarAltasConfirmadas(
        tx,
        coop,
        pendientes.map((f) => f.id),
        actor.usuario.id,
        b.padronesSeleccionados,
        efecto,
      ),
    registro: (f) => ({
      accion: 'confirmar',
      entidad: 'cuentas_altas_solicitud',
      antes: {
        confirmado: 0,
        cuenta: { confirmado: f.confirmado, pertenece_cooperativa: f.pertenece_cooperativa, organico: f.organico },
      },
      despues: { confirmado: 1, padronesSeleccionados: b.padronesSeleccionados, cuenta: efecto },
    }),
  });
}
