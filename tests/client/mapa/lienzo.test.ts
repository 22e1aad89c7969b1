import { describe, expect, it } from 'vitest';
import { enTrozos, marcadorEn, proyectar } from '../../../src/components/mapa/lienzo';

/** Web Mercator as the browser tests compute a marker's pixel (tests/e2e/paginas/tableros.ts), at a scale. */
const pixel = (lat: number, lng: number, escala: number) => {
  const r = (lat * Math.PI) / 180;
  return { x: ((lng + 180) / 360) * escala, y: ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * escala };
};

describe('proyectar', () => {
  it("puts a point where Leaflet's Web Mercator does, at any zoom", () => {
    const puntos = [
      { lat: 17, lng: -92 },
      { lat: 0, lng: 0 },
      { lat: -33.45, lng: -70.66 },
    ];
    const { x, y } = proyectar(puntos);
    for (const zoom of [0, 6, 14]) {
      const escala = 256 * 2 ** zoom;
      puntos.forEach((p, i) => {
        const esperado = pixel(p.lat, p.lng, escala);
        expect(x[i] * escala).toBeCloseTo(esperado.x, 6);
        expect(y[i] * escala).toBeCloseTo(esperado.y, 6);
      });
    }
  });

  it('clamps latitudes beyond the square world, as Leaflet does', () => {
    const { y } = proyectar([
      { lat: 90, lng: 0 },
      { lat: -90, lng: 0 },
    ]);
    expect(y[0]).toBeCloseTo(0, 9);
    expect(y[1]).toBeCloseTo(1, 9);
  });
});

describe('marcadorEn', () => {
  const escala = 256 * 2 ** 6;
  const puntos = proyectar([
    { lat: 17, lng: -92 },
    { lat: 17, lng: -91.99 }, // under a pixel from the first at zoom 6: the two overlap
    { lat: 15, lng: -90 },
  ]);
  const en = (lat: number, lng: number, dx = 0, dy = 0) => {
    const p = pixel(lat, lng, escala);
    return marcadorEn(puntos, escala, p.x + dx, p.y + dy, 5.5);
  };

  it('answers the marker drawn last (on top) among overlapping ones', () => {
    expect(en(17, -92)).toBe(1);
  });

  it('hits within the radius plus half the rim, and misses beyond it', () => {
    expect(en(15, -90, 5, 0)).toBe(2);
    expect(en(15, -90, 3.8, 3.8)).toBe(2);
    expect(en(15, -90, 0, 6)).toBe(-1);
    expect(en(16, -91)).toBe(-1);
  });

  it('finds nothing on an empty map', () => {
    expect(marcadorEn(proyectar([]), escala, 0, 0, 5.5)).toBe(-1);
  });
});

describe('enTrozos', () => {
  /** A hand-run scheduler: each chunk waits until the test lets the next task run. */
  const cola = () => {
    const pendientes: (() => void)[] = [];
    return {
      ceder: (f: () => void) => {
        pendientes.push(f);
        return () => pendientes.splice(pendientes.indexOf(f), 1);
      },
      siguiente: () => pendientes.shift()?.(),
      pendientes,
    };
  };

  it('draws every index once, one chunk per task, then says it is done', () => {
    const c = cola();
    const trozos: [number, number][] = [];
    let terminado = 0;
    enTrozos(
      50_001,
      (d, h) => trozos.push([d, h]),
      () => terminado++,
      20_000,
      c.ceder,
    );
    expect(trozos).toEqual([[0, 20_000]]); // the first chunk at once, the rest in later tasks
    c.siguiente();
    expect(terminado).toBe(0);
    c.siguiente();
    expect(trozos).toEqual([
      [0, 20_000],
      [20_000, 40_000],
      [40_000, 50_001],
    ]);
    expect(terminado).toBe(1);
    expect(c.pendientes).toHaveLength(0);
  });

  it('a cancelled drawing (a pan, a zoom, new data) draws no further chunk and never says it is done', () => {
    const c = cola();
    const trozos: number[] = [];
    let terminado = false;
    const cancelar = enTrozos(
      100_000,
      (d) => trozos.push(d),
      () => (terminado = true),
      20_000,
      c.ceder,
    );
    c.siguiente();
    cancelar();
    expect(c.pendientes).toHaveLength(0);
    c.siguiente();
    expect(trozos).toEqual([0, 20_000]);
    expect(terminado).toBe(false);
  });

  it('a small or empty set is one chunk', () => {
    const c = cola();
    const trozos: [number, number][] = [];
    let terminado = 0;
    enTrozos(
      0,
      (d, h) => trozos.push([d, h]),
      () => terminado++,
      20_000,
      c.ceder,
    );
    enTrozos(
      300,
      (d, h) => trozos.push([d, h]),
      () => terminado++,
      20_000,
      c.ceder,
    );
    expect(trozos).toEqual([
      [0, 0],
      [0, 300],
    ]);
    expect(terminado).toBe(2);
  });

  it('by default the next chunk waits for a later task (setTimeout)', async () => {
    const trozos: number[] = [];
    await new Promise<void>((listo) => enTrozos(3, (d) => trozos.push(d), listo, 1));
    expect(trozos).toEqual([0, 1, 2]);
  });
});
