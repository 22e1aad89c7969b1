import type { TSchema } from 'typebox';
import type { App } from '../tipos';
import { requiereAlguno } from '../plugins/autenticacion';
import { PeticionBusqueda, QueryBusqueda, RespuestaBusqueda } from '@domain/contrato/busqueda';
import { buscar } from './motor';
import type { RecursoBusqueda } from './recurso';

/**
 * Registers `POST /api/<nombre>_search` (also `?page=n`) for a declared resource; `fila` is the row's contract
 * (the answer serialises exactly it), and `transformar` completes each row with what a rule of domain/ derives
 * from it (a label from a stored code).
 */
export function registrarBusqueda(
  app: App,
  r: RecursoBusqueda,
  etiqueta: string,
  fila?: TSchema,
  transformar?: (f: Record<string, unknown>) => Record<string, unknown>,
): void {
  app.post(
    `/api/${r.nombre}_search`,
    {
      schema: {
        tags: [etiqueta],
        summary: `Buscar ${r.nombre} (filtros: ${['q', ...Object.keys(r.columnas)].join(', ')}; orden: ${Object.keys(r.orden).join(', ')}${
          r.totales ? `; totales: ${Object.keys(r.totales).join(', ')}` : ''
        })`,
        body: PeticionBusqueda,
        querystring: QueryBusqueda,
        ...(fila ? { response: { 200: RespuestaBusqueda(fila, Object.keys(r.totales ?? {})) } } : {}),
      },
      // Moved before the body is read, as every permission check (plugins/autenticacion.ts).
      ...(r.permiso ? { preHandler: requiereAlguno(...[r.permiso].flat()) } : {}),
    },
    async (req) => {
      if (r.alDia) await r.alDia(app.db, req.usuario);
      const pagina = req.query.page;
      const res = await buscar<Record<string, unknown>>(app.db, r, req.usuario, req.body ?? {}, pagina ? Number(pagina) : undefined);
      return transformar ? { ...res, data: res.data.map(transformar) } : res;
    },
  );
}
