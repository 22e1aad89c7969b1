import { Route } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const PaginaRemanente = perezosa(() => import('./PaginaRemanente').then((m) => m.PaginaRemanente));

/** The end-of-season surplus (issue 25, spec 002 §2.8): the screen, behind its menu entry's permission. */
export const rutasRemanente = (
  <Route
    path={rutas.acopioRemanente()}
    element={
      <Pantalla recurso="admin/acopio/remanente" accion="list">
        <PaginaRemanente />
      </Pantalla>
    }
  />
);
