import { useEffect } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { esErrorDeRed } from './copia/useEnLinea';

/** A query that ended in error because no answer came at all (no network), not because the server said no. */
export const fallaSinRed = (q: Query): boolean => q.state.status === 'error' && esErrorDeRed(q.state.error);

/**
 * Asks again, once the network is back, the queries on screen that failed for lack of it (issue 28). react-query's
 * own 'refetch on reconnect' cannot do it for an app opened with the network already down: its onlineManager starts
 * out 'online' whatever the browser says, so those calls failed at once (after their retries), and the browser's
 * 'online' event changed nothing for it. The cycles were such a call: the shell kept no cycle, and after a
 * correction the delivery form stayed 'Cargando' (found by tests/e2e/bandeja-conflicto.spec.ts). Telling react-query
 * the truth at start is not an option: it would pause react-admin's own start-up calls and the app would never open
 * offline.
 */
export function reintentarLoQueFalloSinRed(cliente: QueryClient): Promise<void> {
  return cliente.refetchQueries({ type: 'active', predicate: fallaSinRed });
}

/** Mounted once in the shell: on the browser's `online` event, `reintentarLoQueFalloSinRed`. */
export function ReintentarAlVolverLaRed(): null {
  const cliente = useQueryClient();
  useEffect(() => {
    const alVolver = () => void reintentarLoQueFalloSinRed(cliente);
    window.addEventListener('online', alVolver);
    return () => window.removeEventListener('online', alVolver);
  }, [cliente]);
  return null;
}
