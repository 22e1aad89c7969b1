import type { Consulta } from '../../db/db';
import { FILAS_POR_PAGINA } from '../../descarga';

/** The cooperative's name and the cycle's, when the cycle is the cooperative's (another's, or none: null, a 404). */
export async function cicloDelReporte(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
): Promise<{ id: number; nombre: string; cooperativa: string } | null> {
  const [f] = await db.query<{ id: number; nombre: string; cooperativa: string }>(
    `SELECT c.id, c.nombre, k.nombre AS cooperativa FROM ciclos c JOIN cooperativas k ON k.id = c.id_cooperativa
      WHERE c.id_cooperativa = $1 AND c.id = $2`,
    [idCooperativa, idCiclo],
  );
  return f ?? null;
}

/** A plot of the WHISP report: the plot, its newest WHISP answer and the newest risk a person set. */
export interface FilaReporteWhisp {
  id: number;
  productor_clave: string | null;
  productor: string;
  parcela: string;
  municipio: string;
  localidad: string;
  superficie: number;
  poligono_area: number | null;
  geo: number;
  tiene_poligono: boolean;
  alertas_error_poligono_count: number;
  areas_naturales_count: number;
  /** The newest WHISP answer (null while the analysis has not answered). */
  whisp_id_riesgo: number | null;
  whisp_riesgo: string | null;
  whisp_riesgo_texto: string | null;
  whisp_indicadores: Record<string, unknown> | null;
  whisp_version: string | null;
  whisp_analizado_en: string | Date | null;
  /** The newest risk a person set (null when none). */
  usuario_id_riesgo: number | null;
  usuario_riesgo: string | null;
  usuario_riesgo_en: string | Date | null;
}

/**
 * The report's plots a page at a time by key (DESIGN §7, §8; as the map export reads them): the plots without baja of
 * the cycle's confirmed accounts without baja (docs/contar.md: the plot list's plots), by plot id. The newest WHISP
 * answer and the newest person's risk come by their indexes (parcelas_whisp_parcela_idx,
 * parcelas_eudr_riesgos_parcela_idx), one plot at a time: a page costs its 1000 plots, never the history tables whole.
 */
export async function* paginasReporteWhisp(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  porPagina = FILAS_POR_PAGINA,
): AsyncGenerator<FilaReporteWhisp[]> {
  let ultimo = 0;
  for (;;) {
    // The page's plots are chosen first (by key, from the cycle's accounts) and only they get their answers looked up.
    const filas = await db.query<FilaReporteWhisp>(
      `WITH pagina AS (
         SELECT x.id, x.id_cooperativa, x.id_cuenta, x.nombre, x.superficie, x.poligono_area, x.geolocalizacion, x.poligono IS NOT NULL AS tiene_poligono,
                x.alertas_error_poligono_count, x.areas_naturales_count
           FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
          WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
            AND x.id > $3
          ORDER BY x.id LIMIT $4)
       SELECT x.id, p.clave_tx AS productor_clave, p.nombre_completo AS productor, x.nombre AS parcela, m.nombre AS municipio,
              l.nombre AS localidad, x.superficie::float8 AS superficie, x.poligono_area::float8 AS poligono_area, x.geolocalizacion AS geo,
              x.tiene_poligono, x.alertas_error_poligono_count, x.areas_naturales_count,
              w.id_riesgo AS whisp_id_riesgo, cw.nombre AS whisp_riesgo, w.riesgo_texto AS whisp_riesgo_texto,
              w.indicadores AS whisp_indicadores, w.version AS whisp_version, w.analizado_en AS whisp_analizado_en,
              r.id_cat_riesgo_eudr AS usuario_id_riesgo, cr.nombre AS usuario_riesgo, r.created_at AS usuario_riesgo_en
         FROM pagina x
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         JOIN municipios m ON m.id = l.id_municipio
         LEFT JOIN LATERAL (
           SELECT w.id_riesgo, w.riesgo_texto, w.indicadores, w.version, w.analizado_en FROM parcelas_whisp w
            WHERE w.id_cooperativa = x.id_cooperativa AND w.id_parcela = x.id ORDER BY w.analizado_en DESC, w.id DESC LIMIT 1) w ON true
         LEFT JOIN cat_riesgo_eudr cw ON cw.id = w.id_riesgo
         LEFT JOIN LATERAL (
           SELECT r.id_cat_riesgo_eudr, r.created_at FROM parcelas_eudr_riesgos r
            WHERE r.id_cooperativa = x.id_cooperativa AND r.id_parcela = x.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1) r ON true
         LEFT JOIN cat_riesgo_eudr cr ON cr.id = r.id_cat_riesgo_eudr
        ORDER BY x.id`,
      [idCooperativa, idCiclo, ultimo, porPagina],
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    ultimo = filas[filas.length - 1].id;
  }
}
