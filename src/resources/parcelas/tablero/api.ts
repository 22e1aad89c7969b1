import type { FilaGenero } from '@domain/grafica-genero';
import { httpJson } from '../../../dataProvider/httpClient';

/**
 * The dashboard's server calls (spec 001 §7 'Plots'), each a search filtered by the cycle. The figure calls
 * are parcelas-listado's (server/modules/parcelas), the map rows tableros-api's (server/modules/tableros).
 */
const filtroCiclo = (idCiclo: number) => ({ filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }] });

const buscar = <T>(recurso: string, cuerpo: object) =>
  httpJson<{ data: T[] }>(`${recurso}_search`, { method: 'POST', avisar: false, body: cuerpo }).then((r) => r.data ?? []);

/** The counters (001 §3): plots with a form, their coffee hectares and the average (2 decimals, from the server). */
export interface TotalesParcelas {
  parcelas_totales: number;
  total_has_cafe: number;
  promedio_has_cafe: number;
}

export async function leerTotales(idCiclo: number): Promise<TotalesParcelas> {
  const [f] = await buscar<TotalesParcelas>('dashboards/parcelas/totales', filtroCiclo(idCiclo));
  if (!f) throw new Error('El servidor no devolvió los totales');
  return f;
}

/** Plants of one type (every type of the catalogue, 0 when none was counted). */
export interface FilaPlanta {
  id_tipo_planta: number;
  tipo: string;
  total: number;
}

export const leerPlantas = (idCiclo: number) => buscar<FilaPlanta>('dashboards/parcelas/plantas', filtroCiclo(idCiclo));

/** Plots with a form having one other activity (and 'ninguno'), every activity in the spec's order. */
export interface FilaActividad {
  clave: string;
  etiqueta: string;
  total: number;
}

export const leerOtras = (idCiclo: number) => buscar<FilaActividad>('dashboards/parcelas/otras', filtroCiclo(idCiclo));

export const leerGenero = (idCiclo: number) => buscar<FilaGenero>('dashboard/avances/productores_majomut_genero', filtroCiclo(idCiclo));

/** A map row of `parcelas_search` (only what the markers need is read). */
export interface FilaMapa {
  uuid: string;
  parcela_nombre: string | null;
  productor_uuid: string;
  productor_nombre: string | null;
  centroide_lat: number;
  centroide_lng: number;
}

/** The server's page limit of the map call: a cooperative's map is read in one or a few calls. */
const POR_PAGINA_MAPA = 50_000;

/** Every plot of the cycle with a centroid (001 §7 'search parcelas'), page after page. */
export async function leerMapa(idCiclo: number): Promise<FilaMapa[]> {
  const cuerpo = (page: number) => ({
    filters: [
      { column: 'id_ciclo', operator: '=', value: idCiclo },
      { column: 'centroide_lat', operator: 'is not null' },
      { column: 'centroide_lng', operator: 'is not null' },
    ],
    page,
    per_page: POR_PAGINA_MAPA,
  });
  const filas: FilaMapa[] = [];
  for (let page = 1; ; page++) {
    const r = await httpJson<{ data: FilaMapa[]; total?: number }>('parcelas_search', {
      method: 'POST',
      avisar: false,
      body: cuerpo(page),
    });
    filas.push(...(r.data ?? []));
    if ((r.data ?? []).length < POR_PAGINA_MAPA || (r.total != null && filas.length >= r.total)) return filas;
  }
}
