import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which cooperative's rows the database lets a statement see (issue 29 item 3, migration 0082): the second wall
 * behind every query's own `id_cooperativa = $1`. A request of a cooperative's user sees that cooperative; a
 * platform administrator, a public route (sign-in, a receipt's public check), the job worker, the CLIs and the
 * migrations see every cooperative ('todas'); a request before its user is known sees none ('ninguna').
 */
export type Alcance = number | 'todas' | 'ninguna';

interface Marco {
  alcance: Alcance;
}

const marcos = new AsyncLocalStorage<Marco>();

/**
 * The scope of the code running now. Outside any request (the job worker, a CLI, the migrations, a test's own
 * fixtures) it is 'todas': those read and write for every cooperative by design; the wall guards what a request does.
 */
export const alcanceActual = (): Alcance => marcos.getStore()?.alcance ?? 'todas';

/**
 * Runs `fn` (and everything it awaits) in a frame of its own under `alcance`; the scope around it is untouched. A
 * request's frame (plugins/alcance.ts) is opened so, and `fijarAlcance` changes it in place once the user is known.
 */
export const conAlcance = <T>(alcance: Alcance, fn: () => T): T => marcos.run({ alcance }, fn);

/** Sets the scope of the current request's frame (after sign-in checks the token); outside a frame it does nothing. */
export function fijarAlcance(alcance: Alcance): void {
  const m = marcos.getStore();
  if (m) m.alcance = alcance;
}

/**
 * The value of the setting `cosecha.cooperativa` the policies read: the cooperative's id, 'todas', or '' (which,
 * like a setting never made, matches no row). Checked here because it is written into SQL text (server/db/postgres.ts).
 */
export function valorDeAlcance(a: Alcance): string {
  if (a === 'todas') return 'todas';
  if (a === 'ninguna') return '';
  if (!Number.isSafeInteger(a) || a <= 0) throw new Error(`alcance no válido: ${String(a)}`);
  return String(a);
}

/**
 * The SQL that sets the scope on a connection: for the whole session, or (`local`) until the transaction ends. A SET,
 * not `SELECT set_config()`: a SELECT takes the transaction's snapshot, after which a backup's `SET TRANSACTION
 * ISOLATION LEVEL` is refused.
 */
export const sqlDeAlcance = (valor: string, local: boolean): string => `SET ${local ? 'LOCAL ' : ''}cosecha.cooperativa = '${valor}'`;
