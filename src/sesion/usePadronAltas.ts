import { useQuery } from '@tanstack/react-query';
import { conteoAltas } from '@domain/padron/altas';
import { tienePermisoExacto } from '@domain/auth/permisos';
import { altasPendientes } from '../api/padron';
import { sesion } from './almacenSesion';
import { useCiclo } from './CicloContext';
import { useConfiguracion } from './useConfiguracion';

/** Query key of the count: a new producer invalidates it (CuentaCreate), so the bell follows at once. */
export const CLAVE_PADRON_ALTAS = ['cosecha', 'padron-altas'] as const;

/**
 * Pending registry registrations of the selected cycle (spec 000 §3 'Alerts', §7; R015): asked only when
 * the user holds PADRON (the server's exact permission for the call) and the cooperative uses the SIC,
 * whose padron menu shows it. A failure counts 0 (spec 000 §8: other fetch failures are only logged).
 */
export function usePadronAltas(): number {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const usuario = sesion.usuario();
  const conSic = configuracion == null || Number(configuracion.usa_sic) === 1;
  const activo = !!usuario && !!ciclo && conSic && tienePermisoExacto(sesion.permisos(), 'PADRON');
  const q = useQuery({
    queryKey: [...CLAVE_PADRON_ALTAS, usuario?.uuid, ciclo?.id],
    enabled: activo,
    queryFn: () =>
      altasPendientes(ciclo!.id)
        .then(conteoAltas)
        .catch((e) => {
          console.error('No se pudo contar las altas pendientes', e);
          return 0;
        }),
    staleTime: 60_000,
  });
  return activo ? (q.data ?? 0) : 0;
}
