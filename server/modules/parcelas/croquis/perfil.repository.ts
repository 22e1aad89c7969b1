import type { Consulta } from '../../../db/db';
import type { Poligono } from '@domain/poligono/tipos';

/** The plot's profile row (001 §3 'Plot'), one query with its account, producer, place and cooperative. */
export interface PerfilFila {
  id: number;
  uuid: string;
  nombre: string;
  superficie: number;
  plantas: number;
  poligono: Poligono | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  poligono_area: number | null;
  /** Optimistic concurrency of the sketch editor (0025): the save sends it back. */
  version: number;
  alertas_poligono: number;
  alertas_error_poligono_count: number;
  alertas_revisadas_en: string | null;
  elevaciones: (number | null)[] | null;
  elevacion_centro: number | null;
  croquis_origen: string | null;
  croquis_captura: string | null;
  /** EUDR (issue 11), kept on the plot by the sketch save and the risk writes; the overlapped areas listed. */
  areas_naturales_count: number;
  id_riesgo_eudr_user: number | null;
  id_riesgo_eudr_whisp: number | null;
  areas_naturales: { id: number; nombre: string; url: string | null; hectareas: number }[];
  fecha_baja: string | null;
  motivo_baja: string | null;
  id_cuenta: number;
  cuenta_uuid: string;
  id_ciclo: number;
  ciclo: string;
  cuenta: string;
  productor_uuid: string;
  productor_clave: string | null;
  productor_codigo: string | null;
  cuenta_categoria: string;
  cuenta_categoria_color: string;
  id_localidad: number | null;
  localidad: string | null;
  localidad_latitud: number | null;
  localidad_longitud: number | null;
  id_municipio: number | null;
  municipio: string | null;
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
    `SELECT x.id, x.uuid, x.nombre, x.superficie::float8 AS superficie, x.plantas, x.poligono, x.centroide_lat, x.centroide_lng,
            x.poligono_area::float8 AS poligono_area, x.version, x.alertas_poligono, x.alertas_error_poligono_count,
            x.alertas_revisadas_en::text AS alertas_revisadas_en, x.elevaciones, x.elevacion_centro, x.croquis_origen,
            x.croquis_captura::text AS croquis_captura, x.fecha_baja::text AS fecha_baja, b.nombre AS motivo_baja,
            c.id AS id_cuenta, c.uuid AS cuenta_uuid, c.id_ciclo, ci.nombre AS ciclo,
            p.nombre_completo AS cuenta, p.uuid AS productor_uuid, p.clave_tx AS productor_clave, p.codigo_tx AS productor_codigo,
            cat.nombre AS cuenta_categoria, cat.color AS cuenta_categoria_color,
            l.id AS id_localidad, l.nombre AS localidad, l.latitud AS localidad_latitud, l.longitud AS localidad_longitud,
            m.id AS id_municipio, m.nombre AS municipio, e.nombre AS estado, pa.nombre AS pais, pa.codigo AS pais_codigo,
            co.certificacion, co.logo::text AS logo, co.logo_certificacion::text AS certificacion_logo,
            (SELECT count(*)::int FROM parcelas_croquis_historial h WHERE h.id_cooperativa = x.id_cooperativa AND h.id_parcela = x.id) AS croquis_anteriores,
            x.areas_naturales_count, x.id_riesgo_eudr_user, x.id_riesgo_eudr_whisp,
            -- the protected areas the polygon overlaps (name, link, hectares), largest first; [] when none
            (SELECT coalesce(json_agg(json_build_object('id', a.id, 'nombre', a.nombre, 'url', a.url, 'hectareas', n.hectareas::float8)
                                      ORDER BY n.hectareas DESC, a.id), '[]'::json)
               FROM parcelas_areas_naturales n JOIN areas_naturales a ON a.id = n.id_area_natural
              WHERE n.id_cooperativa = x.id_cooperativa AND n.id_parcela = x.id) AS areas_naturales,
            x.updated_at::text AS updated_at
       FROM parcelas x
       JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN cooperativas co ON co.id = x.id_cooperativa
       JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
       LEFT JOIN cat_parcelas_bajas b ON b.id = x.id_cat_parcelas_bajas
       LEFT JOIN localidades l ON l.id = p.id_localidad
       LEFT JOIN municipios m ON m.id = l.id_municipio
       LEFT JOIN estados e ON e.id = m.id_estado
       LEFT JOIN paises pa ON pa.id = e.id_pais
      WHERE x.id_cooperativa = $1 AND x.uuid = $2`,
    [idCooperativa, uuid],
  );
  return f ?? null;
}
