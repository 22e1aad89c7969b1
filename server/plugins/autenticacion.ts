import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noAutenticado, prohibido } from '../errores';
import { verificarToken } from '../modules/auth/tokens';
import { usuarioDeSesion } from '../modules/auth/auth.repository';
import { tienePermisoExacto } from '@domain/auth/permisos';

/** The OpenAPI reference (/api/docs) opens in a browser without a token; it describes, it holds no data. */
const esReferencia = (ruta: string | undefined) => ruta === '/api/docs' || (ruta ?? '').startsWith('/api/docs/');

/**
 * Every /api route needs a valid token unless its config says `publica`. The user, role,
 * cooperative and permissions are read from the database on each request, so a revoked
 * token or a changed role takes effect at once in every process.
 */
export function registrarAutenticacion(app: FastifyInstance, secreto: Uint8Array): void {
  app.decorateRequest('usuario', null as unknown as FastifyRequest['usuario']);

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.publica || esReferencia(req.routeOptions.url)) return;
    const cabecera = req.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(cabecera);
    if (!m) throw noAutenticado();
    const contenido = await verificarToken(secreto, m[1]);
    if (!contenido) throw noAutenticado();
    const usuario = await usuarioDeSesion(app.db, Number(contenido.sub), contenido.jti, contenido.emitido_ms);
    if (!usuario) throw noAutenticado();
    req.usuario = { ...usuario, jti: contenido.jti, exp: contenido.exp };
  });

  app.decorate('requiere', (permiso: string) => async (req: FastifyRequest) => {
    if (!tienePermisoExacto(req.usuario.permisos, permiso)) throw prohibido();
  });
}
