import { Route } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { perezosa } from '../../components/perezosa';
import { RutaCondicionada } from '../tableros/RutaCondicionada';
import { caminosCalidad } from './caminos';

const PaginaCalidad = perezosa(() => import('./PaginaCalidad').then((m) => m.PaginaCalidad));
const PaginaSeleccion = perezosa(() => import('./PaginaSeleccion').then((m) => m.PaginaSeleccion));
const PaginaFisicoRegistro = perezosa(() => import('./PaginaFisicoRegistro').then((m) => m.PaginaFisicoRegistro));
const PaginaFisicoInfo = perezosa(() => import('./PaginaFisicoInfo').then((m) => m.PaginaFisicoInfo));
const PaginaSensorialRegistro = perezosa(() => import('./PaginaSensorialRegistro').then((m) => m.PaginaSensorialRegistro));
const PaginaSensorialInfo = perezosa(() => import('./PaginaSensorialInfo').then((m) => m.PaginaSensorialInfo));
const PaginaNoExisteCalidad = perezosa(() => import('./PaginaNoExisteCalidad').then((m) => m.PaginaNoExisteCalidad));

const PANTALLAS = [
  [caminosCalidad.lista(), <PaginaCalidad key="l" />],
  [caminosCalidad.seleccion(), <PaginaSeleccion key="s" />],
  [caminosCalidad.fisicoRegistro(), <PaginaFisicoRegistro key="fr" />],
  [caminosCalidad.fisicoInfo(), <PaginaFisicoInfo key="fi" />],
  [caminosCalidad.sensorialRegistro(), <PaginaSensorialRegistro key="sr" />],
  [caminosCalidad.sensorialInfo(), <PaginaSensorialInfo key="si" />],
  [`${rutas.calidad()}/*`, <PaginaNoExisteCalidad key="x" />],
] as const;

/**
 * Coffee quality (issue 26, spec 002 §2.15): six screens, each loaded when first opened, and the area's own not-found
 * page for any other path under /admin/calidad. RutaCondicionada applies the spec's gate (local and dev only, and
 * usa_sic for the list: domain/comun/inicio.ts) and the menu's permission.
 */
export const rutasCalidad = PANTALLAS.map(([path, pagina]) => (
  <Route key={path} path={path} element={<RutaCondicionada>{pagina}</RutaCondicionada>} />
));
