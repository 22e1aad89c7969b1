import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { crearEntorno, type Entorno } from '../entorno';
import { PERMISOS } from '@domain/auth/permisos';
import { iniciarServidorElevacion, type ServidorElevacion } from '../../falsos/servidor-elevacion';
import { iniciarServidorKobo, TOKEN_KOBO, type ServidorKobo } from '../../falsos/servidor-kobo';
import { CASOS_AUDITORIA, SIN_AUDITORIA, type Contexto } from './casos';

/**
 * Audit coverage, enforced as tenancy is (issue 24 item 6): every registered write route (POST, PUT, PATCH, DELETE)
 * has a case in casos.ts or a reason in its SIN_AUDITORIA, and each case, run here against one database, makes its
 * route's request and leaves the audit rows it names. `*_search` routes are reads by the spec's protocol.
 */
let e: Entorno;
let falso: ServidorElevacion;
let kobo: ServidorKobo;
let c: Contexto;
/** The requests made through `c.w` during the current case, with the last audit row id before each. */
let hechas: { method: string; url: string; desde: number }[] = [];

const ultimaFila = async () => (await e.db.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM auditoria'))[0].n;

/** `method url` of a registered route, as a pattern of the paths it answers. */
const patron = (ruta: string) => {
  const [method, url] = ruta.split(' ');
  return { method, url: new RegExp(`^${url.replace(/:[^/]+/g, '[^/]+')}$`) };
};

beforeAll(async () => {
  falso = await iniciarServidorElevacion();
  kobo = await iniciarServidorKobo();
  e = await crearEntorno({ elevacionUrl: falso.url, kobo: { url: kobo.url, token: TOKEN_KOBO } });
  // gerente@ holds every permission (as in the tenancy suite) but stays in cooperative 2.
  await e.db.query('INSERT INTO roles_permisos (id_rol, permiso) SELECT 2, unnest($1::text[]) ON CONFLICT DO NOTHING', [PERMISOS]);
  const [admin, gerente, acopiador] = await Promise.all(
    ['admin@cosecha.demo', 'gerente@cosecha.demo', 'acopio@cosecha.demo'].map((u) => e.entrar(u)),
  );
  const anotar = async (method: string, url: string) => {
    hechas.push({ method, url: url.split('?')[0], desde: await ultimaFila() });
  };
  const inject = async (o: { method: string; url: string }) => {
    await anotar(o.method, o.url);
    return e.app.inject(o);
  };
  const app = new Proxy(e.app, { get: (t, p) => (p === 'inject' ? inject : Reflect.get(t, p)) }) satisfies FastifyInstance;
  const w: Entorno = {
    ...e,
    app,
    pedir: async (token, method, url, body) => {
      await anotar(method, url);
      return e.pedir(token, method, url, body);
    },
  };
  c = { e, w, admin, gerente, acopiador };
});
afterAll(async () => {
  await e?.cerrar();
  await falso?.cerrar();
  await kobo?.cerrar();
});

describe('auditoría: cada ruta de escritura tiene su caso', () => {
  it('cada ruta POST, PUT, PATCH o DELETE registrada tiene un caso de auditoría o una razón para no tenerlo', () => {
    const escrituras = e.app.rutas
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.endsWith('_search'))
      .map((r) => `${r.method} ${r.url}`);
    expect(escrituras.length).toBeGreaterThan(20);
    const conCaso = CASOS_AUDITORIA.map((k) => k.ruta);
    expect(
      escrituras.filter((r) => !conCaso.includes(r) && !(r in SIN_AUDITORIA)),
      'rutas de escritura sin caso de auditoría',
    ).toEqual([]);
    expect(
      [...conCaso, ...Object.keys(SIN_AUDITORIA)].filter((r) => !escrituras.includes(r)),
      'casos o razones de rutas que no existen',
    ).toEqual([]);
    expect(
      conCaso.filter((r, i) => conCaso.indexOf(r) !== i || r in SIN_AUDITORIA),
      'rutas con dos casos, o con caso y razón',
    ).toEqual([]);
  });
});

describe('auditoría: cada escritura deja su fila', () => {
  it.each(CASOS_AUDITORIA.map((k) => [k.ruta, k] as const))('%s', async (ruta, caso) => {
    hechas = [];
    const r = await caso.escribir(c);
    expect(r.statusCode, r.body).toBeGreaterThanOrEqual(200);
    expect(r.statusCode, r.body).toBeLessThan(300);
    // The case made exactly one watched request, and it is its route's.
    expect(hechas, 'el caso hace una sola petición con c.w').toHaveLength(1);
    const p = patron(ruta);
    expect(hechas[0].method).toBe(p.method);
    expect(hechas[0].url).toMatch(p.url);
    const filas = await e.db.query<{ accion: string; entidad: string }>('SELECT accion, entidad FROM auditoria WHERE id > $1 ORDER BY id', [
      hechas[0].desde,
    ]);
    expect(filas).toEqual(expect.arrayContaining(caso.filas.map((f) => expect.objectContaining(f))));
  });
});

describe('auditoría: la comprobación puede fallar', () => {
  it('una escritura sin auditoría no deja fila: la lectura de filas no es vacía por construcción', async () => {
    hechas = [];
    const r = await c.w.pedir(c.gerente, 'POST', '/api/ciclos', {});
    expect(r.statusCode, r.body).toBe(200);
    expect(await e.db.query('SELECT id FROM auditoria WHERE id > $1', [hechas[0].desde])).toEqual([]);
  });
});
