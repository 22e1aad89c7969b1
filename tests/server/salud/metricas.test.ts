import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { crearEntorno, type Entorno } from '../entorno';
import { construirApp } from '../../../server/app';
import { MENSAJES } from '../../../server/errores';
import { MENSAJES_METRICAS } from '../../../server/modules/metricas/metricas.routes';
import { usuarioPorCorreo } from '../ayudas';
import type { App } from '../../../server/tipos';

/**
 * Issue 29 item 5: Prometheus metrics behind METRICAS (off: 404), read with METRICAS_TOKEN or, without one, only from
 * this machine; and one structured log line per request with its id, which the answer carries as x-request-id.
 */
let e: Entorno;
let gerente: string;
const abiertas: App[] = [];

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
});
afterAll(async () => {
  for (const a of abiertas) await a.close();
  await e?.cerrar();
});

async function app(cambios: Partial<Entorno['config']>, opciones: Parameters<typeof construirApp>[2] = {}): Promise<App> {
  const a = await construirApp({ ...e.config, ...cambios }, e.db, opciones);
  abiertas.push(a);
  return a;
}

const metricas = (a: App, cabeceras: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  a.inject({ method: 'GET', url: '/api/metricas', headers: cabeceras, remoteAddress });

describe('GET /api/metricas', () => {
  it('apagadas (por omisión) la ruta contesta 404, como si no existiera', async () => {
    const r = await e.pedir(null, 'GET', '/api/metricas');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: MENSAJES.noEncontrado });
  });

  it('METRICAS=1 sin token: desde el mismo equipo, el formato de Prometheus con peticiones, cola, base y proceso', async () => {
    const a = await app({ metricas: true });
    expect((await a.inject({ method: 'GET', url: '/api/salud' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/api/paises', headers: { authorization: `Bearer ${gerente}` } })).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/api/no-existe/123', headers: { authorization: `Bearer ${gerente}` } })).statusCode).toBe(
      404,
    );
    const r = await metricas(a);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    const t = r.body;
    expect(t).toContain('cosecha_peticiones_total{metodo="GET",ruta="/api/salud",estado="200"} 1');
    expect(t).toContain('cosecha_peticiones_total{metodo="GET",ruta="/api/paises",estado="200"} 1');
    // an unknown path is one series, not one per URL
    expect(t).toContain('cosecha_peticiones_total{metodo="GET",ruta="(ninguna)",estado="404"} 1');
    expect(t).not.toContain('/api/no-existe');
    expect(t).toMatch(/cosecha_peticion_segundos_bucket\{le="0\.5",metodo="GET",ruta="\/api\/paises",estado="200"\} 1/);
    expect(t).toMatch(/^cosecha_trabajos\{estado="pendiente"\} \d+$/m);
    expect(t).toMatch(/^cosecha_trabajo_espera_mas_antigua_segundos \d+$/m);
    expect(t).toContain('cosecha_base_ok 1');
    expect(t).toMatch(/^cosecha_process_cpu_user_seconds_total [\d.e-]+$/m);
    expect(t).toMatch(/^cosecha_nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    // PostgreSQL's pools; PGlite is one embedded connection, without a pool to report
    if (e.db.tipo === 'postgres') expect(t).toMatch(/^cosecha_base_conexiones\{estado="total"\} \d+$/m);
    else expect(t).not.toMatch(/^cosecha_base_conexiones\{/m);
  });

  it('METRICAS=1 sin token: desde otra dirección, 403', async () => {
    const a = await app({ metricas: true });
    const r = await metricas(a, {}, '10.1.2.3');
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAJES_METRICAS.soloLocal });
  });

  it('con METRICAS_TOKEN: sin él o con otro, 401 (también desde el mismo equipo); con él, 200 desde cualquier dirección', async () => {
    const a = await app({ metricas: true, metricasToken: 'secreto-de-prometheus-1234' });
    const malas: Record<string, string>[] = [
      {},
      { authorization: 'Bearer otro' },
      { authorization: 'secreto-de-prometheus-1234' },
      { authorization: `Bearer ${gerente}` },
    ];
    for (const cabeceras of malas) {
      const r = await metricas(a, cabeceras);
      expect(r.statusCode, JSON.stringify(cabeceras)).toBe(401);
      expect(r.json()).toEqual({ message: MENSAJES_METRICAS.sinToken });
    }
    const r = await metricas(a, { authorization: 'Bearer secreto-de-prometheus-1234' }, '10.1.2.3');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('# TYPE cosecha_peticiones_total counter');
  });
});

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

describe('registro de peticiones', () => {
  it('una línea por petición con el id que la respuesta lleva en x-request-id, la ruta, el estado, el usuario y la cooperativa', async () => {
    const { destino, lineas } = registro();
    const a = await app({ appEnv: 'dev' }, { logger: true, destinoRegistro: destino });
    const yo = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    const r = await a.inject({
      method: 'GET',
      url: '/api/paises?token=no-se-registra',
      headers: { authorization: `Bearer ${gerente}`, 'x-request-id': 'del-cliente-1' },
    });
    expect(r.statusCode).toBe(200);
    const id = r.headers['x-request-id'];
    // a client's own id is not adopted: the id must name one request of this server
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const propias = lineas.filter((l) => l.reqId === id);
    expect(propias).toHaveLength(1);
    expect(propias[0]).toMatchObject({ msg: 'petición', metodo: 'GET', ruta: '/api/paises', estado: 200, usuario: yo.id, cooperativa: 2 });
    expect(propias[0]).not.toHaveProperty('id_proxy');
    const todo = JSON.stringify(lineas);
    expect(todo).not.toContain(gerente);
    expect(todo).not.toContain('no-se-registra');

    const login = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gerente@cosecha.demo', password: 'cosecha-demo' },
    });
    const l = lineas.find((x) => x.reqId === login.headers['x-request-id']);
    expect(l).toMatchObject({ ruta: '/api/auth/login', estado: 200, usuario: null, cooperativa: null });
    expect(JSON.stringify(lineas)).not.toContain('cosecha-demo');
    expect(JSON.stringify(lineas)).not.toContain(login.json().token);
  });

  it('un 401 y un 404 también llevan x-request-id y su línea', async () => {
    const { destino, lineas } = registro();
    const a = await app({ appEnv: 'dev' }, { logger: true, destinoRegistro: destino });
    for (const [url, estado, cabeceras] of [
      ['/api/paises', 401, {}],
      ['/api/no-existe', 404, { authorization: `Bearer ${gerente}` }],
    ] as const) {
      const r = await a.inject({ method: 'GET', url, headers: cabeceras });
      expect(r.statusCode).toBe(estado);
      expect(lineas.find((l) => l.reqId === r.headers['x-request-id'])).toMatchObject({ estado, msg: 'petición' });
    }
  });

  it('detrás de un proxy de confianza (TRUST_PROXY) su x-request-id queda en la línea como id_proxy, al lado del nuestro', async () => {
    const { destino, lineas } = registro();
    const a = await app({ appEnv: 'dev', trustProxy: '127.0.0.1' }, { logger: true, destinoRegistro: destino });
    const r = await a.inject({ method: 'GET', url: '/api/salud', headers: { 'x-request-id': 'nginx-0123abcd' } });
    expect(r.headers['x-request-id']).not.toBe('nginx-0123abcd');
    expect(lineas.find((l) => l.reqId === r.headers['x-request-id'])).toMatchObject({ id_proxy: 'nginx-0123abcd', ruta: '/api/salud' });
  });
});
