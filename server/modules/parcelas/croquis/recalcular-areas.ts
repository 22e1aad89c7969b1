import type { Db } from '../../../db/db';
import { areaHectareas } from '@domain/poligono/medidas';
import { esPoligono } from '@domain/poligono/forma';
import type { Poligono } from '@domain/poligono/tipos';

/** The setting migration 0040 leaves for the next start: the stored areas were measured on turf's sphere. */
export const AJUSTE_AREAS_GEODESICAS = 'recalcular_areas_poligono';
const POR_LOTE = 500;

/**
 * Issue 22 item 15: `parcelas.poligono_area` is now the geodesic area on WGS84 (domain/poligono/area-geodesica.ts);
 * the stored ones read 0.27–0.36 % high. A migration cannot run the formula, so migration 0040 marks the job and the
 * first start after it (server.ts, as the database owner) recomputes every polygon's area here, a batch of plots per
 * short transaction by id, then clears the mark. Only the area column changes: the plot's version, date and history
 * stay (it is the same drawing, measured better); the stored alert counts are left as they are until the next save.
 * Returns how many plots were measured again (0 when nothing was pending).
 */
export async function recalcularAreasPendientes(db: Db): Promise<number> {
  const [pendiente] = await db.query<{ valor: string }>('SELECT valor FROM ajustes WHERE clave = $1', [AJUSTE_AREAS_GEODESICAS]);
  if (!pendiente) return 0;
  let desde = { coop: 0, id: 0 };
  let total = 0;
  for (;;) {
    const filas = await db.query<{ id_cooperativa: number; id: number; poligono: Poligono }>(
      `SELECT id_cooperativa, id, poligono FROM parcelas
        WHERE poligono IS NOT NULL AND (id_cooperativa, id) > ($1, $2) ORDER BY id_cooperativa, id LIMIT $3`,
      [desde.coop, desde.id, POR_LOTE],
    );
    if (!filas.length) break;
    await db.transaction(async (tx) => {
      for (const f of filas) {
        if (!esPoligono(f.poligono)) continue;
        const ha = Math.round(areaHectareas(f.poligono) * 1e4) / 1e4;
        await tx.query('UPDATE parcelas SET poligono_area = $3 WHERE id_cooperativa = $1 AND id = $2', [f.id_cooperativa, f.id, ha]);
      }
    });
    total += filas.length;
    const u = filas[filas.length - 1];
    desde = { coop: u.id_cooperativa, id: u.id };
  }
  await db.query('DELETE FROM ajustes WHERE clave = $1', [AJUSTE_AREAS_GEODESICAS]);
  return total;
}
