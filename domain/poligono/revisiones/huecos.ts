import type { Alerta, Poligono } from '../tipos';
import { alerta, cantidad } from './alerta';

/**
 * Interior rings. An error, not a warning: the EU information system rejects polygons with holes
 * (outside-services.md §4, 'Holes, self-crossings … are rejected'; decision in docs/DECISIONES.md).
 */
export function revisarHuecos(p: Poligono): Alerta[] {
  const huecos = p.coordinates.length - 1;
  if (huecos <= 0) return [];
  return [
    alerta(
      'HUECOS',
      true,
      'Polígono con huecos',
      `El polígono tiene ${cantidad(huecos, 'hueco interior', 'huecos interiores')}; el sistema de información de la UE no acepta polígonos con huecos.`,
      'Quite el hueco del croquis. Si el área interior no se cultiva, anótelo en la parcela o divida la parcela en polígonos sin huecos.',
      { huecos },
    ),
  ];
}
