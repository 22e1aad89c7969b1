import type { App } from '../../tipos';
import { rutasCatalogos } from './catalogos.routes';
import { rutasCatalogosSic } from './catalogos-sic.routes';

/** Catalogues: countries, roles, cycles, collection centres, the session's configuration, and the SIC catalogues. */
export function registrarCatalogos(app: App): void {
  rutasCatalogos(app);
  rutasCatalogosSic(app);
}
