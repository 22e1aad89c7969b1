import type { Consulta } from '../../db/db';
import { FILAS_POR_PAGINA } from '../../descarga';
import type { ParcelaMapa } from '@domain/exportacion-mapa';

export interface FilaParcelaMapa extends ParcelaMapa {
  id: number;
  uuid: string;
  pais: string | null;
}

/**
 * Plots of the map export (spec 001 §2.2, §7 'search parcelas'; 000 §3 'Parcel row for map/KML'): plots
 * without baja of the cycle's confirmed accounts without baja (docs/contar.md: the producers list's accounts,
 * so the file has the plots the map and the plot list show), with a polygon or a centroid, by plot id. Without
 * personal data the producer's name and key are not even read.
 */
export async function* paginasParcelasMapa(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  personales: boolean,
  porPagina = FILAS_POR_PAGINA,
  /** Also the plots with no polygon nor centroid (the TRACES revision lists them as refused). */
  sinGeolocalizacion = false,
): AsyncGenerator<FilaParcelaMapa[]> {
  let ultimo = 0;
  for (;;) {
    const filas = await db.query<FilaParcelaMapa>(
      `SELECT x.id, x.uuid, x.nombre AS parcela, ${personales ? 'p.nombre_completo' : 'NULL::text'} AS productor, ${personales ? 'p.clave_tx' : 'NULL::text'} AS clave,
              l.nombre AS localidad, m.nombre AS municipio, cat.nombre AS categoria, x.superficie::float8 AS superficie,
              x.poligono, x.centroide_lat, x.centroide_lng, pa.codigo AS pais
         FROM parcelas x
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         JOIN municipios m ON m.id = l.id_municipio
         JOIN estados e ON e.id = m.id_estado
         JOIN paises pa ON pa.id = e.id_pais
         JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
        WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
          AND ($5 OR x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL) AND x.id > $3
        ORDER BY x.id LIMIT $4`,
      [idCooperativa, idCiclo, ultimo, porPagina, sinGeolocalizacion],
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    ultimo = filas[filas.length - 1].id;
  }
}
