import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { decidir } from '../decision';
import { bloquearAltas, marcarAltasCanceladas } from './altas.repository';
import type { CuerpoCancelarAltas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Cancelar alta' (spec 001 §2.12, §4): the selected pending requests are cancelled (they move to Historial) and
 * their accounts stay out of the producers' population (decidir: one transaction, rows locked, one audit row each).
 */
export function cancelarAltas(db: Db, actor: Actor, b: CuerpoCancelarAltas): Promise<RespuestaDecision> {
  return decidir(db, actor, {
    tipo: 'alta',
    decision: 'cancelar',
    campo: 'ids',
    seleccion: b.ids,
    idCiclo: b.id_ciclo,
    bloquear: (tx, coop) => bloquearAltas(tx, coop, b.id_ciclo, b.ids),
    marcar: (tx, coop, pendientes) =>
      marcarAltasCanceladas(
        tx,
        coop,
        pendientes.map((f) => f.id),
        actor.usuario.id,
      ),
    registro: (f) => ({
      accion: 'cancelar',
      entidad: 'cuentas_altas_solicitud',
      antes: { estado: 'pendiente', cuenta: { confirmado: f.confirmado } },
      despues: { estado: 'cancelada', cuenta: { confirmado: 0 } },
    }),
  });
}
