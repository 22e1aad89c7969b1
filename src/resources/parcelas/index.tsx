import ForestIcon from '@mui/icons-material/Forest';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const ParcelaCreate = perezosa(() => import('./ParcelaCreate').then((m) => m.ParcelaCreate));
const ParcelaList = perezosa(() => import('./ParcelaList').then((m) => m.ParcelaList));
// Leaflet comes with these two modules only, out of the main bundle
const ParcelaShow = perezosa(() => import('./ParcelaShow').then((m) => m.ParcelaShow));
const ParcelaImprimir = perezosa(() => import('./ParcelaImprimir').then((m) => m.ParcelaImprimir));

/**
 * Plots at the spec's paths (DESIGN §4; API name of the list `parcelas_all`, dataProvider/recursos.ts): the list,
 * the profile's General tab, its print page and 'add plots to an account'. The dashboard (/admin/parcelas) and the
 * sketch editor are other screens; paths without one are 'Esta página no existe'.
 */
export const parcelasResource = (
  <Resource name="admin/parcelas" icon={ForestIcon}>
    <Route
      path="list"
      element={
        <Pantalla accion="list">
          <ParcelaList />
        </Pantalla>
      }
    />
    <Route
      path="perfil/print/:uuid"
      element={
        <Pantalla accion="print">
          <ParcelaImprimir />
        </Pantalla>
      }
    />
    <Route
      path="perfil/:uuid"
      element={
        <Pantalla accion="show">
          <ParcelaShow />
        </Pantalla>
      }
    />
    <Route
      path="create/:uuid"
      element={
        <Pantalla accion="create">
          <ParcelaCreate />
        </Pantalla>
      }
    />
    <Route path="*" element={<PaginaNoExiste />} />
  </Resource>
);
