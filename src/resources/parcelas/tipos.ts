import type { Poligono } from '@domain/poligono/tipos';

/**
 * A row of the plot list (spec 001 §2.3, §3 'Plot'), as `POST parcelas_all_search` answers it. The data
 * provider sets `id` to the uuid and keeps the integer as `id_num` (the ID column).
 */
export interface ParcelaFila {
  id: string;
  id_num?: number;
  uuid: string;
  nombre: string;
  cuenta: string;
  productor_uuid: string | null;
  cuenta_uuid?: string | null;
  municipio: string | null;
  localidad: string | null;
  superficie: number | string;
  plantas: number;
  geolocalizacion?: string | null;
  poligono?: unknown;
  centroide_lat?: number | null;
  centroide_lng?: number | null;
  alertas_poligono: number;
  /** Protected natural areas the polygon overlaps, and the EUDR risk the list shows (1 Alto, 2 Medio, 3 Bajo). */
  areas_naturales_count?: number;
  riesgo_eudr?: number | null;
  alertas_error_poligono_count: number;
}

/** The plot of the profile (`GET parcela_profile/{uuid}`, 001 §3 'Plot'). */
export interface ParcelaDetalle {
  id: number;
  uuid: string;
  nombre: string;
  parcela_nombre?: string;
  cuenta: string;
  cuenta_uuid?: string | null;
  productor_uuid?: string | null;
  productor_clave?: string | null;
  municipio: string | null;
  localidad: string | null;
  pais?: string | null;
  superficie: number | string;
  plantas: number;
  variedades?: string | null;
  certificaciones?: string[] | null;
  /** The field sketch image (an `archivos` uuid), 'Ver dibujo'. */
  croquis_captura?: string | null;
  /** Earlier sketches kept in the history ('Eliminar actual y usar el anterior'). */
  croquis_anteriores?: number;
  poligono: Poligono | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  centroide_pol_lat?: number | null;
  centroide_pol_lng?: number | null;
  poligono_area: number | string | null;
  alertas_poligono?: number;
  alertas_error_poligono_count?: number;
  /** Metres of each vertex in drawing order (from 'Calcular altitudes'), and of the central point. */
  elevaciones?: (number | null)[] | null;
  elevacion_centro?: number | null;
  logo?: string | null;
  certificacion_logo?: string | null;
}

/** Neighbour on one side (001 §3 'Neighbour per side'). */
export interface Colindancia {
  lado?: Lado;
  colindante: string | null;
  colindante_otro?: string | null;
  propietario: string | null;
  herbicidas_nombre?: string | null;
  fertilizantequim_nombre?: string | null;
  plaguicida_nombre?: string | null;
  amortiguamiento?: string | null;
}

export type Lado = 'norte' | 'sur' | 'este' | 'oeste';

export type Colindancias = Partial<Record<Lado, Colindancia | null>>;

/** A stored alert of the plot (001 §3 'Plot alert'). */
export interface AlertaParcela {
  codigo?: string;
  titulo: string;
  descripcion: string;
  recomendacion: string;
  error: boolean | number;
}
