import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import { lotesDelCiclo } from './entregas.repository';
import { ParamLotesCiclo, RespuestaLotesDelCiclo } from '@domain/contrato/acopio';

/**
 * GET admin/acopios/entregas/lotes/{cycleId} (002 §7 'Deliveries and lots'): the cycle's lots (id, nombre, folio,
 * volumen) for the delivery form's select. Registered once here; the lots area reuses this path for its own
 * screens rather than declaring it again (Fastify refuses a duplicate route).
 */
export function rutaLotesDelCiclo(app: App): void {
  app.get(
    '/api/admin/acopios/entregas/lotes/:cycleId',
    {
      schema: { tags: ['Acopio'], summary: 'Lotes de un ciclo', params: ParamLotesCiclo, response: { 200: RespuestaLotesDelCiclo } },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR'),
    },
    async (req) => {
      const lotes = await lotesDelCiclo(app.db, req.usuario.id_cooperativa, Number(req.params.cycleId));
      if (!lotes) throw noEncontrado();
      return { data: lotes };
    },
  );
}
