import type { App } from '../../tipos';
import { rutasParcelas } from './parcelas.routes';
import { rutasParcelasExportar } from './parcelas-exportar.routes';
import { rutasCroquis } from './croquis/croquis.routes';
import { rutasCroquisCambios } from './croquis/croquis-cambios.routes';
import { rutasParcelasListado } from './parcelas-listado.routes';
import { rutasParcelasTablero } from './parcelas-tablero.routes';

/** Plots: a producer's plots, the list and its exports, the plots dashboard, and the sketch (`croquis/`). */
export function registrarParcelas(app: App): void {
  rutasParcelas(app);
  rutasParcelasExportar(app);
  rutasCroquis(app);
  rutasCroquisCambios(app);
  rutasParcelasListado(app);
  rutasParcelasTablero(app);
}
