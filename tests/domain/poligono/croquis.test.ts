import { describe, expect, it } from 'vitest';
import { alertasQueImpidenGuardar, poligonoDeCroquis } from '@domain/poligono/croquis-entrada';
import { declaraDoctype, MENSAJES_KML, poligonoDeKml } from '@domain/poligono/kml';
import { revisarPoligono } from '@domain/poligono/revisar';

/** The sketch as the editor sends it and as a KML brings it (001 §4, §7 update_croquis and kml_import). */
const JALTENANGO = { lat: 15.8725, lng: -92.7247 };
const puntos = [
  { lat: 15.8725, lng: -92.7247 },
  { lat: 15.8725, lng: -92.7238 },
  { lat: 15.8734, lng: -92.7238 },
  { lat: 15.8734, lng: -92.7247 },
];

describe('poligonoDeCroquis', () => {
  it('convierte {lat, lng} a un Polygon GeoJSON [lng, lat] con el anillo cerrado', () => {
    expect(poligonoDeCroquis(puntos)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-92.7247, 15.8725],
          [-92.7238, 15.8725],
          [-92.7238, 15.8734],
          [-92.7247, 15.8734],
          [-92.7247, 15.8725],
        ],
      ],
    });
  });
  it('acepta posiciones [lng, lat] y no repite el cierre si ya viene cerrado', () => {
    const a = puntos.map((p) => [p.lng, p.lat]);
    expect(poligonoDeCroquis([...a, a[0]])).toEqual(poligonoDeCroquis(puntos));
  });
  it('un punto sin números da null', () => {
    expect(poligonoDeCroquis([{ lat: Number.NaN, lng: -92 }, ...puntos])).toBeNull();
    expect(poligonoDeCroquis([[-92] as unknown as number[], ...puntos.map((p) => [p.lng, p.lat])])).toBeNull();
  });
});

describe('alertas que impiden guardar', () => {
  it('un moño se guarda (su error se muestra); dos puntos, sin área o fuera de WGS84 no', () => {
    const [a, b, c, d] = puntos;
    expect(alertasQueImpidenGuardar(revisarPoligono(poligonoDeCroquis([a, c, b, d])))).toEqual([]);
    expect(alertasQueImpidenGuardar(revisarPoligono(poligonoDeCroquis([a, b])))).toHaveLength(1);
    expect(
      alertasQueImpidenGuardar(revisarPoligono(poligonoDeCroquis([a, { lat: 15.873, lng: -92.7247 }, { lat: 15.874, lng: -92.7247 }]))).map(
        (x) => x.codigo,
      ),
    ).toEqual(['POLIGONO_SIN_AREA']);
    expect(
      alertasQueImpidenGuardar(revisarPoligono(poligonoDeCroquis(puntos.map((p) => ({ lat: p.lng, lng: p.lat }))))).map((x) => x.codigo),
    ).toEqual(['LAT_LNG_INVERTIDAS']);
    expect(
      alertasQueImpidenGuardar(revisarPoligono(poligonoDeCroquis([...puntos.slice(0, 3), { lat: 91, lng: JALTENANGO.lng }]))),
    ).not.toEqual([]);
  });
});

describe('poligonoDeKml', () => {
  const anillo = [
    [-92.7247, 15.8725, 0],
    [-92.7238, 15.8725, 0],
    [-92.7238, 15.8734, 0],
    [-92.7247, 15.8725, 0],
  ];
  const poligono = { type: 'Polygon', coordinates: [anillo] };
  it('toma el único polígono, cierra el anillo y quita la altitud', () => {
    expect(poligonoDeKml({ features: [{ geometry: poligono }, { geometry: { type: 'Point', coordinates: [-92.72, 15.87] } }] })).toEqual({
      poligono: {
        type: 'Polygon',
        coordinates: [
          [
            [-92.7247, 15.8725],
            [-92.7238, 15.8725],
            [-92.7238, 15.8734],
            [-92.7247, 15.8725],
          ],
        ],
      },
    });
    expect(poligonoDeKml({ features: [{ geometry: { type: 'GeometryCollection', geometries: [poligono] } }] })).toHaveProperty('poligono');
  });
  it('sin polígono, con dos placemarks o con varias partes da el mensaje en español', () => {
    expect(poligonoDeKml({ features: [] })).toEqual({ error: MENSAJES_KML.sinPoligono });
    expect(poligonoDeKml({ features: [{ geometry: null }, { geometry: { type: 'LineString', coordinates: [] } }] })).toEqual({
      error: MENSAJES_KML.sinPoligono,
    });
    expect(poligonoDeKml({ features: [{ geometry: poligono }, { geometry: poligono }] })).toEqual({
      error: 'El archivo KML tiene 2 polígonos (placemarks); importe un archivo con un solo polígono, el de esta parcela.',
    });
    expect(poligonoDeKml({ features: [{ geometry: { type: 'MultiPolygon', coordinates: [[anillo], [anillo]] } }] })).toEqual({
      error: MENSAJES_KML.variasPartes,
    });
    expect(poligonoDeKml({ features: [{ geometry: { type: 'GeometryCollection', geometries: [poligono, poligono] } }] })).toEqual({
      error: MENSAJES_KML.variasPartes,
    });
  });
  it('reconoce DOCTYPE y ENTITY en cualquier lugar y con cualquier mayúscula', () => {
    expect(declaraDoctype('<?xml version="1.0"?><!DOCTYPE kml>')).toBe(true);
    expect(declaraDoctype('<kml>\n<!entity x "y"></kml>')).toBe(true);
    expect(declaraDoctype('<kml><name>DOCTYPE</name></kml>')).toBe(false);
  });
});
