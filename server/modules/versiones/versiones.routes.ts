import type { App } from '../../tipos';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { FilaVersion } from '@domain/contrato/versiones';
import { versiones } from './versiones.resource';

/** The versions list (spec 001 §2.15). */
export function rutasVersiones(app: App): void {
  registrarBusqueda(app, versiones, 'Versiones', FilaVersion);
}
