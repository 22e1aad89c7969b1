import type { Consulta } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { FILAS_POR_PAGINA } from '../../../descarga';
import { dondeDeBusqueda, type Filtro } from '../../../search/motor';
import type { ColumnaExcel } from '../../../excel/libro';
import { dinero, entero, FORMATO, peso, texto } from '../../../excel/columnas';
import type { FilaAcopioProductor } from '@domain/contrato/acopio-tablero';
import { acopioPorProductor, DESDE_ACOPIO_PRODUCTOR, SELECCION_ACOPIO_PRODUCTOR } from './por-productor.resource';

/** The amounts without the currency sign, as this file always showed them (the deliveries Excel shows '$'). */
const MONEDA = { formato: FORMATO.decimalConMiles };

/** The Excel's columns: the list's, with the amounts as numbers with two decimals (spec 002 §9), kg in the cooperative's unit. */
export function columnasAcopioProductor(unidad: string): ColumnaExcel<FilaAcopioProductor>[] {
  return [
    texto('Clave', 12, (f) => f.clave_tx),
    texto('Productor', 36, (f) => f.nombre),
    texto('Municipio', 22, (f) => f.municipio),
    texto('Localidad', 24, (f) => f.localidad),
    texto('Categoría', 14, (f) => f.cuenta_categoria),
    entero('Entregas', 10, (f) => f.entregas, { formato: FORMATO.enteroSinMiles }),
    entero('Bultos', 10, (f) => f.no_bultos),
    peso(`Peso neto (${unidad})`, 16, (f) => f.peso_neto),
    dinero('Importe', 16, (f) => f.importe_total, MONEDA),
    dinero('Recuperación de crédito', 14, (f) => f.recuperacion_credito, MONEDA),
    dinero('Pagado', 16, (f) => f.pagado, MONEDA),
    dinero('Saldo', 16, (f) => f.saldo, MONEDA),
  ];
}

/**
 * The list's population (`acopio_por_productor_search` with these filters: its scope and columns, not a copy), a
 * page at a time by account id. The key's condition names the grouped deliveries' account (`t.id_cuenta`), so the
 * database groups only the page's accounts, not the whole cycle for every page.
 */
export async function* paginasAcopioProductor(
  db: Consulta,
  u: UsuarioAutenticado,
  filtros: Filtro[],
  porPagina = FILAS_POR_PAGINA,
): AsyncGenerator<FilaAcopioProductor[]> {
  let ultima = 0;
  for (;;) {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const donde = dondeDeBusqueda(acopioPorProductor, u, filtros, p);
    const filas = await db.query<FilaAcopioProductor>(
      `SELECT ${SELECCION_ACOPIO_PRODUCTOR} FROM ${DESDE_ACOPIO_PRODUCTOR}
        WHERE ${donde} AND t.id_cuenta > ${p(ultima)} ORDER BY c.id LIMIT ${p(porPagina)}`,
      params,
    );
    if (filas.length) yield filas;
    if (filas.length < porPagina) return;
    ultima = filas[filas.length - 1].id;
  }
}
