import { centroidePoligono } from '@domain/poligono/medidas';
import { puntosPoligono } from '@domain/poligono/vertices';
import type { FilaCoordenada } from './TablaCoordenadas';
import type { ParcelaDetalle } from './tipos';

/** The points of the coordinates table and its central point row (001 §2.4): the polygon's vertices, else the centroid alone. */
export function filasCoordenadas(p: ParcelaDetalle): { puntos: FilaCoordenada[]; centro: FilaCoordenada | null } {
  const puntos = p.poligono ? puntosPoligono(p.poligono, p.elevaciones ?? []) : [];
  const c = p.poligono
    ? centroidePoligono(p.poligono)
    : p.centroide_lat != null && p.centroide_lng != null
      ? { lat: p.centroide_lat, lng: p.centroide_lng }
      : null;
  return { puntos, centro: c ? { title: 'Punto central', lat: c.lat, lng: c.lng, elevation: p.elevacion_centro ?? null } : null };
}
