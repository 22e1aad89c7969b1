import type { App } from '../../tipos';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { FilaLocalidad } from '@domain/contrato/localidades';
import { localidades } from './localidades.resource';

/** The localities catalogue (spec 001 §2.15): its search only; the per-cooperative risk is the maps' call. */
export function rutasLocalidades(app: App): void {
  registrarBusqueda(app, localidades, 'Localidades', FilaLocalidad);
}
