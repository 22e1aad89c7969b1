import { httpJson } from '../dataProvider/httpClient';
import type { Orden } from '@domain/contrato/busqueda';
import type { RespuestaConcentrado } from '@domain/contrato/padron-concentrado';

/**
 * The concentrated register (spec 001 §7 'search tx_padron_concentrado', 'GET xls/padron_concentrado/{cycle uuid}'):
 * the only place on the client that spells these paths; types from domain/contrato/padron-concentrado.ts.
 */

/** The per-column search of the general info group: text columns with like, the locality's code with =. */
export interface ColumnasBusqueda {
  localidad_clave?: string;
  id_localidad?: string;
  localidad?: string;
  municipio?: string;
}

export interface ConsultaConcentrado {
  idCiclo: number;
  columnas: ColumnasBusqueda;
  pagina: number;
  porPagina: number;
  orden: Orden;
}

/** The filters of the search: the cycle, then each column typed (a code that is not a whole number finds nothing). */
export function filtrosConcentrado(idCiclo: number, columnas: ColumnasBusqueda) {
  const filtros: { column: string; operator: string; value: string | number }[] = [{ column: 'id_ciclo', operator: '=', value: idCiclo }];
  for (const c of ['localidad_clave', 'localidad', 'municipio'] as const) {
    const v = columnas[c]?.trim();
    if (v) filtros.push({ column: c, operator: 'like', value: v });
  }
  const codigo = columnas.id_localidad?.trim();
  if (codigo) filtros.push({ column: 'id_localidad', operator: '=', value: /^\d{1,9}$/.test(codigo) ? Number(codigo) : 0 });
  return filtros;
}

/** `POST tx_padron_concentrado_search` with the totals row over every matching locality. */
export const buscarConcentrado = ({ idCiclo, columnas, pagina, porPagina, orden }: ConsultaConcentrado) =>
  httpJson<RespuestaConcentrado>('tx_padron_concentrado_search', {
    method: 'POST',
    body: { filters: filtrosConcentrado(idCiclo, columnas), sorts: [orden], page: pagina, per_page: porPagina, totales: true },
  });

/** `GET xls/padron_concentrado/{uuid del ciclo}`: the cycle's whole concentrate (PADRON_CONCENTRADO_EXPORTAR). */
export const rutaExcelConcentrado = (uuidCiclo: string) => `xls/padron_concentrado/${uuidCiclo}`;
