import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { borrarLoteYSoltar, bloquearLote, leerLote } from './lotes.repository';
import { alcanceEn, exigirCentro } from './exigir-centro';
import { MENSAJES_LOTE } from './crear-lote';
import { loteConPaquete } from '../eudr/paquete/paquete.repository';
import type { RespuestaEliminado } from '@domain/contrato/acopio-lotes';

/** A lot whose EUDR package was made is evidence kept ≥ 5 years (EUDR art. 12, migration 0045): never deleted. */
export const MENSAJE_LOTE_CON_PAQUETE = 'El lote tiene un paquete EUDR registrado y no se puede eliminar';

/**
 * Deletes a lot (spec 002 §4): in the active collection cycle only, by someone of its centre. Only the lot's own
 * information goes: its deliveries stay, without a lot, and the audit names them. A lot with an EUDR package is
 * kept (422).
 */
export async function borrarLote(db: Db, { usuario, ip }: Actor, id: number): Promise<RespuestaEliminado> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const l = await bloquearLote(tx, coop, { id });
    if (!l) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), l.id_centro_acopio);
    if (!l.activo_acopio) throw invalido({ id_ciclo: [MENSAJES_LOTE.cicloInactivo] });
    if (await loteConPaquete(tx, coop, id)) throw invalido({ id: [MENSAJE_LOTE_CON_PAQUETE] });
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
