import type { FastifyReply } from 'fastify';
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
