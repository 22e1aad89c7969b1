import { rutas } from '@domain/comun/rutas';
import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';

const PaginaEstadisticas = perezosa(() => import('./PaginaEstadisticas').then((m) => m.PaginaEstadisticas));

/** The statistics panel (spec 001 §2.14): every signed-in user sees it; its downloads need CSV_EXPORTAR. */
export const rutasEstadisticas = <Route path={rutas.estadisticas()} element={<PaginaEstadisticas />} />;
