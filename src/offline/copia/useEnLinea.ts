import { useSyncExternalStore } from 'react';

const suscribir = (o: () => void) => {
  window.addEventListener('online', o);
  window.addEventListener('offline', o);
  return () => {
    window.removeEventListener('online', o);
    window.removeEventListener('offline', o);
  };
};
const leer = () => navigator.onLine;

/** Whether the browser says it has a network, re-rendering when that changes. */
export const useEnLinea = (): boolean => useSyncExternalStore(suscribir, leer, leer);

/**
 * A call that failed without an answer: fetch rejects with a TypeError ('Failed to fetch') when there is no network,
 * while every answer the server gave is an HttpError with its status (src/dataProvider/httpClient.ts).
 */
export const esErrorDeRed = (e: unknown): boolean => e instanceof TypeError;
