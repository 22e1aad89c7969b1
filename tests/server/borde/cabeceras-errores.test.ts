import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { crearRol, crearUsuarioSql, MSG_403, subir, usuarioPorCorreo } from '../ayudas';
import { construirApp } from '../../../server/app';
import { registroDelServidor } from '../../../server/registro';
import type { Db } from '../../../server/db/db';
import { esConexionPerdida, MENSAJE_SIN_CONEXION } from '../../../server/plugins/errores';
import { MENSAJES } from '../../../server/errores';

/**
 * Issue 10, item 9: headers and errors. Every /api answer says no-store; HSTS only when switched on; Fastify's own
 * errors in Spanish; a 500 logged with its request id (the answer carries it); 403 before the body is read; a lost
 * database connection is a 503 'Intente de nuevo'.
 */
let e: Entorno;
let gerente: string;
let sinPermisos: string;

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  await crearRol(e.db, 90, 'Sin permisos', []);
  await crearUsuarioSql(e.db, { email: 'nadie@chontalpa.demo', id_rol: 90, id_cooperativa: 2 });
  sinPermisos = await e.entrar('nadie@chontalpa.demo');
});
afterAll(async () => {
  await e.cerrar();
});

/** A Db that answers like the real one until `fallar` holds an error, then throws it on every query. */
function dbQueFalla(real: Db): { db: Db; fallar: (err: Error | null) => void } {
  let error: Error | null = null;
  const db: Db = {
    tipo: real.tipo,
    query: (sql, params) => (error ? Promise.reject(error) : real.query(sql, params)),
    script: (sql) => real.script(sql),
    transaction: (fn) => (error ? Promise.reject(error) : real.transaction(fn)),
    close: async () => {},
  };
  return { db, fallar: (err) => void (error = err) };
}

/** Collects the JSON lines the app's logger writes. */
function registro(): { destino: Writable; lineas: Record<string, unknown>[] } {
  const lineas: Record<string, unknown>[] = [];
  const destino = new Writable({
    write(trozo, _enc, listo) {
      for (const l of String(trozo).split('\n').filter(Boolean)) lineas.push(JSON.parse(l));
      listo();
    },
  });
  return { destino, lineas };
}

describe('Cache-Control: no-store en cada respuesta de /api', () => {
  it('éxito, 401, 403, 404, 422 y una imagen guardada: todas no-store', async () => {
    const respuestas = [
      await e.pedir(gerente, 'GET', '/api/paises'),
      await e.pedir(null, 'GET', '/api/paises'),
      await e.pedir(sinPermisos, 'POST', '/api/users_search', {}),
      await e.pedir(gerente, 'GET', '/api/users/00000000-0000-4000-8000-000000000000'),
      await e.pedir(gerente, 'POST', '/api/users_search', { page: 'uno' }),
      await e.pedir(gerente, 'GET', '/api/no-existe'),
    ];
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 422, 404]);
    for (const r of respuestas) expect(r.headers['cache-control'], r.body).toBe('no-store');
    const yo = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    const firma = await subir(e, gerente, `/api/users/${yo.uuid}/firma`, 'firma.png', 'image/png', pngValido(4, 4));
    expect(firma.statusCode, firma.body).toBe(200);
    const imagen = await e.pedir(gerente, 'GET', `/api/archivos/${firma.json().data.firma}`);
    expect(imagen.statusCode).toBe(200);
    expect(imagen.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS', () => {
  it('sin HSTS=1 no se envía; con HSTS=1 sí, por 180 días', async () => {
    expect((await e.pedir(gerente, 'GET', '/api/paises')).headers['strict-transport-security']).toBeUndefined();
    const conHsts = await construirApp({ ...e.config, hsts: true }, e.db);
    try {
      const r = await conHsts.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['strict-transport-security']).toBe('max-age=15552000');
    } finally {
      await conHsts.close();
    }
  });
});

describe('errores del framework en español', () => {
  it('una dirección con codificación incorrecta es 400 en español', async () => {
    const r = await e.pedir(gerente, 'GET', '/api/users/%E0%A4%A');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: 'La dirección de la petición no es válida (codificación incorrecta)' });
  });

  it('el tipo esperado se nombra en español, también cuando admite nulo', async () => {
    const yo = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    const r = await e.pedir(gerente, 'PUT', `/api/users/${yo.uuid}`, { id_centros_acopios: 'uno' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.id_centros_acopios).toEqual(['Debe ser de tipo número entero o nulo']);
    expect(r.body).not.toMatch(/integer|string|null\b/);
  });

  it('cabeceras demasiado grandes: 431 en español, con la app escuchando de verdad', async () => {
    const app = await construirApp(e.config, e.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const respuesta = await new Promise<string>((listo, falla) => {
        const s = connect(port, '127.0.0.1', () => {
          s.write(`GET /api/paises HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(40_000)}\r\n\r\n`);
        });
        let texto = '';
        s.on('data', (d) => (texto += d));
        s.on('end', () => listo(texto));
        s.on('error', falla);
      });
      expect(respuesta).toMatch(/^HTTP\/1\.1 431 /);
      expect(respuesta).toContain('"message":"Las cabeceras de la petición son demasiado grandes"');
    } finally {
      await app.close();
    }
  });
});

describe('500 y conexión perdida', () => {
  it('un 500 se registra con el id de la petición, que la respuesta también lleva (sin detalles internos)', async () => {
    const { db, fallar } = dbQueFalla(e.db);
    const { destino, lineas } = registro();
    const app = await construirApp(e.config, db, { destinoRegistro: destino });
    try {
      fallar(new Error('relation "paises" does not exist'));
      const r = await app.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } });
      expect(r.statusCode).toBe(500);
      const cuerpo = r.json();
      expect(cuerpo.message).toBe(MENSAJES.interno);
      expect(r.body).not.toContain('relation');
      // The token check itself reads the database, so the failure happens there: still logged with the id.
      const errores = lineas.filter((l) => l.level === 50);
      expect(errores).toHaveLength(1);
      expect(errores[0].reqId).toBe(cuerpo.id);
      expect(String(cuerpo.id)).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(errores[0])).toContain('relation \\"paises\\" does not exist');
    } finally {
      await app.close();
    }
  });

  it.each([
    [
      '57P01 (el servidor terminó la sesión)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['08006 (falla de conexión)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
  ])('conexión perdida, %s: 503 «Intente de nuevo»', async (_n, error) => {
    const { db, fallar } = dbQueFalla(e.db);
    const app = await construirApp(e.config, db);
    try {
      fallar(error);
      const r = await app.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ message: MENSAJE_SIN_CONEXION });
      expect(MENSAJE_SIN_CONEXION).toContain('Intente de nuevo');
    } finally {
      await app.close();
    }
  });

  it('issue 22 item 8: con APP_ENV=local el servidor (server.ts) registra cada 500 y cada conexión perdida con el id de la petición, y no las peticiones correctas', async () => {
    const { db, fallar } = dbQueFalla(e.db);
    const { destino, lineas } = registro();
    const config = { ...e.config, appEnv: 'local' as const };
    const app = await construirApp(config, db, registroDelServidor(destino));
    try {
      expect((await app.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } })).statusCode).toBe(
        200,
      );
      fallar(new Error('relation "paises" does not exist'));
      const r500 = await app.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } });
      fallar(Object.assign(new Error('connection failure'), { code: '08006' }));
      const r503 = await app.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } });
      expect([r500.statusCode, r503.statusCode]).toEqual([500, 503]);
      const errores = lineas.filter((l) => l.level === 50);
      expect(errores.map((l) => l.msg)).toEqual(['error no controlado', 'conexión con la base perdida']);
      expect(errores[0].reqId).toBe(r500.json().id);
      expect(String(errores[1].reqId)).toMatch(/^[0-9a-f-]{36}$/);
      // Level error in local: the successful request left no line.
      expect(lineas.filter((l) => (l.level as number) < 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('esConexionPerdida no confunde un error de datos ni uno de programa con una conexión perdida', () => {
    expect(esConexionPerdida(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(esConexionPerdida(Object.assign(new Error('value out of range'), { code: '22003' }))).toBe(false);
    expect(esConexionPerdida(new TypeError('x is undefined'))).toBe(false);
    expect(esConexionPerdida(null)).toBe(false);
    expect(esConexionPerdida(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
  });
});

describe('403 antes de validar el cuerpo', () => {
  it('sin permiso, un cuerpo inválido o ni siquiera JSON recibe 403, no 422', async () => {
    const yo = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    for (const [metodo, url, cuerpo] of [
      ['PUT', `/api/users/${yo.uuid}`, { nombres: 5, extra: true }],
      ['POST', '/api/users', {}],
      ['POST', '/api/users_search', { filters: 'no' }],
      ['POST', '/api/dashboards/productores/totales_search', { sin: 'filtros' }],
      ['POST', '/api/admin/acopios/crear_parcela', { superficie: '1.5' }],
    ] as const) {
      const r = await e.pedir(sinPermisos, metodo, url, cuerpo);
      expect(r.statusCode, `${url} ${r.body}`).toBe(403);
      expect(r.json()).toEqual({ message: MSG_403 });
    }
    const roto = await e.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${sinPermisos}`, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(roto.statusCode).toBe(403);
  });

  it('con permiso, el mismo cuerpo inválido sí es 422 (la comprobación puede fallar)', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/users_search', { filters: 'no' });
    expect(r.statusCode).toBe(422);
  });
});
