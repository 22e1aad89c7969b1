import { tienePermiso } from '@domain/permisos';
import { sesion } from '../sesion/almacenSesion';

/** Whether the signed-in user may see a control (substring match, R010); the server decides anyway. */
export const puede = (permiso: string): boolean => {
  const permisos = sesion.permisos();
  return permisos.length > 0 && tienePermiso(permisos, permiso);
};
