import type { App } from '../../tipos';
import { registrarManejador } from '../../trabajos/manejadores';
import { manejadorDescargaKobo, programarDescargas, TIPO_KOBO_PULL } from './descargar-envios';
import { rutasFichas } from './fichas.routes';

/**
 * KoboToolbox master forms (issue 27): the master-form and cooperative-form calls (always registered: without
 * KOBO_URL and KOBO_TOKEN the reads answer and the writes say KoboToolbox is not configured), and the pull of
 * submissions into `formularios_campo` as a job (`kobo_pull`), run only by a process with KoboToolbox configured;
 * each form with a project is pulled on a schedule started here (a form given a project later starts its own, in the
 * transaction that stores it), and 'Descargar envíos' queues a one-off pull (pedir-descarga.ts).
 */
export function registrarFichas(app: App): void {
  rutasFichas(app);
  const kobo = app.config.kobo;
  if (!kobo) return;
  registrarManejador(app, TIPO_KOBO_PULL, manejadorDescargaKobo(kobo));
  app.addHook('onReady', async () => {
    if (app.config.trabajos) await programarDescargas(app.db);
  });
}
