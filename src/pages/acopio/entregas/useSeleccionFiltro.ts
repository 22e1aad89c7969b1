import { useState } from 'react';
import { useListContext } from 'react-admin';
import { MAXIMO_ENTREGAS_POR_ENVIO, type FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { entregasDelFiltro, MENSAJE_FILTRO_CAMBIO, type EntregasElegidas } from '../../../api/acopio-lotes';
import { claveDelFiltro, mensajeErrorFiltro, ofertaDelFiltro, type OfertaFiltro } from './seleccionFiltro';

/** The population selection: being read, read, or failed; always tied to the filter it was made for. */
export type Poblacion =
  | { clave: string; tipo: 'reuniendo' }
  | { clave: string; tipo: 'lista'; entregas: EntregasElegidas }
  | { clave: string; tipo: 'error'; mensaje: string };

export interface SeleccionFiltro {
  /** Selected rows of the page shown. */
  enPagina: number;
  oferta: OfertaFiltro;
  /** The population selection while it applies: same filter, sort and page, and the whole page still selected. */
  poblacion: Poblacion | null;
  /** What the actions act on: the whole filter once read, otherwise the page's selected rows. */
  entregas: EntregasElegidas;
  seleccionarFiltro: () => void;
  quitarFiltro: () => void;
}

/**
 * The deliveries list's selection (spec 002 §2.7): the page's ticked rows, or every delivery of the filter once the
 * manager asks for it (seleccionFiltro.ts). The population is read when asked, through the list's own search with
 * the list's filters and sort; a change of filter, sort, page or page size, unticking a row, or a filter that now counts
 * other than what was read (a delivery registered meanwhile), drops it.
 */
export function useSeleccionFiltro(idCiclo: number): SeleccionFiltro {
  const { data, selectedIds, total, filterValues, sort, page, perPage } = useListContext<FilaEntregaListado & { id: string }>();
  const filas = data ?? [];
  const elegidas = filas.filter((f) => selectedIds.includes(f.id));
  // the list's own filter: what the user set, under the cycle the page fixes (ListaEntregas' `filter`)
  const filtro = { ...filterValues, id_ciclo: idCiclo };
  const clave = claveDelFiltro({ filtro, orden: sort, pagina: page, porPagina: perPage });
  const oferta = ofertaDelFiltro({
    filasPagina: filas.length,
    seleccionadasPagina: elegidas.length,
    total: total ?? 0,
    maximo: MAXIMO_ENTREGAS_POR_ENVIO,
  });
  const [guardada, setGuardada] = useState<Poblacion | null>(null);
  // Dropped for good (not just hidden) once it no longer matches: coming back to the same page must not revive it,
  // as Gmail's «all selected» ends when one row is unticked. React's "adjust state while rendering" pattern.
  const vigente =
    guardada !== null &&
    guardada.clave === clave &&
    oferta.tipo === 'ofrecer' &&
    (guardada.tipo !== 'lista' || guardada.entregas.uuids.length === oferta.total);
  if (guardada && !vigente) setGuardada(null);
  const poblacion = vigente ? guardada : null;
  const dePagina = { uuids: elegidas.map((f) => f.acopio_uuid), ids: elegidas.map((f) => f.id_acopio) };

  // An answer that arrives after the filter changed is for another population: it is dropped.
  const siSigue = (p: Poblacion) => setGuardada((actual) => (actual?.clave === p.clave ? p : actual));
  const seleccionarFiltro = () => {
    setGuardada({ clave, tipo: 'reuniendo' });
    entregasDelFiltro(filtro, sort).then(
      (entregas) => siSigue({ clave, tipo: 'lista', entregas }),
      (e: unknown) => siSigue({ clave, tipo: 'error', mensaje: mensajeErrorFiltro(e, MENSAJE_FILTRO_CAMBIO) }),
    );
  };
  return {
    enPagina: elegidas.length,
    oferta,
    poblacion,
    entregas: poblacion?.tipo === 'lista' ? poblacion.entregas : dePagina,
    seleccionarFiltro,
    quitarFiltro: () => setGuardada(null),
  };
}
