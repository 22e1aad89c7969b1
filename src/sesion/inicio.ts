import { destinoInicioSesion, puedeAbrirRuta } from '@domain/comun/inicio';
import { AREAS_DISPONIBLES, ENTORNO } from '../entorno';
import { sesion } from './almacenSesion';

/** The signed-in user's home in this build (R001, R002, DECISIONS.md 'sign-in destination'). */
export function rutaInicioUsuario(): string {
  const permisos = sesion.permisos();
  const cfg = sesion.configuracion();
  return destinoInicioSesion(permisos, cfg, puedeAbrirRuta(permisos, cfg, ENTORNO, AREAS_DISPONIBLES), ENTORNO);
}
