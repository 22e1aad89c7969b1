import { cerrarAnillo, esPoligono, poligonoLimpio, todasLasPosiciones } from './forma';
import { areaHectareas, areaM2, centroidePoligono, perimetroM } from './medidas';
import { alerta } from './revisiones/alerta';
import { revisarAngosto, COMPACIDAD_MINIMA } from './revisiones/angosto';
import { revisarArea, revisarCierre, revisarPuntos } from './revisiones/anillo';
import { cruces, revisarCruces } from './revisiones/cruces';
import { revisarHuecos } from './revisiones/huecos';
import { DISTANCIA_MAXIMA_LOCALIDAD_KM, revisarDistanciaLocalidad, type Localidad } from './revisiones/localidad';
import { ANGULO_PICO_GRADOS, revisarPicos } from './revisiones/picos';
import { revisarPuntoSinPoligono } from './revisiones/punto';
import { REGION_POR_DEFECTO, revisarCoordenadas, type Region } from './revisiones/rango';
import { revisarRedondeo } from './revisiones/redondeo';
import { revisarSuperficie, TOLERANCIA_SUPERFICIE } from './revisiones/superficie';
import { revisarTraslapes, TRASLAPE_MINIMO, type TraslapeMinimo } from './revisiones/traslapes';
import type { Alerta, LatLng, Poligono, Posicion, Vecino } from './tipos';

/** What the checks need besides the polygon. Every threshold has its default; pass one only to override it. */
export interface ContextoRevision {
  /** Hectares the producer reported (`parcelas.superficie`); text from the database is accepted. */
  superficieReportada?: number | string | null;
  /** Share the calculated area may differ from the reported one; default 0.2. */
  tolerancia?: number;
  /** Other plots of the same cooperative (not this one). */
  vecinos?: readonly Vecino[];
  /** The plot's locality with its coordinates. */
  localidad?: Localidad | null;
  /** Default 10 km. */
  distanciaMaximaKm?: number;
  /** The plot's point when it has no polygon (its coordinates are checked too). */
  centroide?: LatLng | null;
  /** Plausibility box; default Mexico and Central America; null turns it off. */
  region?: Region | null;
  anguloPicoGrados?: number;
  compacidadMinima?: number;
  traslapeMinimo?: TraslapeMinimo;
}

const aNumero = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Errors first, each group in the order of the checks, so the list reads the same every time. */
const ordenar = (alertas: Alerta[]): Alerta[] => [...alertas.filter((a) => a.error), ...alertas.filter((a) => !a.error)];

/**
 * The automated alerts of a plot's sketch ('Alertas automatizadas', 001 §2.4; 'ALERTAS POLÍGONO' in the list).
 * The same function runs in the editor while drawing and on the server for every saved or imported sketch.
 * Without a polygon only the plot checks run: over 4 ha without polygon, and the point's coordinates and distance.
 * Checks that measure stop at the first broken foundation: coordinates out of range or swapped, a ring without
 * three points or without area make areas and crossings meaningless, so only those alerts are returned.
 * @example revisarPoligono(poligono, { superficieReportada: 1.5, vecinos, localidad: { lat: 15.87, lng: -92.72 } })
 */
export function revisarPoligono(poligono: Poligono | null | undefined, contexto: ContextoRevision = {}): Alerta[] {
  const reportada = aNumero(contexto.superficieReportada);
  const region = contexto.region === undefined ? REGION_POR_DEFECTO : contexto.region;
  const distanciaMaxima = contexto.distanciaMaximaKm ?? DISTANCIA_MAXIMA_LOCALIDAD_KM;

  if (poligono == null) {
    const alertas = revisarPuntoSinPoligono(false, reportada);
    const c = contexto.centroide;
    if (c && Number.isFinite(c.lat) && Number.isFinite(c.lng)) {
      const rango = revisarCoordenadas([[c.lng, c.lat]], region);
      alertas.push(...rango);
      if (!rango.some((a) => a.error)) alertas.push(...revisarDistanciaLocalidad(c, contexto.localidad, distanciaMaxima));
    }
    return ordenar(alertas);
  }

  if (!esPoligono(poligono)) {
    return [
      alerta(
        'GEOMETRIA_INVALIDA',
        true,
        'Croquis no válido',
        'El croquis no es un polígono GeoJSON con coordenadas numéricas.',
        'Vuelva a dibujar o a importar el croquis de la parcela.',
      ),
    ];
  }

  const posiciones: Posicion[] = todasLasPosiciones(poligono);
  const alertas: Alerta[] = [...revisarCoordenadas(posiciones, region), ...revisarCierre(poligono)];
  // Swapped coordinates put the polygon somewhere else: its measures would describe that other place.
  if (alertas.some((a) => a.codigo === 'COORDENADAS_FUERA_DE_RANGO' || a.codigo === 'LAT_LNG_INVERTIDAS')) return ordenar(alertas);

  // An open ring is reported once; every other check reads it closed, as the person meant it.
  const cerrado: Poligono = { type: 'Polygon', coordinates: poligono.coordinates.map(cerrarAnillo) };
  const puntos = revisarPuntos(cerrado);
  alertas.push(...puntos, ...revisarHuecos(cerrado));
  if (puntos.length > 0) return ordenar(alertas);

  const limpio = poligonoLimpio(cerrado);
  const cruzado = cruces(limpio) > 0;
  if (!cruzado) {
    const sinArea = revisarArea(limpio);
    alertas.push(...sinArea);
    if (sinArea.length > 0) return ordenar(alertas);
  }
  alertas.push(
    ...revisarCruces(limpio),
    ...revisarRedondeo(cerrado, cruzado),
    ...revisarPicos(limpio, contexto.anguloPicoGrados ?? ANGULO_PICO_GRADOS),
  );
  // A crossed polygon has no well-defined inside (its lobes cancel): its area is not compared with anything.
  if (!cruzado) {
    const m2 = areaM2(limpio);
    alertas.push(
      ...revisarAngosto(m2, perimetroM(limpio.coordinates[0]), contexto.compacidadMinima ?? COMPACIDAD_MINIMA),
      ...revisarSuperficie(areaHectareas(limpio), reportada, contexto.tolerancia ?? TOLERANCIA_SUPERFICIE),
      ...revisarTraslapes(limpio, m2, contexto.vecinos ?? [], contexto.traslapeMinimo ?? TRASLAPE_MINIMO),
    );
  }
  alertas.push(...revisarDistanciaLocalidad(centroidePoligono(limpio), contexto.localidad, distanciaMaxima));
  return ordenar(alertas);
}
