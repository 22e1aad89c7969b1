import { useQuery } from '@tanstack/react-query';
import { centrosDeCooperativa, paises, roles } from '../api/catalogos';
import { opcionesCooperativa } from '../api/cooperativas';
import type { CentroAcopio as FilaCentroAcopio, Opcion as OpcionContrato } from '@domain/contrato/catalogos';

/** Catalogues for selects (docs/api.md). They never redirect on 403/404: a form must stay usable. */
export type Opcion = OpcionContrato;
export type CentroAcopio = FilaCentroAcopio;

const useCatalogo = <T>(clave: unknown[], leer: () => Promise<T[]>, habilitado = true) =>
  useQuery({ queryKey: ['cosecha', ...clave], enabled: habilitado, staleTime: 10 * 60_000, queryFn: leer });

export const usePaises = () => useCatalogo(['paises'], paises);
export const useRoles = () => useCatalogo(['roles'], roles);
export const useCooperativasOpciones = () => useCatalogo(['cooperativas-opciones'], opcionesCooperativa);

/** Collection centres of one cooperative (`POST centros_acopios_search`). */
export function useCentrosAcopio(idCooperativa: number | null | undefined) {
  return useQuery({
    queryKey: ['cosecha', 'centros', idCooperativa],
    enabled: Number(idCooperativa) >= 1,
    staleTime: 5 * 60_000,
    queryFn: () => centrosDeCooperativa(Number(idCooperativa)),
  });
}
