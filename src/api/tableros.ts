import { httpJson } from '../dataProvider/httpClient';
import type { Filtro } from '@domain/contrato/busqueda';
import type {
  AvanceSic,
  FilaAvanceLocalidad,
  FilaAvanceMunicipio,
  FilaCategoria,
  FilaEdad,
  FilaGenero,
  FilaMapa,
  FilaParcelas,
  FilaRiesgo,
  FilasCifras,
  RespuestaHectareas,
  RespuestaMapa,
  TotalesProductores,
  OpcionesPanel,
} from '@domain/contrato/tableros';

/**
 * The dashboards' calls (spec 000 §7 'Dashboards', 001 §7 'search parcelas'): each a `POST <ruta>_search` with the
 * id_ciclo filter. The only place on the client that spells these paths; the types are the server's contract
 * (domain/contrato/tableros.ts). The plots dashboard's figures are src/api/parcelas.ts.
 */
/** Each figure call by name, with its path and its answer. */
const RUTAS = {
  totales: 'dashboards/productores/totales',
  categorias: 'dashboards/productores/categorias',
  generos: 'dashboards/productores/generos',
  edades: 'dashboards/productores/edades',
  parcelas: 'dashboards/productores/parcelas',
  riesgos: 'dashboards/productores/riesgos',
  hectareas: 'dashboards/productores/hectareas',
  avanceSic: 'dashboards/avances/sic',
  municipios: 'dashboard/avances/municipios',
  localidades: 'dashboard/avances/localidades',
  mapa: 'parcelas',
} as const;

export interface RespuestasCifras {
  totales: { data: TotalesProductores };
  categorias: FilasCifras<FilaCategoria>;
  generos: FilasCifras<FilaGenero>;
  edades: FilasCifras<FilaEdad>;
  parcelas: FilasCifras<FilaParcelas>;
  riesgos: FilasCifras<FilaRiesgo>;
  hectareas: RespuestaHectareas;
  avanceSic: { data: AvanceSic };
  municipios: FilasCifras<FilaAvanceMunicipio>;
  localidades: FilasCifras<FilaAvanceLocalidad>;
  mapa: RespuestaMapa;
}
export type CifraTablero = keyof typeof RUTAS;

/** The id_ciclo filter every dashboard call carries (spec 000 §7 'Dashboards'). */
export const filtroCiclo = (idCiclo: number): Filtro => ({ column: 'id_ciclo', operator: '=', value: idCiclo });

/**
 * One dashboard call for a cycle; `extra` adds filters (id_municipio for the drill-down, the centroid filters of
 * the map), `porPagina` the map's page size. `avisar` lets one call of a page take the spec's 403/404 path.
 */
export const leerCifra = <K extends CifraTablero>(
  cifra: K,
  idCiclo: number,
  { extra = [], avisar = false, porPagina, pagina }: { extra?: Filtro[]; avisar?: boolean; porPagina?: number; pagina?: number } = {},
): Promise<RespuestasCifras[K]> =>
  httpJson<RespuestasCifras[K]>(`${RUTAS[cifra]}_search`, {
    method: 'POST',
    avisar,
    body: {
      filters: [filtroCiclo(idCiclo), ...extra],
      ...(porPagina ? { per_page: porPagina } : {}),
      ...(pagina ? { page: pagina } : {}),
    },
  });

/**
 * The server's page limit of the centroid map (MAXIMO_MAPA of the contract, written again here: the client imports only
 * the contract's types, so TypeBox stays out of the bundle): a cooperative's map is read in one or a few calls.
 */
export const POR_PAGINA_MAPA = 50_000;
/** The map's rows are the plots with a centroid (000 §7 'search parcelas'). */
export const CON_CENTROIDE: Filtro[] = [
  { column: 'centroide_lat', operator: 'is not null' },
  { column: 'centroide_lng', operator: 'is not null' },
];

/** Every plot of the cycle with a centroid, page after page (the plots dashboard's map). */
export async function leerMapaCompleto(idCiclo: number): Promise<FilaMapa[]> {
  const filas: FilaMapa[] = [];
  for (let pagina = 1; ; pagina++) {
    const r = await leerCifra('mapa', idCiclo, { extra: CON_CENTROIDE, porPagina: POR_PAGINA_MAPA, pagina });
    filas.push(...r.data);
    if (r.data.length < POR_PAGINA_MAPA || filas.length >= r.total) return filas;
  }
}

/** Path and body of the home dashboard's KML (`POST parcelas_kml_search`, downloaded as padron.kml). */
export const descargaKmlTablero = (idCiclo: number) => ({ ruta: 'parcelas_kml_search', cuerpo: { filters: [filtroCiclo(idCiclo)] } });

/** The filter panel's options for a cycle (000 §2.3): the inspectors with records and the producers' places. */
export const leerOpcionesPanel = (idCiclo: number): Promise<OpcionesPanel> =>
  httpJson<{ data: OpcionesPanel }>('dashboards/filtros/opciones_search', {
    method: 'POST',
    avisar: false,
    body: { filters: [filtroCiclo(idCiclo)] },
  }).then((r) => r.data);
