import AgricultureIcon from '@mui/icons-material/Agriculture';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const CooperativaList = perezosa(() => import('./CooperativaList').then((m) => m.CooperativaList));
const CooperativaCreate = perezosa(() => import('./CooperativaCreate').then((m) => m.CooperativaCreate));
const CooperativaEdit = perezosa(() => import('./CooperativaEdit').then((m) => m.CooperativaEdit));

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
