/**
 * Links and variants of the home dashboard /dashboard (spec 000 §2.9, R052): which variant a
 * cooperative sees, where each geolocation slice leads, and what a latest record links to.
 */
import type { FiltroGeolocalizacion } from '../parcelas/parcela';
import { rutas } from '../comun/rutas';

/** The SIC variant when usa_sic is 1; no configuration stored reads as on (000 §2.1). */
export function tableroConSic(usaSic: number | null | undefined): boolean {
  return usaSic == null || Number(usaSic) === 1;
}

/** The three slices of the geolocation chart, in the spec's order, with the plot list filter each opens. */
export const REBANADAS_GEOLOCALIZACION: readonly {
  clave: 'poligono' | 'centroide' | 'pendiente';
  etiqueta: string;
  geoFilter: FiltroGeolocalizacion;
}[] = [
  { clave: 'poligono', etiqueta: 'Con polígono', geoFilter: 1 },
  { clave: 'centroide', etiqueta: 'Sólo centroide', geoFilter: 2 },
  { clave: 'pendiente', etiqueta: 'Pendientes de geolocalizar', geoFilter: 3 },
];

/** R052: a geolocation slice → /admin/parcelas/list?geoFilter=1, 2 or 3. */
export const enlaceGeolocalizacion = (geoFilter: FiltroGeolocalizacion): string => `${rutas.parcelas()}?geoFilter=${geoFilter}`;

/** The producers in the register (link of the SIC progress bar). */
export const enlaceCuentasPadron = (): string => `${rutas.cuentas()}?organico=1`;

/** A latest record (spec 000 §3 'Latest record'). */
export interface RegistroReciente {
  id_api_ficha: number | string;
  ficha_title: string | null;
  uuid_productor: string | null;
  nombre_productor: string | null;
  nombre_parcela: string | null;
  /** The plot's uuid (its sketch is /admin/parcelas/perfil/{uuid}); null when the record names no plot. */
  uuid: string | null;
  nombre_inspector: string | null;
  inspeccion_fecha: string | null;
  reporte: string | null;
}

export interface EnlacesRegistro {
  productor: string | null;
  /** 'Ver croquis': the plot the record names. */
  croquis: string | null;
}

/**
 * R052: a latest record links to its producer's profile and to its plot's sketch ('Ver croquis'). The spec's
 * alternative, the form's report as a PDF (pdf/{reporte}/{uuid}), is not offered: the server renders only the
 * registry sheet ('padron'), not the inspection forms' reports that these records name, and a link that answers
 * 'not found' is a dead end (docs/DECISIONES.md, issue 10 #20; issue 24 removed the flag that stood for it).
 */
export function enlacesRegistro(r: RegistroReciente): EnlacesRegistro {
  return {
    productor: r.uuid_productor ? rutas.cuentaPerfil(r.uuid_productor) : null,
    croquis: r.uuid ? rutas.parcelaPerfil(r.uuid) : null,
  };
}

/** Non-SIC: the KML download is offered only when the cycle has geolocated plots (R052 example 4). */
export const ofreceKml = (parcelasGeolocalizadas: number): boolean => parcelasGeolocalizadas > 0;
