import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearEntorno, type Entorno } from '../entorno';

let e: Entorno;
let dir: string;
let token: string;
const INDICE =
  '<!doctype html><html lang="es"><head><title>Cosecha</title></head><body><div id="root"></div><!-- indice-de-prueba --></body></html>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosecha-cliente-'));
  writeFileSync(join(dir, 'index.html'), INDICE);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("cosecha");');
  e = await crearEntorno({ clientDir: dir });
  token = await e.entrar('gerente@cosecha.demo');
});
afterAll(async () => {
  await e.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

describe('cliente compilado', () => {
  it.each(['/admin/cooperativas/edit/x', '/admin/usuarios', '/user/login-v3', '/'])(
    'GET %s devuelve el index.html (enlaces profundos)',
    async (url) => {
      const r = await e.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.body).toContain('<!-- indice-de-prueba -->');
      expect(r.body).toContain('<meta name="cosecha-entorno" content="local" /></head>');
    },
  );

  it('el index.html lleva el entorno y la página «Acerca de» configurados en el servidor', async () => {
    // 'dev', not 'prod': on the tests' PostgreSQL (a superuser) a production server refuses to start (server/db/filas.ts)
    const otro = await crearEntorno({ clientDir: dir, appEnv: 'dev', acercaDeUrl: 'https://ejemplo.coop/acerca?a=1&b="2"' });
    try {
      const r = await otro.app.inject({ method: 'GET', url: '/admin/usuarios/list' });
      expect(r.body).toContain('<meta name="cosecha-entorno" content="dev" />');
      expect(r.body).toContain('<meta name="cosecha-acerca-de" content="https://ejemplo.coop/acerca?a=1&#38;b=&#34;2&#34;" />');
    } finally {
      await otro.cerrar();
    }
  });

  it('los archivos estáticos se sirven tal cual', async () => {
    const r = await e.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('console.log("cosecha");');
    expect(r.headers['content-type']).toMatch(/javascript/);
  });

  it('GET /api/nada: 404 en JSON para quien tiene sesión, nunca el index.html', async () => {
    const r = await e.pedir(token, 'GET', '/api/nada');
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json()).toEqual({ message: 'No se ha encontrado la información solicitada' });
    const post = await e.pedir(token, 'POST', '/api/nada', {});
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain('indice-de-prueba');
  });

  it('GET /api/nada sin sesión: 401, no revela qué rutas existen', async () => {
    const r = await e.pedir(null, 'GET', '/api/nada');
    expect(r.statusCode).toBe(401);
    expect(r.body).not.toContain('indice-de-prueba');
  });
});

describe('referencia de la API', () => {
  const docs = (url: string, conToken = true) =>
    e.app.inject({ method: 'GET', url, headers: conToken ? { authorization: `Bearer ${token}` } : {} });

  it('/api/docs sirve la interfaz OpenAPI', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const r = await docs(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.body).toMatch(/swagger-ui/);
    }
  });

  it('/api/docs/json lista cada ruta registrada', async () => {
    const r = await docs('/api/docs/json');
    expect(r.statusCode).toBe(200);
    const doc = r.json() as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('API de Cosecha');
    const faltan = e.app.rutas
      .filter((ruta) => !doc.paths[ruta.url.replace(/:(\w+)/g, '{$1}')]?.[ruta.method.toLowerCase()])
      .map((ruta) => `${ruta.method} ${ruta.url}`);
    expect(faltan).toEqual([]);
    expect(e.app.rutas.length).toBeGreaterThan(20);
    expect(doc.paths['/api/cooperativas/{uuid}'].put).toMatchObject({ tags: ['Cooperativas'] });
  });

  it('la referencia se abre en el navegador sin token (es pública, como dice server/tipos.ts), con sus recursos', async () => {
    // The browser opens /api/docs by typing the address and then fetches the JSON and the assets: no Authorization header.
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
      const r = await docs(url, false);
      expect(r.statusCode, url).toBe(200);
    }
  });
});

describe('cabeceras de seguridad', () => {
  it.each([
    ['el index.html', null, '/admin/cooperativas'],
    ['una respuesta de la API', 'token', '/api/roles'],
  ])('en %s', async (_caso, conToken, url) => {
    const r = conToken ? await e.pedir(token, 'GET', url) : await e.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    // Cooperatives run on plain HTTP in their LAN: no HSTS.
    expect(r.headers['strict-transport-security']).toBeUndefined();
    expect(r.headers['x-powered-by']).toBeUndefined();
  });
});
