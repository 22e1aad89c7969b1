import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { areaHectareas } from '@domain/poligono/medidas';
import { cruces } from '@domain/poligono/revisiones/cruces';
import type { Poligono } from '@domain/poligono/tipos';

/**
 * The TRACES file (issue 11): what the Commission's GeoJSON description accepts, and the revision report of
 * what was left out. Read from the demo cooperative with the deliberately broken plots (El Moño, La Grande).
 */
let e: Entorno;
let admin: string;
let ciclo: string;
beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  admin = await e.entrar('admin@cosecha.demo');
  ciclo = (await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1')).uuid;
});
afterAll(() => e.cerrar());

interface Feature {
  type: string;
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'Point'; coordinates: number[] };
}

describe('GET parcelas_exportar/{ciclo}?formato=traces', () => {
  it('solo lo que la UE acepta: 4 propiedades exactas, Área numérica, 6 decimales, polígonos cerrados que no se cruzan, puntos de 4 ha o menos', async () => {
    const r = await e.pedir(admin, 'GET', `/api/parcelas_exportar/${ciclo}?formato=traces`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/geo+json');
    expect(r.headers['content-disposition']).toContain('traces_padron.geojson');
    // Every number inside "coordinates" is written with exactly six decimals.
    for (const m of r.body.matchAll(/"coordinates":(\[[^a-z]*?\])\}/g)) {
      for (const n of m[1].match(/-?\d+(\.\d+)?/g)!) expect(n).toMatch(/^-?\d+\.\d{6}$/);
    }
    const fc = r.json() as { type: string; features: Feature[] };
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.length).toBeGreaterThan(100);
    let puntos = 0;
    for (const f of fc.features) {
      expect(Object.keys(f.properties).sort()).toEqual(['Area', 'ProducerCountry', 'ProducerName', 'ProductionPlace']);
      expect(typeof f.properties.Area).toBe('number');
      expect(f.properties.ProducerCountry).toBe('MX');
      expect(String(f.properties.ProducerName).length).toBeGreaterThan(0);
      if (f.geometry.type === 'Point') {
        puntos++;
        expect(f.properties.Area as number).toBeLessThanOrEqual(4);
      } else {
        const [anillo] = f.geometry.coordinates;
        expect(f.geometry.coordinates).toHaveLength(1);
        expect(anillo[0]).toEqual(anillo[anillo.length - 1]);
        for (let i = 1; i < anillo.length; i++) expect(anillo[i]).not.toEqual(anillo[i - 1]);
        expect(cruces(f.geometry as Poligono)).toBe(0);
        expect(areaHectareas(f.geometry as Poligono)).toBeGreaterThan(0);
      }
    }
    expect(puntos).toBeGreaterThan(0);
    expect(fc.features.map((f) => f.properties.ProductionPlace)).not.toContain('El Moño');
    expect(fc.features.map((f) => f.properties.ProductionPlace)).not.toContain('La Grande');
  });

  it('la revisión lista lo que quedó fuera con su motivo, y cuenta lo que va en el archivo', async () => {
    const archivo = (await e.pedir(admin, 'GET', `/api/parcelas_exportar/${ciclo}?formato=traces`)).json() as { features: Feature[] };
    const r = await e.pedir(admin, 'GET', `/api/parcelas_exportar_revision/${ciclo}`);
    expect(r.statusCode).toBe(200);
    const { aceptadas, rechazadas } = r.json().data as {
      aceptadas: number;
      rechazadas: { parcela: string; motivo: string; texto: string; uuid: string }[];
    };
    expect(aceptadas).toBe(archivo.features.length);
    const motivo = (nombre: string) => rechazadas.find((x) => x.parcela === nombre)?.motivo;
    expect(motivo('El Moño')).toBe('SE_CRUZA');
    expect(motivo('La Grande')).toBe('MAS_DE_4_HA_SIN_POLIGONO');
    for (const x of rechazadas) expect(x.texto.length).toBeGreaterThan(10);
    expect((await e.pedir(admin, 'GET', `/api/parcelas_exportar_revision/no-es-uuid`)).statusCode).toBe(422);
    expect((await e.pedir(null, 'GET', `/api/parcelas_exportar_revision/${ciclo}`)).statusCode).toBe(401);
  });
});
