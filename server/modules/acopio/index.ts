import type { App } from '../../tipos';
import { rutasAcopio } from './entregas/entregas.routes';
import { rutasLotes } from './lotes/lotes.routes';
import { rutasAcopioTablero } from './tablero/tablero.routes';
import { rutasRecibos } from './recibos/recibos.routes';
import { rutasReciboPublico } from './recibos/recibo-publico.routes';
import { rutasPrecios } from './precios/precios.routes';
import { rutasCopiaDispositivo } from './copia/copia.routes';

/**
 * Collection (issues 12 and 22): deliveries (with the form's catalogues and usual units), the deliveries and lots
 * list, the dashboard and collection by producer, receipts and their public check, prices, the device copy for offline work (issue 28). `secreto` keys the
 * receipts' verification codes.
 */
export function registrarAcopio(app: App, secreto: string | Uint8Array): void {
  rutasAcopio(app);
  rutasLotes(app);
  rutasAcopioTablero(app);
  rutasRecibos(app, secreto);
  rutasReciboPublico(app);
  rutasPrecios(app);
  rutasCopiaDispositivo(app);
}
