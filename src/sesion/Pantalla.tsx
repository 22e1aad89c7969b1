import type { ReactNode } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { puedeAcceder } from '@domain/auth/permisos';
import { Cargando } from '../components/Cargando';
import { AccesoDenegado } from '../pages/AccesoDenegado';
import { sesion } from './almacenSesion';

/**
 * A screen that asks react-admin's access control (`authProvider.canAccess`, domain/auth/pantallas.ts) before it
 * renders: a collector typing /admin/usuarios/create gets the 403 answer, not the form (issue 10 item 15).
 * The first render already knows the answer (same rule, read synchronously), so an allowed screen does not flicker.
 * `recurso` defaults to the resource of the route it sits in.
 */
export function Pantalla({ accion, recurso, children }: { accion: string; recurso?: string; children: ReactNode }) {
  const delContexto = useResourceContext();
  const resource = recurso ?? delContexto ?? '';
  const { canAccess, isPending } = useCanAccess({
    action: accion,
    resource,
    initialData: () => puedeAcceder(sesion.permisos(), accion, resource),
  });
  if (isPending) return <Cargando />;
  return canAccess ? <>{children}</> : <AccesoDenegado />;
}
