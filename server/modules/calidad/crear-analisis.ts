import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import type { CuerpoAnalisisCalidad, RespuestaIdsAnalisis } from '@domain/contrato/calidad';
import { resolverSeleccion } from './seleccion';
import { leerFisico, type FisicoLeido } from './fisico-datos';
import { ajustesCalidad, guardarZarandas, insertarAnalisis, insertarFisico, reemplazarAcopios } from './calidad-escritura.repository';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';

/**
 * POST calidad/analisis (R123, a stored physical uuid absent): the analysis, its sampled deliveries, the physical
 * analysis with its derived figures, the sieves and their defects, in ONE transaction, audited. A new sieve or
 * defect row cannot name a stored id (there is none yet): such ids are refused as another analysis' rows.
 */
export const crearAnalisis = (db: Db, actor: Actor, d: CuerpoAnalisisCalidad): Promise<RespuestaIdsAnalisis> =>
  db.transaction((tx) => crearAnalisisEn(tx, actor, d));

/** The save inside a transaction already open (the route's, or the demo seed's). */
export async function crearAnalisisEn(tx: Consulta, { usuario, ip }: Actor, d: CuerpoAnalisisCalidad): Promise<RespuestaIdsAnalisis> {
  const coop = usuario.id_cooperativa;
  const s = await resolverSeleccion(tx, coop, d);
  const aj = await ajustesCalidad(tx, coop);
  const f = await leerFisico(tx, d, { sacoKg: aj.saco_kg, baseMancha: aj.base_mancha }, s.kg_pergamino);
  filasNuevasSinId(f);
  const a = await insertarAnalisis(tx, coop, s, usuario.id);
  await reemplazarAcopios(tx, coop, a.id, s.acopios);
  const fis = await insertarFisico(tx, coop, a.id, f.fila, usuario.id);
  await guardarZarandas(tx, coop, fis.id, f.zarandas, []);
  await auditar(tx, usuario, ip, {
    id_cooperativa: coop,
    accion: 'crear',
    entidad: 'calidad_analisis',
    id_entidad: a.uuid,
    id_productor: s.id_productor,
    despues: { folio: a.folio, seleccion: s, fisico: f.fila, zarandas: f.zarandas },
  });
  return {
    success: true,
    message: M.guardadoFisico,
    data: {
      id_calidad_analisis: a.uuid,
      id_calidad_analisis_fisico: fis.uuid,
      id_calidad_analisis_sensorial: null,
      folio: a.folio,
      version: fis.version,
    },
  };
}

/** On a new analysis no row has a stored id. */
function filasNuevasSinId(f: FisicoLeido): void {
  const ajenas =
    f.quitarZarandas.length > 0 ||
    f.zarandas.some((z) => z.id !== null || z.quitarDefectos.length || z.defectos.some((x) => x.id !== null));
  if (ajenas) throw invalido({ zarandas: [M.filaAjena] });
}
