import Fastify, { type RouteOptions } from 'fastify';
import { construirSerializador, construirValidador, OPCIONES_AJV } from './compiladores';
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { RESPUESTAS_ERROR } from '@domain/contrato/comun';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { opcionesOpenApi } from './openapi';
import type { Config } from './config';
import type { Db } from './db/db';
import type { App } from './tipos';
import { registrarCabecerasMultipart } from './plugins/multipart-cabeceras';
import { errorDeCliente, errorDeFramework, registrarErrores } from './plugins/errores';
import { registrarBorde } from './plugins/borde';
import { registrarAlcance } from './plugins/alcance';
import { asegurarFilas } from './db/filas';
import { RegistroPeticiones } from './plugins/registro-peticiones';
import { registrarMetricas } from './modules/metricas/metricas';
import { rutasMetricas } from './modules/metricas/metricas.routes';
import { moverPermisos } from './plugins/autenticacion';
import { registrarAutenticacion } from './plugins/autenticacion';
import { cabecerasArchivoCliente, esArchivoDelTrabajador, servirCliente } from './plugins/cliente';
import { obtenerSecreto } from './modules/auth/tokens';
import { rutasSalud } from './modules/salud/salud.routes';
import { rutasAuth } from './modules/auth/auth.routes';
import { registrarCatalogos } from './modules/catalogos';
import { rutasCooperativas } from './modules/cooperativas/cooperativas.routes';
import { rutasUsuarios } from './modules/usuarios/usuarios.routes';
import { rutasArchivos } from './modules/archivos/archivos.routes';
import { registrarCuentas } from './modules/cuentas';
import { registrarParcelas } from './modules/parcelas';
import { registrarPadron } from './modules/padron';
import { rutasTableros } from './modules/tableros/tableros.routes';
import { registrarEudr } from './modules/eudr';
import { registrarAcopio } from './modules/acopio';
import { rutasAnticipos } from './modules/anticipos/anticipos.routes';
import { rutasEfectivo } from './modules/efectivo/efectivo.routes';
import { registrarRemanente } from './modules/remanente';
import { registrarCalidad } from './modules/calidad';
import { registrarFichas } from './modules/fichas';
import { registrarVinculos } from './modules/vinculos';
import { rutasEstadisticas } from './modules/estadisticas/estadisticas.routes';
import { rutasReportes } from './modules/reportes/reportes.routes';
import { rutasComite } from './modules/comite/comite.routes';
import { rutasHistorial } from './modules/auditoria/historial.routes';
import { rutasLocalidades } from './modules/localidades/localidades.routes';
import { rutasVersiones } from './modules/versiones/versiones.routes';
import type { Manejador } from './trabajos/trabajador';
import { noEncontrado } from './errores';
import { iniciarGrupoHilos } from './hilos/grupo-hilos';

/** Tile hosts the maps load from (DESIGN §8: CSP must allow them and blob:/data: images). */
const HOSTS_MAPAS = [
  'https://*.tile.openstreetmap.org',
  'https://server.arcgisonline.com',
  'https://*.google.com',
  'https://*.googleapis.com',
];

/** Errors (500s, lost connections) at least, always; every request outside APP_ENV=local. */
const nivelDeRegistro = (config: Config) => (config.appEnv === 'local' ? 'error' : 'info');

/**
 * The whole API as one Fastify instance, without listening: server.ts listens, tests call inject.
 * Wiring only: every module is registered here explicitly, so the product reads in one file.
 */
export async function construirApp(
  config: Config,
  db: Db,
  opciones: {
    logger?: boolean;
    destinoRegistro?: Writable;
    /** Polygon threads start when first needed (the API tests). */
    hilosAlPrimerUso?: boolean;
  } = {},
): Promise<App> {
  const app = Fastify({
    // server.ts always logs (errors at least, whatever APP_ENV); tests pass a stream to read what was logged.
    logger: opciones.destinoRegistro
      ? { level: opciones.logger ? nivelDeRegistro(config) : 'info', stream: opciones.destinoRegistro }
      : opciones.logger
        ? { level: nivelDeRegistro(config) }
        : false,
    // A request id unique across processes and restarts: a 500's answer and its log line share it.
    genReqId: () => randomUUID(),
    // One structured line per request with that id, the route, status and session's user (plugins/registro-peticiones.ts).
    logController: new RegistroPeticiones(config.trustProxy !== false),
    // Malformed HTTP (a header too large, a broken request line) never reaches a route: answered here, in Spanish.
    clientErrorHandler: errorDeCliente,
    // Errors raised before routing (a path with bad %-encoding): in Spanish too.
    frameworkErrors: errorDeFramework,
    // Only behind a known proxy may X-Forwarded-For name the client (sign-in limits and audit use the address).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Bodies are validated as sent (server/compiladores.ts): no coercion, unknown fields are errors.
    ajv: OPCIONES_AJV,
    // Fastify's own compilers, with their compiled functions kept for the process (server/compiladores.ts).
    schemaController: { compilersFactory: { buildValidator: construirValidador, buildSerializer: construirSerializador } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Before anything reads a row: the app's statements obey the row-level policies, or on a production PostgreSQL
  // whose role could pass them the server does not start (server/db/filas.ts, issue 29 item 3).
  app.log.info(await asegurarFilas(db, { produccion: config.appEnv === 'prod' }));
  app.decorate('db', db);
  app.decorate('config', config);
  // Started now so a KML import or a sketch save finds a warm thread (starting one costs about a second).
  const hilos = iniciarGrupoHilos(config.hilosCroquis, { alPrimerUso: opciones.hilosAlPrimerUso });
  app.decorate('hilos', hilos);
  app.addHook('onClose', () => hilos.cerrar());
  app.decorate('rutas', [] as App['rutas']);
  // Filled by the areas as they register (server/trabajos/manejadores.ts); server.ts gives them to the job worker.
  app.decorate('manejadores', {} as Record<string, Manejador>);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const m of [r.method].flat())
      if (m !== 'HEAD')
        app.rutas.push({
          method: m,
          url: r.url,
          schema: r.schema,
          publica: !!r.config?.publica,
          formulario: !!r.config?.formulario,
        });
    r.schema = { ...r.schema, response: { ...respuestasErrorDe(r), ...(r.schema?.response as object | undefined) } };
    moverPermisos(r);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...HOSTS_MAPAS],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", ...HOSTS_MAPAS],
        // the installable app (issue 28): its service worker and manifest come from this server only
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // Cooperatives run this on plain HTTP inside their LAN.
        'upgrade-insecure-requests': null,
      },
    },
    // Only an install served over HTTPS may tell browsers to insist on it (HSTS=1); on a LAN over HTTP it would lock users out.
    strictTransportSecurity: config.hsts ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  // An upload carries one file and a few fields unless its route allows more (EUDR evidence): past the limits, a 413.
  await app.register(multipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10, parts: 20, fieldSize: 64 * 1024, headerPairs: 20 },
  });
  await app.register(swagger, opcionesOpenApi());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  // First of the request hooks: every later one, and the handler, runs in the request's frame (row-level scope).
  registrarAlcance(app);
  registrarErrores(app);
  registrarBorde(app);
  // Every answer names its request id, so a user or a proxy can quote the log line of any request, not only of a 500.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Off unless METRICAS=1: then each answer is counted by route and status (modules/metricas/).
  const metricas = config.metricas ? registrarMetricas(app) : null;
  registrarCabecerasMultipart(app);
  const secreto = await obtenerSecreto(db, config.jwtSecret);
  registrarAutenticacion(app, secreto);

  // The areas, each by its one entry (the routes, searchable resources, figures and job handlers of its folder).
  // After the onRoute hook above, so every route gets the error answers and its permission check moved.
  rutasSalud(app);
  rutasMetricas(app, metricas);
  rutasAuth(app, secreto);
  registrarCatalogos(app);
  rutasCooperativas(app);
  rutasUsuarios(app);
  rutasArchivos(app);
  registrarCuentas(app);
  registrarParcelas(app);
  registrarPadron(app);
  rutasTableros(app);
  registrarEudr(app);
  registrarAcopio(app, secreto);
  rutasAnticipos(app);
  rutasEfectivo(app);
  registrarRemanente(app);
  registrarCalidad(app);
  registrarFichas(app);
  registrarVinculos(app);
  rutasEstadisticas(app);
  rutasReportes(app);
  rutasComite(app);
  rutasHistorial(app);
  rutasLocalidades(app);
  rutasVersiones(app);

  const ajustesCliente = { entorno: config.appEnv, acercaDe: config.acercaDeUrl };
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/api/') && !esArchivoDelTrabajador(req.url) && config.clientDir)
      return servirCliente(reply, config.clientDir, ajustesCliente);
    throw noEncontrado();
  });
  if (config.clientDir) {
    const dir = config.clientDir;
    // Files of the build are served as they are; any other path (and '/') is the client's index.html.
    app.addHook('onSend', cabecerasArchivoCliente);
    await app.register((await import('@fastify/static')).default, { root: resolverCarpeta(dir), wildcard: true, index: false });
    app.get('/', { schema: { hide: true } }, async (_req, reply) => servirCliente(reply, dir, ajustesCliente));
    // the service worker keeps this copy as the offline shell: it must carry the server's settings like any deep link
    app.get('/index.html', { schema: { hide: true } }, async (_req, reply) => servirCliente(reply, dir, ajustesCliente));
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
