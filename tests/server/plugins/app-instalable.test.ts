import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearEntorno, type Entorno } from '../entorno';

// The installable app's files as vite-plugin-pwa writes them into dist/ (issue 28).
let e: Entorno;
let dir: string;
const INDICE = '<!doctype html><html lang="es"><head><title>Cosecha</title></head><body><!-- indice-de-prueba --></body></html>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosecha-pwa-'));
  writeFileSync(join(dir, 'index.html'), INDICE);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'workbox-1a2b3c4d.js'), 'define([], () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Cosecha', start_url: '/admin/acopio' }));
  e = await crearEntorno({ clientDir: dir });
});
afterAll(async () => {
  await e.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

const pedir = (url: string) => e.app.inject({ method: 'GET', url });

describe('app instalable: trabajador de servicio y manifiesto', () => {
  it('sw.js se sirve como JavaScript y el navegador lo revalida en cada visita', async () => {
    const r = await pedir('/sw.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).not.toContain('indice-de-prueba');
  });

  it('el manifiesto lleva su tipo registrado y se revalida en cada visita', async () => {
    const r = await pedir('/manifest.webmanifest');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json()).toMatchObject({ name: 'Cosecha' });
  });

  it('el motor de Workbox (nombre con huella) conserva las cabeceras de los demás archivos', async () => {
    const r = await pedir('/workbox-1a2b3c4d.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).not.toBe('no-cache');
  });

  it('la política de seguridad admite el trabajador y el manifiesto de este servidor', async () => {
    const csp = String((await pedir('/admin/acopio')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('/index.html, la copia que guarda el trabajador, lleva los ajustes del servidor como cualquier enlace', async () => {
    const r = await pedir('/index.html');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('<meta name="cosecha-entorno" content="local" /></head>');
  });

  it('sin trabajador compilado, /sw.js y el manifiesto dan 404, nunca el index.html', async () => {
    const vacio = mkdtempSync(join(tmpdir(), 'cosecha-pwa-sin-'));
    writeFileSync(join(vacio, 'index.html'), INDICE);
    const otro = await crearEntorno({ clientDir: vacio });
    try {
      for (const url of ['/sw.js', '/manifest.webmanifest', '/workbox-00000000.js']) {
        const r = await otro.app.inject({ method: 'GET', url });
        expect(r.statusCode, url).toBe(404);
        expect(r.body, url).not.toContain('indice-de-prueba');
      }
      // a deep link still gets the shell
      expect((await otro.app.inject({ method: 'GET', url: '/admin/acopio' })).body).toContain('indice-de-prueba');
    } finally {
      await otro.cerrar();
      rmSync(vacio, { recursive: true, force: true });
    }
  });
});
