import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../../dataProvider/httpClient';
import { useCiclo } from '../../sesion/CicloContext';

export interface Filtro {
  column: string;
  operator: string;
  value?: unknown;
}

/** The id_ciclo filter every dashboard call carries (spec 000 §7 'Dashboards'). */
export const filtroCiclo = (idCiclo: number): Filtro => ({ column: 'id_ciclo', operator: '=', value: idCiclo });

/**
 * One dashboard call (`POST /api/<ruta>_search` with the id_ciclo filter, docs/api.md 'Dashboards') for the
 * selected cycle; `extra` adds filters (id_municipio for the drill-down). Answers the whole body (`data`, and
 * totals beside it where the call has them). `avisar` lets one call of a page take the spec's 403/404 path
 * (alert, then the user's home); the others stay quiet, so one refusal is one alert.
 */
export function useTablero<R>(
  ruta: string,
  {
    extra = [],
    avisar = false,
    habilitado = true,
    porPagina,
  }: {
    extra?: Filtro[];
    avisar?: boolean;
    habilitado?: boolean;
    porPagina?: number;
  } = {},
) {
  const { ciclo } = useCiclo();
  return useQuery({
    queryKey: ['cosecha', 'tablero', ruta, ciclo?.id, extra, porPagina],
    enabled: !!ciclo && habilitado,
    queryFn: () =>
      httpJson<R>(`${ruta}_search`, {
        method: 'POST',
        avisar,
        body: { filters: [filtroCiclo(ciclo!.id), ...extra], ...(porPagina ? { per_page: porPagina } : {}) },
      }),
    staleTime: 60_000,
  });
}
