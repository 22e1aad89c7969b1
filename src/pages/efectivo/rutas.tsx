import { Route } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const PaginaEfectivo = perezosa(() => import('./PaginaEfectivo').then((m) => m.PaginaEfectivo));

/** Cash disbursements (issue 25, spec 002 §2.11): the screen, behind its permission. */
export const rutasEfectivo = (
  <Route
    path={rutas.acopioEfectivo()}
    element={
      <Pantalla recurso="admin/acopio/entregas_efectivo" accion="list">
        <PaginaEfectivo />
      </Pantalla>
    }
  />
);
