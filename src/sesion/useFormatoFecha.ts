import { useCallback } from 'react';
import { formatoFecha, formatoFechaHora } from '@domain/comun/formato';
import { useConfiguracion } from './useConfiguracion';

/**
 * formatoFecha on the signed-in cooperative's clock: a timestamp (a `created_at`) reads its day in the cooperative's
 * zone, not the browser's nor UTC's (issue 22 item 22; DECISIONS.md 'today'). Plain dates are shown as written.
 */
export function useFormatoFecha(): (v: string | null | undefined) => string {
  const { configuracion } = useConfiguracion();
  const zona = configuracion?.zona_horaria;
  return useCallback((v: string | null | undefined) => formatoFecha(v, zona), [zona]);
}

/** formatoFechaHora on the signed-in cooperative's clock: 'dd/MMM/yyyy HH:mm' of an instant (the packages made, issue 23). */
export function useFormatoFechaHora(): (v: string | null | undefined) => string {
  const { configuracion } = useConfiguracion();
  const zona = configuracion?.zona_horaria;
  return useCallback((v: string | null | undefined) => formatoFechaHora(v, zona), [zona]);
}
