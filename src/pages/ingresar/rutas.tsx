import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';
import { Raiz } from '../Raiz';

const PaginaIngresar = perezosa(() => import('./PaginaIngresar').then((m) => m.PaginaIngresar));
const PaginaSinPermisos = perezosa(() => import('../PaginaSinPermisos').then((m) => m.PaginaSinPermisos));

/** The spec's sign-in routes, without the layout (DESIGN §4 'Routing'): the root that sends each user home, sign-in, no permissions. */
export const rutasIngreso = (
  <>
    <Route path="/" element={<Raiz />} />
    <Route path="/user/login-v3" element={<PaginaIngresar />} />
    <Route path="/login" element={<PaginaIngresar />} />
    <Route path="/sin-permisos" element={<PaginaSinPermisos />} />
  </>
);
