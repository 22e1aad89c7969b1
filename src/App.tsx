import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { rutas } from '@domain/comun/rutas';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { Cargando } from './components/Cargando';
import { dataProvider } from './dataProvider/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { LayoutCosecha } from './layout/LayoutCosecha';
import { tema } from './layout/tema';
import { AccesoDenegado } from './pages/AccesoDenegado';
import { PaginaNoExiste } from './pages/PaginaNoExiste';
import { Raiz } from './pages/Raiz';
import { TableroInicio } from './pages/tableros';
import { TableroAcopioPerezoso } from './pages/acopio/tablero';
import { AcopioPorProductorPerezoso } from './pages/acopio/por-productor';
import { cooperativasResource } from './resources/cooperativas';
import { cuentasResource } from './resources/cuentas';
import { parcelasResource } from './resources/parcelas';
import { usuariosResource } from './resources/usuarios';
import { Pantalla } from './sesion/Pantalla';
import { PaginaEntregas, PaginaLotes } from './pages/acopio';
import { PaginaComiteEditar, PaginaComiteFormulario, PaginaComiteRevisar, PaginaComiteVer } from './pages/comite';
import { PaginaMapasPerezosa } from './pages/padron/mapas';
import { PadronConcentradoPerezoso } from './pages/padron/concentrado';
import { RutaCondicionada } from './pages/tableros/RutaCondicionada';
import { LocalidadListPerezosa } from './pages/localidades';
import { VersionListPerezosa } from './pages/versiones';
import { PadronCompletoPerezoso } from './pages/padron/completo';
import { rutaVerificacion } from '@domain/acopio/verificacion-publica';

const PaginaVerificarReciboPerezosa = lazy(() =>
  import('./pages/verificar/PaginaVerificarRecibo').then((m) => ({ default: m.PaginaVerificarRecibo })),
);

const PaginaIngresar = lazy(() => import('./pages/ingresar/PaginaIngresar').then((m) => ({ default: m.PaginaIngresar })));
// tablero-parcelas: the plots dashboard (spec 001 §2.2) at the bare resource path, ahead of the resource's own routes
const TableroParcelas = lazy(() => import('./resources/parcelas/tablero/TableroParcelas').then((m) => ({ default: m.TableroParcelas })));
// traces: the TRACES file's revision (issue 11), a path of ours under the plots (docs/DECISIONES.md)
const RevisionTraces = lazy(() => import('./resources/parcelas/traces/RevisionTraces').then((m) => ({ default: m.RevisionTraces })));
// entrega: the delivery selection, form and pending payment (spec 002 §2.2–§2.4), with the signature pad
const SeleccionProductor = lazy(() => import('./pages/acopio/entrega').then((m) => ({ default: m.SeleccionProductor })));
const EntregaFormulario = lazy(() => import('./pages/acopio/entrega').then((m) => ({ default: m.EntregaFormulario })));
const PagoPendiente = lazy(() => import('./pages/acopio/entrega').then((m) => ({ default: m.PagoPendiente })));
const PaginaSinPermisos = lazy(() => import('./pages/PaginaSinPermisos').then((m) => ({ default: m.PaginaSinPermisos })));

// editor-croquis: the sketch editor (Leaflet and geoman load only with it)
const EditorCroquis = lazy(() => import('./resources/parcelas/editor/EditorCroquis').then((m) => ({ default: m.EditorCroquis })));
// altas: the registry's additions and removals (spec 001 §2.12)
const PaginaAltas = lazy(() => import('./pages/padron').then((m) => ({ default: m.PaginaAltas })));
const PaginaBajas = lazy(() => import('./pages/padron').then((m) => ({ default: m.PaginaBajas })));
// acopio-precio: the price per cooperative (spec 002 §2.12)
const PaginaPrecio = lazy(() => import('./pages/acopio/precio/PaginaPrecio').then((m) => ({ default: m.PaginaPrecio })));

/** A delivery screen behind its permission (domain/auth/pantallas.ts 'admin/acopio/entregas'), loaded lazily. */
const conPantalla = (accion: string, pagina: ReactNode) => (
  <Pantalla recurso="admin/acopio/entregas" accion={accion}>
    <Suspense fallback={<Cargando />}>{pagina}</Suspense>
  </Pantalla>
);

const sinMarco = (pagina: ReactNode) => <Suspense fallback={<Cargando />}>{pagina}</Suspense>;
// the committee's pages: a typed address without COMITE (or CUENTAS for the print view) gets the access notice, not a form the server would refuse
const enPantallaComite = (accion: string, pagina: ReactNode) => (
  <Pantalla recurso="admin/comite" accion={accion}>
    {sinMarco(pagina)}
  </Pantalla>
);

/** Wiring only (DESIGN §4): providers, the spec's sign-in routes without layout, and the resources. */
function AdminCosecha() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      loginPage={false}
      title="Cosecha"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={LayoutCosecha}
      catchAll={PaginaNoExiste}
      accessDenied={AccesoDenegado}
      theme={tema}
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<Raiz />} />
        <Route path="/user/login-v3" element={sinMarco(<PaginaIngresar />)} />
        <Route path="/login" element={sinMarco(<PaginaIngresar />)} />
        <Route path="/sin-permisos" element={sinMarco(<PaginaSinPermisos />)} />
      </CustomRoutes>
      {/* the plots dashboard and the sketch editor: more specific paths than the plots resource's, so react-router picks them first */}
      <CustomRoutes>
        <Route
          path={rutas.parcelasDashboard()}
          element={
            <Pantalla recurso="admin/parcelas" accion="dashboard">
              <TableroParcelas />
            </Pantalla>
          }
        />
        <Route
          path={rutas.parcelasTraces()}
          element={
            <Pantalla recurso="admin/parcelas" accion="traces">
              <RevisionTraces />
            </Pantalla>
          }
        />
        <Route
          path="/admin/parcelas/perfil/editcroquis/:uuid"
          element={
            <Pantalla recurso="admin/parcelas" accion="croquis">
              <Suspense fallback={<Cargando />}>
                <EditorCroquis />
              </Suspense>
            </Pantalla>
          }
        />
        <Route path="/dashboard" element={<TableroInicio />} />
        {/* comite (issue 13): the evaluation committee, reached from the producer profile (spec 000 §2.10) */}
        <Route path="/admin/cuentas/comite/revisar/:uuid" element={enPantallaComite('create', <PaginaComiteRevisar />)} />
        <Route path="/admin/cuentas/comite/:uuid" element={enPantallaComite('create', <PaginaComiteFormulario />)} />
        <Route path="/admin/comite/:uuid" element={enPantallaComite('show', <PaginaComiteVer />)} />
        <Route path="/admin/comites-editar/:uuid" element={enPantallaComite('edit', <PaginaComiteEditar />)} />
        {/* completo (issue 13): the complete register, only with mostrar_padron_completo = 1 and PADRON_COMPLETO (spec 001 §2.1) */}
        <Route
          path={rutas.padronCompleto()}
          element={
            <RutaCondicionada>
              <Pantalla recurso="cosecha" accion="PADRON_COMPLETO">
                <PadronCompletoPerezoso />
              </Pantalla>
            </RutaCondicionada>
          }
        />
        {/* acopio (issue 12): the collection dashboard, collection by producer, the deliveries and lots list, the lots
            page and the price per cooperative (spec 002 §2.1), each loaded with its screen */}
        <Route
          path={rutas.acopio()}
          element={
            <Pantalla recurso="admin/acopio" accion="dashboard">
              <TableroAcopioPerezoso />
            </Pantalla>
          }
        />
        <Route
          path={rutas.acopioPorProductor()}
          element={
            <Pantalla recurso="admin/acopio/acopio_por_productor" accion="list">
              <AcopioPorProductorPerezoso />
            </Pantalla>
          }
        />
        <Route
          path={rutas.acopioEntregas()}
          element={
            <Pantalla recurso="admin/acopio" accion="entregas">
              <Suspense fallback={<Cargando />}>
                <PaginaEntregas />
              </Suspense>
            </Pantalla>
          }
        />
        <Route
          path={rutas.acopioLotes()}
          element={
            <Pantalla recurso="admin/acopio" accion="lotes">
              <Suspense fallback={<Cargando />}>
                <PaginaLotes />
              </Suspense>
            </Pantalla>
          }
        />
        <Route
          path={rutas.acopioPrecio()}
          element={
            <Pantalla recurso="admin/acopio/precio_por_cooperativa" accion="list">
              {sinMarco(<PaginaPrecio />)}
            </Pantalla>
          }
        />
        {/* mapas (issue 13): the locality risk maps (spec 001 §2.13), Leaflet loaded with the screen */}
        <Route
          path={rutas.padronMapas()}
          element={
            <Pantalla recurso="admin/padron/mapas" accion="list">
              <PaginaMapasPerezosa />
            </Pantalla>
          }
        />
        {/* concentrado (issue 13): the concentrated register, and the localities and versions lists (spec 001 §2.11, §2.15) */}
        <Route
          path={rutas.padronConcentrado()}
          element={
            <RutaCondicionada>
              <PadronConcentradoPerezoso />
            </RutaCondicionada>
          }
        />
        <Route
          path={rutas.localidades()}
          element={
            <Pantalla recurso="admin/localidades" accion="LOCALIDADES_VER">
              {sinMarco(<LocalidadListPerezosa />)}
            </Pantalla>
          }
        />
        <Route
          path={rutas.versiones()}
          element={
            <Pantalla recurso="admin/versiones" accion="VERSIONES_VER">
              {sinMarco(<VersionListPerezosa />)}
            </Pantalla>
          }
        />
        {/* altas: the registry's additions and removals (spec 001 §2.12) */}
        <Route
          path={rutas.padronAltas()}
          element={
            <Pantalla recurso="admin/padron/altas" accion="list">
              <Suspense fallback={<Cargando />}>
                <PaginaAltas />
              </Suspense>
            </Pantalla>
          }
        />
        <Route
          path={rutas.padronBajas()}
          element={
            <Pantalla recurso="admin/padron/bajas" accion="list">
              <Suspense fallback={<Cargando />}>
                <PaginaBajas />
              </Suspense>
            </Pantalla>
          }
        />
        {/* entrega (issue 12): a delivery from the scale to the signature, and the pending payment */}
        <Route path={rutas.acopioSeleccion()} element={conPantalla('seleccion', <SeleccionProductor />)} />
        <Route
          path="/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta"
          element={conPantalla('create', <EntregaFormulario />)}
        />
        <Route
          path="/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta/:uuidAcopio"
          element={conPantalla('edit', <EntregaFormulario />)}
        />
        <Route
          path="/admin/acopio/entregas_por_productor/pago_pendiente/:idCuenta/:uuidCuenta/:idAcopio"
          element={conPantalla('pago_pendiente', <PagoPendiente />)}
        />
      </CustomRoutes>
      {cuentasResource}
      {parcelasResource}
      {cooperativasResource}
      {usuariosResource}
    </Admin>
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
  { path: rutaVerificacion(':codigo'), element: sinMarco(<PaginaVerificarReciboPerezosa />) },
  { path: '*', element: <AdminCosecha /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
