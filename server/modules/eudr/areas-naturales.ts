import type { Consulta } from '../../db/db';
import { areasEncimadas, type AreaCandidata, type AreaEncimada } from '@domain/eudr/areas-naturales';
import { esPoligono } from '@domain/poligono/forma';
import { cajaPoligono } from '@domain/poligono/medidas';
import type { Caja, Poligono } from '@domain/poligono/tipos';
import { areasPorCaja, escribirAreasDeParcela } from './areas-naturales.repository';

/** Where the candidate areas of a box come from: the table (a sketch save) or the loader's cache of polygons. */
export type LeerAreas = (tx: Consulta, caja: Caja) => Promise<AreaCandidata[]>;

/**
 * Recomputes which protected natural areas the plot's polygon overlaps and by how many hectares, in the caller's
 * transaction: every sketch change calls it (editor, KML import, both removals), and so does the layer loader.
 * Without a polygon the plot overlaps nothing. Returns what was stored.
 */
export async function recalcularAreasNaturales(
  tx: Consulta,
  coop: number,
  idParcela: number,
  poligono: Poligono | null,
  leerAreas: LeerAreas = areasPorCaja,
): Promise<AreaEncimada[]> {
  const areas = esPoligono(poligono) ? areasEncimadas(poligono, await leerAreas(tx, cajaPoligono(poligono))) : [];
  await escribirAreasDeParcela(tx, coop, idParcela, areas);
  return areas;
}
