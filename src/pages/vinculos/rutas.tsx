import { Route } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';
import { RutaCondicionada } from '../tableros/RutaCondicionada';

const PaginaCuentaFormularios = perezosa(() => import('./PaginaCuentaFormularios').then((m) => m.PaginaCuentaFormularios));
const PaginaCuentaProductor = perezosa(() => import('./PaginaCuentaProductor').then((m) => m.PaginaCuentaProductor));
const PaginaCuentaConfirmar = perezosa(() => import('./PaginaCuentaConfirmar').then((m) => m.PaginaCuentaConfirmar));
const PaginaParcelaProductor = perezosa(() => import('./PaginaParcelaProductor').then((m) => m.PaginaParcelaProductor));
const PaginaParcelaElegir = perezosa(() => import('./PaginaParcelaElegir').then((m) => m.PaginaParcelaElegir));
const PaginaParcelaFormularios = perezosa(() => import('./PaginaParcelaFormularios').then((m) => m.PaginaParcelaFormularios));
const PaginaParcelaConfirmar = perezosa(() => import('./PaginaParcelaConfirmar').then((m) => m.PaginaParcelaConfirmar));
const PaginaSinParcelaFormulario = perezosa(() => import('./PaginaSinParcelaFormulario').then((m) => m.PaginaSinParcelaFormulario));
const PaginaSinParcelaConfirmar = perezosa(() => import('./PaginaSinParcelaConfirmar').then((m) => m.PaginaSinParcelaConfirmar));

const PANTALLAS = [
  [rutas.vincularSic(), <PaginaCuentaFormularios key="c1" />],
  [rutas.vincularSicProductor(), <PaginaCuentaProductor key="c2" />],
  [rutas.vincularSicConfirmar(), <PaginaCuentaConfirmar key="c3" />],
  [rutas.vincularParcelas(), <PaginaParcelaProductor key="p1" />],
  [rutas.vincularParcelasParcela(), <PaginaParcelaElegir key="p2" />],
  [rutas.vincularParcelasFormularios(), <PaginaParcelaFormularios key="p3" />],
  [rutas.vincularParcelasConfirmar(), <PaginaParcelaConfirmar key="p4" />],
  [rutas.vincularSinParcela(), <PaginaSinParcelaFormulario key="s1" />],
  [rutas.vincularSinParcelaConfirmar(), <PaginaSinParcelaConfirmar key="s2" />],
] as const;

/**
 * The linking wizards (issue 27, spec 002 §2.13, §2.14): nine steps, each loaded when first opened. RutaCondicionada
 * applies `usa_sic` (domain/comun/inicio.ts) and Pantalla the area's permission, PARCELAS_CROQUIS, on every step: the
 * later steps have no menu entry of their own to inherit it from.
 */
export const rutasVinculos = PANTALLAS.map(([path, pagina]) => (
  <Route
    key={path}
    path={path}
    element={
      <RutaCondicionada>
        <Pantalla recurso="cosecha" accion="PARCELAS_CROQUIS">
          {pagina}
        </Pantalla>
      </RutaCondicionada>
    }
  />
));
