import type { Consulta } from '../../db/db';
import type { AreaCandidata, AreaEncimada, AreaNaturalEntrada, GeometriaArea } from '@domain/eudr/areas-naturales';
import type { Caja, Poligono } from '@domain/poligono/tipos';

/**
 * SQL of the protected natural areas layer (`areas_naturales`, a reference table of the platform, not of a
 * cooperative) and of each plot's overlaps (`parcelas_areas_naturales`, the cooperative's, with the count kept on
 * the plot for the list and the shown risk). Candidates are found by bounding box on `areas_naturales_caja_idx`.
 */

const CAJA = 'min_lat, max_lat, min_lng, max_lng';
const SE_TOCA = 'min_lat <= $2 AND max_lat >= $1 AND min_lng <= $4 AND max_lng >= $3';

/** Areas whose box meets `caja`, with their polygon (a sketch save: few areas, read once). */
export async function areasPorCaja(db: Consulta, caja: Caja): Promise<AreaCandidata[]> {
  const filas = await db.query<Caja & { id: number; poligono: GeometriaArea }>(
    `SELECT id, poligono, ${CAJA} FROM areas_naturales WHERE ${SE_TOCA} ORDER BY id`,
    [caja.min_lat, caja.max_lat, caja.min_lng, caja.max_lng],
  );
  return filas.map(({ id, poligono, ...c }) => ({ id, poligono, caja: c }));
}

/** Only the ids and boxes of the areas meeting `caja` (the loader keeps the polygons it already read). */
export async function cajasDeAreas(db: Consulta, caja: Caja): Promise<(Caja & { id: number })[]> {
  return db.query<Caja & { id: number }>(`SELECT id, ${CAJA} FROM areas_naturales WHERE ${SE_TOCA} ORDER BY id`, [
    caja.min_lat,
    caja.max_lat,
    caja.min_lng,
    caja.max_lng,
  ]);
}

export async function poligonosDeAreas(db: Consulta, ids: readonly number[]): Promise<{ id: number; poligono: GeometriaArea }[]> {
  return db.query<{ id: number; poligono: GeometriaArea }>('SELECT id, poligono FROM areas_naturales WHERE id = ANY($1::int[])', [ids]);
}

/** Replaces the plot's overlaps and keeps `parcelas.areas_naturales_count` equal to how many there are. */
export async function escribirAreasDeParcela(tx: Consulta, coop: number, idParcela: number, areas: readonly AreaEncimada[]): Promise<void> {
  await tx.query('DELETE FROM parcelas_areas_naturales WHERE id_cooperativa = $1 AND id_parcela = $2', [coop, idParcela]);
  if (areas.length > 0)
    await tx.query(
      `INSERT INTO parcelas_areas_naturales (id_cooperativa, id_parcela, id_area_natural, hectareas)
       SELECT $1, $2, t.id, t.ha FROM unnest($3::int[], $4::numeric[]) AS t (id, ha)`,
      [coop, idParcela, areas.map((a) => a.id), areas.map((a) => a.hectareas)],
    );
  await tx.query('UPDATE parcelas SET areas_naturales_count = $3 WHERE id_cooperativa = $1 AND id = $2 AND areas_naturales_count <> $3', [
    coop,
    idParcela,
    areas.length,
  ]);
}

// ---- The loader (npm run areas-naturales) ---------------------------------------------------------------------

export async function insertarArea(tx: Consulta, a: AreaNaturalEntrada): Promise<number> {
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO areas_naturales (nombre, categoria, url, poligono, ${CAJA}) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8) RETURNING id`,
    [a.nombre, a.categoria, a.url, JSON.stringify(a.poligono), a.caja.min_lat, a.caja.max_lat, a.caja.min_lng, a.caja.max_lng],
  );
  return f.id;
}

/** Empties the layer: every plot's overlaps go, and every count returns to 0 (all cooperatives). */
export async function vaciarCapa(tx: Consulta): Promise<number> {
  await tx.query('DELETE FROM parcelas_areas_naturales');
  await tx.query('UPDATE parcelas SET areas_naturales_count = 0 WHERE areas_naturales_count <> 0');
  const borradas = await tx.query<{ id: number }>('DELETE FROM areas_naturales RETURNING id');
  return borradas.length;
}

export async function contarAreas(db: Consulta): Promise<number> {
  const [f] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM areas_naturales');
  return f.n;
}

export interface ParcelaConPoligono {
  id_cooperativa: number;
  id: number;
  poligono: Poligono;
}

/**
 * The next page of plots (any cooperative) with a polygon whose box meets some area's box, after the key
 * (cooperative, id), their rows locked so a sketch saved meanwhile waits for this page's recompute.
 */
export async function siguientesParcelasCercaDeAreas(
  tx: Consulta,
  despues: { id_cooperativa: number; id: number },
  limite: number,
): Promise<ParcelaConPoligono[]> {
  return tx.query<ParcelaConPoligono>(
    `SELECT x.id_cooperativa, x.id, x.poligono FROM parcelas x
      WHERE (x.id_cooperativa, x.id) > ($1, $2) AND x.poligono IS NOT NULL
        AND EXISTS (SELECT 1 FROM areas_naturales a
                     WHERE a.min_lat <= x.max_lat AND a.max_lat >= x.min_lat AND a.min_lng <= x.max_lng AND a.max_lng >= x.min_lng)
      ORDER BY x.id_cooperativa, x.id LIMIT $3 FOR UPDATE OF x`,
    [despues.id_cooperativa, despues.id, limite],
  );
}
