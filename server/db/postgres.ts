import pg from 'pg';
import { createHash } from 'node:crypto';
import type { Consulta, Db, OpcionesConsulta } from './db';
import { alcanceActual, sqlDeAlcance, valorDeAlcance } from './alcance';
import { identificador } from './roles';
import { enOrden } from './en-orden';

// 64-bit integers and numerics as numbers, the same as on PGlite (counts, sums of ×100 integers).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Distinct statement texts prepared by name; past it a new text runs unnamed, as before (planned on each call). */
export const MAXIMO_PREPARADAS = 500;

/**
 * The query of a statement with parameters as a named (prepared) statement: each connection parses it once and,
 * after PostgreSQL's five trial runs, reuses its generic plan when it costs no more than a custom one (the default
 * plan_cache_mode). The list queries joined 7 tables and spent 3–20 ms planning for 0.3 ms of execution; planning
 * was most of the API's 'overhead' (DECISIONES 'rendimiento'). The name is a hash of the text, so every process
 * and connection names a text alike; the texts are the repositories' and the search engine's, parameterised, so
 * they are few; the bound keeps a connection's prepared statements finite whatever the engine builds. A statement
 * without parameters keeps the simple protocol (a script of several statements is allowed there).
 */
const nombres = new Map<string, string>();
function configuracion(sql: string, params: readonly unknown[], porValor = false): pg.QueryConfig {
  if (!params.length) return { text: sql };
  if (porValor) return { text: sql, values: params as unknown[] };
  let name = nombres.get(sql);
  if (!name && nombres.size < MAXIMO_PREPARADAS) {
    name = `p${createHash('sha1').update(sql).digest('base64url').slice(0, 22)}`;
    nombres.set(sql, name);
  }
  return name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] };
}

/**
 * Connections whose prepared statements always keep their generic plan (`planGenerico`). PostgreSQL's default
 * (plan_cache_mode = auto) compares the generic plan's estimated cost with the custom plans' and, for a list of the
 * largest cooperative, the generic one always looks dearer (it assumes an average cooperative, so LIMIT 10 seems to
 * stop later): the producers list was planned anew on every page, 3–10 ms of planning its seven joins for 0.3 ms of
 * execution, and that planning bounded the list's throughput at about 250 requests per second on this 2-core machine
 * (721 with generic plans; DECISIONES 'carga: planes genéricos'). The plan is the same walk of the sort's index for
 * every cooperative. Only the search engine's lists ask for it (acopio's included); every other statement (the
 * dashboards' figures with their date ranges, the repositories, every write) keeps custom plans on the main pool.
 */
const GENERICO = '-c plan_cache_mode=force_generic_plan';

/**
 * No JIT compilation on any connection. PostgreSQL compiles a statement whose estimated cost passes jit_above_cost
 * (100,000 by default, `jit = on`), and its estimates of the lists at 50,000 advances pass it: the per-producer list
 * sorted by balance spent 167 ms compiling for ~20 ms of execution (EXPLAIN ANALYZE, DECISIONES 'issue 25: JIT').
 * Every statement here is a page, a form's write or a streamed export, which never repay a compilation.
 */
const SIN_JIT = '-c jit=off';

/** What a pooled connection was last told: its role and its scope (server/db/alcance.ts), so they are set only on change. */
interface Estado {
  rol: string | null;
  alcance: string | null;
}

export async function abrirPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: SIN_JIT });
  const listas = new pg.Pool({ connectionString: url, max: 10, options: `${GENERICO} ${SIN_JIT}` });
  // An idle connection the server ends (restart, pg_terminate_backend) must not crash the process:
  // the pool drops it and opens another on the next query.
  for (const p of [pool, listas]) p.on('error', (e) => console.error(`Conexión de PostgreSQL cerrada por el servidor: ${e.message}`));
  await pool.query('select 1');
  /** The plain role every statement runs as, once `usarRol` lowered the connections (server/db/filas.ts). */
  let rol: string | null = null;
  const estados = new WeakMap<pg.PoolClient, Estado>();
  /**
   * Brings a connection to the role and the scope of the code about to use it, in one round trip and only when they
   * changed: the scope is a session setting, rewritten before every statement outside a transaction, so a value left
   * by an earlier request is never the one a statement runs with. A transaction sets its own with SET LOCAL.
   */
  async function ajustar(c: pg.PoolClient, alcance: string | null): Promise<void> {
    const e = estados.get(c) ?? { rol: null, alcance: null };
    const partes: string[] = [];
    if (rol && e.rol !== rol) partes.push(`SET ROLE ${identificador(rol)}`);
    if (alcance !== null && e.alcance !== alcance) partes.push(sqlDeAlcance(alcance, false));
    if (!partes.length) return;
    await c.query(partes.join('; '));
    estados.set(c, { rol: rol ?? e.rol, alcance: alcance ?? e.alcance });
  }
  /**
   * A statement outside a transaction on a connection of its own, as pool.query would run it (a failed statement's
   * connection is dropped, an 'error' the socket reports meanwhile is heard), after `ajustar`.
   */
  async function enConexion<T>(p: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await p.connect();
    const alCerrarse = (e: Error) => console.error(`Conexión de PostgreSQL cerrada durante una consulta: ${e.message}`);
    c.on('error', alCerrarse);
    let fallo: Error | undefined;
    try {
      await ajustar(c, valorDeAlcance(alcanceActual()));
      return await fn(c);
    } catch (e) {
      fallo = e instanceof Error ? e : new Error(String(e));
      throw e;
    } finally {
      if (!fallo) c.off('error', alCerrarse);
      c.release(fallo);
    }
  }
  /**
   * A transaction's statements, one after another on its connection: a use case may ask for several at once
   * (Promise.all), and pg only queues those on a client with a deprecation warning (pg@9 will refuse them).
   */
  const enTransaccion = (c: pg.PoolClient): Consulta => {
    const enFila = enOrden();
    return {
      query: <T>(sql: string, params: readonly unknown[] = [], opciones?: OpcionesConsulta) =>
        enFila(async () => (await c.query(configuracion(sql, params, opciones?.planPorValor))).rows as T[]),
      script: (sql: string) => enFila(() => c.query(sql).then(() => undefined)),
    };
  };
  const db: Db = {
    tipo: 'postgres',
    query: <T>(sql: string, params: readonly unknown[] = [], opciones?: OpcionesConsulta) =>
      enConexion(opciones?.planGenerico ? listas : pool, async (c) => {
        const r = await c.query(configuracion(sql, params, opciones?.planPorValor));
        return r.rows as T[];
      }),
    script: (sql: string) => enConexion(pool, (c) => c.query(sql).then(() => undefined)),
    async usarRol(nuevo: string) {
      rol = nuevo;
      // checked now, so a role the login may not take fails the start, not the first request
      await db.query('SELECT 1');
    },
    async transaction(fn) {
      const client = await pool.connect();
      // While checked out, the pool no longer listens to the client: a backend ended mid-transaction
      // (pg_terminate_backend, a restart) reports the closed socket as an 'error' event after the query's own
      // error, and unheard that event would end the whole process. The query's error is the one answered (503).
      const alCerrarse = (e: Error) => console.error(`Conexión de PostgreSQL cerrada durante una transacción: ${e.message}`);
      client.on('error', alCerrarse);
      // A connection lost mid-transaction cannot roll back: the original error is the one to answer (503, see
      // plugins/errores.ts), and the broken client is destroyed instead of going back to the pool.
      let rota: Error | undefined;
      try {
        await ajustar(client, null);
        // the transaction's scope, gone at its end (SET LOCAL): one round trip with the BEGIN
        await client.query(`BEGIN; ${sqlDeAlcance(valorDeAlcance(alcanceActual()), true)}`);
        const r = await fn(enTransaccion(client));
        await client.query('COMMIT');
        return r;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {
          rota = e instanceof Error ? e : new Error(String(e));
        });
        throw e;
      } finally {
        // A broken client keeps the listener: its socket may still report closing after it leaves the pool.
        if (!rota) client.off('error', alCerrarse);
        client.release(rota);
      }
    },
    conexiones: () => ({
      total: pool.totalCount + listas.totalCount,
      libres: pool.idleCount + listas.idleCount,
      esperando: pool.waitingCount + listas.waitingCount,
    }),
    close: async () => {
      await Promise.all([pool.end(), listas.end()]);
    },
  };
  return db;
}
