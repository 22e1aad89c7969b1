import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consulta, Db, OpcionesConsulta } from '../../../server/db/db';
import { crearEntorno, type Entorno } from '../entorno';

/**
 * Statements per request (issue 10 item 21): a count, not a time, so a change that adds a round trip to every list
 * or to every request (the session check) shows here on a loaded machine too. The figures are the floor today:
 * the session check is one statement (user, role's permissions, revocation and credential change together), a
 * list is its page and its count (run at once), a catalogue its one read. A list's statements ask for the generic
 * plan (server/db/postgres.ts); `genericas` records which did.
 */
const genericas = new Set<string>();
function registrarSentencias(db: Db): string[] {
  const sentencias: string[] = [];
  const anotar = (sql: string, o?: OpcionesConsulta) => {
    if (o?.planGenerico) genericas.add(sql.replace(/\s+/g, ' ').trim());
    sentencias.push(sql);
  };
  const envolver = (c: Consulta): Consulta => ({
    query: (sql, params, o) => (anotar(sql, o), c.query(sql, params, o)),
    script: (sql) => (sentencias.push(sql), c.script(sql)),
  });
  const { query, script, transaction } = { query: db.query.bind(db), script: db.script.bind(db), transaction: db.transaction.bind(db) };
  const d = db as { -readonly [K in keyof Db]: Db[K] };
  d.query = (sql, params, o) => (anotar(sql, o), query(sql, params, o));
  d.script = (sql) => (sentencias.push(sql), script(sql));
  d.transaction = (fn) => transaction((tx) => fn(envolver(tx)));
  return sentencias;
}

describe('sentencias por petición', () => {
  let e: Entorno;
  let token: string;
  let sentencias: string[];
  beforeAll(async () => {
    e = await crearEntorno();
    token = await e.entrar('admin@cosecha.demo');
    sentencias = registrarSentencias(e.db);
  });
  afterAll(() => e.cerrar());

  const enviadas = async (method: string, url: string, body?: unknown) => {
    sentencias.length = 0;
    const r = await e.pedir(token, method, url, body);
    expect(r.statusCode).toBe(200);
    return sentencias.map((s) => s.replace(/\s+/g, ' ').trim());
  };

  it('la lista de productores: la sesión, la página y el total', async () => {
    const s = await enviadas('POST', '/api/cuentas_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: 2 }],
      sorts: [{ column: 'clave_tx', sort: 'asc' }],
      per_page: 10,
    });
    expect(s).toHaveLength(3);
    expect(s[0]).toMatch(/^SELECT u\.id, u\.uuid/);
    // the count sums the groups that 0035 keeps
    expect(s[2]).toMatch(/^SELECT coalesce\(sum\(c\.cuentas\), 0\)::int AS n FROM cuentas_conteo c /);
    expect(genericas.has(s[1]) && genericas.has(s[2]), 'la página y el total piden el plan genérico').toBe(true);
    expect(genericas.has(s[0]), 'la sesión no').toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'en PostgreSQL las listas van por conexiones que conservan su plan genérico, y lo demás por las de siempre',
    async () => {
      const modo = async (planGenerico: boolean) =>
        (await e.db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', [], { planGenerico }))[0].plan_cache_mode;
      expect(await modo(true)).toBe('force_generic_plan');
      expect(await modo(false)).toBe('auto');
    },
  );

  it('la primera página lleva su tamaño en el texto (un plan reutilizable); las siguientes, el desplazamiento como parámetro', async () => {
    const [, primera] = await enviadas('POST', '/api/cuentas_search', { per_page: 10 });
    expect(primera).toMatch(/ LIMIT 10$/);
    const [, tercera] = await enviadas('POST', '/api/cuentas_search?page=3', { per_page: 10 });
    expect(tercera).toMatch(/ LIMIT 10 OFFSET \$\d+$/);
  });

  it('un catálogo: la sesión y su lectura', async () => {
    expect(await enviadas('GET', '/api/paises')).toHaveLength(2);
  });
});
