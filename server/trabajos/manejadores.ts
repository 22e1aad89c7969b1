import type { Config } from '../config';
import type { Manejador } from './trabajador';
import { manejadorWhisp } from '../modules/eudr/analisis-whisp';
import { TIPO_WHISP } from '../modules/eudr/analisis.repository';

/**
 * Which job types this process runs, like app.ts for routes: wiring only. A type whose outside service is not
 * configured has no handler, so its jobs wait in the queue until a process that has it starts.
 */
export function manejadoresDe(config: Config): Record<string, Manejador> {
  return config.whisp ? { [TIPO_WHISP]: manejadorWhisp(config.whisp) } : {};
}
