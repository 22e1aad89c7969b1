import { rutas } from '../rutas';
import type { MotivoRechazoTraces } from './traces';

/** What a plot left out of the TRACES file needs, as the revision screen offers it. */
export interface CorreccionTraces {
  etiqueta: string;
  ruta: string;
}

/**
 * Where a person fixes a plot the EU would refuse: a broken polygon in the sketch editor; a plot without one on
 * its profile, where a KML can be imported or one drawn; a producer without a country on the producer's profile
 * (the country comes from the locality, not from the sketch).
 * @example correccionTraces({ uuid: 'p1', productor_uuid: 'c1', motivo: 'SE_CRUZA', con_poligono: true }) // { etiqueta: 'Corregir croquis', ruta: '/admin/parcelas/perfil/editcroquis/p1' }
 */
export function correccionTraces(r: { uuid: string; productor_uuid: string; motivo: string; con_poligono: boolean }): CorreccionTraces {
  if ((r.motivo as MotivoRechazoTraces) === 'SIN_PAIS') return { etiqueta: 'Revisar productor', ruta: rutas.cuentaPerfil(r.productor_uuid) };
  return { etiqueta: 'Corregir croquis', ruta: r.con_poligono ? rutas.parcelaEditarCroquis(r.uuid) : rutas.parcelaPerfil(r.uuid) };
}
