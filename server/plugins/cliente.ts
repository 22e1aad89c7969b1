import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface AjustesCliente {
  entorno: string;
  acercaDe: string | null;
}

const escapar = (v: string) => v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The server's environment and settings as meta tags, read by src/entorno.ts (inline scripts are barred by the CSP). */
function conAjustes(html: string, a: AjustesCliente): string {
  const metas =
    `<meta name="cosecha-entorno" content="${escapar(a.entorno)}" />` +
    (a.acercaDe ? `<meta name="cosecha-acerca-de" content="${escapar(a.acercaDe)}" />` : '');
  return html.replace('</head>', `${metas}</head>`);
}

/**
 * Any GET outside /api answers the client's index.html, so deep links load (DESIGN §4 Routing).
 * It is read on each request (a few hundred bytes): after a rebuild it names the new asset files at once.
 */
export async function servirCliente(reply: FastifyReply, dir: string, ajustes: AjustesCliente): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(join(resolve(dir), 'index.html'), 'utf8');
  } catch {
    return reply.status(503).type('text/plain; charset=utf-8').send('El cliente no está compilado: ejecute npm run build.');
  }
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(conAjustes(html, ajustes));
}

/** The installable app's files (vite-plugin-pwa, issue 28): the service worker, its Workbox runtime, the manifest. */
const ARCHIVO_DEL_TRABAJADOR = /^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)(\?|$)/;

/** A missing worker file answers 404, never the index.html: a browser would try to run the page as the worker. */
export const esArchivoDelTrabajador = (url: string): boolean => ARCHIVO_DEL_TRABAJADOR.test(url);

const SIN_VERSION_EN_EL_NOMBRE = /^\/(sw\.js|manifest\.webmanifest)(\?|$)/;

/**
 * An onSend hook for the built client's files. The worker and the manifest keep their names across releases, so the
 * browser asks the server each time (`no-cache`, answered 304 when unchanged) and finds a new version at its next
 * visit; hashed assets keep @fastify/static's headers. A hook, because @fastify/static's `setHeaders` runs before it
 * writes its own Cache-Control over them.
 */
export async function cabecerasArchivoCliente(req: FastifyRequest, reply: FastifyReply, carga: unknown): Promise<unknown> {
  if (SIN_VERSION_EN_EL_NOMBRE.test(req.url)) reply.header('Cache-Control', 'no-cache');
  return carga;
}
