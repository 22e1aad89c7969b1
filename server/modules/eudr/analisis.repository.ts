import type { Consulta } from '../../db/db';
import type { Poligono } from '@domain/poligono/tipos';
import type { CodigoRiesgoEudr } from '@domain/eudr/riesgo';
import type { EstadoAnalisisParcela, ResumenAnalisisWhisp } from '@domain/contrato/eudr';

/**
 * SQL of the automated analysis (WHISP). A polygon is known by `md5(poligono::text)` (jsonb's canonical text), the
 * same hash the demo seed stores, so "this polygon already has a result" is one comparison.
 */

export const TIPO_WHISP = 'whisp';

export interface ParcelaParaWhisp {
  id: number;
  poligono: Poligono;
  hash: string;
}

/**
 * The plots among `ids` that still need an answer for the polygon they have now: a polygon, not removed, and no
 * stored result for that very polygon (an unchanged polygon is never sent again).
 */
export async function parcelasParaWhisp(db: Consulta, coop: number, ids: readonly number[]): Promise<ParcelaParaWhisp[]> {
  return db.query<ParcelaParaWhisp>(
    `SELECT p.id, p.poligono, md5(p.poligono::text) AS hash
       FROM parcelas p
      WHERE p.id_cooperativa = $1 AND p.id = ANY($2::int[]) AND p.poligono IS NOT NULL AND p.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM parcelas_whisp w
                         WHERE w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id AND w.hash_poligono = md5(p.poligono::text))
      ORDER BY p.id`,
    [coop, ids],
  );
}

export interface ResultadoParaGuardar {
  idParcela: number;
  hash: string;
  riesgo: CodigoRiesgoEudr | null;
  riesgoTexto: string | null;
  indicadores: Record<string, string>;
  propiedades: Record<string, unknown>;
  version: string | null;
}

/**
 * Keeps an answer as evidence, tied to the polygon that was sent; the plot's list column follows only while the plot
 * still has that polygon (a sketch saved during the analysis has its own analysis queued).
 */
export async function guardarResultadoWhisp(tx: Consulta, coop: number, r: ResultadoParaGuardar): Promise<void> {
  await tx.query(
    `INSERT INTO parcelas_whisp (id_cooperativa, id_parcela, hash_poligono, id_riesgo, riesgo_texto, indicadores, propiedades, version)
     SELECT $1, p.id, $3, $4, $5, $6, $7, $8 FROM parcelas p WHERE p.id_cooperativa = $1 AND p.id = $2`,
    [coop, r.idParcela, r.hash, r.riesgo, r.riesgoTexto, JSON.stringify(r.indicadores), JSON.stringify(r.propiedades), r.version],
  );
  await tx.query(
    `UPDATE parcelas SET id_riesgo_eudr_whisp = $3
      WHERE id_cooperativa = $1 AND id = $2 AND poligono IS NOT NULL AND md5(poligono::text) = $4`,
    [coop, r.idParcela, r.riesgo, r.hash],
  );
}

/** A plot's hash now, whether that polygon already has an answer, and whether the cooperative uses EUDR (on when no configuration is stored). */
export async function hashYEudr(
  tx: Consulta,
  coop: number,
  idParcela: number,
): Promise<{ hash: string | null; analizado: boolean; usa_eudr: boolean } | null> {
  const [f] = await tx.query<{ hash: string | null; analizado: boolean; usa_eudr: boolean }>(
    `SELECT CASE WHEN p.poligono IS NULL THEN NULL ELSE md5(p.poligono::text) END AS hash,
            EXISTS (SELECT 1 FROM parcelas_whisp w WHERE w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id
                       AND w.hash_poligono = md5(p.poligono::text)) AS analizado,
            coalesce((SELECT c.usa_eudr = 1 FROM configuraciones c WHERE c.id_cooperativa = p.id_cooperativa), true) AS usa_eudr
       FROM parcelas p WHERE p.id_cooperativa = $1 AND p.id = $2`,
    [coop, idParcela],
  );
  return f ?? null;
}

/**
 * Where this plot's current polygon stands: answered when a result for this very polygon is stored (whatever the
 * queue says); otherwise the newest job that carries the plot says whether it waits or failed.
 */
export async function estadoAnalisisParcela(db: Consulta, coop: number, idParcela: number): Promise<EstadoAnalisisParcela> {
  const [f] = await db.query<{ vigente: boolean; estado: string | null; ultimo_error: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM parcelas p JOIN parcelas_whisp w ON w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id
                     WHERE p.id_cooperativa = $2 AND p.id = $3 AND w.hash_poligono = md5(p.poligono::text)) AS vigente,
            t.estado, t.ultimo_error
       FROM (SELECT 1) x
       LEFT JOIN LATERAL (SELECT estado, ultimo_error FROM trabajos
                           WHERE tipo = $1 AND id_cooperativa = $2 AND datos -> 'parcelas' @> to_jsonb(ARRAY[$3::int])
                           ORDER BY id DESC LIMIT 1) t ON true`,
    [TIPO_WHISP, coop, idParcela],
  );
  if (f.vigente) return { estado: 'terminado', error: null };
  if (f.estado === 'muerto') return { estado: 'fallido', error: f.ultimo_error };
  if (f.estado === 'pendiente' || f.estado === 'en_proceso') return { estado: 'en_espera', error: null };
  return { estado: 'sin_enviar', error: null };
}

/** The cooperative's picture of the analysis, for the plots dashboard. */
export async function resumenAnalisis(db: Consulta, coop: number): Promise<Omit<ResumenAnalisisWhisp, 'configurado'>> {
  const [conteo] = await db.query<{ con_poligono: number; con_resultado: number }>(
    `SELECT count(*)::int AS con_poligono,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM parcelas_whisp w WHERE w.id_cooperativa = p.id_cooperativa
                                            AND w.id_parcela = p.id AND w.hash_poligono = md5(p.poligono::text)))::int AS con_resultado
       FROM parcelas p WHERE p.id_cooperativa = $1 AND p.poligono IS NOT NULL AND p.fecha_baja IS NULL`,
    [coop],
  );
  const [espera] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(jsonb_array_length(datos -> 'parcelas')), 0)::int AS n FROM trabajos
      WHERE tipo = $1 AND id_cooperativa = $2 AND estado IN ('pendiente', 'en_proceso')`,
    [TIPO_WHISP, coop],
  );
  const fallidos = await db.query<ResumenAnalisisWhisp['fallidos'][number]>(
    `SELECT id::int AS id, jsonb_array_length(datos -> 'parcelas')::int AS parcelas, coalesce(ultimo_error, '') AS error,
            terminado_en AS fecha
       FROM trabajos WHERE tipo = $1 AND id_cooperativa = $2 AND estado = 'muerto'
      ORDER BY terminado_en DESC NULLS LAST, id DESC LIMIT 50`,
    [TIPO_WHISP, coop],
  );
  return { con_poligono: conteo.con_poligono, con_resultado: conteo.con_resultado, en_espera: espera.n, fallidos };
}

/** Plots with a polygon and no result for it, that no waiting job already carries: what 'Analizar pendientes' sends. */
export async function parcelasSinAnalisis(db: Consulta, coop: number): Promise<number[]> {
  const filas = await db.query<{ id: number }>(
    `SELECT p.id FROM parcelas p
      WHERE p.id_cooperativa = $1 AND p.poligono IS NOT NULL AND p.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM parcelas_whisp w WHERE w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id
                           AND w.hash_poligono = md5(p.poligono::text))
        AND NOT EXISTS (SELECT 1 FROM trabajos t WHERE t.tipo = $2 AND t.id_cooperativa = p.id_cooperativa
                           AND t.estado IN ('pendiente', 'en_proceso') AND t.datos -> 'parcelas' @> to_jsonb(ARRAY[p.id]))
      ORDER BY p.id`,
    [coop, TIPO_WHISP],
  );
  return filas.map((f) => f.id);
}

/** A dead analysis of the cooperative, to queue it again. */
export async function trabajoMuerto(db: Consulta, coop: number, id: number): Promise<{ parcelas: number[] } | null> {
  const [f] = await db.query<{ parcelas: number[] }>(
    `SELECT datos -> 'parcelas' AS parcelas FROM trabajos WHERE id = $1 AND tipo = $2 AND id_cooperativa = $3 AND estado = 'muerto'`,
    [id, TIPO_WHISP, coop],
  );
  return f ?? null;
}

/** A retried job leaves the list of failures: it is marked done with a note, and a new job carries its plots. */
export async function archivarMuerto(tx: Consulta, id: number): Promise<void> {
  await tx.query(`UPDATE trabajos SET estado = 'hecho', ultimo_error = 'Reintentado: ' || coalesce(ultimo_error, '') WHERE id = $1`, [id]);
}
