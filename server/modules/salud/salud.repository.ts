import { statfs } from 'node:fs/promises';
import type { Db } from '../../db/db';

/**
 * The health check's readings (issue 29 item 5). Each is bounded in time and never throws: a database that does not
 * answer is a reading ('no responde'), not a 500. No cooperative's data is read.
 */

/** A query that has not answered in this long counts as a database that does not answer (pg has no connect timeout). */
export const ESPERA_BASE_MS = 2000;

async function aTiempo<T>(p: Promise<T>): Promise<T> {
  let reloj: NodeJS.Timeout | undefined;
  const vencido = new Promise<never>((_, no) => {
    reloj = setTimeout(() => no(new Error('sin respuesta')), ESPERA_BASE_MS);
  });
  try {
    return await Promise.race([p, vencido]);
  } finally {
    clearTimeout(reloj);
  }
}

export interface LecturaBase {
  ok: boolean;
  ms: number;
  aplicadas: number | null;
  cola: { pendientes: number; en_proceso: number; muertos: number; espera_mas_antigua_s: number | null } | null;
}

export async function leerBase(db: Db): Promise<LecturaBase> {
  const t0 = performance.now();
  try {
    await aTiempo(db.query('SELECT 1'));
  } catch {
    return { ok: false, ms: Math.round(performance.now() - t0), aplicadas: null, cola: null };
  }
  const ms = Math.round((performance.now() - t0) * 100) / 100;
  try {
    const [[m], [c]] = await aTiempo(
      Promise.all([
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM migraciones'),
        // Dead jobs of the last day only: old ones were looked at (or never will be) and must not keep the check amber.
        db.query<{ pendientes: number; en_proceso: number; muertos: number; espera: number | null }>(
          `SELECT count(*) FILTER (WHERE estado = 'pendiente')::int AS pendientes,
                  count(*) FILTER (WHERE estado = 'en_proceso')::int AS en_proceso,
                  (SELECT count(*) FROM trabajos WHERE estado = 'muerto' AND creado_en > now() - interval '1 day')::int AS muertos,
                  floor(extract(epoch FROM now() - min(disponible_en) FILTER (WHERE estado = 'pendiente' AND disponible_en <= now())))::int AS espera
             FROM trabajos WHERE estado IN ('pendiente', 'en_proceso')`,
        ),
      ]),
    );
    return {
      ok: true,
      ms,
      aplicadas: m?.n ?? 0,
      cola: c ? { pendientes: c.pendientes, en_proceso: c.en_proceso, muertos: c.muertos, espera_mas_antigua_s: c.espera } : null,
    };
  } catch {
    return { ok: false, ms, aplicadas: null, cola: null };
  }
}

/** Free and total bytes of the file system holding `carpeta` (the data folder), or null where it cannot be read. */
export async function leerDisco(carpeta: string): Promise<{ libre: number; total: number } | null> {
  try {
    const s = await statfs(carpeta);
    return { libre: s.bavail * s.bsize, total: s.blocks * s.bsize };
  } catch {
    return null;
  }
}
