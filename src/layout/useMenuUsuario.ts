import { useMemo } from 'react';
import { menuVisible, type EntradaMenuVisible } from '@domain/comun/menu';
import { AREAS_DISPONIBLES, ENTORNO } from '../entorno';
import { sesion } from '../sesion/almacenSesion';
import { useConfiguracion } from '../sesion/useConfiguracion';
import { usePadronAltas } from '../sesion/usePadronAltas';

/** The signed-in user's menu (domain/comun/menu.ts) for the areas this build has, with the Altas alert of the selected cycle. */
export function useMenuUsuario(): EntradaMenuVisible[] {
  const { configuracion } = useConfiguracion();
  const padronAltas = usePadronAltas();
  const permisos = sesion.permisos();
  const clavePermisos = permisos.join(',');
  return useMemo(
    () => menuVisible(clavePermisos ? clavePermisos.split(',') : [], configuracion, ENTORNO, { padronAltas }, AREAS_DISPONIBLES),
    [clavePermisos, configuracion, padronAltas],
  );
}
