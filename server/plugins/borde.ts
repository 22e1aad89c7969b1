import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalido } from '../errores';

/** Where a NUL byte was found, as the field name of the 422 (`body.nombre`, `query.q`); null when there is none. */
export function campoConNul(valor: unknown, raiz: string): string | null {
  // Iterative: a body of 50 000 nested arrays must not overflow the stack of the check meant to refuse it.
  const pila: [unknown, string][] = [[valor, raiz]];
  while (pila.length) {
    const [v, ruta] = pila.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return ruta;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) pila.push([v[i], `${ruta}.${i}`]);
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return ruta;
        pila.push([x, `${ruta}.${k}`]);
      }
    }
  }
  return null;
}

/**
 * The rules every /api request and answer share, in one place at the edge (issue 10):
 * - no answer is kept by a browser or a proxy (`Cache-Control: no-store`): the office PCs are shared and every
 *   answer holds personal data;
 * - no text carries a NUL byte, in the body, the query or the path, whatever the route's schema says: PostgreSQL
 *   cannot store it in `text`, so it was a 500 after the schema had passed it. Sign-in included (no token needed).
 */
export function registrarBorde(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (!req.url.startsWith('/api/')) return;
    const campo = campoConNul(req.params, 'params') ?? campoConNul(req.query, 'query') ?? campoConNul(req.body, 'body');
    if (campo) throw invalido({ [campo.replace(/^body\./, '')]: ['El texto no puede contener el carácter nulo (\\0)'] });
  });
}
