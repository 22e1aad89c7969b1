import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error,
  LoadingPage,
  localStorageStore,
  Notification,
} from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { rutaVerificacion } from '@domain/acopio/verificacion-publica';
import { authProvider } from './authProvider/authProvider';
import { perezosa } from './components/perezosa';
import { dataProvider } from './dataProvider/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { cargarLayout, LayoutPerezoso } from './layout/LayoutPerezoso';
import { tema } from './layout/tema';
import { AccesoDenegado } from './pages/AccesoDenegado';
import { PaginaNoExiste } from './pages/PaginaNoExiste';
import { rutasAcopio } from './pages/acopio/rutas';
import { rutasAnticipos } from './pages/anticipos/rutas';
import { rutasCalidad } from './pages/calidad/rutas';
import { rutasFichas } from './pages/fichas/rutas';
import { rutasVinculos } from './pages/vinculos/rutas';
import { rutasEfectivo } from './pages/efectivo/rutas';
import { rutasRemanente } from './pages/remanente/rutas';
import { rutasComite } from './pages/comite/rutas';
import { rutasIngreso } from './pages/ingresar/rutas';
import { rutasPadron } from './pages/padron/rutas';
import { rutasEstadisticas } from './pages/estadisticas/rutas';
import { rutasReportes } from './pages/reportes/rutas';
import { rutasTableros } from './pages/tableros/rutas';
import { cooperativasResource } from './resources/cooperativas';
import { cuentasResource } from './resources/cuentas';
import { parcelasResource } from './resources/parcelas';
import { rutasParcelas } from './resources/parcelas/rutas';
import { usuariosResource } from './resources/usuarios';
import { sesion } from './sesion/almacenSesion';

// the shell arrives alongside the session check, not after it
if (sesion.token()) void cargarLayout();
const PaginaVerificarRecibo = perezosa(() => import('./pages/verificar/PaginaVerificarRecibo').then((m) => m.PaginaVerificarRecibo));

// react-admin's <Admin> is these parts with its defaults; assembled here so that the defaults we replace (its login
// page and form, with react-hook-form, and its English messages) stay out of the first screen's bundle.
const almacen = localStorageStore();

/**
 * Wiring only (DESIGN §4): providers, the sign-in routes without layout, each area's screens, and the resources.
 * Each area declares its routes (and loads its screens when they open) in its own `rutas.tsx` or `index.tsx`.
 */
function AdminCosecha() {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={tema} store={almacen}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          requireAuth
          loginPage={false}
          title="Cosecha"
          layout={LayoutPerezoso}
          catchAll={PaginaNoExiste}
          accessDenied={AccesoDenegado}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={Error}
          loading={LoadingPage}
        >
          <CustomRoutes noLayout>{rutasIngreso}</CustomRoutes>
          <CustomRoutes>
            {rutasTableros}
            {rutasParcelas}
            {rutasPadron}
            {rutasEstadisticas}
            {rutasReportes}
            {rutasComite}
            {rutasAcopio}
            {rutasAnticipos}
            {rutasEfectivo}
            {rutasRemanente}
            {rutasCalidad}
            {rutasFichas}
            {rutasVinculos}
          </CustomRoutes>
          {cuentasResource}
          {parcelasResource}
          {cooperativasResource}
          {usuariosResource}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * The spec's paths are real paths (deep links), not react-admin's default hash routes. A data router
 * (not <BrowserRouter>), because react-admin only warns about unsaved changes inside one: with a plain
 * router `warnWhenUnsavedChanges` is silently off.
 */
// The public receipt check (issue 22 item 14) lives outside <Admin>: its requireAuth would send a buyer holding the
// paper to the sign-in page.
const router = createBrowserRouter([
  { path: rutaVerificacion(':codigo'), element: <PaginaVerificarRecibo /> },
  { path: '*', element: <AdminCosecha /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
