import type { Writable } from 'node:stream';

/**
 * How the running server logs (issue 22 item 8): a 500 and a lost database connection are always logged with the
 * request id, whatever APP_ENV (README 'APP_ENV'); outside `local` every request too. construirApp picks the level
 * (`error` in local, `info` elsewhere); `destino` lets a test read the lines server.ts would write to stdout.
 */
export function registroDelServidor(destino?: Writable): { logger: boolean; destinoRegistro?: Writable } {
  return { logger: true, ...(destino ? { destinoRegistro: destino } : {}) };
}
