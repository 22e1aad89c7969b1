import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Any GET outside /api answers the client's index.html, so deep links load (DESIGN §4 Routing).
 * It is read on each request (a few hundred bytes): after a rebuild it names the new asset files at once.
 */
export async function servirCliente(reply: FastifyReply, dir: string): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(join(resolve(dir), 'index.html'), 'utf8');
  } catch {
    return reply.status(503).type('text/plain; charset=utf-8').send('El cliente no está compilado: ejecute npm run build.');
  }
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
}
