import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { hoyDeCooperativa } from '../cuentas/cuentas.repository';
import { detalleParaSeguimiento, guardarSeguimiento } from './comite.repository';
import { MENSAJES_COMITE, TIPO_CONDICION, validarSeguimiento } from '@domain/comite/evaluacion';
import type { CuerpoSeguimiento, DetalleComite } from '@domain/contrato/comite';

export const MENSAJE_SEGUIMIENTO = 'Se actualizó el seguimiento de la condición';

/**
 * POST comite_evaluaciones_update_details (R046): whether a condition (tipo 2) of a current-cycle evaluation was
 * fulfilled, and when. The row is locked while it changes; the audit row names the producer.
 */
export async function seguirCondicion(db: Db, actor: Actor, d: CuerpoSeguimiento): Promise<DetalleComite> {
  const coop = actor.usuario.id_cooperativa;
  exigirValido(validarSeguimiento(d, await hoyDeCooperativa(db, coop)));
  return db.transaction(async (tx) => {
    const detalle = await detalleParaSeguimiento(tx, coop, d.id);
    if (!detalle) throw noEncontrado();
    if (detalle.tipo !== TIPO_CONDICION) throw invalido({ id: [MENSAJES_COMITE.soloCondiciones] });
    if (!detalle.editable) throw invalido({ id: [MENSAJES_COMITE.cicloActual] });
    const nuevo = await guardarSeguimiento(tx, coop, d.id, d);
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'comite_evaluaciones_detalles',
      id_entidad: String(d.id),
      id_productor: detalle.id_productor,
      antes: { verif_cumplido: detalle.verif_cumplido, verif_fecha: detalle.verif_fecha },
      despues: { verif_cumplido: nuevo.verif_cumplido, verif_fecha: nuevo.verif_fecha },
    });
    return nuevo;
  });
}
