import { httpJson } from '../dataProvider/httpClient';
import type { Orden } from '@domain/contrato/busqueda';
import type {
  FilaAcopioProductor,
  RespuestaKgsLocalidades,
  RespuestaKgsMunicipios,
  RespuestaTableroAcopio,
  TotalAcopioProductor,
} from '@domain/contrato/acopio-tablero';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';

/**
 * The collection dashboard and the collection by producer (spec 002 §7; docs/api.md): the only place on the
 * client that spells these paths. Types are the server's contract (domain/contrato/acopio-tablero.ts).
 */

/** `GET admin/acopios/dashboard/{ciclo}/{cooperativa}/{centro}`: centre 0 = every centre (a collector always gets theirs). */
export const leerTableroAcopio = (idCiclo: number, idCooperativa: number, idCentro: number) =>
  httpJson<RespuestaTableroAcopio>(`admin/acopios/dashboard/${idCiclo}/${idCooperativa}/${idCentro}`, { avisar: true });

/** The screen's own filters (002 §7 'search acopio_por_productor': id_ciclo, confirmado = 1) and the search box. */
export interface ConsultaAcopioProductor {
  idCiclo: number;
  q?: string;
  pagina: number;
  porPagina: number;
  orden: Orden;
}

/** `POST acopio_por_productor_search` with the population's totals. */
export const buscarAcopioPorProductor = ({ idCiclo, q, pagina, porPagina, orden }: ConsultaAcopioProductor) =>
  httpJson<RespuestaBusqueda<FilaAcopioProductor, TotalAcopioProductor>>('acopio_por_productor_search', {
    method: 'POST',
    avisar: true,
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        { column: 'confirmado', operator: '=', value: 1 },
        ...(q?.trim() ? [{ column: 'q', operator: 'like', value: q.trim() }] : []),
      ],
      sorts: [orden],
      page: pagina,
      per_page: porPagina,
      totales: true,
    },
  });

/** `POST dashboard/avances/kgs/municipios_search`: kg by municipality. */
export const leerKgsMunicipios = (idCiclo: number) =>
  httpJson<RespuestaKgsMunicipios>('dashboard/avances/kgs/municipios_search', {
    method: 'POST',
    body: { filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }] },
  });

/** `POST dashboard/avances/kgs/localidades_search`: the drill-down of one municipality. */
export const leerKgsLocalidades = (idCiclo: number, idMunicipio: number) =>
  httpJson<RespuestaKgsLocalidades>('dashboard/avances/kgs/localidades_search', {
    method: 'POST',
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        { column: 'id_municipio', operator: '=', value: idMunicipio },
      ],
    },
  });

/** Path of the list's Excel (ACOPIOS_X_PRODUCTOR_EXPORTAR) for the cycle and the search box's text. */
export const rutaExcelAcopioPorProductor = (uuidCiclo: string, q?: string) =>
  `xls/acopio_por_productor/${uuidCiclo}${q?.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`;
