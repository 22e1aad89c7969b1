import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { kinks } from '@turf/kinks';
import { puntosDeCruce } from '@domain/poligono/intersecciones';
import { cruces } from '@domain/poligono/revisiones/cruces';
import { poligonoLimpio } from '@domain/poligono/forma';
import type { Poligono, Posicion } from '@domain/poligono/tipos';

/**
 * The grid crossing check (domain/poligono/intersecciones.ts) against the quadratic one it replaced, turf kinks
 * counting distinct points at 9 decimals: same answer on random polygons, with holes, on integer grids (many
 * touching and collinear sides) and on plot-sized coordinates.
 */

/** The check as it was before issue 10: every pair of sides. */
const crucesCuadratico = (limpio: Poligono): number =>
  new Set(kinks(limpio).features.map((f) => f.geometry.coordinates.map((c) => c.toFixed(9)).join(','))).size;

const cerrar = (v: Posicion[]): Posicion[] => [...v, v[0]];
const poligono = (anillos: Posicion[][]): Poligono => poligonoLimpio({ type: 'Polygon', coordinates: anillos.map(cerrar) });

/** Vertices on a small integer grid: many shared points, touching and collinear sides. */
const anilloEntero = fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })), { minLength: 3, maxLength: 40 });
/** Vertices of a plot in Chiapas: degrees with many decimals, a few hundred metres across. */
const anilloParcela = fc.array(
  fc.tuple(fc.double({ min: -92.73, max: -92.72, noNaN: true }), fc.double({ min: 15.87, max: 15.88, noNaN: true })),
  { minLength: 3, maxLength: 120 },
);

describe('cruces con rejilla = cruces de turf kinks', () => {
  it('polígonos al azar en una rejilla de enteros (lados que se tocan o se enciman)', () => {
    fc.assert(
      fc.property(anilloEntero, (a) => {
        const p = poligono([a as Posicion[]]);
        expect(cruces(p)).toBe(crucesCuadratico(p));
      }),
      { numRuns: 400 },
    );
  });

  it('con huecos: los lados de anillos distintos también se comparan', () => {
    fc.assert(
      fc.property(fc.array(anilloEntero, { minLength: 2, maxLength: 3 }), (anillos) => {
        const p = poligono(anillos as Posicion[][]);
        expect(cruces(p)).toBe(crucesCuadratico(p));
      }),
      { numRuns: 200 },
    );
  });

  it('polígonos al azar con coordenadas de una parcela', () => {
    fc.assert(
      fc.property(anilloParcela, (a) => {
        const p = poligono([a as Posicion[]]);
        expect(cruces(p)).toBe(crucesCuadratico(p));
      }),
      { numRuns: 200 },
    );
  });

  it('un moño cuenta su cruce; un cuadrado, ninguno; un lado que toca un vértice cuenta', () => {
    expect(
      cruces(
        poligono([
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
          ],
        ]),
      ),
    ).toBe(1);
    expect(
      cruces(
        poligono([
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
          ],
        ]),
      ),
    ).toBe(0);
    // the vertex (1, 0) of the spike lies on the bottom side
    const toca: Posicion[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 4],
      [1, 0],
      [0, 4],
    ];
    expect(cruces(poligono([toca]))).toBe(crucesCuadratico(poligono([toca])));
    expect(cruces(poligono([toca]))).toBeGreaterThan(0);
    expect(puntosDeCruce([])).toEqual([]);
  });

  it('2,000 vértices sin cruces y una estrella de 2,000 con miles: misma cuenta', () => {
    const circulo: Posicion[] = Array.from({ length: 2000 }, (_, i) => {
      const t = (2 * Math.PI * i) / 2000;
      return [-92.72 + 0.001 * Math.cos(t), 15.87 + 0.001 * Math.sin(t)];
    });
    expect(cruces(poligono([circulo]))).toBe(0);
    // every vertex joined to the one 999 steps on: long sides that all cross each other
    const estrella: Posicion[] = Array.from({ length: 2000 }, (_, i) => circulo[(i * 999) % 2000]);
    const p = poligono([estrella.slice(0, 300)]);
    expect(cruces(p)).toBe(crucesCuadratico(p));
    expect(cruces(p)).toBeGreaterThan(1000);
  });
});
