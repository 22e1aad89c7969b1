import GroupsIcon from '@mui/icons-material/Groups';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';
import { TableroDatos, TableroProductores } from '../../pages/tableros/rutas';
import { RutaCondicionada } from '../../pages/tableros/RutaCondicionada';

const CuentaList = perezosa(() => import('./CuentaList').then((m) => m.CuentaList));
const CuentaCreate = perezosa(() => import('./CuentaCreate').then((m) => m.CuentaCreate));
const CuentaShow = perezosa(() => import('./CuentaShow').then((m) => m.CuentaShow));

/**
 * Producers at the spec's paths (DESIGN §4 'Routing'); API name `cuentas` (dataProvider/recursos.ts).
 * The bare path is the producers dashboard and `datos` the cooperative data dashboard (spec 000 §2.9).
 */
export const cuentasResource = (
  <Resource name="admin/cuentas" icon={GroupsIcon} recordRepresentation="nombre">
    <Route
      index
      element={
        <RutaCondicionada>
          <TableroProductores />
        </RutaCondicionada>
      }
    />
    <Route
      path="datos"
      element={
        <RutaCondicionada>
          <TableroDatos />
        </RutaCondicionada>
      }
    />
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
