import type { FastifyRequest } from 'fastify';
import type { UsuarioAutenticado } from './tipos';

/**
 * Who does a write, as a use case needs it: the signed-in user (scope and permissions come from the token,
 * never from the body) and the address the audit trail records.
 */
export interface Actor {
  usuario: UsuarioAutenticado;
  ip: string | null;
}

export const actorDe = (req: FastifyRequest): Actor => ({ usuario: req.usuario, ip: req.ip });
