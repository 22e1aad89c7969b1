import type { App } from '../../../tipos';
import { centroDeUsuario, productoDeCooperativa } from './entregas.repository';
import { unidadesDelCentro } from './unidades-usuales.repository';
import { unidadesDelProducto } from '@domain/acopio/unidades';
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
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const [producto, centro] = await Promise.all([productoDeCooperativa(app.db, coop), centroDeUsuario(app.db, req.usuario.id)]);
      const { usuales, ultimas } = await unidadesDelCentro(app.db, coop, centro);
      const delProducto = unidadesDelProducto(producto);
      const ultimasValidas = ultimas.filter((u) => delProducto.includes(u));
      return {
        data: {
          usuales: usuales.filter((u) => delProducto.includes(u)),
          // the latest weighing's units only when all still belong to the product (else nothing is preselected)
          ultimas: ultimasValidas.length === ultimas.length ? ultimasValidas : [],
        },
      };
    },
  );
}
