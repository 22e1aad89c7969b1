import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { borrarPrecio as borrarFila, precioBloqueado, reabrirAnterior, turnoDePrecios } from './precios.repository';
import { MENSAJES_PRECIO, precioEliminado } from '@domain/acopio/precio';
import type { RespuestaPrecioEliminado } from '@domain/contrato/acopio-precios';

/**
 * Deletes the cooperative's current price (spec 002 §2.12: only the current one offers Delete) and makes the
 * previous one current again, as if the mistaken price had never been registered (docs/DECISIONES.md
 * 'acopio-recibos'). Deleting by id is safe to repeat: the second try finds nothing (404) and never reaches the
 * previous price. Deliveries keep the price they were registered with.
 */
export async function borrarPrecio(db: Db, { usuario, ip }: Actor, id: number): Promise<RespuestaPrecioEliminado> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    // The cooperative's turn first (the same order as a registration), then the row asked for.
    await turnoDePrecios(tx, coop);
    const p = await precioBloqueado(tx, coop, id);
    if (!p) throw noEncontrado();
    if (p.fecha_fin !== null) throw invalido({ id: [MENSAJES_PRECIO.soloVigente] });
    await borrarFila(tx, coop, id);
    const vigente = await reabrirAnterior(tx, coop);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'baja',
      entidad: 'precios_cooperativa',
      id_entidad: String(id),
      antes: p,
      despues: { vigente },
    });
    return { data: { precio_id: id, vigente }, message: precioEliminado(id) };
  });
}
