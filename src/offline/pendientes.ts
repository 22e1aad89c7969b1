import { useSyncExternalStore } from 'react';

/**
 * How many outbox items wait on this device (neither sent nor discarded), as the top bar's count, the sign-out warning
 * and the app update (applied only with an empty outbox, issue 28) read it. The outbox (src/offline/bandeja/) sets
 * it after every change; this module keeps no IndexedDB import so the shell's first load stays small.
 */
let pendientes = 0;
const oyentes = new Set<() => void>();

export function fijarPendientes(n: number): void {
  if (n === pendientes) return;
  pendientes = n;
  for (const o of oyentes) o();
}

export const leerPendientes = (): number => pendientes;

function suscribir(o: () => void): () => void {
  oyentes.add(o);
  return () => oyentes.delete(o);
}

/** The count, re-rendering when it changes. */
export const usePendientes = (): number => useSyncExternalStore(suscribir, leerPendientes, leerPendientes);
