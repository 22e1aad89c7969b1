import { describe, expect, it } from 'vitest';
import { conteoMotivosTraces, correccionTraces, ordenarRechazosTraces } from '@domain/eudr/correccion-traces';
import {
  BYTES_MAXIMOS_ARCHIVO_TRACES,
  bytesTexto,
  coleccionTraces,
  medidorPartesTraces,
  NOMBRE_ARCHIVO_TRACES,
  NOMBRE_ZIP_TRACES,
  nombreParteTraces,
  parcelaTraces,
  partesTraces,
  partirEnArchivos,
  textoFeatureTraces,
  type ParcelaTraces,
  type ResultadoTraces,
} from '@domain/eudr/traces';
import { areaHectareas } from '@domain/poligono/medidas';
import type { Poligono } from '@domain/poligono/tipos';
import { CON_HUECO, LIMPIA, MOÑO } from '../poligono/poligonos-jaltenango';

const parcela = (p: Partial<ParcelaTraces>): ParcelaTraces => ({
  nombre: 'El Mirador',
  productor: 'María López Gómez',
  pais: 'mx',
  superficie: 1.5,
  poligono: null,
  centroide: null,
  ...p,
});
const aceptada = (r: ResultadoTraces) => {
  if (!r.aceptada) throw new Error(`rechazada: ${r.texto}`);
  return r;
};

describe('archivo TRACES: una parcela', () => {
  it('un polígono válido sale con las cuatro propiedades y el Área reportada', () => {
    const r = aceptada(parcelaTraces(parcela({ poligono: LIMPIA, superficie: 2.25 })));
    expect(r.properties).toEqual({ ProducerName: 'María López Gómez', ProducerCountry: 'MX', ProductionPlace: 'El Mirador', Area: 2.25 });
    expect(r.geometry.type).toBe('Polygon');
  });

  it('sin superficie reportada, el Área es la calculada del polígono, en hectáreas con 4 decimales', () => {
    const r = aceptada(parcelaTraces(parcela({ poligono: LIMPIA, superficie: null })));
    expect(r.properties.Area).toBeCloseTo(areaHectareas(LIMPIA), 4);
    expect(Number.isFinite(r.properties.Area)).toBe(true);
  });

  it('las posiciones se redondean a 6 decimales y el anillo queda cerrado', () => {
    const fino: Poligono = { type: 'Polygon', coordinates: [LIMPIA.coordinates[0].map(([x, y]) => [x + 1.23e-8, y - 4.4e-8])] };
    const r = aceptada(parcelaTraces(parcela({ poligono: fino })));
    const anillo = (r.geometry as { coordinates: number[][][] }).coordinates[0];
    for (const [x, y] of anillo) {
      expect(Math.abs(x * 1e6 - Math.round(x * 1e6))).toBeLessThan(1e-6);
      expect(Math.abs(y * 1e6 - Math.round(y * 1e6))).toBeLessThan(1e-6);
    }
    expect(anillo[0]).toEqual(anillo[anillo.length - 1]);
  });

  it('vértices que se vuelven iguales al redondear se quitan (no quedan posiciones repetidas seguidas)', () => {
    const [a, b, ...resto] = LIMPIA.coordinates[0];
    const casiIgual: [number, number] = [a[0] + 2e-7, a[1] + 2e-7];
    const r = aceptada(parcelaTraces(parcela({ poligono: { type: 'Polygon', coordinates: [[a, casiIgual, b, ...resto]] } })));
    const anillo = (r.geometry as { coordinates: number[][][] }).coordinates[0];
    for (let i = 1; i < anillo.length; i++) expect(anillo[i]).not.toEqual(anillo[i - 1]);
  });

  it('el moño (se cruza a sí mismo) queda fuera con su motivo, aunque mida menos de 4 ha', () => {
    const r = parcelaTraces(parcela({ poligono: MOÑO, superficie: 1, centroide: { lat: 15.87, lng: -92.72 } }));
    expect(r).toMatchObject({ aceptada: false, motivo: 'SE_CRUZA' });
  });

  it('un polígono que solo toca su propio lado DESPUÉS de redondear también queda fuera', () => {
    // A notch whose tip is 0.4 millionths of a degree above the bottom side: at 6 decimals it lands on it.
    const u = (x: number, y: number): [number, number] => [-92.7 + x * 1e-6, 15.8 + y * 1e-6];
    const muesca: Poligono = { type: 'Polygon', coordinates: [[u(0, 0), u(100, 0), u(100, 100), u(50, 0.4), u(0, 100), u(0, 0)]] };
    expect(parcelaTraces(parcela({ poligono: muesca }))).toMatchObject({ aceptada: false, motivo: 'SE_CRUZA' });
  });

  it('puntos que quedan en línea al redondear: sin superficie, fuera', () => {
    const u = (x: number, y: number): [number, number] => [-92.7 + x * 1e-6, 15.8 + y * 1e-6];
    const plano: Poligono = { type: 'Polygon', coordinates: [[u(0, 0), u(1000, 0), u(500, 0.4), u(0, 0)]] };
    expect(parcelaTraces(parcela({ poligono: plano }))).toMatchObject({ aceptada: false, motivo: 'SIN_AREA' });
  });

  it('huecos, menos de 3 puntos distintos o coordenadas fuera de WGS84: fuera', () => {
    expect(parcelaTraces(parcela({ poligono: CON_HUECO }))).toMatchObject({ motivo: 'POLIGONO_CON_HUECOS' });
    const dos: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-92.7, 15.8],
          [-92.699, 15.8],
          [-92.7, 15.8],
        ],
      ],
    };
    expect(parcelaTraces(parcela({ poligono: dos }))).toMatchObject({ motivo: 'POCOS_PUNTOS' });
    const fuera: Poligono = {
      type: 'Polygon',
      coordinates: [
        [
          [-192.7, 15.8],
          [-192.699, 15.8],
          [-192.699, 15.81],
          [-192.7, 15.8],
        ],
      ],
    };
    expect(parcelaTraces(parcela({ poligono: fuera }))).toMatchObject({ motivo: 'FUERA_DE_RANGO' });
    expect(parcelaTraces(parcela({ poligono: { type: 'Point', coordinates: [1, 2] } }))).toMatchObject({ motivo: 'POLIGONO_INVALIDO' });
  });

  it('sin polígono: un Punto solo con 4 ha o menos, siempre con Área numérica', () => {
    const r = aceptada(parcelaTraces(parcela({ superficie: 4, centroide: { lat: 15.8697123456, lng: -92.7236 } })));
    expect(r.geometry).toEqual({ type: 'Point', coordinates: [-92.7236, 15.869712] });
    expect(r.properties.Area).toBe(4);
    expect(parcelaTraces(parcela({ superficie: 4.1, centroide: { lat: 15.8, lng: -92.7 } }))).toMatchObject({
      motivo: 'MAS_DE_4_HA_SIN_POLIGONO',
    });
    expect(parcelaTraces(parcela({ superficie: null, centroide: { lat: 15.8, lng: -92.7 } }))).toMatchObject({ motivo: 'SIN_SUPERFICIE' });
    expect(parcelaTraces(parcela({}))).toMatchObject({ motivo: 'SIN_GEOLOCALIZACION' });
  });

  it('el país debe ser un código ISO de dos letras', () => {
    expect(parcelaTraces(parcela({ pais: null, poligono: LIMPIA }))).toMatchObject({ motivo: 'SIN_PAIS' });
    expect(parcelaTraces(parcela({ pais: 'MEX', poligono: LIMPIA }))).toMatchObject({ motivo: 'SIN_PAIS' });
  });
});

describe('archivo TRACES: texto y partición', () => {
  it('cada posición se escribe con exactamente 6 decimales, también los ceros finales', () => {
    const texto = textoFeatureTraces(
      { ProducerName: 'A', ProducerCountry: 'MX', ProductionPlace: 'P', Area: 1 },
      { type: 'Point', coordinates: [-92.5, 15.8] },
    );
    expect(texto).toContain('"coordinates":[-92.500000,15.800000]');
    expect(JSON.parse(coleccionTraces([texto]))).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { ProducerName: 'A', ProducerCountry: 'MX', ProductionPlace: 'P', Area: 1 },
          geometry: { type: 'Point', coordinates: [-92.5, 15.8] },
        },
      ],
    });
  });

  it('un polígono aceptado se lee de vuelta como GeoJSON válido con sus decimales', () => {
    const r = aceptada(parcelaTraces(parcela({ poligono: LIMPIA })));
    const texto = textoFeatureTraces(r.properties, r.geometry);
    const leido = JSON.parse(texto);
    expect(leido.geometry.coordinates).toEqual((r.geometry as { coordinates: unknown }).coordinates);
    for (const m of texto.match(/-?\d+\.\d+(?=[,\]])/g)!.slice(0, 6)) expect(m.split('.')[1]).toHaveLength(6);
  });

  it('parte en archivos que no pasan el límite, en orden, sin perder ninguno', () => {
    const features = Array.from({ length: 50 }, (_, i) => `{"i":${i},"relleno":"${'x'.repeat(100)}"}`);
    const archivos = partirEnArchivos(features, 1000);
    expect(archivos.flat()).toEqual(features);
    for (const a of archivos) expect(new TextEncoder().encode(coleccionTraces(a)).length).toBeLessThanOrEqual(1000);
    expect(archivos.length).toBeGreaterThan(5);
    expect(partirEnArchivos(features)).toHaveLength(1);
  });

  it('un solo elemento mayor que el límite va solo en su archivo', () => {
    const grande = `{"x":"${'y'.repeat(2000)}"}`;
    expect(partirEnArchivos(['{"a":1}', grande, '{"b":2}'], 1000)).toEqual([['{"a":1}'], [grande], ['{"b":2}']]);
  });
});

describe('archivo TRACES: partición en flujo', () => {
  const features = Array.from({ length: 40 }, (_, i) => `{"i":${i},"relleno":"${'x'.repeat(100 + (i % 7) * 30)}"}`);
  async function* flujo(fs: readonly string[]) {
    for (const f of fs) yield f;
  }
  const todas = async (maximo: number, fs = features) => {
    const partes = [];
    for await (const p of partesTraces(flujo(fs), maximo)) partes.push(p);
    return partes;
  };

  it('entrega las mismas partes que la partición de una lista, y solo la última lo dice', async () => {
    const partes = await todas(1000);
    expect(partes.map((p) => p.features)).toEqual(partirEnArchivos(features, 1000));
    expect(partes.map((p) => p.ultima)).toEqual(partes.map((_, i) => i === partes.length - 1));
    for (const p of partes) {
      const texto = coleccionTraces(p.features);
      expect(bytesTexto(texto)).toBeLessThanOrEqual(1000);
      expect(JSON.parse(texto).features).toHaveLength(p.features.length);
    }
  });

  it('si todo cabe, una sola parte que ya es la última (no hace falta zip); sin parcelas, un archivo vacío', async () => {
    expect(await todas(BYTES_MAXIMOS_ARCHIVO_TRACES)).toEqual([{ features, ultima: true }]);
    expect(await todas(1000, [])).toEqual([{ features: [], ultima: true }]);
    expect(JSON.parse(coleccionTraces([]))).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('cuenta bytes, no caracteres: los acentos pesan dos', async () => {
    const f = `{"n":"${'ñ'.repeat(100)}"}`;
    const partes = await todas(bytesTexto(coleccionTraces([f, f])) - 1, [f, f]);
    expect(partes.map((p) => p.features.length)).toEqual([1, 1]);
  });

  it('el medidor cuenta los archivos sin guardarlos, igual que la partición', () => {
    const m = medidorPartesTraces(1000);
    expect(m.partes).toBe(1);
    for (const f of features) m.agregar(bytesTexto(f));
    expect(m.partes).toBe(partirEnArchivos(features, 1000).length);
  });

  it('nombres: traces_padron.geojson solo, o traces_padron.zip con traces_padron_1.geojson…', () => {
    expect([NOMBRE_ARCHIVO_TRACES, NOMBRE_ZIP_TRACES, nombreParteTraces(2)]).toEqual([
      'traces_padron.geojson',
      'traces_padron.zip',
      'traces_padron_2.geojson',
    ]);
  });
});

describe('archivo TRACES: dónde se corrige una parcela rechazada', () => {
  const base = { uuid: 'p-1', productor_uuid: 'c-1' };
  it('con polígono, en el editor de croquis; sin polígono, en el perfil de la parcela (importar KML); sin país, en el productor', () => {
    expect(correccionTraces({ ...base, motivo: 'SE_CRUZA', con_poligono: true })).toEqual({
      etiqueta: 'Corregir croquis',
      ruta: '/admin/parcelas/perfil/editcroquis/p-1',
    });
    expect(correccionTraces({ ...base, motivo: 'MAS_DE_4_HA_SIN_POLIGONO', con_poligono: false })).toEqual({
      etiqueta: 'Corregir croquis',
      ruta: '/admin/parcelas/perfil/p-1',
    });
    expect(correccionTraces({ ...base, motivo: 'SIN_PAIS', con_poligono: true })).toEqual({
      etiqueta: 'Revisar productor',
      ruta: '/admin/cuentas/perfil/c-1',
    });
  });
});

describe('archivo TRACES: orden de la revisión', () => {
  const f = (motivo: string, productor: string, parcela: string) => ({ motivo, texto: `texto ${motivo}`, productor, parcela });
  const filas = [
    f('SIN_GEOLOCALIZACION', 'Ana', 'B'),
    f('SE_CRUZA', 'Zoila', 'El Moño'),
    f('MAS_DE_4_HA_SIN_POLIGONO', 'Beto', 'La Grande'),
    f('SIN_GEOLOCALIZACION', 'Ángel', 'A'),
  ];
  it('primero lo que se corrige en el editor, luego lo que necesita polígono; dentro, por productor sin acentos', () => {
    expect(ordenarRechazosTraces(filas).map((x) => x.parcela)).toEqual(['El Moño', 'La Grande', 'B', 'A']);
  });
  it('cuántas deja fuera cada motivo, en ese orden', () => {
    expect(conteoMotivosTraces(filas).map((c) => [c.motivo, c.cuantas])).toEqual([
      ['SE_CRUZA', 1],
      ['MAS_DE_4_HA_SIN_POLIGONO', 1],
      ['SIN_GEOLOCALIZACION', 2],
    ]);
  });
});
