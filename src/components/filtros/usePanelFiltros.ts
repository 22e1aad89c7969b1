import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtrosDelPanel, panelAConsulta, panelDeConsulta, type FiltrosPanel } from '@domain/tableros/filtros';
import type { Filtro } from '@domain/contrato/busqueda';

/**
 * The dashboards' filter panel (000 §2.3) kept in the page's URL (`?desde=…&inspector=…`): a reload, a bookmark or a
 * shared link keeps the filters, and 'all' leaves the URL clean (domain/tableros/filtros.ts). `filtros` are the
 * search filters every figure call of the page adds.
 */
export function usePanelFiltros() {
  const [consulta, setConsulta] = useSearchParams();
  const clave = consulta.toString();
  const panel = useMemo(() => panelDeConsulta(new URLSearchParams(clave)), [clave]);
  const filtros = useMemo<Filtro[]>(() => filtrosDelPanel(panel), [panel]);
  const cambiar = useCallback((nuevo: FiltrosPanel) => setConsulta((q) => panelAConsulta(nuevo, q), { replace: true }), [setConsulta]);
  return { panel, filtros, cambiar };
}
