import type { Consulta } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { invalido, noEncontrado } from '../../../errores';
import type { Filtro, PeticionBusqueda } from '@domain/contrato/busqueda';
import {
  COLUMNAS_ORDEN,
  filasConcentrado,
  ordenarConcentrado,
  totalesConcentrado,
  type ColumnaOrden,
  type FilaConcentrado,
} from '@domain/padron/concentrado';
import type { RespuestaConcentrado } from '@domain/contrato/padron-concentrado';
import { cicloDeCooperativa } from '../../../search/cifras.repository';
import { certificacionDeCooperativa, gruposConcentrado } from './concentrado.repository';

/** The cycle of the filters: required, `=` a positive integer (001 §7 'filter id_ciclo'); 422 otherwise. */
export function cicloDeFiltros(filtros: readonly Filtro[]): number {
  const f = filtros.find((x) => x.column === 'id_ciclo');
  if (!f) throw invalido({ filters: ['Indique el ciclo (id_ciclo)'] });
  if (f.operator !== '=' || typeof f.value !== 'number' || !Number.isSafeInteger(f.value) || f.value < 1)
    throw invalido({ filters: ["El valor de 'id_ciclo' no es válido"] });
  return f.value;
}

function ordenes(p: PeticionBusqueda): { column: ColumnaOrden; sort: 'asc' | 'desc' }[] {
  const errores: Record<string, string[]> = {};
  const lista = (p.sorts ?? []).map((o, i) => {
    if (!(COLUMNAS_ORDEN as readonly string[]).includes(o.column)) errores[`sorts.${i}`] = [`No se puede ordenar por '${o.column}'`];
    return { column: o.column as ColumnaOrden, sort: o.sort.toLowerCase() as 'asc' | 'desc' };
  });
  if (Object.keys(errores).length) throw invalido(errores, 'Filtro u orden no válido');
  return lista;
}

/**
 * Every locality row of the filtered concentrate, sorted (the Excel writes them all; the search pages them). The
 * cycle must be the session cooperative's: another's is not found (DECISIONS.md), whatever the filters.
 */
export async function filasDelConcentrado(
  db: Consulta,
  u: UsuarioAutenticado,
  p: PeticionBusqueda,
): Promise<{ filas: FilaConcentrado[]; certificacion: string | null }> {
  const ciclo = cicloDeFiltros(p.filters ?? []);
  const orden = ordenes(p);
  if (!(await cicloDeCooperativa(db, u.id_cooperativa, ciclo))) throw noEncontrado();
  const [grupos, certificacion] = await Promise.all([
    gruposConcentrado(db, u, ciclo, p.filters ?? []),
    certificacionDeCooperativa(db, u.id_cooperativa),
  ]);
  return { filas: ordenarConcentrado(filasConcentrado(grupos, certificacion), orden), certificacion };
}

/** `search tx_padron_concentrado`: a page of locality rows, their count and, when asked, the totals row. */
export async function buscarConcentrado(
  db: Consulta,
  u: UsuarioAutenticado,
  p: PeticionBusqueda,
  paginaQuery?: number,
): Promise<RespuestaConcentrado> {
  const { filas } = await filasDelConcentrado(db, u, p);
  const porPagina = p.per_page ?? 10;
  const pagina = paginaQuery ?? p.page ?? 1;
  const data = filas.slice((pagina - 1) * porPagina, pagina * porPagina);
  return { data, total: filas.length, page: pagina, per_page: porPagina, ...(p.totales ? { totales: totalesConcentrado(filas) } : {}) };
}
