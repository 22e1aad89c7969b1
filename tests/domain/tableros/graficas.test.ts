import { describe, expect, it } from 'vitest';
import {
  alturaTarjetaProductores,
  colorDeSerie,
  colorear,
  esSinValor,
  etiquetaPastel,
  muestraEtiquetaBarra,
  PALETA,
  totalSerie,
} from '@domain/tableros/graficas';
import {
  enlaceCuentasPadron,
  enlaceGeolocalizacion,
  enlacesRegistro,
  ofreceKml,
  REBANADAS_GEOLOCALIZACION,
  tableroConSic,
  type RegistroReciente,
} from '@domain/tableros/tablero-inicio';

describe('R025 paleta', () => {
  it('los seis colores de la especificación, en su orden', () => {
    expect(PALETA).toEqual(['#4A6700', '#FFB94C', '#BC8268', '#D87748', '#A46B00', '#E49D2A']);
  });

  it.each(['Sin Asignar', 'N/A', 'NA', 'Ninguno', ' sin asignar ', 'NINGUNO'])('%s va en gris #9B9B9B', (e) => {
    expect(esSinValor(e)).toBe(true);
    expect(colorDeSerie(e, 0)).toBe('#9B9B9B');
    expect(colorDeSerie(e, 3, '#4A6700')).toBe('#9B9B9B');
  });

  it('el primer valor con color es #4A6700 y la paleta da la vuelta después de seis', () => {
    expect(colorDeSerie('Hombre', 0)).toBe('#4A6700');
    expect(colorDeSerie('Mujer', 1)).toBe('#FFB94C');
    expect(colorDeSerie('x', 6)).toBe('#4A6700');
    expect(colorDeSerie('x', 7)).toBe('#FFB94C');
  });

  it('el color del servidor (cuenta_categoria_color) gana si es válido', () => {
    expect(colorDeSerie('Orgánico', 2, '#4a6700')).toBe('#4A6700');
    expect(colorDeSerie('Orgánico', 2, 'verde')).toBe('#BC8268');
  });

  it('Sin Asignar en medio no corre los colores de los demás', () => {
    const r = colorear([
      { etiqueta: 'Hombre', valor: 5 },
      { etiqueta: 'Sin Asignar', valor: 2 },
      { etiqueta: 'Mujer', valor: 3 },
    ]);
    expect(r.map((x) => x.color)).toEqual(['#4A6700', '#9B9B9B', '#FFB94C']);
  });

  it('valores que no son número cuentan 0', () => {
    expect(colorear([{ etiqueta: 'a', valor: Number('x') }])[0].valor).toBe(0);
    expect(totalSerie([{ valor: 2 }, { valor: 3 }, { valor: NaN }])).toBe(5);
  });
});

describe('R026 etiquetas del pastel', () => {
  it.each([
    [1, 3, '33%'],
    [2, 3, '67%'],
    [1, 2, '50%'],
    [1, 8, '13%'],
    [0, 5, '0%'],
    [5, 5, '100%'],
    [1, 0, ''],
    [-1, 3, ''],
  ])('%i de %i → %s', (v, t, e) => expect(etiquetaPastel(v, t)).toBe(e));
});

describe('R027 etiquetas de barras (DECISIONS.md)', () => {
  it('barras de municipios del inicio: ocultas en 5 o menos', () => {
    expect(muestraEtiquetaBarra(5, 'municipios-inicio')).toBe(false);
    expect(muestraEtiquetaBarra(6, 'municipios-inicio')).toBe(true);
  });
  it('otras barras: ocultas en 10 o menos', () => {
    expect(muestraEtiquetaBarra(10, 'general')).toBe(false);
    expect(muestraEtiquetaBarra(11, 'general')).toBe(true);
  });
  it('en el desglose siempre se muestran, salvo una barra en 0', () => {
    expect(muestraEtiquetaBarra(3, 'desglose')).toBe(true);
    expect(muestraEtiquetaBarra(1, 'desglose')).toBe(true);
    expect(muestraEtiquetaBarra(0, 'desglose')).toBe(false);
  });
});

describe('R031 altura de las tarjetas del tablero de productores', () => {
  it('167 con SIC (o sin configuración), 334 sin SIC', () => {
    expect(alturaTarjetaProductores(1)).toBe(167);
    expect(alturaTarjetaProductores(null)).toBe(167);
    expect(alturaTarjetaProductores(0)).toBe(334);
  });
});

describe('R052 tablero de inicio', () => {
  it('variante por usa_sic', () => {
    expect(tableroConSic(1)).toBe(true);
    expect(tableroConSic(0)).toBe(false);
    expect(tableroConSic(undefined)).toBe(true);
  });

  it('cada rebanada abre el listado de parcelas con su geoFilter', () => {
    expect(REBANADAS_GEOLOCALIZACION.map((r) => enlaceGeolocalizacion(r.geoFilter))).toEqual([
      '/admin/parcelas/list?geoFilter=1',
      '/admin/parcelas/list?geoFilter=2',
      '/admin/parcelas/list?geoFilter=3',
    ]);
    expect(enlaceCuentasPadron()).toBe('/admin/cuentas/list?organico=1');
  });

  const base: RegistroReciente = {
    id_api_ficha: 1,
    ficha_title: 'Inspección',
    uuid_productor: 'p-1',
    nombre_productor: 'José',
    nombre_parcela: 'El Mirador',
    uuid: 'par-1',
    nombre_inspector: 'Ana',
    inspeccion_fecha: '2026-01-05',
    reporte: null,
  };
  it('con o sin reporte: perfil del productor y Ver croquis (no hay PDF de los formularios: ningún enlace muerto)', () => {
    const enlaces = { productor: '/admin/cuentas/perfil/p-1', croquis: '/admin/parcelas/perfil/par-1' };
    expect(enlacesRegistro(base)).toEqual(enlaces);
    expect(enlacesRegistro({ ...base, reporte: 'inspeccion_interna' })).toEqual(enlaces);
    expect(enlacesRegistro({ ...base, uuid: null }).croquis).toBeNull();
    expect(enlacesRegistro({ ...base, uuid_productor: null }).productor).toBeNull();
  });
  it('sin SIC y sin parcelas geolocalizadas no hay KML', () => {
    expect(ofreceKml(0)).toBe(false);
    expect(ofreceKml(3)).toBe(true);
  });
});
