import type { Consulta } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { FILAS_POR_PAGINA } from '../../../descarga';
import { dondeDeBusqueda, type Filtro } from '../../../search/motor';
import type { ColumnaExcel } from '../../cuentas/cuentas-excel';
import type { FilaAcopioProductor } from '@domain/contrato/acopio-tablero';
import { acopioPorProductor, DESDE_ACOPIO_PRODUCTOR, SELECCION_ACOPIO_PRODUCTOR } from './por-productor.resource';

/** ×100 integers as the amount cells' numbers (two decimals: an exact division for display, never summed here). */
const centesimos = (v: number) => v / 100;
const KG = '#,##0.00';
const MONEDA = '#,##0.00';

/** The Excel's columns: the list's, with the amounts as numbers with two decimals (spec 002 §9), kg in the cooperative's unit. */
export function columnasAcopioProductor(unidad: string): ColumnaExcel<FilaAcopioProductor>[] {
  return [
    { encabezado: 'Clave', ancho: 12, valor: (f) => f.clave_tx },
    { encabezado: 'Productor', ancho: 36, valor: (f) => f.nombre },
    { encabezado: 'Municipio', ancho: 22, valor: (f) => f.municipio },
    { encabezado: 'Localidad', ancho: 24, valor: (f) => f.localidad },
    { encabezado: 'Categoría', ancho: 14, valor: (f) => f.cuenta_categoria },
    { encabezado: 'Entregas', ancho: 10, valor: (f) => f.entregas, formato: '0' },
    { encabezado: 'Bultos', ancho: 10, valor: (f) => f.no_bultos, formato: '#,##0' },
    { encabezado: `Peso neto (${unidad})`, ancho: 16, valor: (f) => centesimos(f.peso_neto), formato: KG },
    { encabezado: 'Importe', ancho: 16, valor: (f) => centesimos(f.importe_total), formato: MONEDA },
    { encabezado: 'Recuperación de crédito', ancho: 14, valor: (f) => centesimos(f.recuperacion_credito), formato: MONEDA },
    { encabezado: 'Pagado', ancho: 16, valor: (f) => centesimos(f.pagado), formato: MONEDA },
    { encabezado: 'Saldo', ancho: 16, valor: (f) => centesimos(f.saldo), formato: MONEDA },
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
