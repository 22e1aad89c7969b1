import { lazy } from 'react';
import ForestIcon from '@mui/icons-material/Forest';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';
import { Pantalla } from '../../sesion/Pantalla';

const ParcelaCreate = lazy(() => import('./ParcelaCreate').then((m) => ({ default: m.ParcelaCreate })));
const ParcelaList = lazy(() => import('./ParcelaList').then((m) => ({ default: m.ParcelaList })));
// Leaflet comes with these two modules only, out of the main bundle
const ParcelaShow = lazy(() => import('./ParcelaShow').then((m) => ({ default: m.ParcelaShow })));
const ParcelaImprimir = lazy(() => import('./ParcelaImprimir').then((m) => ({ default: m.ParcelaImprimir })));

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
