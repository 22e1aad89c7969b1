import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

let indice: { ruta: string; html: string } | null = null;

/** Any GET outside /api answers the client's index.html, so deep links load (DESIGN §4 Routing). */
export async function servirCliente(reply: FastifyReply, dir: string): Promise<FastifyReply> {
  const ruta = join(resolve(dir), 'index.html');
  if (indice?.ruta !== ruta) {
    try {
      indice = { ruta, html: await readFile(ruta, 'utf8') };
    } catch {
      return reply.status(503).type('text/plain; charset=utf-8').send('El cliente no está compilado: ejecute npm run build.');
    }
  }
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indice.html);
}
