import { lazy } from 'react';
import ForestIcon from '@mui/icons-material/Forest';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PaginaNoExiste } from '../../pages/PaginaNoExiste';

const ParcelaCrear = lazy(() => import('./ParcelaCrear').then((m) => ({ default: m.ParcelaCrear })));

/**
 * Plots at the spec's paths (DESIGN §4). Only 'add plots to an account' exists so far: the plots list,
 * profile and sketch editor are not built, so every other path is 'Esta página no existe'.
 */
export const parcelasResource = (
  <Resource name="admin/parcelas" icon={ForestIcon}>
    <Route path="create/:uuid" element={<ParcelaCrear />} />
    <Route path="*" element={<PaginaNoExiste />} />
  </Resource>
);
