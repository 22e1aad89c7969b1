import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { tomarVersion } from '../../../db/version';
import { auditar } from '../../auditoria/auditoria';
import { hoyDeCooperativa } from '../../cuentas/cuentas.repository';
import { actualizarLote, bloquearLote, leerLote } from './lotes.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import { datosLote, MENSAJES_LOTE } from './crear-lote';
import { avisoVolumen, validarLote } from '@domain/acopio/lotes';
import type { CuerpoEditarLote, RespuestaLote } from '@domain/contrato/acopio-lotes';

/**
 * Edits a lot (spec 002 §5 'Lot'): in the active collection cycle only, by someone of its centre, from the version
 * the form loaded (409 otherwise). A volume below what the lot already holds is saved with the spec's warning.
 */
export async function editarLote(db: Db, { usuario, ip }: Actor, uuid: string, d: CuerpoEditarLote): Promise<RespuestaLote> {
  const coop = usuario.id_cooperativa;
  exigirValido(validarLote(d, await hoyDeCooperativa(db, coop)));
  return db.transaction(async (tx) => {
    const l = await bloquearLote(tx, coop, { uuid });
    if (!l) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), l.id_centro_acopio);
    if (!l.activo_acopio) throw invalido({ id_ciclo: [MENSAJES_LOTE.cicloInactivo] });
    await tomarVersion(tx, { tabla: 'lotes', llave: { id_cooperativa: coop, id: l.id } }, d.version);
    const antes = await leerLote(tx, coop, { id: l.id });
    const datos = datosLote(d);
    await actualizarLote(tx, coop, l.id, datos);
    await auditar(tx, usuario, ip, { id_cooperativa: coop, accion: 'editar', entidad: 'lotes', id_entidad: l.uuid, antes, despues: datos });
    const lote = (await leerLote(tx, coop, { id: l.id }))!;
    return {
      success: 1,
      message: MENSAJES_LOTE.registrado(lote.nombre),
      aviso: avisoVolumen(lote.volumen, lote.lote_kgs_entregados),
      data: lote,
    };
  });
}
