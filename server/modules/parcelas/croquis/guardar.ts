import type { Consulta, Db } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { invalido, noEncontrado } from '../../../errores';
import { tomarVersion } from '../../../db/version';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { alertasQueImpidenGuardar } from '@domain/poligono/croquis-entrada';
import { excesoDeVertices } from '@domain/poligono/limite';
import { areaHectareas, cajaPoligono, centroidePoligono } from '@domain/poligono/medidas';
import type { Alerta, Poligono } from '@domain/poligono/tipos';
import {
  escribirCroquis,
  guardarEnHistorial,
  parcelaCroquis,
  parcelaCroquisPorId,
  sacarDelHistorial,
  subirVersionParcela,
  type OrigenCroquis,
  type ParcelaCroquis,
} from './croquis.repository';
import { calcularAlertas, guardarAlertas, revisarVecinosAfectados, revisarYGuardar } from './alertas';
import type { Revisor } from './revision';
import { encolarAnalisisParcela } from '../../eudr/analisis-whisp';
import { recalcularAreasNaturales } from '../../eudr/areas-naturales';

/**
 * The one path every sketch change takes (editor save, KML import, the two removals): in one transaction the
 * plot's row is locked, the replaced sketch goes to the history, the new one is stored with centroid, box and
 * area, the plot's alerts and those of the neighbours it touched are recomputed, and the audit row is written.
 */

type Quien = Pick<UsuarioAutenticado, 'id' | 'email' | 'id_cooperativa'>;

const redondear = (v: number, d: number) => Number(v.toFixed(d));

/** A plot removed from the cooperative keeps its last sketch as it was: it is history, not work in progress. */
function exigirActiva(p: ParcelaCroquis): void {
  if (p.fecha_baja) throw invalido({ uuid: ['La parcela está dada de baja: su croquis ya no se modifica'] });
}

/**
 * Refuses a sketch that cannot be stored at all (more vertices than the limit, no numbers, outside WGS84, fewer
 * than three points, no area): 422 with the check's own Spanish text, before anything is locked or written. The
 * limit comes first: it is what keeps the review cheap.
 */
function exigirCroquisGuardable(alertas: readonly Alerta[], campo: string): void {
  const bloquean = alertasQueImpidenGuardar(alertas);
  if (bloquean.length > 0) {
    const textos = bloquean.map((a) => `${a.titulo}: ${a.descripcion}`);
    throw invalido({ [campo]: textos }, textos[0]);
  }
}

function exigirLimite(poligono: Poligono, campo: string): void {
  const exceso = excesoDeVertices(poligono);
  if (exceso) throw invalido({ [campo]: [exceso] }, exceso);
}

/** The plot as it will be once the polygon is stored (the box is what the neighbour search reads). */
const conPoligono = (p: ParcelaCroquis, poligono: Poligono): ParcelaCroquis => ({ ...p, poligono, ...cajaPoligono(poligono) });

/** What the review reads of the plot besides the polygon; if any changed meanwhile, the review is done again. */
const mismoContexto = (a: ParcelaCroquis, b: ParcelaCroquis): boolean =>
  a.superficie === b.superficie &&
  a.id_ciclo === b.id_ciclo &&
  a.localidad_latitud === b.localidad_latitud &&
  a.localidad_longitud === b.localidad_longitud &&
  a.localidad === b.localidad;

/**
 * The plot's version on every sketch change: checked and bumped when the editor sent the one it loaded, only bumped
 * otherwise (KML import, removals, a call without it), so an editor opened before any change gets the 409.
 */
async function versionarCroquis(tx: Consulta, coop: number, idParcela: number, version: number | undefined): Promise<void> {
  const registro = { tabla: 'parcelas', llave: { id_cooperativa: coop, id: idParcela } };
  if (version !== undefined) await tomarVersion(tx, registro, version);
  else await subirVersionParcela(tx, coop, idParcela);
}

export interface ResultadoCroquis {
  parcela: ParcelaCroquis;
  alertas: Alerta[];
  vecinosRevisados: number;
}

/** A sketch reviewed before any transaction: the plot as it was and the alerts of the new polygon. */
export interface CroquisRevisado {
  previa: ParcelaCroquis;
  poligono: Poligono;
  origen: OrigenCroquis;
  revisadas: Alerta[];
}

/**
 * The part of a sketch save that runs before the transaction: the limit, the plot (404 if not the cooperative's),
 * and the review (the costly part), in the polygon thread, with the plot's context and neighbours as they are now:
 * PGlite has one connection, and a review inside the transaction would hold every other request for its length
 * (docs/DECISIONES.md 'poligonos: revisión antes de guardar'). A 422 here changes nothing.
 */
export async function revisarCroquis(
  db: Consulta,
  coop: number,
  uuid: string,
  poligono: Poligono,
  origen: OrigenCroquis,
  revisar: Revisor,
): Promise<CroquisRevisado> {
  const campo = origen === 'kml' ? 'kml' : 'croquis';
  exigirLimite(poligono, campo);
  const previa = await parcelaCroquis(db, coop, uuid);
  if (!previa) throw noEncontrado();
  exigirActiva(previa);
  const revisadas = await calcularAlertas(db, coop, conPoligono(previa, poligono), revisar);
  exigirCroquisGuardable(revisadas, campo);
  return { previa, poligono, origen, revisadas };
}

/**
 * The transactional part of a sketch save, inside the caller's transaction (the editor's own, or a linking batch
 * that gives plots the sketches captured in the field, issue 27): lock, history, store, EUDR, alerts, audit.
 */
export async function guardarCroquisEn(
  tx: Consulta,
  quien: Quien,
  ip: string | null,
  r: CroquisRevisado,
  revisar: Revisor,
  version?: number,
): Promise<ResultadoCroquis> {
  const coop = quien.id_cooperativa;
  const { previa, poligono, origen, revisadas } = r;
  const uuid = previa.uuid;
  // First: a sketch changed since the editor loaded it is a 409 before anything is written (server/db/version.ts).
  await versionarCroquis(tx, coop, previa.id, version);
  const antes = await parcelaCroquis(tx, coop, uuid, true);
  if (!antes) throw noEncontrado();
  exigirActiva(antes);
  const centro = centroidePoligono(poligono);
  const caja = cajaPoligono(poligono);
  await guardarEnHistorial(tx, coop, antes, quien.id);
  await escribirCroquis(tx, coop, antes.id, {
    poligono,
    centroide_lat: redondear(centro.lat, 8),
    centroide_lng: redondear(centro.lng, 8),
    caja,
    poligono_area: redondear(areaHectareas(poligono), 4),
    elevaciones: null,
    elevacion_centro: null,
    origen,
  });
  await recalcularAreasNaturales(tx, coop, antes.id, poligono);
  const despues = (await parcelaCroquisPorId(tx, coop, antes.id))!;
  // A new polygon is sent to the automated EUDR analysis once the transaction commits (an unchanged one is not).
  await encolarAnalisisParcela(tx, coop, antes.id);
  let alertas = revisadas;
  if (mismoContexto(previa, despues)) await guardarAlertas(tx, coop, despues.id, alertas);
  else alertas = await revisarYGuardar(tx, coop, despues, revisar);
  const vecinosRevisados = await revisarVecinosAfectados(tx, coop, despues, antes.poligono, poligono, revisar);
  await auditar(tx, quien, ip, {
    id_cooperativa: coop,
    accion: 'editar',
    entidad: 'parcelas_croquis',
    id_entidad: uuid,
    id_productor: await productorDe(tx, coop, { parcela: antes.id }),
    antes: { poligono: antes.poligono, origen: antes.croquis_origen },
    despues: { poligono, origen, alertas: alertas.map((a) => a.codigo) },
  });
  return { parcela: despues, alertas, vecinosRevisados };
}

export async function guardarCroquis(
  db: Db,
  quien: Quien,
  ip: string | null,
  uuid: string,
  poligono: Poligono,
  origen: OrigenCroquis,
  revisar: Revisor,
  /** The editor's: the plot's version it loaded (409 if the sketch changed since). */
  version?: number,
): Promise<ResultadoCroquis> {
  const revisado = await revisarCroquis(db, quien.id_cooperativa, uuid, poligono, origen, revisar);
  return db.transaction((tx) => guardarCroquisEn(tx, quien, ip, revisado, revisar, version));
}

export type ModoEliminar = 'usar-anterior' | 'sin-croquis';

export interface ResultadoEliminar extends ResultadoCroquis {
  /** True when a previous sketch took the removed one's place. */
  restaurado: boolean;
}

/**
 * 'Eliminar actual y usar el anterior si existe' (usar-anterior): the current sketch is discarded and the latest
 * previous one comes back; without one the plot is left without sketch. 'Eliminar croquis' (sin-croquis): the
 * plot is left without sketch and the removed one goes to the history, so nothing drawn is lost. In both, the
 * plot keeps its centroid (its place stays known: the map shows 'Polígono pendiente de registrar').
 */
export async function eliminarCroquis(
  db: Db,
  quien: Quien,
  ip: string | null,
  uuid: string,
  modo: ModoEliminar,
  revisar: Revisor,
): Promise<ResultadoEliminar> {
  const coop = quien.id_cooperativa;
  return db.transaction(async (tx) => {
    const antes = await parcelaCroquis(tx, coop, uuid, true);
    if (!antes) throw noEncontrado();
    exigirActiva(antes);
    await versionarCroquis(tx, coop, antes.id, undefined);
    if (!antes.poligono) throw invalido({ uuid: ['La parcela no tiene croquis que eliminar'] });
    const anterior = modo === 'usar-anterior' ? await sacarDelHistorial(tx, coop, antes.id) : null;
    // A sketch kept from before the limit comes back only if it respects it (the transaction undoes the take).
    const exceso = anterior ? excesoDeVertices(anterior.poligono) : null;
    if (exceso) throw invalido({ uuid: [`El croquis anterior no se puede restaurar. ${exceso}`] });
    if (modo === 'sin-croquis') await guardarEnHistorial(tx, coop, antes, quien.id);
    const caja = anterior ? cajaPoligono(anterior.poligono) : null;
    await escribirCroquis(
      tx,
      coop,
      antes.id,
      anterior
        ? {
            poligono: anterior.poligono,
            centroide_lat: anterior.centroide_lat,
            centroide_lng: anterior.centroide_lng,
            caja,
            poligono_area: redondear(areaHectareas(anterior.poligono), 4),
            elevaciones: anterior.elevaciones,
            elevacion_centro: anterior.elevacion_centro,
            origen: anterior.origen,
          }
        : {
            poligono: null,
            centroide_lat: antes.centroide_lat,
            centroide_lng: antes.centroide_lng,
            caja: null,
            poligono_area: null,
            elevaciones: null,
            elevacion_centro: null,
            origen: null,
          },
    );
    await recalcularAreasNaturales(tx, coop, antes.id, anterior?.poligono ?? null);
    const despues = (await parcelaCroquisPorId(tx, coop, antes.id))!;
    // A new polygon is sent to the automated EUDR analysis once the transaction commits (an unchanged one is not).
    await encolarAnalisisParcela(tx, coop, antes.id);
    const alertas = await revisarYGuardar(tx, coop, despues, revisar);
    const vecinosRevisados = await revisarVecinosAfectados(tx, coop, despues, antes.poligono, anterior?.poligono ?? null, revisar);
    await auditar(tx, quien, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'parcelas_croquis',
      id_entidad: uuid,
      id_productor: await productorDe(tx, coop, { parcela: antes.id }),
      antes: { poligono: antes.poligono, origen: antes.croquis_origen },
      despues: { poligono: despues.poligono, modo, restaurado_de: anterior?.created_at ?? null },
    });
    return { parcela: despues, alertas, vecinosRevisados, restaurado: anterior !== null };
  });
}
