import { describe, expect, it } from 'vitest';
import { vecinosQueTraslapan } from '@domain/poligono/revisiones/traslapes';
import type { Poligono } from '@domain/poligono/tipos';

/** Whose overlap alerts a sketch change may touch (run in the server's polygon thread after each save). */
const cuadro = (lng: number, lat: number, lado = 0.001): Poligono => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + lado, lat],
      [lng + lado, lat + lado],
      [lng, lat + lado],
      [lng, lat],
    ],
  ],
});

describe('vecinosQueTraslapan', () => {
  const base = cuadro(-92.72, 15.87);
  const encima = cuadro(-92.7195, 15.87); // half of it over `base`
  const lejos = cuadro(-92.71, 15.87);
  const rozando = cuadro(-92.719001, 15.87); // 0.1 % over: below the neighbour's threshold

  it('una vecina encimada con el polígono nuevo o con el anterior se revisa; una lejana o que apenas roza, no', () => {
    expect(vecinosQueTraslapan(null, base, [encima, lejos, rozando])).toEqual([true, false, false]);
    expect(vecinosQueTraslapan(base, lejos, [encima])).toEqual([true]);
    expect(vecinosQueTraslapan(null, null, [encima])).toEqual([false]);
  });
});
