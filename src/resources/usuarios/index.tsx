import { lazy } from 'react';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { Pantalla } from '../../sesion/Pantalla';

const UsuarioList = lazy(() => import('./UsuarioList').then((m) => ({ default: m.UsuarioList })));
const UsuarioCreate = lazy(() => import('./UsuarioCreate').then((m) => ({ default: m.UsuarioCreate })));
const UsuarioEdit = lazy(() => import('./UsuarioEdit').then((m) => ({ default: m.UsuarioEdit })));

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
