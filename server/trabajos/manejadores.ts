import type { App } from '../tipos';
import type { Manejador } from './trabajador';

/**
 * Each area registers the job types it runs while app.ts registers the area, as it does its routes
 * (`registrarManejador(app, TIPO_WHISP, manejadorWhisp(...))` in modules/eudr/index.ts), so the queue imports no area
 * and a new job touches only its area. server.ts hands `app.manejadores` to the worker. A type whose outside service
 * is not configured is not registered: its jobs wait in the queue until a process that has it starts.
 */
export function registrarManejador(app: App, tipo: string, manejador: Manejador): void {
  // Two areas claiming one type would silently run only the last one's handler.
  if (tipo in app.manejadores) throw new Error(`El tipo de trabajo '${tipo}' ya tiene manejador`);
  app.manejadores[tipo] = manejador;
}
