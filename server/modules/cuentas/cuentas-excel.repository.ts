import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';
import { FILAS_POR_PAGINA, paginasPorClaveDeProductor } from '../../descarga';
import { dondeDeBusqueda, type Filtro } from '../../search/motor';
import { cuentas, DESDE_CUENTA } from './cuentas.resource';

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
  u: UsuarioAutenticado,
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
  yield* paginasPorClaveDeProductor(
    pagina,
    porPagina,
    (f) => f.clave_tx,
    (f) => f.id_productor,
  );
}
