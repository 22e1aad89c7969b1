import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { puedeAbrirRuta, rutaDisponible } from '@domain/comun/inicio';
import { emitirAviso } from '../../dataProvider/avisosHttp';
import { ENTORNO } from '../../entorno';
import { sesion } from '../../sesion/almacenSesion';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { PaginaNoExiste } from '../PaginaNoExiste';

/**
 * A dashboard route exists only while its configuration flag is on (spec 000 §2.1, R003): otherwise 'Esta
 * página no existe'. A user whose menu does not offer it (R009, e.g. Inicio without PADRON) who types the
 * address gets the 403 path (alert, then their home) before any call is made; the server refuses anyway.
 */
export function RutaCondicionada({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { configuracion } = useConfiguracion();
  const disponible = rutaDisponible(pathname, configuracion, ENTORNO);
  const permitida = puedeAbrirRuta(sesion.permisos(), configuracion, ENTORNO)(pathname);
  useEffect(() => {
    if (!disponible || permitida) return undefined;
    // after this render's effects: the shell's alert listener (a later sibling) subscribes in the same pass
    const t = setTimeout(() => emitirAviso({ tipo: 'prohibido' }), 0);
    return () => clearTimeout(t);
  }, [disponible, permitida]);
  if (!disponible) return <PaginaNoExiste />;
  return permitida ? <>{children}</> : null;
}
