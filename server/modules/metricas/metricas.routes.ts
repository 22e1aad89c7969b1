import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { App } from '../../tipos';
import { ErrorHttp, noEncontrado } from '../../errores';
import type { Metricas } from './metricas';
import { Mensaje } from '@domain/contrato/comun';

/** Addresses of this machine: without METRICAS_TOKEN only a scraper running beside the server may read. */
const LOCALES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const MENSAJES_METRICAS = {
  sinToken: 'Las métricas piden el token de METRICAS_TOKEN (Authorization: Bearer …)',
  soloLocal: 'Sin METRICAS_TOKEN, las métricas solo se leen desde el mismo equipo',
} as const;

function iguales(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether this request may read the metrics: the configured bearer token, or (none configured) a local address. */
function comprobarAcceso(req: FastifyRequest, token: string | null): void {
  if (token) {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m || !iguales(m[1], token)) throw new ErrorHttp(401, MENSAJES_METRICAS.sinToken);
    return;
  }
  if (!LOCALES.has(req.ip)) throw new ErrorHttp(403, MENSAJES_METRICAS.soloLocal);
}

/**
 * `GET /api/metricas` (issue 29 item 5): Prometheus' text format, for a scraper, not for people. Registered always,
 * so /api/docs describes it; with METRICAS off it answers 404, as if it did not exist. Outside the user sessions:
 * a scraper has no account; the token or the local address stands for it (docs/DECISIONES.md).
 */
export function rutasMetricas(app: App, metricas: Metricas | null): void {
  app.get(
    '/api/metricas',
    {
      config: { publica: true },
      schema: {
        tags: ['Operación'],
        summary:
          'Métricas de Prometheus (METRICAS=1; si no, 404; con PROCESOS=N, las de todos los procesos sumadas): peticiones, cola de trabajos, conexiones a la base y proceso. Con METRICAS_TOKEN piden ese token; sin él, solo desde el mismo equipo',
        response: {
          200: {
            description: 'Formato de texto de Prometheus 0.0.4',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          403: { ...Mensaje, description: 'Sin METRICAS_TOKEN, pedidas desde otro equipo' },
          404: { ...Mensaje, description: 'Las métricas están apagadas (METRICAS no es 1)' },
        },
      },
    },
    async (req, reply) => {
      if (!metricas) throw noEncontrado();
      comprobarAcceso(req, app.config.metricasToken);
      reply.header('content-type', metricas.tipo);
      return metricas.texto();
    },
  );
}
