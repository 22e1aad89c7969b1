import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { decidir } from '../decision';
import { bloquearBajas, marcarBajasCanceladas } from './bajas.repository';
import type { CuerpoCancelarBajas, RespuestaDecision } from '@domain/contrato/padron';

/**
 * 'Cancelar baja' (spec 001 §2.12, §4): the selected pending removals are cancelled and the producers stay in the
 * registers (decidir: one transaction, rows locked, one audit row per request).
 */
export function cancelarBajas(db: Db, actor: Actor, b: CuerpoCancelarBajas): Promise<RespuestaDecision> {
  return decidir(db, actor, {
    tipo: 'baja',
    decision: 'cancelar',
    campo: 'uuids',
    seleccion: b.uuids,
    idCiclo: b.id_ciclo,
    bloquear: (tx, coop) => bloquearBajas(tx, coop, b.id_ciclo, b.uuids),
    marcar: (tx, coop, pendientes) =>
      marcarBajasCanceladas(
        tx,
        coop,
        pendientes.map((f) => f.id),
        actor.usuario.id,
      ),
    registro: (f) => ({
      accion: 'cancelar',
      entidad: 'cuentas_bajas',
      antes: { estado: 'pendiente', motivo_baja: f.motivo_baja },
      despues: { estado: 'cancelada' },
    }),
  });
}
