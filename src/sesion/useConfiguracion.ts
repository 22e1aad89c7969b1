import { useQuery } from '@tanstack/react-query';
import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { leerConfiguracionSesion } from '../api/catalogos';
import { sesion } from './almacenSesion';

/**
 * The signed-in user's cooperative configuration (spec 000 §3, §7): the stored copy first, refreshed
 * from `acopios/catalogos/cooperativa_conf`. A failure is only logged (spec 000 §8) and the stored
 * copy, or none, stays in use; with none, every conditional route is available.
 */
export function useConfiguracion(): { configuracion: ConfiguracionCooperativa | null; cargando: boolean } {
  const usuario = sesion.usuario();
  const guardada = sesion.configuracion();
  const q = useQuery({
    queryKey: ['cosecha', 'configuracion', usuario?.uuid],
    enabled: !!usuario,
    queryFn: async () => {
      try {
        const cfg = await leerConfiguracionSesion();
        if (cfg) sesion.guardarConfiguracion(cfg);
        return cfg;
      } catch (e) {
        console.error('No se pudo cargar la configuración de la cooperativa', e);
        return guardada;
      }
    },
    initialData: guardada ?? undefined,
    staleTime: 5 * 60_000,
  });
  return { configuracion: q.data ?? null, cargando: !!usuario && q.isPending };
}
