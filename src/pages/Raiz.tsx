import { Navigate } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { sesion } from '../sesion/almacenSesion';
import { rutaInicioUsuario } from '../sesion/inicio';

/** `/`: the user's home when signed in, the sign-in page otherwise; never signs anyone out (DECISIONS.md 'root path'). */
export function Raiz() {
  return <Navigate to={sesion.token() ? rutaInicioUsuario() : rutas.ingresar()} replace />;
}
