import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { noAutenticado, prohibido } from '../errores';
import { verificarToken } from '../modules/auth/tokens';
import { usuarioDeSesion } from '../modules/auth/auth.repository';
import { tienePermisoExacto } from '@domain/auth/permisos';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { conAlcance, fijarAlcance } from '../db/alcance';

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
    // the session is looked up before its cooperative is known: across cooperatives, by the token's user id
    const usuario = await conAlcance('todas', () => usuarioDeSesion(app.db, Number(contenido.sub), contenido.jti, contenido.emitido_ms));
    if (!usuario) throw noAutenticado();
    req.usuario = { ...usuario, jti: contenido.jti, exp: contenido.exp };
    // from here on the request's statements see its user's cooperative only, or all for a platform administrator
    fijarAlcance(esAdministradorPlataforma(usuario.id_rol) ? 'todas' : usuario.id_cooperativa);
  });

  app.decorate('requiere', (permiso: string) => requiereAlguno(permiso));
}

const PERMISO = Symbol('permiso');
type Comprobacion = ((req: FastifyRequest) => Promise<void>) & { [PERMISO]?: true };

/**
 * A permission check (403 unless the user holds one of these permissions exactly). Declared as a route's
 * `preHandler`, it runs before the body is even read (see moverPermisos).
 * @example app.post('/api/x', { preHandler: requiereAlguno('PADRON', 'PADRON_COMPLETO') }, …)
 */
export function requiereAlguno(...permisos: string[]): (req: FastifyRequest) => Promise<void> {
  const c: Comprobacion = async (req) => {
    if (!permisos.some((p) => tienePermisoExacto(req.usuario.permisos, p))) throw prohibido();
  };
  c[PERMISO] = true;
  return c;
}

/**
 * Moves a route's permission checks from `preHandler` to `preParsing` (called by app.ts for every route): a user
 * without permission gets 403 before the body is parsed or validated, so a bad body tells nothing about a
 * route the user may not use and costs the server nothing. Other preHandlers stay where they were declared.
 */
export function moverPermisos(r: RouteOptions): void {
  const hooks = [r.preHandler ?? []].flat() as Comprobacion[];
  const permisos = hooks.filter((h) => h[PERMISO]);
  if (!permisos.length) return;
  r.preHandler = hooks.filter((h) => !h[PERMISO]) as RouteOptions['preHandler'];
  r.preParsing = [...([r.preParsing ?? []].flat() as unknown[]), ...permisos] as RouteOptions['preParsing'];
}
