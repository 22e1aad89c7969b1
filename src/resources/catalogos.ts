import { useQuery } from '@tanstack/react-query';
import { httpJson } from '../dataProvider/httpClient';

/** Catalogues for selects (docs/api.md). They never redirect on 403/404: a form must stay usable. */
export interface Opcion {
  id: number;
  nombre: string;
}
export interface CentroAcopio extends Opcion {
  uuid: string;
  id_cooperativa: number;
}

const useCatalogo = <T>(clave: unknown[], ruta: string, habilitado = true) =>
  useQuery({
    queryKey: ['cosecha', ...clave],
    enabled: habilitado,
    staleTime: 10 * 60_000,
    queryFn: () => httpJson<{ data: T[] }>(ruta, { avisar: false }).then((r) => r.data ?? []),
  });

export const usePaises = () => useCatalogo<Opcion>(['paises'], 'paises');
export const useRoles = () => useCatalogo<Opcion>(['roles'], 'roles');
export const useCooperativasOpciones = () => useCatalogo<Opcion & { uuid: string }>(['cooperativas-opciones'], 'cooperativas');

/** Collection centres of one cooperative (`POST centros_acopios_search`). */
export function useCentrosAcopio(idCooperativa: number | null | undefined) {
  return useQuery({
    queryKey: ['cosecha', 'centros', idCooperativa],
    enabled: Number(idCooperativa) >= 1,
    staleTime: 5 * 60_000,
    queryFn: () =>
      httpJson<{ data: CentroAcopio[] }>('centros_acopios_search', {
        method: 'POST',
        avisar: false,
        body: { filters: [{ column: 'id_cooperativa', operator: '=', value: Number(idCooperativa) }], per_page: 100 },
      }).then((r) => r.data ?? []),
  });
}
