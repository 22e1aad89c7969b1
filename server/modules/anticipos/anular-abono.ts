import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import type { CuerpoAnularAbono, RespuestaAbono } from '@domain/contrato/anticipos';
import { anularAbono, bloquearAbono, bloquearAnticipo, detalleAnticipo } from './anticipos.repository';
import { exigirCredito } from './credito';
import { MENSAJES_CREDITO } from './mensajes';
import { recalcularAnticipo } from './recalcular';

/**
 * Voids a cash repayment with its reason (issue 25 'Money is voided, never deleted'): the row stays, marked with who,
 * when and why; the ledger is replayed without it (interest runs again on the capital it had paid), and the audit
 * trail keeps both the repayment and its voiding. A recovery at a delivery is voided with its delivery. Once per
 * Idempotency-Key.
 */
export async function anularAbonoDeAnticipo(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  uuid: string,
  d: CuerpoAnularAbono,
): Promise<RespuestaIdempotente<RespuestaAbono>> {
  const coop = usuario.id_cooperativa;
  await exigirCredito(db, coop);
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe(`POST anticipos_pagos/anular/${uuid}`, d) };
  return unaVez(db, llave, async (tx) => {
    const previo = await bloquearAbono(tx, coop, uuid);
    if (!previo) throw noEncontrado();
    // the advance first, as every other write of it, then the repayment again under that lock
    const anticipo = (await bloquearAnticipo(tx, coop, { id: previo.id_anticipo }))!;
    const abono = (await bloquearAbono(tx, coop, uuid))!;
    if (abono.anulado) throw invalido({ uuid: [MENSAJES_CREDITO.yaAnulado] });
    if (abono.id_acopio !== null) throw invalido({ uuid: [MENSAJES_CREDITO.recuperacionSeAnulaConEntrega] });
    const motivo = d.motivo.trim();
    if (!motivo) throw invalido({ motivo: ['Escriba el motivo de la anulación'] });
    await anularAbono(tx, coop, abono.id, motivo, usuario.id);
    await recalcularAnticipo(tx, coop, anticipo.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'anular',
      entidad: 'anticipos_pagos',
      id_entidad: String(abono.id),
      id_productor: await productorDe(tx, coop, { cuenta: anticipo.id_cuenta }),
      antes: { cantidad_pago: abono.cantidad_pago, anulado: false },
      despues: { anulado: true, motivo },
    });
    const data = (await detalleAnticipo(tx, coop, anticipo.id))!;
    return { codigo: 200, cuerpo: { success: true, message: MENSAJES_CREDITO.abonoAnulado, data } };
  });
}
