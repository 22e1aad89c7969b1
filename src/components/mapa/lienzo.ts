/**
 * The pure parts of the markers' canvas layer (CapaLienzo.ts), apart so they are tested without a browser:
 * where a point falls on the Web Mercator world, which marker a click hits, and drawing in chunks.
 */

/** Leaflet's SphericalMercator clamps latitudes here (the square world's edge). */
const LATITUD_MAXIMA = 85.0511287798;

/**
 * Every point's place on the Web Mercator world as a fraction of its side (0..1, y down), computed once per
 * data set: multiplied by the map's scale (256·2^zoom) it is the point's pixel at any zoom, the same figure as
 * Leaflet's `map.project`, without making 100,000 LatLng and Point objects on each redraw.
 */
export function proyectar(puntos: readonly { lat: number; lng: number }[]): { x: Float64Array; y: Float64Array } {
  const x = new Float64Array(puntos.length);
  const y = new Float64Array(puntos.length);
  for (let i = 0; i < puntos.length; i++) {
    const lat = (Math.max(-LATITUD_MAXIMA, Math.min(LATITUD_MAXIMA, puntos[i].lat)) * Math.PI) / 180;
    x[i] = puntos[i].lng / 360 + 0.5;
    y[i] = 0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI);
  }
  return { x, y };
}

/**
 * The marker under a world pixel (wx, wy) at scale `escala`, or -1: within `radio` pixels of its centre, and of
 * several the one drawn last (on top), as Leaflet's canvas renderer picks among overlapping circle markers.
 * A plain scan: 100,000 points take about a millisecond, once per click or pointer move.
 */
export function marcadorEn(puntos: { x: Float64Array; y: Float64Array }, escala: number, wx: number, wy: number, radio: number): number {
  const r2 = radio * radio;
  for (let i = puntos.x.length - 1; i >= 0; i--) {
    const dx = puntos.x[i] * escala - wx;
    const dy = puntos.y[i] * escala - wy;
    if (dx * dx + dy * dy <= r2) return i;
  }
  return -1;
}

/** How many markers one task draws: 20,000 sprites take some 10–40 ms, well under the 200 ms a task may last. */
export const TAMANO_TROZO = 20_000;

/**
 * Calls `dibujar(desde, hasta)` over 0..total in chunks of `tamano`, one chunk per task (`ceder` schedules the next,
 * setTimeout by default), so the page answers a click between chunks; `alTerminar` after the last one.
 * Returns the cancel: a pan, a zoom or new data stops the drawing in progress before it starts the next.
 */
export function enTrozos(
  total: number,
  dibujar: (desde: number, hasta: number) => void,
  alTerminar: () => void,
  tamano = TAMANO_TROZO,
  ceder: (siguiente: () => void) => () => void = (f) => {
    const t = setTimeout(f, 0);
    return () => clearTimeout(t);
  },
): () => void {
  let cancelado = false;
  let cancelarEspera = () => {};
  const trozo = (desde: number) => {
    if (cancelado) return;
    const hasta = Math.min(total, desde + tamano);
    dibujar(desde, hasta);
    if (hasta >= total) alTerminar();
    else cancelarEspera = ceder(() => trozo(hasta));
  };
  trozo(0);
  return () => {
    cancelado = true;
    cancelarEspera();
  };
}
