import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import type { CuerpoSensorial, RespuestaIdsAnalisis } from '@domain/contrato/calidad';
import { bloquearAnalisis, insertarSensorial } from './calidad-escritura.repository';
import { leerSensorial } from './sensorial-datos';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';

/**
 * POST calidad/analisis/sensorial (R123, a stored sensory uuid absent): the cupping of an analysis of the cooperative
 * (another's, or an unknown uuid, is a 404); one per analysis: a second is a 422 that sends the person to the edit.
 */
export const crearSensorial = (db: Db, actor: Actor, d: CuerpoSensorial): Promise<RespuestaIdsAnalisis> => {
  const fila = leerSensorial(d);
  return db.transaction((tx) => crearSensorialEn(tx, actor, d, fila));
};

/** The save inside a transaction already open (the route's, or the demo seed's). */
export async function crearSensorialEn(
  tx: Consulta,
  { usuario, ip }: Actor,
  d: CuerpoSensorial,
  fila = leerSensorial(d),
): Promise<RespuestaIdsAnalisis> {
  const coop = usuario.id_cooperativa;
  const a = await bloquearAnalisis(tx, coop, d.id_calidad_analisis);
  if (!a || !a.uuid_fisico) throw noEncontrado();
  if (a.id_sensorial !== null) throw invalido({ id_calidad_analisis: [M.yaTieneSensorial] });
  const s = await insertarSensorial(tx, coop, a.id, fila, usuario.id);
  await auditar(tx, usuario, ip, {
    id_cooperativa: coop,
    accion: 'crear',
    entidad: 'calidad_sensoriales',
    id_entidad: s.uuid,
    despues: { analisis: a.uuid, ...fila },
  });
  return {
    success: true,
    message: M.guardadoSensorial,
    data: {
      id_calidad_analisis: a.uuid,
      id_calidad_analisis_fisico: a.uuid_fisico,
      id_calidad_analisis_sensorial: s.uuid,
      folio: a.folio,
      version: s.version,
    },
  };
}
