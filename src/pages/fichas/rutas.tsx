import { Route } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const PaginaFichasMaster = perezosa(() => import('./PaginaFichasMaster').then((m) => m.PaginaFichasMaster));
const PaginaDetalleMaster = perezosa(() => import('./PaginaDetalleMaster').then((m) => m.PaginaDetalleMaster));

/** Master forms (issue 27, spec 002 §2.17): the list and a master's cooperative forms, behind FICHAS_ODK_VER. */
export const rutasFichas = [
  <Route
    key="lista"
    path={rutas.fichaMaster()}
    element={
      <Pantalla recurso="admin/ficha/master" accion="list">
        <PaginaFichasMaster />
      </Pantalla>
    }
  />,
  <Route
    key="detalle"
    path={rutas.fichaMasterDetalle(':id')}
    element={
      <Pantalla recurso="admin/ficha/master" accion="show">
        <PaginaDetalleMaster />
      </Pantalla>
    }
  />,
];
