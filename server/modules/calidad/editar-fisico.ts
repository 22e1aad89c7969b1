import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import type { CuerpoEdicionFisico, RespuestaIdsAnalisis } from '@domain/contrato/calidad';
import { resolverSeleccion } from './seleccion';
import { leerFisico, type FisicoLeido } from './fisico-datos';
import {
  actualizarAnalisis,
  actualizarFisico,
  ajustesCalidad,
  bloquearFisico,
  filasDeFisico,
  guardarZarandas,
  reemplazarAcopios,
} from './calidad-escritura.repository';
import { leerZarandas } from './calidad.lectura';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';

/**
 * PUT calidad/analisis/fisico/{uuid} (R123, R124): the version first (a stale form is a 409), then the selection (the
 * pen may have changed it) and the physical analysis recomputed from the weights with the cooperative's convention of
 * today; sieves and defects marked eliminar go; ids must be this analysis' rows. One transaction, audited.
 */
export async function editarFisico(db: Db, { usuario, ip }: Actor, uuid: string, d: CuerpoEdicionFisico): Promise<RespuestaIdsAnalisis> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const actual = await bloquearFisico(tx, coop, uuid);
    if (!actual) throw noEncontrado();
    const version = await tomarVersion(tx, { tabla: 'calidad_fisicos', llave: { id_cooperativa: coop, id: actual.id } }, d.version);
    const s = await resolverSeleccion(tx, coop, d);
    const aj = await ajustesCalidad(tx, coop);
    const f = await leerFisico(tx, d, { sacoKg: aj.saco_kg, baseMancha: aj.base_mancha }, s.kg_pergamino);
    exigirFilasPropias(f, await filasDeFisico(tx, coop, actual.id));
    const zarandasAntes = await leerZarandas(tx, coop, actual.id);
    await actualizarAnalisis(tx, coop, actual.id_analisis, s);
    await reemplazarAcopios(tx, coop, actual.id_analisis, s.acopios);
    await actualizarFisico(tx, coop, actual.id, f.fila, usuario.id);
    await guardarZarandas(tx, coop, actual.id, f.zarandas, f.quitarZarandas);
    const [sens] = await tx.query<{ uuid: string }>(
      'SELECT uuid::text FROM calidad_sensoriales WHERE id_cooperativa = $1 AND id_analisis = $2',
      [coop, actual.id_analisis],
    );
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'calidad_fisicos',
      id_entidad: uuid,
      id_productor: s.id_productor,
      antes: { ...actual, zarandas: zarandasAntes },
      despues: { seleccion: s, fisico: f.fila, zarandas: f.zarandas, quitar: f.quitarZarandas },
    });
    return {
      success: true,
      message: M.guardadoFisico,
      data: {
        id_calidad_analisis: actual.uuid_analisis,
        id_calidad_analisis_fisico: uuid,
        id_calidad_analisis_sensorial: sens?.uuid ?? null,
        folio: actual.folio,
        version,
      },
    };
  });
}

/** Every stored id in the body is a row of this physical analysis, and a defect's id is under its own sieve. */
function exigirFilasPropias(f: FisicoLeido, propias: Awaited<ReturnType<typeof filasDeFisico>>): void {
  const ajena =
    f.quitarZarandas.some((id) => !propias.zarandas.has(id)) ||
    f.zarandas.some(
      (z) =>
        (z.id !== null && !propias.zarandas.has(z.id)) ||
        [...z.quitarDefectos, ...z.defectos.flatMap((x) => (x.id === null ? [] : [x.id]))].some(
          (id) => z.id === null || propias.defectos.get(id) !== z.id,
        ),
    );
  if (ajena) throw invalido({ zarandas: [M.filaAjena] });
}
