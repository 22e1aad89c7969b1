import type { Consulta } from '../../../db/db';
import type { Poligono } from '@domain/poligono/tipos';
import { DESDE_PARCELA, seleccionParcela, type ColumnaParcela, type LecturaParcela } from '../parcelas.lectura';
import { variedadesDeParcela } from '../variedades.sql';

/** The list row's columns the profile shows too (the plot's read model, parcelas.lectura.ts), by the list row's names. */
const COMO_EN_LISTA = [
  'id',
  'uuid',
  'nombre',
  'superficie',
  'plantas',
  'centroide_lat',
  'centroide_lng',
  'poligono_area',
  'alertas_poligono',
  'alertas_error_poligono_count',
  'areas_naturales_count',
  'geo',
  'id_cuenta',
  'cuenta_uuid',
  'id_ciclo',
  'cuenta',
  'productor_uuid',
  'productor_clave',
  'id_localidad',
  'localidad',
  'id_municipio',
  'municipio',
] as const satisfies readonly ColumnaParcela[];

/** The plot's profile row (001 §3 'Plot'): the read model's columns and what only the profile shows, in one query. */
export interface PerfilFila extends Pick<LecturaParcela, (typeof COMO_EN_LISTA)[number]> {
  poligono: Poligono | null;
  /** Optimistic concurrency of the sketch editor (0025): the save sends it back. */
  version: number;
  /** 'Bourbon, Typica', or null when the inspector recorded none */
  variedades: string | null;
  alertas_revisadas_en: string | null;
  elevaciones: (number | null)[] | null;
  elevacion_centro: number | null;
  croquis_origen: string | null;
  croquis_captura: string | null;
  /** EUDR (issue 11), kept on the plot by the sketch save and the risk writes; the overlapped areas listed. */
  id_riesgo_eudr_user: number | null;
  id_riesgo_eudr_whisp: number | null;
  areas_naturales: { id: number; nombre: string; url: string | null; hectareas: number }[];
  fecha_baja: string | null;
  motivo_baja: string | null;
  ciclo: string;
  productor_codigo: string | null;
  cuenta_categoria: string;
  cuenta_categoria_color: string;
  localidad_latitud: number | null;
  localidad_longitud: number | null;
  estado: string | null;
  pais: string | null;
  pais_codigo: string | null;
  certificacion: string | null;
  logo: string | null;
  certificacion_logo: string | null;
  croquis_anteriores: number;
  updated_at: string;
}

export async function perfilParcela(db: Consulta, idCooperativa: number, uuid: string): Promise<PerfilFila | null> {
  const [f] = await db.query<PerfilFila>(
    `SELECT ${seleccionParcela(COMO_EN_LISTA)}, x.poligono, x.version, x.alertas_revisadas_en::text AS alertas_revisadas_en,
            x.elevaciones, x.elevacion_centro, x.croquis_origen, x.croquis_captura::text AS croquis_captura,
            x.fecha_baja::text AS fecha_baja, b.nombre AS motivo_baja, ci.nombre AS ciclo, p.codigo_tx AS productor_codigo,
            cat.nombre AS cuenta_categoria, cat.color AS cuenta_categoria_color,
            l.latitud AS localidad_latitud, l.longitud AS localidad_longitud,
            e.nombre AS estado, pa.nombre AS pais, pa.codigo AS pais_codigo,
            co.certificacion, co.logo::text AS logo, co.logo_certificacion::text AS certificacion_logo,
            (SELECT count(*)::int FROM parcelas_croquis_historial h WHERE h.id_cooperativa = x.id_cooperativa AND h.id_parcela = x.id) AS croquis_anteriores,
            x.id_riesgo_eudr_user, x.id_riesgo_eudr_whisp,
            -- the protected areas the polygon overlaps (name, link, hectares), largest first; [] when none
            (SELECT coalesce(json_agg(json_build_object('id', a.id, 'nombre', a.nombre, 'url', a.url, 'hectareas', n.hectareas::float8)
                                      ORDER BY n.hectareas DESC, a.id), '[]'::json)
               FROM parcelas_areas_naturales n JOIN areas_naturales a ON a.id = n.id_area_natural
              WHERE n.id_cooperativa = x.id_cooperativa AND n.id_parcela = x.id) AS areas_naturales,
            ${variedadesDeParcela('x')} AS variedades,
            x.updated_at::text AS updated_at
       FROM ${DESDE_PARCELA}
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN cooperativas co ON co.id = x.id_cooperativa
       JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
       LEFT JOIN cat_parcelas_bajas b ON b.id = x.id_cat_parcelas_bajas
       LEFT JOIN estados e ON e.id = m.id_estado
       LEFT JOIN paises pa ON pa.id = e.id_pais
      WHERE x.id_cooperativa = $1 AND x.uuid = $2`,
    [idCooperativa, uuid],
  );
  return f ?? null;
}
