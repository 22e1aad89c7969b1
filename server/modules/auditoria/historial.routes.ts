import type { App } from '../../tipos';
import { leerHistorial } from './leer-historial';
import { ParamHistorial, QueryHistorial, RespuestaHistorial } from '@domain/contrato/historial';

const ETIQUETA = 'Productores';

/** A producer's 'Historial de cambios' (issue 13, beyond the spec): HTTP only. */
export function rutasHistorial(app: App): void {
  app.get(
    '/api/cuentas/historial/:productor_uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Historial de cambios de un productor (auditoría), del más reciente al más antiguo, 50 por página',
        params: ParamHistorial,
        querystring: QueryHistorial,
        response: { 200: RespuestaHistorial },
      },
      // whoever may read the producer's profile may read who changed it
      preHandler: app.requiere('CUENTAS'),
    },
    async (req) => leerHistorial(app.db, req.usuario.id_cooperativa, req.params.productor_uuid, req.query.antes ?? null),
  );
}
