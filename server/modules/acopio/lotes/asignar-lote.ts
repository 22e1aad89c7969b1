import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { bloquearEntregasPorUuid, bloquearLote, ponerEnLote } from './lotes.repository';
import { exigirEntradaEnLote } from '../entrada-lote';
import { MENSAJES_LOTE } from '@domain/acopio/entrada-lote';
import { validarAsignacionLote } from '@domain/acopio/lotes';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import type { CuerpoAsignarLote, RespuestaCambioEntregas } from '@domain/contrato/acopio-lotes';

export const MENSAJES_ASIGNACION = {
  asignadas: 'Entregas asociadas al lote seleccionado.',
  otroCiclo: MENSAJES_LOTE.otroCiclo,
} as const;

/**
 * Puts deliveries into a lot (spec 002 §2.7 'assign lot', §7 lotes_asignacion): a lot and at least one delivery,
 * all of the lot's cycle; a collector assigns only their centre's deliveries to their centre's lots. A delivery
 * already in another lot moves to this one. Once per Idempotency-Key (goods change hands).
 */
export async function asignarLote(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoAsignarLote,
): Promise<RespuestaIdempotente<RespuestaCambioEntregas>> {
  exigirValido(validarAsignacionLote(d));
  const coop = usuario.id_cooperativa;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST lotes_asignacion', d) };
  return unaVez(db, llave, async (tx) => {
    const lote = await bloquearLote(tx, coop, { id: d.id_lote });
    if (!lote) throw noEncontrado();
    const entregas = await bloquearEntregasPorUuid(tx, coop, d.entregas);
    if (entregas.length !== d.entregas.length) throw noEncontrado();
    await exigirEntradaEnLote(tx, usuario, lote, entregas, 'entregas');
    if (entregas.some((e) => e.anulada)) throw invalido({ entregas: [MENSAJES_ANULACION.enSeleccion] });
    await ponerEnLote(
      tx,
      coop,
      lote.id,
      entregas.map((e) => e.id),
    );
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'lotes',
      id_entidad: lote.uuid,
      antes: entregas.map((e) => ({ acopio: e.uuid, id_lote: e.id_lote })),
      despues: { id_lote: lote.id, entregas: d.entregas },
    });
    return {
      codigo: 200,
      cuerpo: { success: 1, message: MENSAJES_ASIGNACION.asignadas, data: { entregas: entregas.length, folio: null, fecha: null } },
    };
  });
}
