import type { App } from '../../tipos';
import { registrarManejador } from '../../trabajos/manejadores';
import { rutasRemanente } from './remanente.routes';
import { manejadorRemanente, TIPO_REMANENTE } from './generar-recibos';

/** The surplus (issue 25): its routes and the receipts' generation job, which runs in the existing queue. */
export function registrarRemanente(app: App): void {
  rutasRemanente(app);
  registrarManejador(app, TIPO_REMANENTE, manejadorRemanente);
}
