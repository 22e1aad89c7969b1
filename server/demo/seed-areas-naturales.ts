import { readFileSync } from 'node:fs';
import type { Consulta } from '../db/db';
import { describirProblema, leerCapaAreas } from '@domain/eudr/areas-naturales';
import { contarAreas } from '../modules/eudr/areas-naturales.repository';
import { cargarAreasNaturales } from '../modules/eudr/cargar-areas-naturales';

/**
 * The demo's protected natural areas layer (`datos/areas-naturales-demo.geojson`): real areas of the demo regions
 * with APPROXIMATE boundaries drawn around the demo plots (README), so that a few coffee plots of the Sierra Madre
 * (El Triunfo) and a few cacao plots of the Chontalpa overlap one and the EUDR tab, the ÁREAS NATURALES column
 * and the Medium risk are real on a fresh start. Loaded with the loader's own code, after every cooperative's
 * plots, in the seed's transaction. Deterministic: the plots come from the seeded generator, the areas from the file.
 */
export const CAPA_DEMO = new URL('./datos/areas-naturales-demo.geojson', import.meta.url);

export async function sembrarAreasNaturalesDemo(tx: Consulta): Promise<void> {
  if ((await contarAreas(tx)) > 0) return;
  const { areas, problemas } = leerCapaAreas(JSON.parse(readFileSync(CAPA_DEMO, 'utf8')));
  if (problemas.length > 0) throw new Error(`La capa de demostración tiene problemas: ${problemas.map(describirProblema).join('; ')}`);
  await cargarAreasNaturales(tx, areas, { reemplazar: false });
}
