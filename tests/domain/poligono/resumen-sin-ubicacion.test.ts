import { describe, expect, it } from 'vitest';
import { SIN_ALERTAS, SIN_CROQUIS, SIN_UBICACION, textoSinAlertas } from '@domain/poligono/resumen';

/** Issue 22 item 25: a plot that could not be checked does not read 'No se detectaron alertas'. */
describe('issue 22 item 25: alertas de una parcela sin ubicación', () => {
  it('con croquis revisado y sin alertas: limpio', () => expect(textoSinAlertas({ poligono: true, centroide: true })).toBe(SIN_ALERTAS));
  it('sin croquis ni centroide: no se puede revisar', () =>
    expect(textoSinAlertas({ poligono: false, centroide: false })).toBe(SIN_UBICACION));
  it('solo con centroide: no se puede revisar sin croquis', () =>
    expect(textoSinAlertas({ poligono: false, centroide: true })).toBe(SIN_CROQUIS));
  it('ninguno de los dos dice «No se detectaron alertas»', () => {
    expect(SIN_UBICACION).not.toContain(SIN_ALERTAS);
    expect(SIN_CROQUIS).not.toContain(SIN_ALERTAS);
  });
});
