import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { leerClave } from '../../idempotencia';
import { leerEntrega } from './entregas.repository';
import { registrarEntrega } from './registrar-entrega';
import { ParamUuid } from '@domain/contrato/comun';
import { CuerpoEntrega, RespuestaEntrega, RespuestaEntregaRegistrada } from '@domain/contrato/acopio';

const ETIQUETA = 'Acopio';

/** Collection (spec 002 §7 'Deliveries and lots'): HTTP only; the writes are the use cases beside this file. */
export function rutasAcopio(app: App): void {
  app.post(
    '/api/admin/acopios/entregas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar una entrega (una sola vez por encabezado Idempotency-Key)',
        body: CuerpoEntrega,
        response: { 201: RespuestaEntregaRegistrada },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => {
      const r = await registrarEntrega(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      // Every stored answer of this route is a 201 (errors are never stored).
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.get(
    '/api/admin/acopios/entregas/:uuid',
    {
      schema: { tags: [ETIQUETA], summary: 'Una entrega con sus pesadas y pagos', params: ParamUuid, response: { 200: RespuestaEntrega } },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR'),
    },
    async (req) => {
      const entrega = await leerEntrega(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!entrega) throw noEncontrado();
      return { data: entrega };
    },
  );
}
