import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { Pantalla } from '../../sesion/Pantalla';
import { TableroDatos, TableroProductores } from '../../pages/tableros';

const CuentaList = lazy(() => import('./CuentaList').then((m) => ({ default: m.CuentaList })));
const CuentaCreate = lazy(() => import('./CuentaCreate').then((m) => ({ default: m.CuentaCreate })));
const CuentaShow = lazy(() => import('./CuentaShow').then((m) => ({ default: m.CuentaShow })));

/**
 * Producers at the spec's paths (DESIGN §4 'Routing'); API name `cuentas` (dataProvider/recursos.ts).
 * The bare path is the producers dashboard and `datos` the cooperative data dashboard (spec 000 §2.9).
 */
export const cuentasResource = (
  <Resource name="admin/cuentas" icon={GroupsIcon} recordRepresentation="nombre">
    <Route index element={<TableroProductores />} />
    <Route path="datos" element={<TableroDatos />} />
    <Route
      path="list"
      element={
        <Pantalla accion="list">
          <CuentaList />
        </Pantalla>
      }
    />
    <Route
      path="perfil/:uuid"
      element={
        <Pantalla accion="show">
          <CuentaShow />
        </Pantalla>
      }
    />
    <Route
      path="agregar"
      element={
        <Pantalla accion="create">
          <CuentaCreate />
        </Pantalla>
      }
    />
    <Route path="*" element={<PaginaNoExiste />} />
  </Resource>
);
