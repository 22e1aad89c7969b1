import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { borrarLoteYSoltar, bloquearLote, leerLote, tieneDocumentosEudr } from './lotes.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import { MENSAJES_LOTE } from './crear-lote';
import type { RespuestaEliminado } from '@domain/contrato/acopio-lotes';

/**
 * Deletes a lot (spec 002 §4): in the active collection cycle only, by someone of its centre. Only the lot's own
 * information goes: its deliveries stay, without a lot, and the audit names them. A lot with an EUDR package or an
 * importer's reference is never deleted (they are kept as evidence and point at it): a 422, not the foreign key's 500.
 */
export async function borrarLote(db: Db, { usuario, ip }: Actor, id: number): Promise<RespuestaEliminado> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const l = await bloquearLote(tx, coop, { id });
    if (!l) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), l.id_centro_acopio);
    if (!l.activo_acopio) throw invalido({ id_ciclo: [MENSAJES_LOTE.cicloInactivo] });
    // issue 23: the packages and the importer's references are kept (≥ 5 years), and their lot with them
    if (await tieneDocumentosEudr(tx, coop, l.id)) throw invalido({ id: [MENSAJES_LOTE.conDocumentosEudr] });
    const antes = await leerLote(tx, coop, { id });
    const sueltas = await borrarLoteYSoltar(tx, coop, id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'eliminar',
      entidad: 'lotes',
      id_entidad: l.uuid,
      antes,
      despues: { entregas_sin_lote: sueltas },
    });
    return { success: 1, message: MENSAJES_LOTE.eliminado };
  });
}
