/**
 * A queue that runs the functions given to it one after another, each after the previous one settled (failed or
 * not): for statements on one connection that must not interleave (server/db/pglite.ts, postgres.ts).
 */
export function enOrden(): <T>(fn: () => Promise<T>) => Promise<T> {
  let cola: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const r = cola.then(fn, fn);
    cola = r.catch(() => undefined);
    return r;
  };
}
