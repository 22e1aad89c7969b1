import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { noEncontrado } from '../../../errores';
import { tomarVersion } from '../../../db/version';
import { auditar } from '../../auditoria/auditoria';
import { bloquearLote, cambiarEstadoDeLote, leerLote } from './lotes.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import { MENSAJE_CAMBIO_ESTADO } from '@domain/acopio/cambio-estado';
import type { CuerpoEstadoLote, Lote } from '@domain/contrato/acopio-lotes';

/**
 * The lots table's inline state change (spec 002 §4 'Lots'): any cycle (a lot of last harvest is still sold and
 * shipped), by someone of the lot's centre, from the version the table showed (409 otherwise).
 */
export async function cambiarEstadoLote(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  d: CuerpoEstadoLote,
): Promise<{ success: 1; message: string; data: Lote }> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const l = await bloquearLote(tx, coop, { uuid });
    if (!l) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), l.id_centro_acopio);
    await tomarVersion(tx, { tabla: 'lotes', llave: { id_cooperativa: coop, id: l.id } }, d.version);
    const antes = await leerLote(tx, coop, { id: l.id });
    await cambiarEstadoDeLote(tx, coop, l.id, d.id_recoleccion_acopio_estatus);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'lotes',
      id_entidad: l.uuid,
      antes: { id_recoleccion_acopio_estatus: antes?.id_recoleccion_acopio_estatus ?? null },
      despues: { id_recoleccion_acopio_estatus: d.id_recoleccion_acopio_estatus },
    });
    return { success: 1, message: MENSAJE_CAMBIO_ESTADO, data: (await leerLote(tx, coop, { id: l.id }))! };
  });
}
