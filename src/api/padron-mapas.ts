import { httpJson } from '../dataProvider/httpClient';
import type {
  CuerpoMapas,
  CuerpoRiesgoLocalidad,
  FilaMapaLocalidad,
  FilaMapaParcela,
  RespuestaRiesgoLocalidad,
  RiesgoLocalidad,
} from '@domain/contrato/padron-mapas';

/**
 * The locality risk maps' calls (spec 001 §2.13, §7 'Maps'). The only place on the client that spells these paths;
 * the types are the server's contract (domain/contrato/padron-mapas.ts).
 */

const POR_PAGINA = 100;

/** Every page of a search: a map shows all of its points, not the first hundred. */
async function todasLasPaginas<T>(ruta: string, cuerpo: CuerpoMapas): Promise<T[]> {
  const filas: T[] = [];
  for (let page = 1; ; page++) {
    const r = await httpJson<{ data: T[]; total: number }>(ruta, {
      method: 'POST',
      body: { ...cuerpo, page, per_page: POR_PAGINA },
    });
    filas.push(...r.data);
    if (r.data.length < POR_PAGINA || filas.length >= r.total) return filas;
  }
}

const filtroCiclo = (idCiclo: number) => ({ column: 'id_ciclo', operator: '=', value: idCiclo });

/** `search tx_padron_mapas`: the cycle's localities with their risk (municipality, then locality name). */
export const localidadesDelMapa = (idCiclo: number) =>
  todasLasPaginas<FilaMapaLocalidad>('tx_padron_mapas_search', { filters: [filtroCiclo(idCiclo)] });

/** `search tx_padron_mapas_detalle`: the plots of one locality in the cycle. */
export const parcelasDeLocalidad = (idCiclo: number, idLocalidad: number) =>
  todasLasPaginas<FilaMapaParcela>('tx_padron_mapas_detalle_search', {
    filters: [filtroCiclo(idCiclo), { column: 'id_localidad', operator: '=', value: idLocalidad }],
  });

/** `PUT localidades/{uuid}`: the locality's risk (null: 'Sin asignar'); answers the risk as stored. */
export async function guardarRiesgoLocalidad(uuid: string, idRiesgo: number | null): Promise<RiesgoLocalidad> {
  const r = await httpJson<RespuestaRiesgoLocalidad>(`localidades/${uuid}`, {
    method: 'PUT',
    body: { id_cat_localidad_riesgo: idRiesgo } satisfies CuerpoRiesgoLocalidad,
  });
  return r.data[0];
}

/** The KML download's path (a GET, for BotonDescarga): the cycle's map, or one locality's. */
export const rutaKmlMapas = (idCiclo: number, idLocalidad?: number) =>
  `padron_mapas_kml?id_ciclo=${idCiclo}${idLocalidad ? `&id_localidad=${idLocalidad}` : ''}`;
