import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { auditar } from '../auditoria/auditoria';
import type { CuerpoAnularDesembolso, RespuestaDesembolso } from '@domain/contrato/efectivo';
import { anularDesembolso, bloquearDesembolso, configuracionEfectivo, leerDesembolso } from './efectivo.repository';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/**
 * Voids a disbursement with its reason (issue 25 'Money is voided, never deleted'): the row stays, struck through in
 * the list, out of every total; the audit trail keeps both. Once per Idempotency-Key.
 */
export async function anularDesembolsoEfectivo(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  id: number,
  d: CuerpoAnularDesembolso,
): Promise<RespuestaIdempotente<RespuestaDesembolso>> {
  const coop = usuario.id_cooperativa;
  const cfg = await configuracionEfectivo(db, coop);
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe(`POST registro_efectivo/anular/${id}`, d) };
  return unaVez(db, llave, async (tx) => {
    const actual = await bloquearDesembolso(tx, coop, id, cfg.zona);
    if (!actual) throw noEncontrado();
    if (actual.anulado) throw invalido({ id: [MENSAJES_DESEMBOLSO.yaAnulado] });
    const motivo = d.motivo.trim();
    if (!motivo) throw invalido({ motivo: [MENSAJES_DESEMBOLSO.motivoAnulacion] });
    await anularDesembolso(tx, coop, id, motivo, usuario.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'anular',
      entidad: 'registro_efectivo',
      id_entidad: String(id),
      antes: { cantidad: actual.cantidad, anulado: false },
      despues: { anulado: true, motivo },
    });
    const data = (await leerDesembolso(tx, coop, id, cfg))!;
    return { codigo: 200, cuerpo: { success: true, message: MENSAJES_DESEMBOLSO.anulado, data } };
  });
}
