import { useCiclo } from '../../sesion/CicloContext';
import { leerCifra, type CifraTablero } from '../../api/tableros';
import type { Filtro } from '@domain/contrato/busqueda';
import { usePanelFiltros } from '../../components/filtros/usePanelFiltros';
import { useConsultaInmediata } from '../../components/useConsultaInmediata';

/**
 * One dashboard call (src/api/tableros.ts, docs/api.md 'Dashboards') for the selected cycle; `extra` adds filters
 * (id_municipio for the drill-down). Answers the whole body (`data`, and totals beside it where the call has them).
 * `avisar` lets one call of a page take the spec's 403/404 path (alert, then the user's home); the others stay
 * quiet, so one refusal is one alert. The call leaves while the dashboard renders (useConsultaInmediata).
 */
export function useTablero<K extends CifraTablero>(
  cifra: K,
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
  const { filtros } = usePanelFiltros();
  // The filter panel (000 §2.3) applies to the figures; the centroid map is a list with its own columns. The
  // drill-down's municipality is its own filter, so the panel's is not sent twice.
  const delPanel = cifra === 'mapa' ? [] : filtros.filter((f) => !extra.some((x) => x.column === f.column));
  const todos = [...extra, ...delPanel];
  return useConsultaInmediata({
    queryKey: ['cosecha', 'tablero', cifra, ciclo?.id, todos, porPagina],
    enabled: !!ciclo && habilitado,
    queryFn: () => leerCifra(cifra, ciclo!.id, { extra: todos, avisar, porPagina }),
    staleTime: 60_000,
  });
}
