import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/**
 * `useQuery` whose call leaves while the screen renders, not after. React Query starts a query's fetch in an effect,
 * once the whole page has rendered and committed: on the plots dashboard's first load that was ~170 ms after the
 * dashboard itself had rendered (the app's layout and MUI's styles are drawn for the first time then), and its five
 * calls, the 10,000-row map among them, waited for it (DECISIONES 'mapa de 10 000: sesión 12'). This is React Query's
 * own `usePrefetchQuery` with `enabled` honoured: the call starts only when the query is enabled and nothing of it is
 * cached yet (so never twice), and `useQuery` then takes that same call.
 */
export function useConsultaInmediata<T>(opciones: UseQueryOptions<T, Error, T, QueryKey>): UseQueryResult<T> {
  const cliente = useQueryClient();
  const habilitada = opciones.enabled === undefined || opciones.enabled === true;
  if (habilitada && !cliente.getQueryState(opciones.queryKey)) void cliente.prefetchQuery(opciones);
  return useQuery(opciones);
}
