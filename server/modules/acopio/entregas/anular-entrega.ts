import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { tomarVersion } from '../../../db/version';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { bloquearEntregaABorrar } from './entregas-borrado.repository';
import { marcarAnulada, revertirPagos } from './entregas-anulacion.repository';
import { anularRecuperaciones } from '../../anticipos/recuperar-en-entrega';
import { centroDeUsuario } from './entregas.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import { MENSAJES_ANULACION, validarAnulacion } from '@domain/acopio/anulacion';
import type { CuerpoAnularEntrega, RespuestaAnulada } from '@domain/contrato/acopio-lotes';

/**
 * Voids a delivery (issue 22 item 4): money paid is never deleted. In one transaction, once per Idempotency-Key:
 * the delivery is locked and its version taken (409 if it changed since the person saw it), the voider's centre
 * checked (403 for another centre's), it is marked voided with the reason and leaves its lot, and each of its
 * payments gets a reversal row of the opposite amount. The kept summaries leave it out (0037). Audited twice: the
 * delivery as it was (weighings and payments) and voided, and the reversals on the payments' ledger.
 */
export async function anularEntrega(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  clave: string,
  d: CuerpoAnularEntrega,
): Promise<RespuestaIdempotente<RespuestaAnulada>> {
  exigirValido(validarAnulacion(d));
  const motivo = d.motivo.trim();
  const coop = usuario.id_cooperativa;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe(`POST entregas/anular/${uuid}`, d) };
  return unaVez(db, llave, async (tx) => {
    const e = await bloquearEntregaABorrar(tx, coop, uuid);
    if (!e) throw noEncontrado();
    await tomarVersion(tx, { tabla: 'acopios', llave: { id_cooperativa: coop, id: e.id } }, d.version);
    exigirCentro(await alcanceEn(tx, usuario), e.id_centro_acopio);
    if (e.anulada) throw invalido({ motivo: [MENSAJES_ANULACION.yaAnulada] });
    if (!e.activo_acopio) throw invalido({ motivo: [MENSAJES_ANULACION.cicloInactivo] });

    await marcarAnulada(tx, coop, e.id, motivo, usuario.id);
    const reversiones = await revertirPagos(tx, coop, e.id, usuario.id, await centroDeUsuario(tx, usuario.id));
    // issue 25: what it recovered for the producer's advances is voided too, with the delivery's reason
    await anularRecuperaciones(tx, coop, e.id, `Entrega anulada: ${motivo}`, usuario.id);
    const idProductor = await productorDe(tx, coop, { entrega: e.id });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'anular',
      entidad: 'acopios',
      id_entidad: e.uuid,
      id_productor: idProductor,
      antes: e.registro,
      despues: { anulada: true, motivo_anulacion: motivo, id_lote: null, reversiones },
    });
    if (reversiones.length)
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'anular',
        entidad: 'acopio_pagos',
        id_entidad: e.uuid,
        id_productor: idProductor,
        antes: { pagos: e.registro.pagos },
        despues: { reversiones },
      });
    return {
      codigo: 200,
      cuerpo: {
        success: 1,
        message: MENSAJES_ANULACION.anulada,
        data: { uuid: e.uuid, anulada: true, motivo_anulacion: motivo, reversiones },
      },
    };
  });
}
