/**
 * Shapes of the plot sketch (spec 001 §3 'Plot', 'Plot alert', 'Neighbour plot'). The polygon is GeoJSON as
 * stored in `parcelas.poligono`: positions are [lng, lat] (WGS84), an optional third value is the altitude.
 */
export type Posicion = [number, number] | [number, number, number];

/** A GeoJSON Polygon: the first ring is the boundary, any other ring a hole. */
export interface Poligono {
  type: 'Polygon';
  coordinates: Posicion[][];
}

/** Bounding box with the column names of `parcelas` (min_lat, max_lat, min_lng, max_lng), so a row passes as is. */
export interface Caja {
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Codes of the automated polygon alerts; one small check each in `revisiones/`. */
export type CodigoAlerta =
  | 'GEOMETRIA_INVALIDA'
  | 'COORDENADAS_FUERA_DE_RANGO'
  | 'LAT_LNG_INVERTIDAS'
  | 'FUERA_DE_REGION'
  | 'ANILLO_ABIERTO'
  | 'POCOS_PUNTOS'
  | 'POLIGONO_SIN_AREA'
  | 'HUECOS'
  | 'AUTOINTERSECCION'
  | 'VERTICES_REPETIDOS'
  | 'COLAPSA_AL_REDONDEAR'
  | 'PICO'
  | 'POLIGONO_ANGOSTO'
  | 'SUPERFICIE_DIFERENTE'
  | 'LEJOS_DE_LOCALIDAD'
  | 'TRASLAPE'
  | 'SIN_POLIGONO_MAYOR_4HA';

/**
 * A plot alert (001 §3 'Plot alert': titulo, descripcion, recomendacion, error). `error` marks what the EU
 * information system would reject; the rest are warnings. `datos` carries the figures behind the text
 * (overlap m², neighbour uuid…) so a screen can point at them without parsing Spanish.
 */
export interface Alerta {
  codigo: CodigoAlerta;
  titulo: string;
  descripcion: string;
  recomendacion: string;
  error: boolean;
  datos?: Record<string, string | number | null>;
}

/** A neighbouring plot of the same cooperative (001 §3 'Neighbour plots in the editor': id, uuid, nombre, poligono, cuenta). */
export interface Vecino {
  id?: number | string;
  uuid?: string;
  nombre?: string | null;
  cuenta?: string | null;
  poligono: Poligono | null;
  /** Its stored bounding box, when the caller has it (saves a pass over its vertices). */
  caja?: Caja | null;
}
