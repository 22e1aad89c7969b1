import { registerSW } from 'virtual:pwa-register';
import { anunciarVersionNueva } from './versionNueva';

// A collection centre keeps the app open the whole harvest day: without navigations the browser would not look for a
// new worker, so it is asked to every hour while online.
const CADA_HORA = 60 * 60 * 1000;

/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts). A new version waits (no skipWaiting): it is
 * announced, and applied only when the person accepts with an empty outbox (AvisoActualizacion.tsx), because a page on
 * the old version could send its outbox to endpoints that changed (issue 28).
 */
export function registrarTrabajador(): void {
  const actualizar = registerSW({
    immediate: true,
    onNeedRefresh: () => anunciarVersionNueva(() => actualizar(true)),
    onRegisteredSW: (_url, registro) => {
      if (!registro) return;
      setInterval(() => {
        if (navigator.onLine && !registro.installing) void registro.update().catch(() => undefined);
      }, CADA_HORA);
    },
  });
}
