import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { hoyEnZona } from '@domain/comun/formato';
import type { CuerpoEdicionDesembolso, RespuestaDesembolso } from '@domain/contrato/efectivo';
import { actualizarDesembolso, bloquearDesembolso, configuracionEfectivo, leerDesembolso } from './efectivo.repository';
import { datosDeDesembolso } from './datos';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/**
 * Edits a disbursement (a typo in the amount, the centre, the date): the version first (a stale form is a 409), never
 * a voided one, never to another cycle. Audited with before and after.
 */
export async function editarDesembolso(
  db: Db,
  { usuario, ip }: Actor,
  id: number,
  d: CuerpoEdicionDesembolso,
): Promise<RespuestaDesembolso> {
  const coop = usuario.id_cooperativa;
  const cfg = await configuracionEfectivo(db, coop);
  return db.transaction(async (tx) => {
    const actual = await bloquearDesembolso(tx, coop, id, cfg.zona);
    if (!actual) throw noEncontrado();
    await tomarVersion(tx, { tabla: 'registro_efectivo', llave: { id_cooperativa: coop, id } }, d.version);
    if (actual.anulado) throw invalido({ id: [MENSAJES_DESEMBOLSO.anuladoNoSeEdita] });
    if (d.id_ciclos !== actual.id_ciclo) throw invalido({ id_ciclos: [MENSAJES_DESEMBOLSO.cicloDistinto] });
    const datos = await datosDeDesembolso(tx, coop, cfg, hoyEnZona(cfg.zona), d);
    await actualizarDesembolso(tx, coop, id, datos);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'registro_efectivo',
      id_entidad: String(id),
      antes: actual,
      despues: datos,
    });
    const data = (await leerDesembolso(tx, coop, id, cfg))!;
    return { success: true, message: MENSAJES_DESEMBOLSO.guardado(id), data };
  });
}
