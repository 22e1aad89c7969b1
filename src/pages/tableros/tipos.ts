import type { RegistroReciente } from '@domain/tableros/tablero-inicio';

/**
 * What the dashboards' pieces take as props; the calls' answers are the contract's types (domain/contrato/tableros.ts,
 * src/api/tableros.ts), which satisfy these.
 */
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
