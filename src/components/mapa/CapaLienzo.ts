import L from 'leaflet';
import { enTrozos, marcadorEn, proyectar } from './lienzo';

/** How a marker looks: a filled circle with a rim (the same figures a Leaflet circleMarker takes). */
export interface EstiloPunto {
  radio: number;
  borde: number;
  colorBorde: string;
  relleno: string;
  opacidadRelleno: number;
}

/**
 * Many point markers on one <canvas>, drawn in one loop: Leaflet's own canvas renderer keeps a layer object per
 * marker and walks them all on each redraw (100,000 markers were a 628 ms task, issue 24 item 12); here the points
 * are two typed arrays and each marker is one `drawImage` of a pre-drawn circle (same look, drawn in order, so the
 * last one lies on top as before). Drawing goes in chunks of separate tasks (lienzo.ts), restarted on each pan,
 * zoom or resize, so the page keeps answering. Clicks are hit-tested on the points; `alHacerClic(i)` gets the index.
 * The canvas covers the view plus half of it on every side (as Leaflet's renderer with padding 0.5), so a pan shows
 * drawn markers until the redraw; it hides during a zoom animation ('leaflet-zoom-hide').
 */
export class CapaLienzo extends L.Layer {
  private readonly puntos: { x: Float64Array; y: Float64Array };
  private lienzo?: HTMLCanvasElement;
  private cancelar = () => {};
  private terminado = false;

  constructor(
    puntos: readonly { lat: number; lng: number }[],
    private readonly estilo: EstiloPunto,
    private readonly alHacerClic: (i: number) => void,
    /** Called once, when every marker of the first full draw is on the canvas. */
    private readonly alTerminar: () => void,
  ) {
    super();
    this.puntos = proyectar(puntos);
  }

  onAdd(mapa: L.Map): this {
    this.lienzo = L.DomUtil.create('canvas', 'leaflet-zoom-hide', mapa.getPane('overlayPane'));
    // the map handles clicks (below); the canvas itself takes none, so dragging starts on it as on the tiles
    this.lienzo.style.pointerEvents = 'none';
    mapa.on('moveend resize viewreset', this.redibujar, this);
    mapa.on('click', this.clic, this);
    mapa.on('mousemove', this.puntero, this);
    this.redibujar();
    return this;
  }

  onRemove(mapa: L.Map): this {
    this.cancelar();
    mapa.off('moveend resize viewreset', this.redibujar, this);
    mapa.off('click', this.clic, this);
    mapa.off('mousemove', this.puntero, this);
    mapa.getContainer().style.cursor = '';
    this.lienzo?.remove();
    this.lienzo = undefined;
    return this;
  }

  /** The index of the marker under a map event's point, or -1. */
  private bajo(e: L.LeafletMouseEvent): number {
    const mapa = this._map;
    const escala = mapa.options.crs!.scale(mapa.getZoom());
    const p = mapa.getPixelOrigin().add(e.layerPoint);
    return marcadorEn(this.puntos, escala, p.x, p.y, this.estilo.radio + this.estilo.borde / 2);
  }

  private clic(e: L.LeafletMouseEvent): void {
    const i = this.bajo(e);
    if (i >= 0) this.alHacerClic(i);
  }

  /** The hand cursor over a marker, as Leaflet gives an interactive one. */
  private puntero(e: L.LeafletMouseEvent): void {
    this._map.getContainer().style.cursor = this.bajo(e) >= 0 ? 'pointer' : '';
  }

  private redibujar(): void {
    const mapa = this._map;
    const lienzo = this.lienzo;
    if (!mapa || !lienzo) return;
    this.cancelar();
    const tamano = mapa.getSize();
    const margen = tamano.multiplyBy(0.5).round();
    const esquina = mapa.containerPointToLayerPoint(margen.multiplyBy(-1)).round();
    const ancho = tamano.x + 2 * margen.x;
    const alto = tamano.y + 2 * margen.y;
    const ppp = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(lienzo, esquina);
    lienzo.width = Math.round(ancho * ppp); // also clears it
    lienzo.height = Math.round(alto * ppp);
    lienzo.style.width = `${ancho}px`;
    lienzo.style.height = `${alto}px`;
    const ctx = lienzo.getContext('2d');
    if (!ctx) return;

    const sprite = dibujarSprite(this.estilo, ppp);
    const mitad = sprite.width / 2;
    // the canvas's top-left corner as a world pixel: a point's canvas pixel is its world pixel minus this
    const origen = mapa.getPixelOrigin().add(esquina);
    const escala = mapa.options.crs!.scale(mapa.getZoom());
    const { x, y } = this.puntos;
    const anchoPx = lienzo.width;
    const altoPx = lienzo.height;
    this.cancelar = enTrozos(
      x.length,
      (desde, hasta) => {
        for (let i = desde; i < hasta; i++) {
          // device pixels, rounded: a sprite drawn between pixels would be resampled (slower and blurred)
          const px = Math.round((x[i] * escala - origen.x) * ppp - mitad);
          const py = Math.round((y[i] * escala - origen.y) * ppp - mitad);
          if (px > -sprite.width && py > -sprite.height && px < anchoPx && py < altoPx) ctx.drawImage(sprite, px, py);
        }
      },
      () => {
        if (this.terminado) return;
        this.terminado = true;
        this.alTerminar();
      },
    );
  }
}

/** One marker drawn once, at the screen's pixel density, as Leaflet draws a circleMarker: the fill, then the rim. */
function dibujarSprite(e: EstiloPunto, ppp: number): HTMLCanvasElement {
  const lado = Math.ceil((e.radio + e.borde) * 2 * ppp) + 2;
  const c = document.createElement('canvas');
  c.width = lado;
  c.height = lado;
  const ctx = c.getContext('2d');
  if (!ctx) return c;
  ctx.scale(ppp, ppp);
  ctx.beginPath();
  ctx.arc(lado / 2 / ppp, lado / 2 / ppp, e.radio, 0, Math.PI * 2);
  ctx.globalAlpha = e.opacidadRelleno;
  ctx.fillStyle = e.relleno;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = e.borde;
  ctx.strokeStyle = e.colorBorde;
  ctx.stroke();
  return c;
}
