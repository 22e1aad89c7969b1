import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { tieneRecuperaciones } from '../../anticipos/recuperar-en-entrega';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { bloquearEntregaABorrar, borrarEntrega } from './entregas-borrado.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import type { RespuestaEliminado } from '@domain/contrato/acopio-lotes';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';

export const MENSAJES_BORRAR_ENTREGA = {
  eliminada: 'Se eliminó el registro seleccionado.',
  cicloInactivo: 'Solo se eliminan entregas del ciclo de acopio activo',
} as const;

/**
 * Deletes a delivery (spec 002 §2.7): of the active collection cycle only, by someone of its centre, and only one
 * without payments (issue 22 item 4: one with payments is voided, anular-entrega.ts). Its weighings go with it; a
 * delivery in a lot leaves the lot (whose figures are computed from its deliveries). The audit row keeps the whole
 * delivery, weighings included (docs/DECISIONES.md 'acopio-lotes: borrar una entrega').
 */
export async function borrarEntregaDeAcopio(db: Db, { usuario, ip }: Actor, uuid: string): Promise<RespuestaEliminado> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const e = await bloquearEntregaABorrar(tx, coop, uuid);
    if (!e) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), e.id_centro_acopio);
    if (!e.activo_acopio) throw invalido({ acopio_uuid: [MENSAJES_BORRAR_ENTREGA.cicloInactivo] });
    // issue 22 item 4: money paid is never deleted; a delivery with payments (or voided) is voided, not deleted
    if (e.pagos > 0 || e.anulada) throw invalido({ acopio_uuid: [MENSAJES_ANULACION.conPagos] });
    // issue 25: credit it recovered is money too (the foreign key of anticipos_pagos is the last guard)
    if (await tieneRecuperaciones(tx, coop, e.id)) throw invalido({ acopio_uuid: [MENSAJES_ANULACION.conPagos] });
    // read before the removal: the delivery row is gone after it
    const idProductor = await productorDe(tx, coop, { entrega: e.id });
    await borrarEntrega(tx, coop, e.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'eliminar',
      entidad: 'acopios',
      id_entidad: e.uuid,
      id_productor: idProductor,
      antes: e.registro,
    });
    return { success: 1, message: MENSAJES_BORRAR_ENTREGA.eliminada };
  });
}
