import { lazy } from 'react';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { Pantalla } from '../../sesion/Pantalla';

const CooperativaList = lazy(() => import('./CooperativaList').then((m) => ({ default: m.CooperativaList })));
const CooperativaCreate = lazy(() => import('./CooperativaCreate').then((m) => ({ default: m.CooperativaCreate })));
const CooperativaEdit = lazy(() => import('./CooperativaEdit').then((m) => ({ default: m.CooperativaEdit })));

/** Cooperatives at the spec's paths (DESIGN §4 'Routing'): no `edit` prop, so unknown sub-paths reach '*'. */
export const cooperativasResource = (
  <Resource name="admin/cooperativas" icon={AgricultureIcon} recordRepresentation="nombre">
    <Route
      path="list"
      element={
        <Pantalla accion="list">
          <CooperativaList />
        </Pantalla>
      }
    />
    <Route
      path="create"
      element={
        <Pantalla accion="create">
          <CooperativaCreate />
        </Pantalla>
      }
    />
    <Route
      path="edit/:id"
      element={
        <Pantalla accion="edit">
          <CooperativaEdit />
        </Pantalla>
      }
    />
    <Route path="*" element={<PaginaNoExiste />} />
  </Resource>
);
