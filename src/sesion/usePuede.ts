import { useCanAccess } from 'react-admin';
import { puedeAcceder, type Permiso } from '@domain/auth/permisos';
import { sesion } from './almacenSesion';

/** The resource name react-admin's access checks carry for our permission-named actions. */
export const RECURSO_PERMISOS = 'cosecha';

/**
 * Whether the signed-in user may see a control, asked through react-admin's access control
 * (`authProvider.canAccess`, which delegates to domain/auth/permisos.ts). The first render already knows the answer
 * (same rule, read synchronously), so controls do not flicker; the server decides anyway.
 */
export function usePuede(permiso: Permiso): boolean {
  const { canAccess } = useCanAccess({
    action: permiso,
    resource: RECURSO_PERMISOS,
    initialData: () => puedeAcceder(sesion.permisos(), permiso),
  });
  return canAccess === true;
}

/**
 * Whether the signed-in user may open a screen: the same question its route asks (`Pantalla`, domain/auth/pantallas.ts),
 * so a link is offered only where it does not end in 'Acceso no autorizado' (issue 22 item 23).
 * @example usePuedeAbrir('admin/parcelas', 'show') // false for a collector: plot names show as text
 */
export function usePuedeAbrir(recurso: string, accion: string): boolean {
  const { canAccess } = useCanAccess({
    action: accion,
    resource: recurso,
    initialData: () => puedeAcceder(sesion.permisos(), accion, recurso),
  });
  return canAccess === true;
}
