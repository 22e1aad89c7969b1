import { rutas } from '@domain/comun/rutas';
import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';
import { RutaCondicionada } from '../tableros/RutaCondicionada';

// the data grid loads when the register opens (DESIGN §7)
const PadronCompleto = perezosa(() => import('./completo/PadronCompleto').then((m) => m.PadronCompleto));
// the wide grouped table
const PadronConcentrado = perezosa(() => import('./concentrado/PadronConcentrado').then((m) => m.PadronConcentrado));
// Leaflet loads with the screen (DESIGN §7: maps stay out of the first screen's bundle)
const PaginaMapas = perezosa(() => import('./mapas/PaginaMapas').then((m) => m.PaginaMapas));
const PaginaAltas = perezosa(() => import('./altas/PaginaAltas').then((m) => m.PaginaAltas));
const PaginaBajas = perezosa(() => import('./bajas/PaginaBajas').then((m) => m.PaginaBajas));
const LocalidadList = perezosa(() => import('../localidades/LocalidadList').then((m) => m.LocalidadList));
const VersionList = perezosa(() => import('../versiones/VersionList').then((m) => m.VersionList));

/**
 * The registry (issue 13, spec 001): the complete register (only with mostrar_padron_completo = 1 and PADRON_COMPLETO,
 * §2.1), the concentrated register and the localities and versions lists (§2.11, §2.15), the locality risk maps
 * (§2.13), and the additions and removals (§2.12).
 */
export const rutasPadron = (
  <>
    <Route
      path={rutas.padronCompleto()}
      element={
        <RutaCondicionada>
          <Pantalla recurso="cosecha" accion="PADRON_COMPLETO">
            <PadronCompleto />
          </Pantalla>
        </RutaCondicionada>
      }
    />
    <Route
      path={rutas.padronConcentrado()}
      element={
        <RutaCondicionada>
          <PadronConcentrado />
        </RutaCondicionada>
      }
    />
    <Route
      path={rutas.localidades()}
      element={
        <Pantalla recurso="admin/localidades" accion="LOCALIDADES_VER">
          <LocalidadList />
        </Pantalla>
      }
    />
    <Route
      path={rutas.versiones()}
      element={
        <Pantalla recurso="admin/versiones" accion="VERSIONES_VER">
          <VersionList />
        </Pantalla>
      }
    />
    <Route
      path={rutas.padronMapas()}
      element={
        <Pantalla recurso="admin/padron/mapas" accion="list">
          <PaginaMapas />
        </Pantalla>
      }
    />
    <Route
      path={rutas.padronAltas()}
      element={
        <Pantalla recurso="admin/padron/altas" accion="list">
          <PaginaAltas />
        </Pantalla>
      }
    />
    <Route
      path={rutas.padronBajas()}
      element={
        <Pantalla recurso="admin/padron/bajas" accion="list">
          <PaginaBajas />
        </Pantalla>
      }
    />
  </>
);
