import { rutas } from '@domain/comun/rutas';
import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';

const PaginaReporteSic = perezosa(() => import('./PaginaReporteSic').then((m) => m.PaginaReporteSic));

/** The SIC final report (spec 002 §2.16) at /admin/calidad-de-datos (DECISIONS: the route of the SIC final report). */
export const rutasReportes = <Route path={rutas.calidadDeDatos()} element={<PaginaReporteSic />} />;
