import { describe, expect, it } from 'vitest';
import {
  categoriaDistintaComite,
  etiquetasErrores,
  formularioSinProductor,
  parcelaSinCroquis,
  poligonoInvalido,
  puntoFueraDeParcela,
  sinInspeccion,
  versionAntigua,
} from '@domain/reportes/errores-sic';
import type { Poligono } from '@domain/poligono/tipos';
import { revisarPoligono } from '@domain/poligono/revisar';

// about 1 ha near Jaltenango (GeoJSON [lng, lat])
const cuadro: Poligono = {
  type: 'Polygon',
  coordinates: [
    [
      [-92.72, 15.87],
      [-92.719, 15.87],
      [-92.719, 15.871],
      [-92.72, 15.871],
      [-92.72, 15.87],
    ],
  ],
};
const lazo: Poligono = {
  type: 'Polygon',
  coordinates: [
    [
      [-92.72, 15.87],
      [-92.719, 15.871],
      [-92.719, 15.87],
      [-92.72, 15.871],
      [-92.72, 15.87],
    ],
  ],
};
const punto = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });

describe('errores del reporte SIC final', () => {
  it('formulario sin productor', () => {
    expect(formularioSinProductor({ id_cuenta: null })).toBe(true);
    expect(formularioSinProductor({ id_cuenta: 4 })).toBe(false);
  });
  it('parcela sin croquis', () => {
    expect(parcelaSinCroquis({ poligono: null })).toBe(true);
    expect(parcelaSinCroquis({ poligono: cuadro })).toBe(false);
  });
  it('polígono inválido: su revisión guardada tiene errores (la de domain/poligono), o no es un polígono; no sin polígono', () => {
    // what the plot's save keeps: the review's alerts marked error (a bow tie crosses itself)
    const errores = revisarPoligono(lazo).filter((a) => a.error).length;
    expect(errores).toBeGreaterThan(0);
    expect(poligonoInvalido(lazo, errores)).toBe(true);
    expect(poligonoInvalido({ type: 'Polygon', coordinates: 'x' }, 0)).toBe(true);
    expect(poligonoInvalido(cuadro, revisarPoligono(cuadro).filter((a) => a.error).length)).toBe(false);
    expect(poligonoInvalido(null, 0)).toBe(false);
  });
  it('sin inspección: ni sic_pp ni tx_po', () => {
    expect(sinInspeccion([])).toBe(true);
    expect(sinInspeccion(['tx_croquis'])).toBe(true);
    expect(sinInspeccion(['tx_po'])).toBe(false);
    // an inspection captured in the office (the account's format) counts as much as one from the field
    expect(sinInspeccion(['inspeccion_interna'])).toBe(false);
    expect(sinInspeccion(['plan_organico', 'tx_croquis'])).toBe(false);
  });
  it('categoría distinta a la del comité; sin decisión no es error', () => {
    expect(categoriaDistintaComite(4, 2)).toBe(true);
    expect(categoriaDistintaComite(4, 4)).toBe(false);
    expect(categoriaDistintaComite(4, null)).toBe(false);
  });
  it('punto GPS fuera de la parcela', () => {
    expect(puntoFueraDeParcela(punto(-92.7195, 15.8705), cuadro)).toBe(false);
    expect(puntoFueraDeParcela(punto(-92.73, 15.8705), cuadro)).toBe(true);
    expect(puntoFueraDeParcela(null, cuadro)).toBe(false);
    expect(puntoFueraDeParcela(punto(-92.73, 15.8705), null)).toBe(false);
  });
  it('versión antigua del formulario; sin versión conocida no es error', () => {
    expect(versionAntigua('v1', 'v2')).toBe(true);
    expect(versionAntigua('v2', 'v2')).toBe(false);
    expect(versionAntigua(null, 'v2')).toBe(false);
    expect(versionAntigua('v1', null)).toBe(false);
  });
  it('etiquetas en el orden de la lista', () => {
    expect(etiquetasErrores(['VERSION_ANTIGUA', 'PARCELA_SIN_CROQUIS'])).toEqual(['Parcela sin croquis', 'Versión antigua del formulario']);
  });
});
