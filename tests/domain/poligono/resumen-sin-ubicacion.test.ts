import { describe, expect, it } from 'vitest';
import {
  LISTA_SIN_CROQUIS,
  LISTA_SIN_UBICACION,
  SIN_ALERTAS,
  SIN_CROQUIS,
  SIN_UBICACION,
  textoAlertasFila,
  textoSinAlertas,
} from '@domain/poligono/resumen';

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

describe('issue 22 item 25: la columna ALERTAS POLÍGONO de una parcela sin croquis', () => {
  const fila = (geo: number, total = 0, errores = 0) => ({ geo, alertas_poligono: total, alertas_error_poligono_count: errores });
  it('con polígono y sin alertas: «Sin alertas»', () => expect(textoAlertasFila(fila(1))).toBe('Sin alertas'));
  it('sin ubicación: «Sin ubicación», no «Sin alertas»', () => expect(textoAlertasFila(fila(3))).toBe(LISTA_SIN_UBICACION));
  it('solo centroide: «Sin croquis»', () => expect(textoAlertasFila(fila(2))).toBe(LISTA_SIN_CROQUIS));
  it('las alertas guardadas se cuentan igual, con o sin polígono', () => {
    expect(textoAlertasFila(fila(1, 3, 1))).toBe('1 error, 2 advertencias');
    expect(textoAlertasFila(fila(3, 1, 1))).toBe('1 error');
  });
});
