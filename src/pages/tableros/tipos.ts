import type { RegistroReciente } from '@domain/tablero-inicio';

/** Bodies of the dashboard calls (spec 000 §3 'Dashboard data'; docs/api.md 'Dashboards'). */
export interface Lista<T> {
  data: T[];
  total: number;
}

export interface TotalesProductores {
  id_ciclo: number;
  total_productores: number;
  total_productores_padron: number;
  total_altas: number;
  total_bajas: number;
}

export interface FilaCategoria {
  id_cuenta_categoria: number;
  cuenta_categoria: string;
  cuenta_categoria_color: string | null;
  total: number;
}
export interface FilaGenero {
  productor_genero: string;
  total: number;
}
export interface FilaEdad {
  rango_edad: string;
  total: number;
}
export interface FilaParcelas {
  rango_parcelas: string;
  total: number;
}
export interface FilaRiesgo {
  id_nivel_riesgo: number | null;
  nivel_riesgo: string;
  color: string | null;
  total: number;
}
export interface FilaSuperficie {
  rango_superficie: string;
  total: number;
  hectareas: number;
}
export interface Hectareas extends Lista<FilaSuperficie> {
  total_hectareas: number;
  total_productores: number;
}

export interface Avance {
  total_esperado: number;
  total_levantado: number;
  total_pendiente: number;
}

export interface AvanceSic extends Avance {
  id_ciclo: number;
  total_productores: number;
  total_productores_padron: number;
  parcelas_poligono: number;
  parcelas_centroide: number;
  parcelas_sin_geolocalizar: number;
  ultimos: RegistroReciente[];
}

export interface FilaMunicipio extends Avance {
  id_municipio: number;
  municipio: string;
}
export interface FilaLocalidad extends Avance {
  id_localidad: number;
  localidad: string;
  id_municipio: number;
  municipio: string;
}

/** A plot of the centroid map (spec 000 §3 'Parcel row for map/KML'). */
export interface ParcelaMapa {
  id: number;
  uuid: string;
  parcela_nombre: string;
  productor_uuid: string;
  productor_nombre: string;
  localidad: string;
  municipio: string;
  cuenta_categoria: string;
  centroide_lat: number | null;
  centroide_lng: number | null;
  superficie: number;
}
