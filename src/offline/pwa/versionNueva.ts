import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app waits to be applied, and how to apply it. The registration (registrar.ts, a lazy
 * chunk) sets it; the shell's notice (AvisoActualizacion.tsx) reads it. No import of Workbox here: the shell's chunk
 * stays as it was.
 */
let aplicar: (() => Promise<void>) | null = null;
const oyentes = new Set<() => void>();

export function anunciarVersionNueva(aplicarla: () => Promise<void>): void {
  aplicar = aplicarla;
  for (const o of oyentes) o();
}

const leer = () => aplicar;

function suscribir(o: () => void): () => void {
  oyentes.add(o);
  return () => oyentes.delete(o);
}

/** The function that applies the waiting version (the page reloads), or null when none waits. */
export const useVersionNueva = (): (() => Promise<void>) | null => useSyncExternalStore(suscribir, leer, leer);
