import type { App } from '../../tipos';
import { registrarManejador } from '../../trabajos/manejadores';
import { manejadorDescargaKobo, programarDescargas, TIPO_KOBO_PULL } from './descargar-envios';

/**
 * KoboToolbox master forms (issue 27, part 1): for now the pull of submissions into `formularios_campo` as a job
 * (`kobo_pull`), run only by a process with KOBO_URL and KOBO_TOKEN; each form with a project is pulled on a
 * schedule started here. The master-form calls and screens are not built yet (see the issue 27 note).
 */
export function registrarFichas(app: App): void {
  const kobo = app.config.kobo;
  if (!kobo) return;
  registrarManejador(app, TIPO_KOBO_PULL, manejadorDescargaKobo(kobo));
  app.addHook('onReady', async () => {
    if (app.config.trabajos) await programarDescargas(app.db);
  });
}
