import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { ErrorHttp, exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { MENSAJE_YA_VINCULADO, mensajeVinculados, revisarLote } from '@domain/vinculos/vinculos';
import type { CuerpoVinculoCuenta, RespuestaVinculo } from '@domain/contrato/vinculos';
import { cuentaVinculo, formulariosDelLote, vincularACuenta } from './vinculos.repository';

/** Another person linked one of the forms first: nothing of this batch is linked. */
export const yaVinculado = () => new ErrorHttp(409, MENSAJE_YA_VINCULADO, { ids: [MENSAJE_YA_VINCULADO] });

/**
 * 'Vincular formularios a productor' (spec 002 §2.13, §7 vinculo_forms_cuenta_batch): in one transaction the
 * producer's account and the forms are locked, the batch is checked against them (another cooperative's form is
 * one that does not exist: 422, nothing linked), each form gets its tx_formatos row and its producer, and one
 * audit row records the batch.
 */
export async function vincularFormulariosCuenta(db: Db, { usuario, ip }: Actor, b: CuerpoVinculoCuenta): Promise<RespuestaVinculo> {
  const coop = usuario.id_cooperativa;
  const todos = [...b.idsPP, ...b.idsPO, ...b.idsCroquis];
  return db.transaction(async (tx) => {
    const cuenta = await cuentaVinculo(tx, coop, b.id_cuenta, true);
    if (!cuenta) throw noEncontrado();
    if (cuenta.fecha_baja) throw invalido({ id_cuenta: ['El productor está dado de baja en este ciclo'] });
    const leidos = await formulariosDelLote(tx, coop, todos, true);
    const r = revisarLote(b, leidos, 'cuenta');
    exigirValido(r.errores);
    if (r.yaVinculado) throw yaVinculado();
    const filas = await vincularACuenta(tx, coop, cuenta, usuario.id, r.ids);
    const porId = new Map(leidos.map((f) => [f.id, f]));
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'formularios_campo',
      id_entidad: `cuenta:${cuenta.id}`,
      id_productor: cuenta.id_productor,
      antes: { id_cuenta: null },
      despues: { id_cuenta: cuenta.id, formularios: filas.map((f) => ({ uuid: porId.get(f.id)?.uuid, id_formato: f.id_formato })) },
    });
    return { success: true, message: mensajeVinculados(filas.length), data: filas.length };
  });
}
