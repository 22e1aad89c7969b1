import type { App } from '../../tipos';
import { registrarManejador } from '../../trabajos/manejadores';
import { rutasEudr } from './eudr.routes';
import { rutasPaqueteEudr } from './paquete/paquete.routes';
import { rutasDeclaracionesEudr } from './declaraciones/declaraciones.routes';
import { rutasReporteWhisp } from './reporte-whisp.routes';
import { manejadorWhisp } from './analisis-whisp';
import { TIPO_WHISP } from './analisis.repository';

/**
 * EUDR (issues 11 and 23): plot risk and evidence, the WHISP report, the lot's package and its declarations, and the
 * WHISP analyses' job handler. Only a process with WHISP configured runs them; elsewhere the jobs wait in the queue
 * until a process that has it starts.
 */
export function registrarEudr(app: App): void {
  rutasEudr(app);
  rutasPaqueteEudr(app);
  rutasDeclaracionesEudr(app);
  rutasReporteWhisp(app);
  if (app.config.whisp) registrarManejador(app, TIPO_WHISP, manejadorWhisp(app.config.whisp));
}
