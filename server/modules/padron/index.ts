import type { App } from '../../tipos';
import { rutasPadron } from './padron.routes';
import { rutasPadronMapas } from './mapas/mapas.routes';
import { rutasSolicitudesPadron } from './solicitudes.routes';
import { rutasPadronCompleto } from './completo/completo.routes';
import { rutasHojasPadron } from './hoja/hoja.routes';
import { rutasPadronConcentrado } from './concentrado/concentrado.routes';

/** The registry (padrón): Altas and Bajas requests, risk maps, the complete and concentrated registers, PDF sheets. */
export function registrarPadron(app: App): void {
  rutasPadron(app);
  rutasPadronMapas(app);
  rutasSolicitudesPadron(app);
  rutasPadronCompleto(app);
  rutasHojasPadron(app);
  rutasPadronConcentrado(app);
}
