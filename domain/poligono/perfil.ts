import { etiquetaGeolocalizacion } from '../parcelas/parcela';

/** The plot as the profile's map and buttons see it. */
export interface ParcelaPerfil {
  poligono?: unknown;
  centroide?: { lat: number; lng: number } | null;
  centroide_lat?: number | null;
  centroide_lng?: number | null;
  /** Points of the sketch capture (coordinates table). */
  puntos?: readonly unknown[] | null;
}

export type MarcaMapa =
  | { tipo: 'poligono' }
  | { tipo: 'centroide'; texto: 'Polígono pendiente de registrar' }
  | { tipo: 'ninguna'; texto: 'Ubicación no disponible' };

/**
 * What the profile map draws (001 §2.4, R062): the polygon; else a marker 'Polígono pendiente de registrar' on
 * the centroid; else the text 'Ubicación no disponible'. Same precedence as the geolocation label (R056).
 */
export function marcaMapaPerfil(p: ParcelaPerfil): MarcaMapa {
  const g = etiquetaGeolocalizacion(p);
  if (g === 'polígono') return { tipo: 'poligono' };
  if (g === 'centroide') return { tipo: 'centroide', texto: 'Polígono pendiente de registrar' };
  return { tipo: 'ninguna', texto: 'Ubicación no disponible' };
}

export interface AccionesPerfil {
  editarCroquis: boolean;
  verDibujo: boolean;
  importarKml: boolean;
  descargarPoligono: boolean;
  eliminarCroquis: boolean;
}

/**
 * Which sketch actions the profile enables (001 §2.4, R063): Edit sketch and Eliminar Croquis need a polygon;
 * Descargar polígono needs the points and a polygon; Ver dibujo and Importar KML are always there.
 */
export function accionesPerfil(p: ParcelaPerfil): AccionesPerfil {
  const poligono = p.poligono != null;
  return {
    editarCroquis: poligono,
    verDibujo: true,
    importarKml: true,
    descargarPoligono: poligono && (p.puntos?.length ?? 0) > 0,
    eliminarCroquis: poligono,
  };
}
