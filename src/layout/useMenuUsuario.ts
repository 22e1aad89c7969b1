import { useMemo } from 'react';
import { menuVisible, type EntradaMenuVisible } from '@domain/menu';
import { AREAS_DISPONIBLES, ENTORNO } from '../entorno';
import { sesion } from '../sesion/almacenSesion';
import { useConfiguracion } from '../sesion/useConfiguracion';

/** The signed-in user's menu (domain/menu.ts) for the areas this build has. */
export function useMenuUsuario(): EntradaMenuVisible[] {
  const { configuracion } = useConfiguracion();
  const permisos = sesion.permisos();
  const clavePermisos = permisos.join(',');
  return useMemo(
    () => menuVisible(clavePermisos ? clavePermisos.split(',') : [], configuracion, ENTORNO, { padronAltas: 0 }, AREAS_DISPONIBLES),
    [clavePermisos, configuracion],
  );
}
