import { useEffect } from 'react';
import { usePendientes } from '../offline/pendientes';
import { usePuede } from '../sesion/usePuede';

/** The engine is imported when first needed: the shell's first load stays without IndexedDB (src/offline/pendientes.ts). */
const correr = () =>
  void import('../offline/bandeja/sincronizar').then((m) => m.sincronizar()).catch(() => undefined /* the page shows the round */);

/** Every 30 s while something waits: a connection that came back without an `online` event (captive portals). */
export const MS_REINTENTO_BANDEJA = 30_000;

/**
 * The outbox's triggers (issue 28), mounted once in the shell for whoever registers deliveries: the app drains its
 * own outbox (Safari has no Background Sync) when the network comes back (`online`), when the page becomes visible,
 * every 30 s while something waits, and at start (which also sets the top bar's count from the device). The
 * 'Sincronizar' button on the outbox page calls the same engine.
 */
export function DisparadoresBandeja() {
  const registra = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const pendientes = usePendientes();
  useEffect(() => {
    if (!registra) return;
    correr();
    const alVerse = () => {
      if (document.visibilityState === 'visible') correr();
    };
    window.addEventListener('online', correr);
    document.addEventListener('visibilitychange', alVerse);
    return () => {
      window.removeEventListener('online', correr);
      document.removeEventListener('visibilitychange', alVerse);
    };
  }, [registra]);
  useEffect(() => {
    if (!registra || !pendientes) return;
    const t = setInterval(correr, MS_REINTENTO_BANDEJA);
    return () => clearInterval(t);
  }, [registra, pendientes]);
  return null;
}
