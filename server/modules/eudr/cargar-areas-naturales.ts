import type { Consulta, Db } from '../../db/db';
import type { AreaCandidata, AreaNaturalEntrada, GeometriaArea } from '@domain/eudr/areas-naturales';
import type { Caja } from '@domain/poligono/tipos';
import { recalcularAreasNaturales, type LeerAreas } from './areas-naturales';
import { cajasDeAreas, insertarArea, poligonosDeAreas, siguientesParcelasCercaDeAreas, vaciarCapa } from './areas-naturales.repository';

/**
 * Loading the protected natural areas layer (`npm run areas-naturales`): the areas, already checked by
 * `leerCapaAreas`, go in one transaction (with `reemplazar`, the old layer and every plot's overlaps go first);
 * then every plot of every cooperative whose box meets the layer is recomputed, a page at a time, each page in
 * its own transaction: memory stays flat with 300,000 plots, and a server on the same PostgreSQL keeps saving
 * sketches meanwhile (a page locks only its plots).
 */

export const PARCELAS_POR_PAGINA = 200;
/** Area polygons kept between plots: a cooperative's plots cluster in a few regions, so a few areas serve many. */
const AREAS_EN_MEMORIA = 64;

export interface ResumenRecalculo {
  parcelasRevisadas: number;
  parcelasConAreas: number;
}

/**
 * A reader of candidate areas that keeps the last polygons read: a national layer has areas of megabytes, and
 * the plots near one area are many.
 */
export function lectorConMemoria(maximo = AREAS_EN_MEMORIA): LeerAreas {
  const memoria = new Map<number, GeometriaArea>();
  return async (tx: Consulta, caja: Caja): Promise<AreaCandidata[]> => {
    const cajas = await cajasDeAreas(tx, caja);
    const faltan = cajas.filter((c) => !memoria.has(c.id)).map((c) => c.id);
    if (faltan.length > 0)
      for (const { id, poligono } of await poligonosDeAreas(tx, faltan)) {
        memoria.set(id, poligono);
        if (memoria.size > maximo) memoria.delete(memoria.keys().next().value!);
      }
    return cajas.map(({ id, ...c }) => ({ id, caja: c, poligono: memoria.get(id)! })).filter((a) => a.poligono);
  };
}

/** One page of plots after `despues`, recomputed in `tx`; null when there were no more. */
async function recalcularPagina(
  tx: Consulta,
  despues: { id_cooperativa: number; id: number },
  leer: LeerAreas,
  limite: number,
): Promise<{ ultima: { id_cooperativa: number; id: number }; revisadas: number; conAreas: number } | null> {
  const parcelas = await siguientesParcelasCercaDeAreas(tx, despues, limite);
  if (parcelas.length === 0) return null;
  let conAreas = 0;
  for (const p of parcelas) if ((await recalcularAreasNaturales(tx, p.id_cooperativa, p.id, p.poligono, leer)).length > 0) conAreas++;
  const { id_cooperativa, id } = parcelas[parcelas.length - 1];
  return { ultima: { id_cooperativa, id }, revisadas: parcelas.length, conAreas };
}

/**
 * Recomputes every plot near the layer. With a `Db` each page is its own transaction; with a transaction
 * (the demo seed) all pages run in it.
 */
export async function recalcularParcelasCercanas(
  db: Db | Consulta,
  limite = PARCELAS_POR_PAGINA,
  leer: LeerAreas = lectorConMemoria(),
): Promise<ResumenRecalculo> {
  const enTransaccion = <T>(fn: (tx: Consulta) => Promise<T>): Promise<T> => ('transaction' in db ? db.transaction(fn) : fn(db));
  const total: ResumenRecalculo = { parcelasRevisadas: 0, parcelasConAreas: 0 };
  let despues = { id_cooperativa: 0, id: 0 };
  for (;;) {
    const pagina = await enTransaccion((tx) => recalcularPagina(tx, despues, leer, limite));
    if (!pagina) return total;
    total.parcelasRevisadas += pagina.revisadas;
    total.parcelasConAreas += pagina.conAreas;
    despues = pagina.ultima;
  }
}

export interface ResumenCarga extends ResumenRecalculo {
  borradas: number;
  insertadas: number;
}

/** Stores the checked areas (after emptying the layer with `reemplazar`) and recomputes the plots near the layer. */
export async function cargarAreasNaturales(
  db: Db | Consulta,
  areas: readonly AreaNaturalEntrada[],
  opciones: { reemplazar: boolean; limite?: number },
): Promise<ResumenCarga> {
  const escribir = async (tx: Consulta) => {
    const borradas = opciones.reemplazar ? await vaciarCapa(tx) : 0;
    for (const a of areas) await insertarArea(tx, a);
    return borradas;
  };
  const borradas = 'transaction' in db ? await db.transaction(escribir) : await escribir(db);
  const recalculo = await recalcularParcelasCercanas(db, opciones.limite);
  return { borradas, insertadas: areas.length, ...recalculo };
}
