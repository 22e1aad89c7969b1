import { protocol, types, type PGlite } from '@electric-sql/pglite';

/**
 * Named statements with a generic plan on PGlite, for the search engine's lists (`planGenerico`). PGlite's `query`
 * parses and plans every statement anew (an unnamed statement of the extended protocol): the producers list's page
 * joins seven tables and spent 3.0 ms planning for 0.5 ms of execution (EXPLAIN ANALYZE, 20,000 producers), and on
 * PGlite's single connection that planning bounded the list at about 220 requests per second. Here each text is
 * parsed once under a name, and every call binds its values to it with `plan_cache_mode = force_generic_plan` for
 * that call only, as PostgreSQL's 'listas' pool does (server/db/postgres.ts). Everything else keeps `query`.
 *
 * The wire messages are PGlite's own (`protocol.serialize`), in the order its `query` sends them; values are
 * serialised and rows parsed with its serialisers and the database's parsers, so a row reads the same either way
 * (tests/server/db/pglite-preparadas.test.ts compares them).
 */

/** Distinct texts kept per database; past it a text runs through `query` (the engine's texts are few). */
export const MAXIMO_PREPARADAS_PGLITE = 200;

interface Preparada {
  nombre: string;
  /** Type of each parameter, as PostgreSQL inferred it (ParameterDescription). */
  tiposParametros: number[];
  /** Name and type of each column (RowDescription), in order. */
  columnas: { nombre: string; tipo: number }[];
}

type Mensaje = { name: string } & Record<string, unknown>;

export function preparadasDe(pg: PGlite) {
  const preparadas = new Map<string, Preparada>();
  const enviar = async (m: Uint8Array): Promise<Mensaje[]> =>
    (await pg.execProtocol(m, { syncToFs: false })).messages as unknown as Mensaje[];
  // After an error PostgreSQL skips messages until Sync: it is always sent, as PGlite's `query` does.
  const conSync = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } finally {
      await enviar(protocol.serialize.sync());
    }
  };

  async function preparar(sql: string): Promise<Preparada> {
    const nombre = `cosecha_${preparadas.size + 1}`;
    const mensajes = await conSync(async () => [
      ...(await enviar(protocol.serialize.parse({ name: nombre, text: sql }))),
      ...(await enviar(protocol.serialize.describe({ type: 'S', name: nombre }))),
    ]);
    const parametros = mensajes.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const filas = mensajes.find((m) => m.name === 'rowDescription') as { fields?: { name: string; dataTypeID: number }[] } | undefined;
    const p: Preparada = {
      nombre,
      tiposParametros: parametros?.dataTypeIDs ?? [],
      columnas: (filas?.fields ?? []).map((f) => ({ nombre: f.name, tipo: f.dataTypeID })),
    };
    preparadas.set(sql, p);
    return p;
  }

  function valor(v: unknown, tipo: number): string | null {
    if (v === null || v === undefined) return null;
    const s = pg.serializers[tipo];
    return s ? s(v) : String(v);
  }

  /** Runs `sql` through its named statement; null when the text is one too many to keep (the caller uses `query`). */
  return async function consultar<T>(sql: string, params: readonly unknown[]): Promise<T[] | null> {
    if (!preparadas.has(sql) && preparadas.size >= MAXIMO_PREPARADAS_PGLITE) return null;
    // The same two locks as PGlite's `query`: no transaction is open on the connection while this runs.
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const p = preparadas.get(sql) ?? (await preparar(sql));
        // `exec` would wait for the locks held here: the simple-query message instead.
        await enviar(protocol.serialize.query('SET plan_cache_mode = force_generic_plan'));
        try {
          const mensajes = await conSync(async () => [
            ...(await enviar(
              protocol.serialize.bind({ statement: p.nombre, values: params.map((v, i) => valor(v, p.tiposParametros[i])) }),
            )),
            ...(await enviar(protocol.serialize.execute({}))),
          ]);
          return mensajes
            .filter((m) => m.name === 'dataRow')
            .map((m) => {
              const campos = m.fields as (string | null)[];
              const fila: Record<string, unknown> = {};
              p.columnas.forEach((c, i) => (fila[c.nombre] = types.parseType(campos[i], c.tipo, pg.parsers)));
              return fila as T;
            });
        } finally {
          await enviar(protocol.serialize.query('RESET plan_cache_mode'));
        }
      }),
    );
  };
}
