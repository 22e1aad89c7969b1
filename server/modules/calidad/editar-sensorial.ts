import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import type { CuerpoEdicionSensorial, RespuestaIdsAnalisis } from '@domain/contrato/calidad';
import { actualizarSensorial, bloquearSensorial } from './calidad-escritura.repository';
import { leerSensorial } from './sensorial-datos';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';

/** PUT calidad/analisis/sensorial/{uuid}: the version first (409 when stale), the total recomputed; audited. */
export async function editarSensorial(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  d: CuerpoEdicionSensorial,
): Promise<RespuestaIdsAnalisis> {
  const coop = usuario.id_cooperativa;
  const { version: _v, id_calidad_analisis: idAnalisis, ...cuerpo } = d;
  const fila = leerSensorial(cuerpo);
  return db.transaction(async (tx) => {
    const actual = await bloquearSensorial(tx, coop, uuid);
    if (!actual) throw noEncontrado();
    const version = await tomarVersion(tx, { tabla: 'calidad_sensoriales', llave: { id_cooperativa: coop, id: actual.id } }, d.version);
    // the working state sends the analysis' uuid too: it must be this cupping's
    if (idAnalisis && idAnalisis !== actual.uuid_analisis) throw invalido({ id_calidad_analisis: [M.filaAjena] });
    await actualizarSensorial(tx, coop, actual.id, fila, usuario.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'calidad_sensoriales',
      id_entidad: uuid,
      antes: actual,
      despues: fila,
    });
    return {
      success: true,
      message: M.guardadoSensorial,
      data: {
        id_calidad_analisis: actual.uuid_analisis,
        id_calidad_analisis_fisico: actual.uuid_fisico,
        id_calidad_analisis_sensorial: uuid,
        folio: actual.folio,
        version,
      },
    };
  });
}
