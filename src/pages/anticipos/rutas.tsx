import { Route } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const PaginaAnticipos = perezosa(() => import('./PaginaAnticipos').then((m) => m.PaginaAnticipos));

/** Pre-harvest credit (issue 25, spec 002 §2.10): the advances screen, behind its permission. */
export const rutasAnticipos = (
  <Route
    path={rutas.acopioAnticipos()}
    element={
      <Pantalla recurso="admin/acopio/anticipos_por_productor" accion="list">
        <PaginaAnticipos />
      </Pantalla>
    }
  />
);
