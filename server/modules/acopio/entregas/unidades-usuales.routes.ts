import type { App } from '../../../tipos';
import { unidadesUsualesDeUsuario } from './unidades-usuales.repository';
import { RespuestaUnidadesUsuales } from '@domain/contrato/acopio-unidades';

/**
 * GET admin/acopios/unidades_usuales (issue 22 item 24; not a spec call): what the delivery form's unit chooser
 * puts first and preselects. Whoever may register a delivery reads it; the centre is the session's, never a parameter.
 */
export function rutasUnidadesUsuales(app: App): void {
  app.get(
    '/api/admin/acopios/unidades_usuales',
    {
      schema: {
        tags: ['Acopio'],
        summary: 'Unidades de entrega usuales del centro de acopio del usuario y las de su última pesada',
        response: { 200: RespuestaUnidadesUsuales },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req) => ({ data: await unidadesUsualesDeUsuario(app.db, req.usuario.id_cooperativa, req.usuario.id) }),
  );
}
