import type { RespuestaGuardarCroquis } from '@domain/poligono/guardar-croquis';
import type { Poligono, Vecino } from '@domain/poligono/tipos';
import { httpJson } from '../../../dataProvider/httpClient';
import { aLatLngs } from './conversion';

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
}

const ruta = (base: string, uuid: string) => `${base}/${encodeURIComponent(uuid)}`;
/** The API wraps rows in `data`; a bare body is accepted too. */
const datos = <T>(r: { data?: T } | T): T => (r && typeof r === 'object' && 'data' in r ? (r as { data: T }).data : (r as T));

export const leerParcela = async (uuid: string): Promise<ParcelaEditor> =>
  datos(await httpJson<{ data: ParcelaEditor }>(ruta('parcela_profile', uuid)));

/** Plots of the same cooperative around this one (001 §3 'Neighbour plots in the editor'). */
export const leerVecinos = async (uuid: string): Promise<Vecino[]> =>
  datos(await httpJson<{ data: Vecino[] }>(ruta('parcelas_croquis_intersecciones', uuid), { avisar: false })) ?? [];

/** The field sketch image of the plot, or null when it has none. */
export interface CapturaCroquis {
  /** uuid of the stored file (`GET archivos/{uuid}`). */
  archivo?: string | null;
  imagen?: string | null;
  url?: string | null;
}
export const leerCaptura = async (uuid: string): Promise<CapturaCroquis | null> => {
  const r = datos(
    await httpJson<{ data: CapturaCroquis | CapturaCroquis[] | null }>(ruta('parcelas_croquis_captura', uuid), { avisar: false }),
  );
  const c = Array.isArray(r) ? r[0] : r;
  return c && (c.archivo || c.imagen || c.url) ? c : null;
};

/** `POST update_croquis` {uuid, croquis: the boundary's points in drawing order}; the server closes the ring and checks it. */
export const guardarCroquis = (uuid: string, poligono: Poligono) =>
  httpJson<RespuestaGuardarCroquis>('update_croquis', {
    method: 'POST',
    avisar: false,
    body: { uuid, croquis: aLatLngs(poligono).map(({ lat, lng }) => ({ lat, lng })) },
  });

/** `DELETE eliminarultimocroquis/{uuid}` or `eliminarcroquis/{uuid}` (the option's call, domain/poligono/eliminar-croquis.ts). */
export const eliminarCroquis = (llamada: string) => httpJson<{ message?: string | null }>(llamada, { method: 'DELETE', avisar: false });

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
