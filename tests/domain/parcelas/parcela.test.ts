import { describe, expect, it } from 'vitest';
import {
  bandaSuperficie,
  etiquetaGeolocalizacion,
  filtroGeolocalizacion,
  grupoNumeroParcelas,
  nombreArchivoParcelas,
  OPCIONES_FILTRO_GEOLOCALIZACION,
  totalesProductor,
  validarParcela,
  validarParcelas,
  SUPERFICIE_MAXIMA_HA,
  PLANTAS_MAXIMAS,
} from '@domain/parcelas/parcela';

describe('totales del productor y parcelas dadas de baja (R050)', () => {
  it('ejemplo 3: la parcela con baja no cuenta en parcelas, hectáreas ni plantas', () => {
    expect(
      totalesProductor([
        { superficie: 2.0, plantas: 1000 },
        { superficie: 1.5, plantas: 500, baja: 'x' },
      ]),
    ).toEqual({ parcelas: 1, superficie: 2, plantas: 1000 });
  });

  it('suma en milésimas de hectárea: 0.1 + 0.2 es 0.3', () => {
    expect(
      totalesProductor([
        { superficie: 0.1, plantas: 1 },
        { superficie: 0.2, plantas: 2 },
      ]),
    ).toEqual({ parcelas: 2, superficie: 0.3, plantas: 3 });
    expect(totalesProductor([])).toEqual({ parcelas: 0, superficie: 0, plantas: 0 });
  });
});

describe('bandas de superficie y grupos (R054, DECISIONS.md bands)', () => {
  it.each([
    [0.5, 'Menor a 1 ha'],
    [0.999, 'Menor a 1 ha'],
    [1, '1 - 2 ha'],
    [1.999, '1 - 2 ha'],
    [2, '2 - 5 ha'],
    [4.99, '2 - 5 ha'],
    [5, 'Mayor a 5 ha'],
    [6, 'Mayor a 5 ha'],
  ] as const)('%f ha → %s', (ha, banda) => expect(bandaSuperficie(ha)).toBe(banda));

  it.each([
    [1, 'Una'],
    [2, 'Dos'],
    [3, 'Más de dos'],
    [0, 'Ninguna'],
  ] as const)('%i parcelas → %s', (n, g) => expect(grupoNumeroParcelas(n)).toBe(g));
});

describe('etiqueta de geolocalización (R056)', () => {
  const poligono = {
    type: 'Polygon',
    coordinates: [
      [
        [-92.3, 17.1],
        [-92.29, 17.1],
        [-92.29, 17.11],
        [-92.3, 17.1],
      ],
    ],
  };
  it.each([
    [{ poligono, centroide: { lat: 17.1, lng: -92.3 } }, 'polígono'],
    [{ poligono: null, centroide: { lat: 17.1, lng: -92.3 } }, 'centroide'],
    [{ poligono: null, centroide: null }, 'sin geolocalizar'],
    [{ poligono, centroide: null }, 'polígono'],
    [{ poligono: null, centroide_lat: 17.1, centroide_lng: -92.3 }, 'centroide'],
    [{ poligono: null, centroide_lat: 17.1, centroide_lng: null }, 'sin geolocalizar'],
  ])('%j → %s', (p, etiqueta) => expect(etiquetaGeolocalizacion(p)).toBe(etiqueta));
});

describe('nueva parcela (001 §5)', () => {
  it('válida con texto o números; superficie con hasta tres decimales', () => {
    expect(validarParcela({ nombre: 'El Mirador', superficie: '1.255', plantas: '3000' })).toEqual({});
    expect(validarParcela({ nombre: 'El Mirador', superficie: 2, plantas: 0 })).toEqual({});
  });

  it('con los mensajes de la especificación', () => {
    expect(validarParcela({ nombre: ' ', superficie: '', plantas: null })).toEqual({
      nombre: ['Se requiere un nombre para la parcela'],
      superficie: ['Superficie es requerida'],
      plantas: ['Número de plantas es requerido'],
    });
    expect(validarParcela({ nombre: 'A', superficie: 'abc', plantas: '12a' })).toEqual({
      superficie: ['Superficie debe ser un número'],
      plantas: ['Número de plantas debe ser un número'],
    });
    expect(validarParcela({ nombre: 'A', superficie: '1.2345', plantas: '10.5' })).toEqual({
      superficie: ['Superficie debe tener máximo tres decimales'],
      plantas: ['Número de plantas no puede tener decimales'],
    });
  });

  it('límites plausibles (issue 10): hasta 10 000 ha y 10 000 000 de plantas', () => {
    expect(validarParcela({ nombre: 'Grande', superficie: SUPERFICIE_MAXIMA_HA, plantas: PLANTAS_MAXIMAS })).toEqual({});
    expect(validarParcela({ nombre: 'Enorme', superficie: 1_000_000_000, plantas: PLANTAS_MAXIMAS + 1 })).toEqual({
      superficie: ['Superficie no puede ser mayor a 10,000 ha'],
      plantas: ['Número de plantas no puede ser mayor a 10,000,000'],
    });
    expect(validarParcela({ nombre: 'Casi', superficie: '10000.001', plantas: '10' })).toEqual({
      superficie: ['Superficie no puede ser mayor a 10,000 ha'],
    });
  });

  it('una lista: errores por posición, y al menos una parcela', () => {
    expect(
      validarParcelas([
        { nombre: 'A', superficie: 1, plantas: 1 },
        { nombre: '', superficie: 1, plantas: 1 },
      ]),
    ).toEqual({
      'parcelas.1.nombre': ['Se requiere un nombre para la parcela'],
    });
    expect(validarParcelas([])).toEqual({ parcelas: ['Agregue al menos una parcela'] });
  });
});

describe('geoFilter de la lista de parcelas (R057)', () => {
  const leer = (qs: string) => filtroGeolocalizacion(new URLSearchParams(qs).get('geoFilter'));
  it.each([
    ['?geoFilter=1', 1],
    ['?geoFilter=2', 2],
    ['?geoFilter=3', 3],
    ['', null],
    ['?geoFilter=4', null],
    ['?geoFilter=abc', null],
    ['?geoFilter=0', null],
    ['?geoFilter=1.5', null],
    ['?geoFilter=', null],
  ] as const)('%s → %s', (qs, valor) => expect(leer(qs)).toBe(valor));

  it('acepta el número y el texto con espacios (cuerpo de una petición)', () => {
    expect(filtroGeolocalizacion(2)).toBe(2);
    expect(filtroGeolocalizacion(' 3 ')).toBe(3);
    expect(filtroGeolocalizacion(null)).toBe(null);
  });

  it('las opciones en el orden de la especificación, cada una con su etiqueta de geolocalización', () => {
    expect(OPCIONES_FILTRO_GEOLOCALIZACION.map((o) => [o.valor, o.etiqueta, o.geolocalizacion])).toEqual([
      [1, 'Con Polígono', 'polígono'],
      [2, 'Sólo centroide', 'centroide'],
      [3, 'Sin geolocalizar', 'sin geolocalizar'],
      [null, 'Todas', null],
    ]);
  });
});

describe('nombre del Excel de parcelas (R059)', () => {
  it('ejemplo 1: Parcela, 2024-03-05 14:07:09 → parcelas_20240305_140709', () => {
    expect(nombreArchivoParcelas({ parcelas_etiqueta: 'Parcela' }, new Date('2024-03-05T14:07:09-06:00'))).toBe('parcelas_20240305_140709');
  });
  it('ejemplo 2: Apiario, 2024-12-31 23:59:59 → apiarios_20241231_235959', () => {
    expect(nombreArchivoParcelas({ parcelas_etiqueta: 'Apiario' }, new Date('2024-12-31T23:59:59-06:00'))).toBe('apiarios_20241231_235959');
  });
  it('la hora es la de la cooperativa; sin configuración, parcela (o apiario si es miel) y la zona por omisión', () => {
    const instante = new Date('2024-03-06T02:07:09Z');
    expect(nombreArchivoParcelas({ parcelas_etiqueta: 'parcela', zona_horaria: 'America/Guatemala' }, instante)).toBe(
      'parcelas_20240305_200709',
    );
    expect(nombreArchivoParcelas({ parcelas_etiqueta: 'parcela', zona_horaria: 'Zona/Inexistente' }, instante)).toBe(
      'parcelas_20240305_200709',
    );
    expect(nombreArchivoParcelas(null, instante)).toBe('parcelas_20240305_200709');
    expect(nombreArchivoParcelas({ id_cat_productos: 3 }, instante)).toBe('apiarios_20240305_200709');
    expect(nombreArchivoParcelas({ parcelas_etiqueta: 'Lote' }, new Date('2024-01-01T00:00:00-06:00'))).toBe('lotes_20240101_000000');
  });
});
