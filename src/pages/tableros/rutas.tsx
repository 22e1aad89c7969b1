import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';
import { RutaCondicionada } from './RutaCondicionada';

// each dashboard is its own chunk: charts and Leaflet load when a dashboard opens, not with the shell
const TableroInicio = perezosa(() => import('./TableroInicio').then((m) => m.TableroInicio));
/** The producers dashboard, the producers resource's bare path (resources/cuentas). */
export const TableroProductores = perezosa(() => import('./TableroProductores').then((m) => m.TableroProductores));
/** The cooperative data dashboard, `datos` under the producers resource (resources/cuentas). */
export const TableroDatos = perezosa(() => import('./TableroDatos').then((m) => m.TableroDatos));

/** The home dashboard (spec 000 §2.9), only where the configuration offers it. */
export const rutasTableros = (
  <Route
    path="/dashboard"
    element={
      <RutaCondicionada>
        <TableroInicio />
      </RutaCondicionada>
    }
  />
);
