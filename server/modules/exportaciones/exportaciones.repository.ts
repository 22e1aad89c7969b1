import type { Consulta } from '../../db/db';
import type { UsuarioSesion } from '../../tipos';
import { dondeDeBusqueda, type Filtro } from '../../search/motor';
import { cuentas, DESDE_CUENTA } from '../cuentas/cuentas.resource';
import type { ParcelaMapa } from '@domain/exportacion-mapa';

/**
 * Exports read their rows a page at a time, by key (DESIGN §7, §8): memory stays flat in rows, and each page
 * is its own short query, so PGlite's single connection serves other requests between pages instead of
 * being held for the whole download. Pages are not one snapshot: a row written mid-download may or may not
 * appear, as in any paged read.
 */
export const FILAS_POR_PAGINA = 1000;

/** A cycle of the token's cooperative by uuid (another cooperative's cycle: null, answered 404). */
export async function cicloPorUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<{ id: number; nombre: string } | null> {
  const [f] = await db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM ciclos WHERE id_cooperativa = $1 AND uuid = $2', [
    idCooperativa,
    uuid,
  ]);
  return f ?? null;
}

/** One producer row of the Excel (spec 000 §3 'Producer account', plus the state, gender and birth date). */
export interface FilaProductorExcel {
  id_productor: number;
  clave_tx: string | null;
  codigo_tx: string | null;
  nombre: string;
  region: string;
  estado: string;
  municipio: string;
  localidad: string;
  categoria: string;
  organico: number;
  pertenece_cooperativa: number;
  total_parcelas: number;
  total_plantas: number;
  total_superficie: number;
  fecha_ingreso: string | null;
  genero: string | null;
  fecha_nacimiento: string | null;
}

const SELECCION_EXCEL = `p.id AS id_productor, p.clave_tx, p.codigo_tx, p.nombre_completo AS nombre, r.nombre AS region, e.nombre AS estado,
  m.nombre AS municipio, l.nombre AS localidad, cat.nombre AS categoria, c.organico::int AS organico,
  c.pertenece_cooperativa::int AS pertenece_cooperativa, c.total_parcelas, c.total_plantas, c.total_superficie::float8 AS total_superficie,
  c.fecha_ingreso::text AS fecha_ingreso, g.nombre AS genero, p.fecha_nacimiento::text AS fecha_nacimiento`;

/**
 * The producers list's population (`cuentas_search` with these filters: its scope, columns and accent-free
 * search, not a copy of them), in the list's default order, a page at a time. The key is clave_tx, unique
 * in a cooperative (productores_clave_uq), then the producers without one by id; a filter on one cycle
 * leaves one account per producer, so the key is unique in the population.
 */
export async function* paginasProductores(
  db: Consulta,
  u: UsuarioSesion,
  filtros: Filtro[],
  porPagina = FILAS_POR_PAGINA,
): AsyncGenerator<FilaProductorExcel[]> {
  const pagina = (llave: (p: (v: unknown) => string) => string, orden: string) => {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const donde = dondeDeBusqueda(cuentas, u, filtros, p);
    return db.query<FilaProductorExcel>(
      `SELECT ${SELECCION_EXCEL}
         FROM ${DESDE_CUENTA}
         JOIN estados e ON e.id = m.id_estado
         LEFT JOIN cat_generos g ON g.id = p.id_cat_genero
        WHERE ${donde} AND ${llave(p)}
        ORDER BY ${orden} LIMIT ${p(porPagina)}`,
      params,
    );
  };
  let clave: string | null = null;
  for (;;) {
    const desde = clave;
    const filas = await pagina((p) => (desde === null ? 'p.clave_tx IS NOT NULL' : `p.clave_tx > ${p(desde)}`), 'p.clave_tx');
    if (filas.length) yield filas;
    if (filas.length < porPagina) break;
    clave = filas[filas.length - 1].clave_tx;
  }
  let id = 0;
  for (;;) {
    const desde = id;
    const filas = await pagina((p) => `p.clave_tx IS NULL AND p.id > ${p(desde)}`, 'p.id');
    if (filas.length) yield filas;
    if (filas.length < porPagina) break;
    id = filas[filas.length - 1].id_productor;
  }
}

export interface FilaParcelaMapa extends ParcelaMapa {
  id: number;
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
): AsyncGenerator<FilaParcelaMapa[]> {
  let ultimo = 0;
  for (;;) {
    const filas = await db.query<FilaParcelaMapa>(
      `SELECT x.id, x.nombre AS parcela, ${personales ? 'p.nombre_completo' : 'NULL::text'} AS productor, ${personales ? 'p.clave_tx' : 'NULL::text'} AS clave,
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
          AND (x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL) AND x.id > $3
        ORDER BY x.id LIMIT $4`,
      [idCooperativa, idCiclo, ultimo, porPagina],
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    ultimo = filas[filas.length - 1].id;
  }
}
