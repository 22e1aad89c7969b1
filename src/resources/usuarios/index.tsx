import { lazy } from 'react';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';

const UsuarioList = lazy(() => import('./UsuarioList').then((m) => ({ default: m.UsuarioList })));
const UsuarioCreate = lazy(() => import('./UsuarioCreate').then((m) => ({ default: m.UsuarioCreate })));
const UsuarioEdit = lazy(() => import('./UsuarioEdit').then((m) => ({ default: m.UsuarioEdit })));

/** Users at the spec's paths (DESIGN §4 'Routing'); API name `users` (dataProvider/recursos.ts). */
export const usuariosResource = (
  <Resource name="admin/usuarios" icon={ManageAccountsIcon} recordRepresentation={(r) => `${r.nombres} ${r.apellido_paterno}`}>
    <Route path="list" element={<UsuarioList />} />
    <Route path="create" element={<UsuarioCreate />} />
    <Route path="edit/:id" element={<UsuarioEdit />} />
    <Route path="*" element={<PaginaNoExiste />} />
  </Resource>
);
