import type { App } from '../../tipos';
import { rutasVinculos } from './vinculos.routes';
import { rutasVinculosDescargas } from './vinculos-descargas.routes';

/** The linking wizards (issue 27): field forms to producers and plots, and the forms' downloads. */
export function registrarVinculos(app: App): void {
  rutasVinculos(app);
  rutasVinculosDescargas(app);
}
