import type { App } from '../../../tipos';
import { productoDeCooperativa } from './entregas.repository';
import { catalogoAcopio, NOMBRES_CATALOGOS } from '@domain/acopio/catalogos';
import { RespuestaCatalogoAcopio } from '@domain/contrato/acopio';

/**
 * GET acopios/catalogos/{certificaciones, metodos_pago, …} (002 §7 'Catalogues'): the delivery form's options.
 * Constants of domain/acopio/catalogos.ts, labelled for the session's product; any signed-in user reads them,
 * as the other form catalogues (docs/DECISIONES.md).
 */
export function rutasCatalogosAcopio(app: App): void {
  for (const nombre of NOMBRES_CATALOGOS) {
    app.get(
      `/api/acopios/catalogos/${nombre}`,
      { schema: { tags: ['Acopio'], summary: `Catálogo de acopio: ${nombre}`, response: { 200: RespuestaCatalogoAcopio } } },
      async (req) => ({ data: catalogoAcopio(nombre, await productoDeCooperativa(app.db, req.usuario.id_cooperativa)) }),
    );
  }
}
