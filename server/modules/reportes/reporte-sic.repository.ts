import type { Consulta } from '../../db/db';

/**
 * The facts the SIC final report's rules judge (domain/reportes/errores-sic.ts), one statement each, by the
 * cooperative's and cycle's indexes: forms of the cycle, accounts with their inspection forms and committee category,
 * and plots with their polygon and the points of the forms linked to them.
 */
export interface FormularioSic {
  id: number;
  id_cuenta: number | null;
  tipo: string;
  id_socio_otro: string | null;
  version_formulario: string | null;
  version_implementada: string | null;
}
export interface CuentaSic {
  id: number;
  uuid: string;
  nombre: string;
  categoria: number;
  categoria_comite: number | null;
  tipos: string[];
  id_ficha: number | null;
}
export interface ParcelaSic {
  id_cuenta: number;
  nombre: string;
  poligono: unknown;
  /** The errors the sketch's review kept when it was saved (domain/reportes/errores-sic.ts poligonoInvalido). */
  errores_poligono: number;
  puntos: { id: number; punto: unknown }[];
}

/** The cooperative's and the cycle's names when the cycle is the cooperative's (another's, or none: null, a 404). */
export async function cicloDeCooperativa(
  db: Consulta,
  coop: number,
  ciclo: number,
): Promise<{ cooperativa: string; ciclo: string } | null> {
  const [f] = await db.query<{ cooperativa: string; ciclo: string }>(
    `SELECT k.nombre AS cooperativa, c.nombre AS ciclo FROM ciclos c JOIN cooperativas k ON k.id = c.id_cooperativa
      WHERE c.id_cooperativa = $1 AND c.id = $2`,
    [coop, ciclo],
  );
  return f ?? null;
}

export const formulariosDelCiclo = (db: Consulta, coop: number, ciclo: number) =>
  db.query<FormularioSic>(
    `SELECT f.id, f.id_cuenta, f.tipo, f.id_socio_otro, f.version_formulario, k.kobo_version_implementada AS version_implementada
       FROM formularios_campo f
       LEFT JOIN kobo_fichas k ON k.id_cooperativa = f.id_cooperativa AND k.id = f.id_kobo_ficha
      WHERE f.id_cooperativa = $1 AND f.id_ciclo = $2
      ORDER BY f.id`,
    [coop, ciclo],
  );

/**
 * The cycle's accounts with what the rules need, each side gathered once for the whole cycle and joined by hash (not
 * three lookups per account): the committee's newest decision, the types of forms and formats, the first main-plot form.
 */
export const cuentasDelCiclo = (db: Consulta, coop: number, ciclo: number) =>
  db.query<CuentaSic>(
    `WITH cs AS (
       SELECT c.id, c.id_productor, c.id_cuenta_categoria FROM cuentas c
        WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.fecha_baja IS NULL),
     comite AS (
       SELECT DISTINCT ON (e.id_cuenta) e.id_cuenta, e.sanc_cat_nueva FROM comite_evaluaciones e
        WHERE e.id_cooperativa = $1 AND e.id_ciclo = $2 ORDER BY e.id_cuenta, e.created_at DESC, e.id DESC),
     tipos AS (
       SELECT t.id_cuenta, array_agg(DISTINCT t.tipo) AS tipos, min(t.id_ficha) AS id_ficha FROM (
         SELECT f.id_cuenta, f.tipo, CASE WHEN f.tipo = 'sic_pp' THEN f.id END AS id_ficha
           FROM formularios_campo f JOIN cs ON cs.id = f.id_cuenta WHERE f.id_cooperativa = $1
         UNION ALL
         SELECT x.id_cuenta, x.reporte, NULL FROM tx_formatos x JOIN cs ON cs.id = x.id_cuenta WHERE x.id_cooperativa = $1) t
        GROUP BY t.id_cuenta)
     SELECT cs.id, p.uuid::text AS uuid, p.nombre_completo AS nombre, cs.id_cuenta_categoria AS categoria,
            k.sanc_cat_nueva AS categoria_comite, coalesce(t.tipos, '{}') AS tipos, t.id_ficha
       FROM cs
       JOIN productores p ON p.id_cooperativa = $1 AND p.id = cs.id_productor
       LEFT JOIN comite k ON k.id_cuenta = cs.id
       LEFT JOIN tipos t ON t.id_cuenta = cs.id
      ORDER BY p.nombre_completo, cs.id`,
    [coop, ciclo],
  );

export const parcelasDelCiclo = (db: Consulta, coop: number, ciclo: number) =>
  db.query<ParcelaSic>(
    `SELECT pa.id_cuenta, pa.nombre, pa.poligono, pa.alertas_error_poligono_count AS errores_poligono,
            coalesce((SELECT json_agg(json_build_object('id', f.id, 'punto', f.punto) ORDER BY f.id) FROM formularios_campo f
                       WHERE f.id_cooperativa = pa.id_cooperativa AND f.id_parcela = pa.id AND f.punto IS NOT NULL), '[]') AS puntos
       FROM parcelas pa
       JOIN cuentas c ON c.id_cooperativa = pa.id_cooperativa AND c.id = pa.id_cuenta
      WHERE pa.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.fecha_baja IS NULL AND pa.fecha_baja IS NULL
      ORDER BY pa.id_cuenta, pa.id`,
    [coop, ciclo],
  );
