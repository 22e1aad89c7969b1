import type { FastifyInstance } from 'fastify';
import { prohibido } from '../errores';
import { tienePermisoExacto } from '@domain/permisos';
import { buscar, esquemaBusqueda, type PeticionBusqueda } from './motor';
import type { RecursoBusqueda } from './recurso';
import { lista } from '../esquemas';

/**
 * Registers `POST /api/<nombre>_search` (also `?page=n`) for a declared resource; `transformar` completes each row
 * with what a rule of domain/ derives from it (a label from a stored code).
 */
export function registrarBusqueda(
  app: FastifyInstance,
  r: RecursoBusqueda,
  etiqueta: string,
  fila?: object,
  transformar?: (f: Record<string, unknown>) => Record<string, unknown>,
): void {
  app.post(
    `/api/${r.nombre}_search`,
    {
      schema: {
        tags: [etiqueta],
        summary: `Buscar ${r.nombre} (filtros: ${['q', ...Object.keys(r.columnas)].join(', ')}; orden: ${Object.keys(r.orden).join(', ')})`,
        body: esquemaBusqueda,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' } },
        },
        ...(fila ? { response: { 200: lista(fila) } } : {}),
      },
    },
    async (req) => {
      if (r.permiso && !tienePermisoExacto(req.usuario.permisos, r.permiso)) throw prohibido();
      const pagina = (req.query as { page?: string }).page;
      const res = await buscar<Record<string, unknown>>(
        app.db,
        r,
        req.usuario,
        (req.body ?? {}) as PeticionBusqueda,
        pagina ? Number(pagina) : undefined,
      );
      return transformar ? { ...res, data: res.data.map(transformar) } : res;
    },
  );
}
