import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conAlcance } from '../db/alcance';

const RECURSO = Symbol('alcance');
type ConRecurso = FastifyRequest & { [RECURSO]?: AsyncResource };

/**
 * Each request runs in a frame of its own (server/db/alcance.ts), so every statement it makes carries its scope to the
 * row-level policies (issue 29 item 3). A public route (sign-in, a receipt's public check, health, metrics) is
 * 'todas': it looks rows up across cooperatives by design; any other starts at 'ninguna' until autenticacion.ts has
 * read the token and set the user's cooperative. Registered before every other hook, so they all run inside it.
 *
 * Fastify moves from hook to hook through callbacks, and reading the body ends in a stream's event, where the
 * frame is lost: as @fastify/request-context does, the frame is kept in an AsyncResource and re-entered before the
 * body's validation and before the handler.
 */
export function registrarAlcance(app: FastifyInstance): void {
  app.addHook('onRequest', (req: ConRecurso, _reply, hecho) => {
    conAlcance(req.routeOptions.config?.publica ? 'todas' : 'ninguna', () => {
      const recurso = new AsyncResource('cosecha-alcance');
      req[RECURSO] = recurso;
      recurso.runInAsyncScope(hecho, req.raw);
    });
  });
  const reentrar = (req: ConRecurso, _reply: FastifyReply, hecho: () => void) => {
    const recurso = req[RECURSO];
    if (recurso) recurso.runInAsyncScope(hecho, req.raw);
    else hecho();
  };
  app.addHook('preValidation', reentrar);
  app.addHook('preHandler', reentrar);
}
