import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';
import { FILAS_POR_PAGINA, paginasPorClaveDeProductor } from '../../descarga';
import { dondeDeBusqueda, type Filtro } from '../../search/motor';
import { cuentas } from './cuentas.resource';
import { DESDE_PRODUCTOR_CON_DATOS, seleccionProductor, type LecturaProductor } from './cuentas.lectura';

/** The read model's columns the Excel reads (cuentas.lectura.ts), by the list row's and the profile's names. */
const LEIDAS = [
  'id_productor',
  'clave_tx',
  'codigo_tx',
  'nombre',
  'cuenta_region',
  'estado',
  'municipio',
  'localidad',
  'cuenta_categoria',
  'organico',
  'pertenece_cooperativa',
  'total_parcelas',
  'total_plantas',
  'total_superficie',
  'fecha_ingreso',
  'genero',
  'fecha_nacimiento',
] as const satisfies readonly (keyof LecturaProductor)[];

/** One producer row of the Excel (spec 000 §3 'Producer account', plus the state, gender and birth date). */
export type FilaProductorExcel = Pick<LecturaProductor, (typeof LEIDAS)[number]>;

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
      `SELECT ${seleccionProductor(LEIDAS)}
         FROM ${DESDE_PRODUCTOR_CON_DATOS}
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
