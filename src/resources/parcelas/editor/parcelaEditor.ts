/**
 * What the editor reads of the plot (a view of `GET parcela_profile/{uuid}`, src/api/parcelas.ts) and the small
 * conversions it needs; the calls themselves are src/api/parcelas.ts.
 */
import type { Poligono } from '@domain/poligono/tipos';

/** What the editor reads of `GET parcela_profile/{uuid}` (001 §3 'Plot'; docs/api.md). */
export interface ParcelaEditor {
  uuid: string;
  nombre?: string | null;
  parcela_nombre?: string | null;
  cuenta?: string | null;
  cuenta_uuid?: string | null;
  poligono?: Poligono | null;
  /** Reported hectares (text from numeric columns is accepted). */
  superficie?: number | string | null;
  parcela_superficie?: number | string | null;
  centroide_lat?: number | string | null;
  centroide_lng?: number | string | null;
  localidad?: string | null;
  localidad_latitud?: number | string | null;
  localidad_longitud?: number | string | null;
  /** The plot's version: the save sends it back (409 when the sketch changed meanwhile). */
  version?: number;
}

/** The field sketch image of the plot, or null when it has none. */
export interface CapturaCroquis {
  /** uuid of the stored file (`GET archivos/{uuid}`). */
  archivo?: string | null;
  imagen?: string | null;
  url?: string | null;
}

const numero = (v: number | string | null | undefined): number | null => {
  if (v == null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A point from two columns, or null when either is missing. */
export function punto(lat: number | string | null | undefined, lng: number | string | null | undefined) {
  const [a, b] = [numero(lat), numero(lng)];
  return a == null || b == null ? null : { lat: a, lng: b };
}
