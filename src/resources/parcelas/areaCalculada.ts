import { areaHectareas } from '@domain/poligono/medidas';
import type { Poligono } from '@domain/poligono/tipos';

/**
 * The area 'calculated automatically' (001 §2.4), in hectares: the server's stored `poligono_area` (computed on every
 * saved or imported sketch), else measured here from the polygon (sketches stored before the checks existed have
 * none); null without a polygon. The auto-zoom (R060) uses the same figure.
 */
export function areaCalculada(p: { poligono: Poligono | null; poligono_area: number | string | null }): number | null {
  if (p.poligono_area != null && p.poligono_area !== '' && Number.isFinite(Number(p.poligono_area))) return Number(p.poligono_area);
  return p.poligono ? areaHectareas(p.poligono) : null;
}
