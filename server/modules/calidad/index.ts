import type { App } from '../../tipos';
import { rutasCalidad } from './calidad.routes';
import { rutasCalidadInfo } from './calidad-info.routes';

/** Coffee quality (issue 26): the analyses, their printouts and Excel, the catalogues and the selection's cards. */
export function registrarCalidad(app: App): void {
  rutasCalidadInfo(app);
  rutasCalidad(app);
}
