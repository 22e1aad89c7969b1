import { rutas } from '@domain/comun/rutas';
import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

// the plots dashboard (spec 001 §2.2) at the bare resource path, ahead of the resource's own routes
const TableroParcelas = perezosa(() => import('./tablero/TableroParcelas').then((m) => m.TableroParcelas));
// the TRACES file's revision (issue 11), a path of ours under the plots (docs/DECISIONES.md)
const RevisionTraces = perezosa(() => import('./traces/RevisionTraces').then((m) => m.RevisionTraces));
// the sketch editor (Leaflet and geoman load only with it)
const EditorCroquis = perezosa(() => import('./editor/EditorCroquis').then((m) => m.EditorCroquis));

/**
 * The plots' screens beside their resource (index.tsx): the dashboard, the TRACES revision and the sketch editor.
 * Their paths are more specific than the resource's, so react-router picks them first.
 */
export const rutasParcelas = (
  <>
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
          <EditorCroquis />
        </Pantalla>
      }
    />
  </>
);
