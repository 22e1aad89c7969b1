import type { Poligono, Posicion } from '@domain/poligono/tipos';

/**
 * Real places for the polygon tests: coffee plots near Jaltenango de la Paz (Ángel Albino Corzo), Chiapas,
 * about 15.87 N, −92.72 W. GeoJSON order, [lng, lat].
 */
export const JALTENANGO = { nombre: 'Jaltenango de la Paz', lat: 15.8697, lng: -92.7236 };

const poligono = (...anillos: Posicion[][]): Poligono => ({ type: 'Polygon', coordinates: anillos });

/** A clean five-sided plot of about 1.97 ha, 0.9 km north-west of the town. */
export const CONTORNO_LIMPIO: Posicion[] = [
  [-92.7305, 15.8742],
  [-92.7293, 15.87435],
  [-92.72915, 15.8753],
  [-92.7299, 15.87575],
  [-92.7306, 15.8752],
  [-92.7305, 15.8742],
];
export const LIMPIA = poligono(CONTORNO_LIMPIO);

/** The same boundary with a GPS slip: vertex C shoots 140 m east and comes back 3 m from B. */
export const CON_PICO = poligono([
  [-92.7305, 15.8742],
  [-92.7293, 15.87435],
  [-92.728, 15.8744],
  [-92.72928, 15.87437],
  [-92.72915, 15.8753],
  [-92.7299, 15.87575],
  [-92.7306, 15.8752],
  [-92.7305, 15.8742],
]);

/** A bow-tie: the third and fourth corners swapped, so two sides cross. */
export const MOÑO = poligono([
  [-92.73, 15.88],
  [-92.729, 15.881],
  [-92.729, 15.88],
  [-92.73, 15.881],
  [-92.73, 15.88],
]);

/** A 300 m × 4 m strip by a road: about 0.12 ha. */
export const FRANJA = poligono([
  [-92.72, 15.87],
  [-92.7172, 15.87],
  [-92.7172, 15.870036],
  [-92.72, 15.870036],
  [-92.72, 15.87],
]);

/** The clean plot without its closing point. */
export const SIN_CERRAR = poligono(CONTORNO_LIMPIO.slice(0, -1));

/** A thin triangle 107 m long and 4 cm high: at 6 decimals its apex falls on its base. */
export const COLAPSA = poligono([
  [-92.72, 15.87],
  [-92.721, 15.87],
  [-92.7205, 15.8700004],
  [-92.72, 15.87],
]);

/** The clean plot with an extra vertex 3 mm from B: equal to B once rounded, the shape survives. */
export const VERTICE_DOBLE = poligono([
  [-92.7305, 15.8742],
  [-92.7293, 15.87435],
  [-92.72929997, 15.87435002],
  [-92.72915, 15.8753],
  [-92.7299, 15.87575],
  [-92.7306, 15.8752],
  [-92.7305, 15.8742],
]);

/** The clean plot with a 20 m × 20 m hole (a house and patio left out). */
export const CON_HUECO = poligono(CONTORNO_LIMPIO, [
  [-92.7301, 15.8748],
  [-92.7301, 15.87498],
  [-92.72991, 15.87498],
  [-92.72991, 15.8748],
  [-92.7301, 15.8748],
]);

/** Two rectangles of about 1.19 ha that share a quarter of each: lng −92.7295…−92.7290, lat 15.8805…15.8810. */
export const RECTANGULO_1 = poligono([
  [-92.73, 15.88],
  [-92.729, 15.88],
  [-92.729, 15.881],
  [-92.73, 15.881],
  [-92.73, 15.88],
]);
export const RECTANGULO_2 = poligono([
  [-92.7295, 15.8805],
  [-92.7285, 15.8805],
  [-92.7285, 15.8815],
  [-92.7295, 15.8815],
  [-92.7295, 15.8805],
]);
export const TRASLAPE_1_2 = poligono([
  [-92.7295, 15.8805],
  [-92.729, 15.8805],
  [-92.729, 15.881],
  [-92.7295, 15.881],
  [-92.7295, 15.8805],
]);

/** The clean plot moved 0.27° north (about 30 km), near Siltepec's hills. */
export const A_30_KM = poligono(CONTORNO_LIMPIO.map(([lng, lat]) => [lng, lat + 0.27] as Posicion));

/** The clean plot written [lat, lng]. */
export const INVERTIDA = poligono(CONTORNO_LIMPIO.map(([lng, lat]) => [lat, lng] as Posicion));

/** A plot near Marcala, Honduras (14.15 N, −88.03 W) written [lat, lng]: still inside WGS84 once swapped. */
export const MARCALA_INVERTIDA = poligono([
  [14.15, -88.03],
  [14.151, -88.03],
  [14.151, -88.029],
  [14.15, -88.029],
  [14.15, -88.03],
]);

/** A polygon of `n` vertices on a circle of `radioM` metres around a point (vertex 0 due east, counter-clockwise). */
export function circulo(n: number, radioM: number, centro = { lat: 15.8745, lng: -92.7299 }): Poligono {
  const mLat = 1 / 110_650;
  const mLng = 1 / (111_320 * Math.cos((centro.lat * Math.PI) / 180));
  const puntos: Posicion[] = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [centro.lng + Math.cos(a) * radioM * mLng, centro.lat + Math.sin(a) * radioM * mLat];
  });
  return poligono([...puntos, puntos[0]]);
}

/**
 * Area by an independent method: project on the WGS84 ellipsoid's local plane at the mean latitude (meridian
 * and prime-vertical radii) and apply the shoelace formula. Good to well under 1 % for a plot-sized polygon.
 */
export function areaIndependienteM2(anillo: readonly Posicion[]): number {
  const a = 6378137;
  const e2 = 0.00669437999014;
  const lat0 = ((anillo.reduce((s, p) => s + p[1], 0) / anillo.length) * Math.PI) / 180;
  const w = Math.sqrt(1 - e2 * Math.sin(lat0) ** 2);
  const meridiano = (a * (1 - e2)) / w ** 3;
  const vertical = a / w;
  const xy = anillo.map(([lng, lat]) => [((lng * Math.PI) / 180) * vertical * Math.cos(lat0), ((lat * Math.PI) / 180) * meridiano]);
  let doble = 0;
  for (let i = 0; i + 1 < xy.length; i++) doble += xy[i][0] * xy[i + 1][1] - xy[i + 1][0] * xy[i][1];
  return Math.abs(doble) / 2;
}
