import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { hoyDeCooperativa } from '../../acopio/entregas/fechas.repository';
import { bloquearLote } from '../../acopio/lotes/lotes.repository';
import { MENSAJES_DECLARACION as M, normalizarNumero, validarDeclaracion } from '@domain/eudr/declaracion';
import type { CuerpoDeclaracionEudr, DeclaracionEudr } from '@domain/contrato/eudr-paquete';
import { declaracionPorUuid, insertarDeclaracion, paqueteDeCooperativa, registroAReemplazar } from './declaraciones.repository';

/**
 * Records the reference the EU importer returned for a lot (issue 23), once per Idempotency-Key: the buyer, the DDS
 * reference and verification numbers and the filing date, tied to the package of this lot the importer received. A
 * correction names the record it supersedes (of this lot, not yet corrected) and why; the old one is kept. The lot's
 * row is locked first, so two corrections of one record at once give one record and one 422 (the unique key on
 * id_reemplaza stands behind it). Audited in the same transaction.
 */
export async function registrarDeclaracion(
  db: Db,
  { usuario, ip }: Actor,
  loteUuid: string,
  clave: string,
  d: CuerpoDeclaracionEudr,
): Promise<RespuestaIdempotente<{ data: DeclaracionEudr }>> {
  const coop = usuario.id_cooperativa;
  exigirValido(validarDeclaracion(d, await hoyDeCooperativa(db, coop)));
  const reemplaza = d.reemplaza_uuid ?? null;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe(`POST declaraciones_eudr/${loteUuid}`, d) };
  return unaVez(db, llave, async (tx) => {
    const lote = await bloquearLote(tx, coop, { uuid: loteUuid });
    if (!lote) throw noEncontrado();
    const paquete = await paqueteDeCooperativa(tx, coop, d.paquete_uuid);
    if (!paquete || paquete.id_lote !== lote.id) throw invalido({ paquete_uuid: [M.paqueteAjeno] });
    let idReemplaza: number | null = null;
    if (reemplaza) {
      const anterior = await registroAReemplazar(tx, coop, reemplaza);
      if (!anterior || anterior.id_lote !== lote.id) throw invalido({ reemplaza_uuid: [M.reemplazaAjeno] });
      if (anterior.reemplazada) throw invalido({ reemplaza_uuid: [M.yaCorregido] });
      idReemplaza = anterior.id;
    }
    const registro = {
      idLote: lote.id,
      idPaquete: paquete.id,
      comprador: d.comprador.trim(),
      referencia: normalizarNumero(d.referencia),
      verificacion: normalizarNumero(d.verificacion),
      fecha: d.fecha,
      idReemplaza,
      motivo: reemplaza ? (d.motivo_correccion ?? '').trim() : null,
      idUsuario: usuario.id,
    };
    const uuid = await insertarDeclaracion(tx, coop, registro);
    const nueva = (await declaracionPorUuid(tx, coop, uuid))!;
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'lotes_declaraciones_eudr',
      id_entidad: uuid,
      despues: {
        lote: lote.uuid,
        paquete: paquete.uuid,
        sha256_paquete: paquete.sha256,
        comprador: registro.comprador,
        referencia: registro.referencia,
        verificacion: registro.verificacion,
        fecha: registro.fecha,
        reemplaza_uuid: reemplaza,
        motivo_correccion: registro.motivo,
      },
    });
    return { codigo: 201, cuerpo: { data: nueva } };
  });
}
