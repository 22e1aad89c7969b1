import { describe, expect, it } from 'vitest';
import { avisoArea, avisosTraces, type ParcelaAviso } from '@domain/eudr/avisos-traces';
import { areaHectareas } from '@domain/poligono/medidas';
import { CONTORNO_LIMPIO, LIMPIA } from '../poligono/poligonos-jaltenango';
import type { Poligono } from '@domain/poligono/tipos';

/** Issue 22 item 15: the TRACES revision's warnings (reported vs drawn area beyond 10 %, overlapping polygons). */
const parcela = (uuid: string, poligono: Poligono | null, superficie: number | null, productor = 'Ana'): ParcelaAviso => ({
  uuid,
  parcela: `Parcela ${uuid}`,
  productor,
  productor_uuid: `p-${productor}`,
  superficie,
  poligono,
});
/** The clean plot moved 40 m east: it covers most of it, as 'La Invasión' covers its victim in the demo. */
const MOVIDA: Poligono = { type: 'Polygon', coordinates: [CONTORNO_LIMPIO.map(([x, y]) => [x + 0.00037, y])] };

describe('avisos del archivo TRACES', () => {
  it('superficie reportada contra la dibujada: más de 10 % es aviso, 10 % o menos no', () => {
    expect(avisoArea(1.1, 1)).toBeNull();
    expect(avisoArea(0.9, 1)).toBeNull();
    expect(avisoArea(1.32, 1)).toBe(
      'Reporta 1.32 ha y su polígono mide 1.00 ha: 32 % más. El archivo lleva la superficie reportada; corrija la que no sea real.',
    );
    expect(avisoArea(0.5, 1)).toMatch(/50 % menos/);
    expect(avisoArea(null, 1)).toBeNull();
    expect(avisoArea(0, 1)).toBeNull();
  });

  it('una parcela con su superficie real no da aviso; la misma con 32 % más, sí', () => {
    const real = areaHectareas(LIMPIA);
    expect(avisosTraces([parcela('a', LIMPIA, real)], [])).toEqual([]);
    const [aviso] = avisosTraces([parcela('a', LIMPIA, real * 1.32)], []);
    expect(aviso).toMatchObject({ uuid: 'a', motivo: 'AREA_DISTINTA' });
  });

  it('dos polígonos que se traslapan dan un aviso a cada una; la parcela no es su propia vecina', () => {
    const a = parcela('a', LIMPIA, null);
    const b = parcela('b', MOVIDA, null, 'Beto');
    const avisos = avisosTraces([a, b], [a, b]);
    expect(avisos.map((x) => [x.uuid, x.motivo])).toEqual([
      ['a', 'TRASLAPE'],
      ['b', 'TRASLAPE'],
    ]);
    expect(avisos[0].texto).toMatch(/^Se traslapa con 'Parcela b' \(Beto\) en [\d,]+ m², el [\d.]+ % de esta parcela/);
    expect(avisosTraces([a], [a])).toEqual([]);
  });
});
