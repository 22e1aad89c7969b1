import Fastify, { type RouteOptions } from 'fastify';
import { RESPUESTAS_ERROR } from '@domain/contrato/comun';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Db } from './db/db';
import type { App } from './tipos';
import { registrarErrores } from './plugins/errores';
import { registrarAutenticacion } from './plugins/autenticacion';
import { servirCliente } from './plugins/cliente';
import { obtenerSecreto } from './modules/auth/tokens';
import { rutasAuth } from './modules/auth/auth.routes';
import { rutasCatalogos } from './modules/catalogos/catalogos.routes';
import { rutasCooperativas } from './modules/cooperativas/cooperativas.routes';
import { rutasUsuarios } from './modules/usuarios/usuarios.routes';
import { rutasArchivos } from './modules/archivos/archivos.routes';
import { rutasCatalogosSic } from './modules/catalogos/catalogos-sic.routes';
import { rutasCuentas } from './modules/cuentas/cuentas.routes';
import { rutasParcelas } from './modules/parcelas/parcelas.routes';
import { rutasCuentasExcel } from './modules/cuentas/cuentas-excel.routes';
import { rutasParcelasExportar } from './modules/parcelas/parcelas-exportar.routes';
import { rutasPadron } from './modules/padron/padron.routes';
import { rutasTableros } from './modules/tableros/tableros.routes';
import { rutasCroquis } from './modules/parcelas/croquis/croquis.routes';
import { rutasCroquisCambios } from './modules/parcelas/croquis/croquis-cambios.routes';
import { rutasParcelasListado } from './modules/parcelas/parcelas-listado.routes';
import { rutasParcelasTablero } from './modules/parcelas/parcelas-tablero.routes';
import { rutasEudr } from './modules/eudr/eudr.routes';
import { rutasReporteWhisp } from './modules/eudr/reporte-whisp.routes';
import { noEncontrado } from './errores';

/** Tile hosts the maps load from (DESIGN §8: CSP must allow them and blob:/data: images). */
const HOSTS_MAPAS = [
  'https://*.tile.openstreetmap.org',
  'https://server.arcgisonline.com',
  'https://*.google.com',
  'https://*.googleapis.com',
];

/**
 * The whole API as one Fastify instance, without listening: server.ts listens, tests call inject.
 * Wiring only: every module is registered here explicitly, so the product reads in one file.
 */
export async function construirApp(config: Config, db: Db, opciones: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opciones.logger ?? false,
    // Only behind a known proxy may X-Forwarded-For name the client (sign-in limits and audit use the address).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Bodies are validated as sent: no coercion (null is not 0), and unknown fields are errors, not silently dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, useDefaults: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('rutas', [] as { method: string; url: string }[]);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const m of [r.method].flat()) if (m !== 'HEAD') app.rutas.push({ method: m, url: r.url });
    r.schema = { ...r.schema, response: { ...respuestasErrorDe(r), ...(r.schema?.response as object | undefined) } };
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...HOSTS_MAPAS],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", ...HOSTS_MAPAS],
        // Cooperatives run this on plain HTTP inside their LAN.
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API de Cosecha', version: '0.1.0', description: 'Referencia generada de los esquemas de cada ruta.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  registrarErrores(app);
  const secreto = await obtenerSecreto(db, config.jwtSecret);
  registrarAutenticacion(app, secreto);

  rutasAuth(app, secreto);
  rutasCatalogos(app);
  rutasCooperativas(app);
  rutasUsuarios(app);
  rutasArchivos(app);
  rutasCatalogosSic(app);
  rutasCuentas(app);
  rutasParcelas(app);
  rutasCuentasExcel(app);
  rutasParcelasExportar(app);
  rutasPadron(app);
  rutasTableros(app);
  rutasCroquis(app);
  rutasCroquisCambios(app);
  rutasParcelasListado(app);
  rutasParcelasTablero(app);
  rutasEudr(app);
  rutasReporteWhisp(app);

  const ajustesCliente = { entorno: config.appEnv, acercaDe: config.acercaDeUrl };
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/api/') && config.clientDir)
      return servirCliente(reply, config.clientDir, ajustesCliente);
    throw noEncontrado();
  });
  if (config.clientDir) {
    const dir = config.clientDir;
    // Files of the build are served as they are; any other path (and '/') is the client's index.html.
    await app.register((await import('@fastify/static')).default, { root: resolverCarpeta(dir), wildcard: true, index: false });
    app.get('/', { schema: { hide: true } }, async (_req, reply) => servirCliente(reply, dir, ajustesCliente));
  }
  return app;
}

/**
 * The error answers an operation can give, for /api/docs and the serialiser (DESIGN §2): every route may fail
 * validation (422) or break (500); a route behind the token also answers 401, 403 and 404; an upload, 413 and 415;
 * an edit (PUT), 409 when the version it started from is stale (server/db/version.ts).
 */
function respuestasErrorDe(r: RouteOptions): Record<number, unknown> {
  const { 401: e401, 403: e403, 404: e404, 409: e409, 413: e413, 415: e415, 422: e422, 429: e429, 500: e500 } = RESPUESTAS_ERROR;
  const subida = r.schema?.consumes?.includes('multipart/form-data');
  if (r.config?.publica) return { 401: e401, 422: e422, 429: e429, 500: e500 };
  const edicion = [r.method].flat().includes('PUT');
  return {
    401: e401,
    403: e403,
    404: e404,
    422: e422,
    500: e500,
    ...(subida ? { 413: e413, 415: e415 } : {}),
    ...(edicion ? { 409: e409 } : {}),
  };
}

function resolverCarpeta(dir: string): string {
  return dir.startsWith('/') ? dir : `${process.cwd()}/${dir}`;
}
