import { pngGris } from './png';

/**
 * A small greyscale PNG of a plot's outline on squared paper, as a technician's field sketch looks once
 * photographed: the demo's 'Ver dibujo' images (parcelas.croquis_captura).
 */

/** The ring's outline ([lng, lat] positions) fitted into `ancho`×`alto` pixels with a margin, north up. */
export function pngCroquis(anillo: readonly (readonly number[])[], ancho = 320, alto = 240): Buffer {
  const px = new Uint8Array(ancho * alto).fill(250);
  // Squared paper: a light line every 16 pixels.
  for (let y = 0; y < alto; y++) for (let x = 0; x < ancho; x++) if (x % 16 === 0 || y % 16 === 0) px[y * ancho + x] = 215;
  // Longitude degrees shrink with latitude: scaled so the drawing keeps the plot's shape.
  const kx = Math.cos(((anillo[0]?.[1] ?? 0) * Math.PI) / 180);
  const lngs = anillo.map((p) => p[0] * kx);
  const lats = anillo.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const margen = 24;
  const escala = Math.min((ancho - 2 * margen) / (x1 - x0 || 1), (alto - 2 * margen) / (y1 - y0 || 1));
  const punto = (p: readonly number[]) => [margen + (p[0] * kx - x0) * escala, alto - margen - (p[1] - y0) * escala];
  const pintar = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const [a, b] = [Math.round(x) + dx, Math.round(y) + dy];
        if (a >= 0 && a < ancho && b >= 0 && b < alto) px[b * ancho + a] = 30;
      }
    }
  };
  for (let i = 1; i < anillo.length; i++) {
    const [ax, ay] = punto(anillo[i - 1]);
    const [bx, by] = punto(anillo[i]);
    const pasos = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay)));
    for (let s = 0; s <= pasos; s++) pintar(ax + ((bx - ax) * s) / pasos, ay + ((by - ay) * s) / pasos);
  }
  return pngGris(ancho, alto, px);
}
