import { rutas } from '../comun/rutas';
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
  if ((r.motivo as MotivoRechazoTraces) === 'SIN_PAIS')
    return { etiqueta: 'Revisar productor', ruta: rutas.cuentaPerfil(r.productor_uuid) };
  return { etiqueta: 'Corregir croquis', ruta: r.con_poligono ? rutas.parcelaEditarCroquis(r.uuid) : rutas.parcelaPerfil(r.uuid) };
}

/**
 * The order the revision shows refused plots in: first what the sketch editor fixes (broken polygons), then what needs
 * a polygon or a surface, then the producer's country; within a reason, by producer and plot name. Also the order of
 * the count by reason.
 */
export const ORDEN_MOTIVOS_TRACES: readonly MotivoRechazoTraces[] = [
  'SE_CRUZA',
  'POCOS_PUNTOS',
  'SIN_AREA',
  'POLIGONO_CON_HUECOS',
  'POLIGONO_INVALIDO',
  'FUERA_DE_RANGO',
  'MAS_DE_4_HA_SIN_POLIGONO',
  'SIN_SUPERFICIE',
  'SIN_GEOLOCALIZACION',
  'SIN_PAIS',
];

const posicion = (motivo: string) => {
  const i = ORDEN_MOTIVOS_TRACES.indexOf(motivo as MotivoRechazoTraces);
  return i < 0 ? ORDEN_MOTIVOS_TRACES.length : i;
};
const comparar = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

/** The refused plots in the revision's order (a copy). */
export function ordenarRechazosTraces<T extends { motivo: string; productor: string; parcela: string }>(filas: readonly T[]): T[] {
  return [...filas].sort(
    (a, b) => posicion(a.motivo) - posicion(b.motivo) || comparar(a.productor, b.productor) || comparar(a.parcela, b.parcela),
  );
}

/** How many plots each reason leaves out, in the revision's order, only the reasons present. */
export function conteoMotivosTraces(
  filas: readonly { motivo: string; texto: string }[],
): { motivo: string; texto: string; cuantas: number }[] {
  const conteo = new Map<string, { motivo: string; texto: string; cuantas: number }>();
  for (const f of filas) {
    const c = conteo.get(f.motivo) ?? { motivo: f.motivo, texto: f.texto, cuantas: 0 };
    c.cuantas++;
    conteo.set(f.motivo, c);
  }
  return [...conteo.values()].sort((a, b) => posicion(a.motivo) - posicion(b.motivo));
}
