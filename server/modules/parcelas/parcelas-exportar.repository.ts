import type { Consulta } from '../../db/db';
import { FILAS_POR_PAGINA } from '../../descarga';
import type { ParcelaMapa } from '@domain/parcelas/exportacion-mapa';

export interface FilaParcelaMapa extends ParcelaMapa {
  id: number;
  uuid: string;
  pais: string | null;
  /** The producer's uuid, for the TRACES revision's links (not written to any file). */
  productor_uuid: string;
}

export interface OpcionesPaginasMapa {
  porPagina?: number;
  /** Also the plots with no polygon nor centroid (the TRACES revision lists them as refused). */
  sinGeolocalizacion?: boolean;
  /** Only this producer's plots (`?cuenta=` of the TRACES file and its revision). */
  idProductor?: number | null;
  /** Only the plots of the accounts with a delivery in this lot (the lot's TRACES file, issue 12). */
  idLote?: number | null;
}

/** A producer of this cooperative by uuid (id and name), or null: another cooperative's is not found either. */
export async function productorDeCooperativa(
  db: Consulta,
  idCooperativa: number,
  uuid: string,
): Promise<{ id: number; nombre: string } | null> {
  const [p] = await db.query<{ id: number; nombre: string }>(
    'SELECT id, nombre_completo AS nombre FROM productores WHERE id_cooperativa = $1 AND uuid = $2',
    [idCooperativa, uuid],
  );
  return p ?? null;
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
  { porPagina = FILAS_POR_PAGINA, sinGeolocalizacion = false, idProductor = null, idLote = null }: OpcionesPaginasMapa = {},
): AsyncGenerator<FilaParcelaMapa[]> {
  let ultimo = 0;
  for (;;) {
    const filas = await db.query<FilaParcelaMapa>(
      `SELECT x.id, x.uuid, x.nombre AS parcela, ${personales ? 'p.nombre_completo' : 'NULL::text'} AS productor, ${personales ? 'p.clave_tx' : 'NULL::text'} AS clave,
              l.nombre AS localidad, m.nombre AS municipio, cat.nombre AS categoria, x.superficie::float8 AS superficie,
              x.poligono, x.centroide_lat, x.centroide_lng, pa.codigo AS pais, p.uuid AS productor_uuid
         FROM parcelas x
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         JOIN municipios m ON m.id = l.id_municipio
         JOIN estados e ON e.id = m.id_estado
         JOIN paises pa ON pa.id = e.id_pais
         JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
        WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
          AND ($5 OR x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL) AND ($6::int IS NULL OR c.id_productor = $6) AND x.id > $3
          AND ($7::int IS NULL OR c.id IN (SELECT y.id_cuenta FROM acopios y WHERE y.id_cooperativa = $1 AND y.id_lote = $7))
        ORDER BY x.id LIMIT $4`,
      [idCooperativa, idCiclo, ultimo, porPagina, sinGeolocalizacion, idProductor, idLote],
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    ultimo = filas[filas.length - 1].id;
  }
}
