/**
 * Starts the installable app (issue 28) without weighing on the first screen: the registration and Workbox's window
 * library arrive in a chunk of their own once the page has loaded. Service workers exist only in a secure context
 * (https, or localhost/127.0.0.1): a cooperative serving Cosecha over plain HTTP on its LAN gets no worker, and the
 * app works online exactly as before (docs/DECISIONES.md, issue 28). The Vite dev server gets none either: a worker
 * would keep serving yesterday's build while the code changes.
 */
export function puedeInstalarse(entorno: { produccion: boolean; seguro: boolean; conTrabajador: boolean }): boolean {
  return entorno.produccion && entorno.seguro && entorno.conTrabajador;
}

export function iniciarAppInstalable(): void {
  const puede = puedeInstalarse({
    produccion: import.meta.env.PROD,
    seguro: window.isSecureContext,
    conTrabajador: 'serviceWorker' in navigator,
  });
  if (!puede) return;
  const registrar = () => void import('./registrar').then((m) => m.registrarTrabajador());
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar, { once: true });
}
