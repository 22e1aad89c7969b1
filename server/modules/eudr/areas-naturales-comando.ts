import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/db';
import { migrar } from '../../db/migrate';
import { describirProblema, leerCapaAreas } from '@domain/eudr/areas-naturales';
import { cargarAreasNaturales, recalcularParcelasCercanas } from './cargar-areas-naturales';
import { contarAreas } from './areas-naturales.repository';

/**
 * `npm run areas-naturales -- <archivo.geojson> [--reemplazar]`, and `-- --recalcular` to recompute every plot
 * against the layer already loaded. The file is read and every feature checked before the database is opened:
 * a bad file changes nothing and says which feature is wrong and why. Returns the exit code; `escribir` prints a line.
 */

export const USO = 'Uso: npm run areas-naturales -- <archivo.geojson> [--reemplazar]   (o: npm run areas-naturales -- --recalcular)';
/** At most this many problems are printed; the rest are counted. */
const PROBLEMAS_A_MOSTRAR = 30;

const numero = (n: number) => n.toLocaleString('es-MX');

export async function comandoAreasNaturales(
  args: readonly string[],
  abrir: () => Promise<Db>,
  escribir: (linea: string) => void,
): Promise<number> {
  const banderas = args.filter((a) => a.startsWith('--'));
  const archivos = args.filter((a) => !a.startsWith('--'));
  const desconocidas = banderas.filter((b) => b !== '--reemplazar' && b !== '--recalcular');
  const recalcular = banderas.includes('--recalcular');
  if (desconocidas.length > 0 || archivos.length > 1 || (recalcular ? archivos.length > 0 || banderas.length > 1 : archivos.length === 0)) {
    escribir(desconocidas.length > 0 ? `Opción desconocida: ${desconocidas.join(', ')}` : USO);
    if (desconocidas.length > 0) escribir(USO);
    return 2;
  }

  if (recalcular) {
    const db = await abrir();
    try {
      await migrar(db);
      const r = await recalcularParcelasCercanas(db);
      escribir(
        `Capa de ${numero(await contarAreas(db))} áreas. Parcelas revisadas: ${numero(r.parcelasRevisadas)}; con áreas naturales: ${numero(r.parcelasConAreas)}.`,
      );
      return 0;
    } finally {
      await db.close();
    }
  }

  const archivo = archivos[0];
  let json: unknown;
  try {
    json = JSON.parse(await readFile(archivo, 'utf8'));
  } catch (e) {
    const causa = e instanceof SyntaxError ? `no es JSON válido (${e.message})` : `no se pudo leer (${(e as Error).message})`;
    escribir(`El archivo ${archivo} ${causa}. No se cambió nada.`);
    return 1;
  }
  const { areas, problemas } = leerCapaAreas(json);
  if (problemas.length > 0) {
    escribir(`La capa ${archivo} no se cargó: ${numero(problemas.length)} problema(s). No se cambió nada.`);
    for (const p of problemas.slice(0, PROBLEMAS_A_MOSTRAR)) escribir(`  ${describirProblema(p)}`);
    if (problemas.length > PROBLEMAS_A_MOSTRAR) escribir(`  … y ${numero(problemas.length - PROBLEMAS_A_MOSTRAR)} más.`);
    return 1;
  }

  const db = await abrir();
  try {
    await migrar(db);
    const r = await cargarAreasNaturales(db, areas, { reemplazar: banderas.includes('--reemplazar') });
    const quitadas = r.borradas > 0 ? ` (se quitaron las ${numero(r.borradas)} anteriores)` : '';
    escribir(`Se cargaron ${numero(r.insertadas)} áreas naturales${quitadas}; la capa tiene ${numero(await contarAreas(db))}.`);
    escribir(`Parcelas revisadas: ${numero(r.parcelasRevisadas)}; con áreas naturales: ${numero(r.parcelasConAreas)}.`);
    return 0;
  } finally {
    await db.close();
  }
}
