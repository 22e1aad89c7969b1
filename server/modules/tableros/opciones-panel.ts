import type { OpcionesPanel } from '@domain/contrato/tableros';
import type { LugarPanel } from './tableros.repository';

/** The repository's (municipality, locality) rows, ordered by municipality, as the panel's nested options. */
export function municipiosConLocalidades(lugares: readonly LugarPanel[]): OpcionesPanel['municipios'] {
  const municipios: OpcionesPanel['municipios'] = [];
  for (const l of lugares) {
    let m = municipios.at(-1);
    if (!m || m.id !== l.id_municipio) municipios.push((m = { id: l.id_municipio, nombre: l.municipio, localidades: [] }));
    m.localidades.push({ id: l.id_localidad, nombre: l.localidad });
  }
  return municipios;
}
