import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import type { FastifySchema } from 'fastify';
import { crearEntorno, type Entorno } from './entorno';
import { usuarioPorCorreo, uuidCoop } from './ayudas';
import { huella } from './huella';
import { PERMISOS } from '@domain/auth/permisos';
import { anidado, bueno, buenParametro, conNul, malo, maloParametro, UUID_CUALQUIERA, type Esquema } from './entrada/generadores';
import { NOMBRES_CATALOGOS } from '@domain/acopio/catalogos';

/**
 * The generated bad-input suite (issue 10, item 3): for every registered route, fast-check builds bad bodies,
 * parameters, queries, search filters and multipart bodies from the route's own schema and sends them as a user
 * of cooperative 2 holding every permission. Each answer must be a 4xx (never a 5xx), and the whole database's
 * fingerprint (tests/server/huella.ts) must be the same after each route's inputs. A route the generators
 * cannot reach (no body, parameters, query or upload) must be named in SIN_ENTRADA, or the first test fails.
 */
// The routes are read at collection time (one test per route), so the app is built before the tests are.
const e: Entorno = await crearEntorno();
let token: string;
let inicial: Record<string, string>;
/** The fingerprint after the last route's inputs. */
let ultima: Record<string, string>;
/** Path values that reach an upload's parsing (the user's own cooperative and user). */
const propios = { coop: '', usuario: '' };
const cifras = { enviadas: 0, por5xx: [] as string[], porRuta: {} as Record<string, number> };

/**
 * Routes that take no input at all: their 'bad input' is junk in the query and body, which they must ignore
 * (`lectura`: the answer is anything but a 5xx). A write among them (`escritura`) is sent the junk with a forged
 * token instead, so it never runs (logging out would end the suite's session).
 */
const SIN_ENTRADA: Record<string, 'lectura' | 'escritura'> = {
  'POST /api/auth/logout': 'escritura',
  'GET /api/salud': 'lectura',
  'GET /api/metricas': 'lectura',
  'POST /api/auth/profile': 'lectura',
  'GET /api/acopios/catalogos/cooperativa_conf': 'lectura',
  'GET /api/paises': 'lectura',
  'GET /api/kobo/datos/arboles': 'lectura',
  'GET /api/roles': 'lectura',
  'GET /api/remanente/categorias': 'lectura',
  'GET /api/cooperativas': 'lectura',
  'GET /api/users': 'lectura',
  'GET /api/sic/regiones': 'lectura',
  'GET /api/sic/centros_de_acopio': 'lectura',
  'GET /api/cooperativas_municipios': 'lectura',
  'GET /api/categorias': 'lectura',
  'GET /api/admin/sic/catalog/generos': 'lectura',
  'GET /api/admin/sic/catalog/niveles_riesgo': 'lectura',
  'GET /api/sic/cat_cuentas_bajas': 'lectura',
  'GET /api/cat_riesgo_eudr': 'lectura',
  'GET /api/eudr_analisis': 'lectura',
  'POST /api/eudr_analisis/pendientes': 'escritura',
  // entrega (issue 12): the delivery form's catalogues and its price default
  ...Object.fromEntries(NOMBRES_CATALOGOS.map((n) => [`GET /api/acopios/catalogos/${n}`, 'lectura' as const])),
  'GET /api/admin/acopios/precio_por_kg_precargado': 'lectura',
  'GET /api/admin/acopios/entregas/lotes': 'lectura',
  // issue 22 item 24: the centre's usual units (the centre is the session's)
  'GET /api/admin/acopios/unidades_usuales': 'lectura',
  // issue 28: the device copy (the cooperative, cycle and centre are the session's)
  'GET /api/admin/acopios/copia_dispositivo': 'lectura',
  // completo (issue 13): the register's edit-form catalogues
  'GET /api/admin/sic/catalog/tenencia': 'lectura',
  'GET /api/admin/sic/catalog/si_no': 'lectura',
  // efectivo (issue 25): the cash form's collectors (the cooperative is the session's)
  'GET /api/efectivo_acopiadores': 'lectura',
  // calidad (issue 26): the quality forms' catalogues
  'GET /api/calidad/catalogos/tipo_procesos': 'lectura',
  'GET /api/calidad/catalogos/color_muestras': 'lectura',
  'GET /api/calidad/catalogos/zarandas': 'lectura',
};

/** Inputs per route from its schema; routes with a body or search filters get more. */
const POR_RUTA = 12;

interface Entrada {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Junk a route without input may ignore: any answer but a 5xx. */
  ignorable?: boolean;
}
interface Ruta {
  method: string;
  url: string;
  schema?: FastifySchema;
  publica: boolean;
}

const esquema = (s: unknown): Esquema | undefined => (s && typeof s === 'object' ? (s as Esquema) : undefined);
const nombresParametros = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);

/** The URL with each `:param` replaced (a value given, or a plausible one from the schema). */
function rellenar(r: Ruta, valores: Record<string, string> = {}): string {
  const ps = esquema(r.schema?.params)?.properties ?? {};
  return r.url.replace(
    /:([A-Za-z_]+)/g,
    (_m, n: string) => valores[n] ?? propioPara(r.url, n) ?? buenParametro(ps[n] ?? { type: 'string' }),
  );
}
/** An upload must reach its body's parsing: its path names a row of the user's own cooperative. */
function propioPara(url: string, n: string): string | undefined {
  if (n !== 'uuid') return undefined;
  if (url.startsWith('/api/cooperativas/')) return propios.coop;
  if (url.startsWith('/api/users/')) return propios.usuario;
  return undefined;
}
const json = (url: string, cuerpo: unknown): Entrada =>
  cuerpo === undefined ? { url, headers: {} } : { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(cuerpo) };

/** The columns a `_search` declares, as its summary in the API reference lists them ('filtros: a, b; orden: …'). */
function columnasDe(r: Ruta): string[] {
  const m = /filtros: ([^;)]+)/.exec(String((r.schema as { summary?: string } | undefined)?.summary ?? ''));
  return m ? m[1].split(', ') : ['id_ciclo', 'id_municipio'];
}

/** Filter values no column type admits: past 32 bits, fractions, NUL bytes, deep nesting, objects, huge lists. */
const valorFiltroMalo = fc.oneof(
  fc.constantFrom(2_147_483_648, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 31) - 1, 1e21, 1e308, -1e308, 1.5, 0.25),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  conNul,
  fc.constant('x'.repeat(10_000)),
  fc.constant(anidado(1000)),
  fc.constant({ a: 1 }),
  fc.constant(Array.from({ length: 600 }, (_, i) => i + 1)),
  fc.constant([1, 2_147_483_648]),
  fc.constant(['a\u0000']),
);

/** Bad multipart bodies: no boundary, truncated, too many fields, files or parts, and files that are no file. */
function multipartMalo(url: string): fc.Arbitrary<Entrada> {
  const limite = `----cosecha${randomBytes(6).toString('hex')}`;
  const tipo = `multipart/form-data; boundary=${limite}`;
  const parte = (nombre: string, contenido: string, archivo?: string) =>
    `--${limite}\r\nContent-Disposition: form-data; name="${nombre}"${archivo ? `; filename="${archivo}"` : ''}\r\n` +
    `${archivo ? 'Content-Type: image/png\r\n' : ''}\r\n${contenido}\r\n`;
  const fin = `--${limite}--\r\n`;
  const completo = parte('uuid', UUID_CUALQUIERA) + parte('archivo', 'no es un archivo válido', 'a.png') + fin;
  return fc.oneof(
    fc.constant({ url, headers: { 'content-type': 'multipart/form-data' }, payload: completo }),
    fc.constant({ url, headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: completo }),
    fc
      .integer({ min: 1, max: completo.length - 1 })
      .map((n) => ({ url, headers: { 'content-type': tipo }, payload: completo.slice(0, n) })),
    fc.integer({ min: 20, max: 300 }).map((n) => ({
      url,
      headers: { 'content-type': tipo },
      payload: Array.from({ length: n }, (_, i) => parte(`campo${i}`, 'x')).join('') + fin,
    })),
    fc.integer({ min: 2, max: 30 }).map((n) => ({
      url,
      headers: { 'content-type': tipo },
      payload: Array.from({ length: n }, (_, i) => parte('archivo', 'no es imagen', `a${i}.png`)).join('') + fin,
    })),
    fc.constant({ url, headers: { 'content-type': tipo }, payload: parte('archivo', 'x', 'a\u0000.png') + parte('uuid\u0000', 'x') + fin }),
    fc.constant({ url, headers: { 'content-type': tipo }, payload: '' }),
    fc.constant({ url, headers: { 'content-type': tipo }, payload: `--${limite}\r\nsin cabeceras\r\n\r\n${fin}` }),
    fc.constant({ url, headers: { 'content-type': 'application/json' }, payload: '{"archivo": "x"}' }),
  );
}

/** Junk for a route without input: unknown query parameters (NUL, bad encoding, huge numbers) and a junk body. */
function basura(url: string): fc.Arbitrary<Entrada> {
  return fc
    .tuple(fc.constantFrom('x=%00', 'id=99999999999', 'page=%E0%A4%A', 'a[b][c]=1', `q=${'x'.repeat(3000)}`), fc.jsonValue({ maxDepth: 3 }))
    .map(([q, cuerpo]) => ({ ...json(`${url}?${q}`, cuerpo), ignorable: true }));
}

/** Every generator that applies to a route; empty when its schema gives nothing to break. */
export function generadoresDe(r: Ruta): fc.Arbitrary<Entrada>[] {
  const gs: fc.Arbitrary<Entrada>[] = [];
  const s = r.schema;
  const params = esquema(s?.params);
  const query = esquema(s?.querystring);
  const body = esquema(s?.body);
  if (params?.properties) {
    for (const n of nombresParametros(r.url)) {
      const p = params.properties[n] ?? { type: 'string' };
      gs.push(maloParametro(p).map((v) => json(rellenar(r, { [n]: v }), body ? bueno(body) : undefined)));
    }
  }
  if (query?.properties) {
    const base = rellenar(r);
    for (const [n, p] of Object.entries(query.properties))
      gs.push(maloParametro(p).map((v) => ({ url: `${base}?${n}=${v}`, headers: {} })));
    if (query.additionalProperties === false) gs.push(fc.constant({ url: `${base}?zz_extra=1`, headers: {} }));
  }
  if (body) {
    const base = rellenar(r);
    const a = malo(body);
    if (a)
      gs.push(
        a.map((v) => json(base, v)),
        a.map((v) => json(base, v)),
      );
    gs.push(
      fc
        .constantFrom(
          '{"a":',
          '{"a":1,}',
          'nul\u0000',
          '[',
          '{"a":"\\ud800"}',
          `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
          `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_001)}`,
        )
        .map((t) => ({ url: base, headers: { 'content-type': 'application/json' }, payload: t })),
    );
    if (r.url.endsWith('_search')) {
      const columnas = columnasDe(r);
      const filtro = fc.record({
        column: fc.constantFrom(...columnas),
        operator: fc.constantFrom('=', '!=', '<', '>=', 'like', 'in', 'is null'),
        value: valorFiltroMalo,
      });
      gs.push(
        ...[0, 1, 2].map(() => filtro.map((f) => json(base, { filters: [f] }))),
        fc
          .record({ column: fc.constantFrom(...columnas, 'zz', 'q'), operator: fc.constantFrom('=', 'in'), value: valorFiltroMalo })
          .map((f) => json(base, { filters: [{ column: 'q', operator: 'like', value: 'a' }, f], page: 1, per_page: 10 })),
      );
    }
  }
  if ((s?.consumes as string[] | undefined)?.includes('multipart/form-data'))
    gs.push(multipartMalo(rellenar(r)), multipartMalo(rellenar(r)));
  return gs;
}

beforeAll(async () => {
  await e.db.query('INSERT INTO roles_permisos (id_rol, permiso) SELECT 2, unnest($1::text[]) ON CONFLICT DO NOTHING', [PERMISOS]);
  token = await e.entrar('gerente@cosecha.demo');
  propios.coop = await uuidCoop(e.db, 2);
  propios.usuario = (await usuarioPorCorreo(e.db, 'gerente@cosecha.demo')).uuid;
  inicial = await huella(e.db);
  ultima = inicial;
});
afterAll(async () => {
  const rutas = Object.keys(cifras.porRuta).length;
  console.log(
    `entrada generada: ${cifras.enviadas} entradas malas a ${rutas} rutas; 5xx vistos: ${cifras.por5xx.length}` +
      (cifras.por5xx.length ? `\n${cifras.por5xx.slice(0, 40).join('\n')}` : ''),
  );
  await e?.cerrar();
});

const clave = (r: Ruta) => `${r.method} ${r.url}`;

describe('entrada generada: cobertura', () => {
  it('cada ruta registrada tiene generadores o está en SIN_ENTRADA, y SIN_ENTRADA nombra solo rutas sin entrada que existen', () => {
    const registradas = e.app.rutas.map(clave);
    expect(registradas.length).toBeGreaterThan(80);
    const sinCobertura = e.app.rutas.filter((r) => generadoresDe(r).length === 0 && !(clave(r) in SIN_ENTRADA)).map(clave);
    expect(sinCobertura, 'rutas sin generador de entradas malas (agregue su esquema o su caso en SIN_ENTRADA)').toEqual([]);
    const sobran = Object.keys(SIN_ENTRADA).filter((k) => !registradas.includes(k));
    expect(sobran, 'SIN_ENTRADA nombra rutas que no existen').toEqual([]);
    const conEntrada = e.app.rutas.filter((r) => clave(r) in SIN_ENTRADA && generadoresDe(r).length > 0).map(clave);
    expect(conEntrada, 'rutas de SIN_ENTRADA que sí declaran entrada').toEqual([]);
  });

  it('una ruta nueva sin esquema no tiene generadores (la comprobación puede fallar)', () => {
    expect(generadoresDe({ method: 'POST', url: '/api/nueva', publica: false })).toEqual([]);
    expect(
      generadoresDe({
        method: 'POST',
        url: '/api/nueva/:id',
        publica: false,
        schema: { params: { type: 'object', properties: { id: { type: 'string' } } } },
      }),
    ).toHaveLength(1);
  });

  it('la huella detecta un cambio en cualquier tabla (la comprobación puede fallar)', async () => {
    await e.db.query(`UPDATE paises SET nombre = nombre || ' x' WHERE id = (SELECT min(id) FROM paises)`);
    try {
      expect(await huella(e.db)).not.toEqual(inicial);
    } finally {
      await e.db.query(`UPDATE paises SET nombre = left(nombre, length(nombre) - 2) WHERE id = (SELECT min(id) FROM paises)`);
    }
    expect(await huella(e.db)).toEqual(inicial);
  });
});

/**
 * Issue 22 item 5: the values at the edge, every one on every route (not sampled): a 10-digit id and 2^31 in every
 * path parameter, 2^31 in every integer field and a lone surrogate in every text field of a body otherwise good
 * (each field alone). Each must be a 4xx and leave the database as it was.
 */
const BORDE = { ids: ['9999999999', '2147483648'], entero: 2_147_483_648, sustituto: 'a\ud800b' };
const cifrasBorde = { enviadas: 0, por5xx: [] as string[] };
const tipoDe = (p: Esquema): string[] => [p.type ?? []].flat() as string[];

function entradasDeBorde(r: Ruta): Entrada[] {
  const salida: Entrada[] = [];
  const body = esquema(r.schema?.body);
  const cuerpo = body ? bueno(body) : undefined;
  for (const n of nombresParametros(r.url)) for (const v of BORDE.ids) salida.push(json(rellenar(r, { [n]: v }), cuerpo));
  for (const n of nombresParametros(r.url)) salida.push(json(rellenar(r, { [n]: 'a%ED%A0%80b' }), cuerpo)); // U+D800 as UTF-8 bytes
  if (body?.properties && cuerpo && typeof cuerpo === 'object' && !Array.isArray(cuerpo)) {
    const base = rellenar(r);
    for (const [k, p] of Object.entries(body.properties)) {
      const t = tipoDe(p);
      if (t.includes('integer') || t.includes('number')) salida.push(json(base, { ...cuerpo, [k]: BORDE.entero }));
      if (t.includes('string') && !p.enum && p.const === undefined) salida.push(json(base, { ...cuerpo, [k]: BORDE.sustituto }));
    }
  }
  return salida;
}

describe('issue 22 item 5: valores de borde en cada ruta', () => {
  it.each(e.app.rutas.map(clave).filter((k) => !(k in SIN_ENTRADA)))('%s', async (k) => {
    const r = e.app.rutas.find((x) => clave(x) === k)!;
    const entradas = entradasDeBorde(r);
    if (!entradas.length) return;
    const antes = ultima;
    const fallas: string[] = [];
    for (const en of entradas) {
      const res = await e.app.inject({
        method: r.method as 'GET',
        url: en.url,
        headers: { ...en.headers, authorization: `Bearer ${token}` },
        ...(en.payload !== undefined && r.method !== 'GET' ? { payload: en.payload } : {}),
      });
      cifrasBorde.enviadas++;
      const resumen = `${k} → ${en.url.slice(0, 120)} ${String(en.payload ?? '').slice(0, 160)} ⇒ ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) cifrasBorde.por5xx.push(resumen);
      if (res.statusCode >= 500 || res.statusCode < 400) fallas.push(resumen);
    }
    expect(fallas).toEqual([]);
    ultima = await huella(e.db);
    expect(ultima, `${k} cambió la base con valores de borde`).toEqual(antes);
  });

  it('cifras: entradas de borde enviadas y 5xx vistos (0)', () => {
    console.log(`valores de borde: ${cifrasBorde.enviadas} entradas; 5xx vistos: ${cifrasBorde.por5xx.length}`);
    expect(cifrasBorde.enviadas).toBeGreaterThan(200);
    expect(cifrasBorde.por5xx).toEqual([]);
  });
});

describe('entrada generada: ninguna entrada mala da 5xx ni cambia nada', () => {
  it.each(e.app.rutas.map(clave))('%s', async (k) => {
    const r = e.app.rutas.find((x) => clave(x) === k)!;
    const tipo = SIN_ENTRADA[k];
    const gs = tipo ? [basura(rellenar(r))] : generadoresDe(r);
    const autorizacion = tipo === 'escritura' ? 'Bearer no.es.un-token' : `Bearer ${token}`;
    const runs = Math.max(POR_RUTA, gs.length * 3);
    const antes = ultima;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...gs), async (en) => {
        const res = await e.app.inject({
          method: r.method as 'GET',
          url: en.url,
          headers: { ...en.headers, authorization: autorizacion },
          ...(en.payload !== undefined && r.method !== 'GET' ? { payload: en.payload } : {}),
        });
        cifras.enviadas++;
        cifras.porRuta[k] = (cifras.porRuta[k] ?? 0) + 1;
        const resumen = `${k} → ${en.url.slice(0, 120)} ${String(en.payload ?? '').slice(0, 160)} ⇒ ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) cifras.por5xx.push(resumen);
        if (en.ignorable || tipo) expect(res.statusCode, resumen).toBeLessThan(500);
        else {
          expect(res.statusCode, resumen).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, resumen).toBeLessThan(500);
          expect(typeof res.json().message, resumen).toBe('string');
        }
      }),
      { numRuns: runs, seed: 20261125, endOnFailure: true },
    );
    // Each route's fingerprint is the next one's 'before' (half the cost of taking both for each).
    ultima = await huella(e.db);
    expect(ultima, `${k} cambió la base con entradas malas`).toEqual(antes);
  });

  it('se enviaron al menos 1 000 entradas malas y ninguna dio 5xx', () => {
    expect(cifras.enviadas).toBeGreaterThanOrEqual(1000);
    expect(cifras.por5xx).toEqual([]);
  });
});
