import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const UsuarioList = perezosa(() => import('./UsuarioList').then((m) => m.UsuarioList));
const UsuarioCreate = perezosa(() => import('./UsuarioCreate').then((m) => m.UsuarioCreate));
const UsuarioEdit = perezosa(() => import('./UsuarioEdit').then((m) => m.UsuarioEdit));

/** Users at the spec's paths (DESIGN §4 'Routing'); API name `users` (dataProvider/recursos.ts). */
export const usuariosResource = (
  <Resource name="admin/usuarios" icon={ManageAccountsIcon} recordRepresentation={(r) => `${r.nombres} ${r.apellido_paterno}`}>
    <Route
      path="list"
      element={
        <Pantalla accion="list">
          <UsuarioList />
        </Pantalla>
      }
    />
    <Route
      path="create"
      element={
        <Pantalla accion="create">
          <UsuarioCreate />
        </Pantalla>
      }
    />
    <Route
      path="edit/:id"
      element={
        <Pantalla accion="edit">
          <UsuarioEdit />
        </Pantalla>
      }
    />
    <Route path="*" element={<PaginaNoExiste />} />
  </Resource>
);
