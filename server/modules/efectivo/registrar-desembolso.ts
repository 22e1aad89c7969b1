import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { auditar } from '../auditoria/auditoria';
import { hoyEnZona } from '@domain/comun/formato';
import type { CuerpoDesembolso, RespuestaDesembolso } from '@domain/contrato/efectivo';
import { cicloDeCooperativa, configuracionEfectivo, insertarDesembolso, leerDesembolso } from './efectivo.repository';
import { datosDeDesembolso } from './datos';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/**
 * Registers cash sent to a centre or collector (spec 002 §2.11, §5 'Cash disbursement form'): in a cycle of the
 * cooperative, to one of its centres and users. Once per Idempotency-Key (a retry does not send the money twice);
 * audited.
 */
export async function registrarDesembolso(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoDesembolso,
): Promise<RespuestaIdempotente<RespuestaDesembolso>> {
  const coop = usuario.id_cooperativa;
  const cfg = await configuracionEfectivo(db, coop);
  const datos = await datosDeDesembolso(db, coop, cfg, hoyEnZona(cfg.zona), d);
  if (!(await cicloDeCooperativa(db, coop, d.id_ciclos))) throw invalido({ id_ciclos: [MENSAJES_DESEMBOLSO.cicloNoValido] });
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST registro_efectivo', d) };
  return unaVez(db, llave, async (tx) => {
    const id = await insertarDesembolso(tx, coop, d.id_ciclos, usuario.id, datos);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'registro_efectivo',
      id_entidad: String(id),
      despues: { id_ciclo: d.id_ciclos, ...datos },
    });
    const data = (await leerDesembolso(tx, coop, id, cfg))!;
    return { codigo: 201, cuerpo: { success: true, message: MENSAJES_DESEMBOLSO.guardado(id), data } };
  });
}
