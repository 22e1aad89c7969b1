import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { areaHectareas } from '@domain/poligono/medidas';
import { cruces } from '@domain/poligono/revisiones/cruces';
import type { Poligono } from '@domain/poligono/tipos';

/**
 * The TRACES file (issue 11): what the Commission's GeoJSON description accepts, and the revision report of
 * what was left out. Read from the demo cooperative with the deliberately broken plots (El Moño, La Grande).
 */
let e: Entorno;
let admin: string;
let acopio: string;
let ciclo: string;
beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  [admin, acopio] = await Promise.all([e.entrar('admin@cosecha.demo'), e.entrar('acopio@cosecha.demo')]);
  ciclo = (await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1')).uuid;
});
afterAll(() => e.cerrar());

interface Revision {
  aceptadas: number;
  archivos: number;
  productor: { uuid: string; nombre: string } | null;
  rechazadas: {
    uuid: string;
    parcela: string;
    productor: string;
    productor_uuid: string;
    con_poligono: boolean;
    motivo: string;
    texto: string;
  }[];
}

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

/** Every number inside "coordinates" has exactly six decimals, and each feature passes the EU's rules. */
function validarArchivoTraces(texto: string): Feature[] {
  for (const m of texto.matchAll(/"coordinates":(\[[^a-z]*?\])\}/g)) {
    for (const n of m[1].match(/-?\d+(\.\d+)?/g)!) expect(n).toMatch(/^-?\d+\.\d{6}$/);
  }
  const fc = JSON.parse(texto) as { type: string; features: Feature[] };
  expect(fc.type).toBe('FeatureCollection');
  for (const f of fc.features) {
    expect(Object.keys(f.properties).sort()).toEqual(['Area', 'ProducerCountry', 'ProducerName', 'ProductionPlace']);
    expect(typeof f.properties.Area).toBe('number');
    if (f.geometry.type === 'Polygon') {
      expect(f.geometry.coordinates).toHaveLength(1);
      expect(cruces(f.geometry as Poligono)).toBe(0);
    } else expect(f.properties.Area as number).toBeLessThanOrEqual(4);
  }
  return fc.features;
}

describe('?cuenta= (solo las parcelas de un productor)', () => {
  let moño: { productor: string; nombre: string; parcelas: number };
  beforeAll(async () => {
    moño = await uno(
      e.db,
      `SELECT p.uuid AS productor, p.nombre_completo AS nombre,
              (SELECT count(*)::int FROM parcelas y WHERE y.id_cooperativa = 1 AND y.id_cuenta = c.id AND y.fecha_baja IS NULL) AS parcelas
         FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE x.id_cooperativa = 1 AND x.nombre = 'El Moño' AND ci.uuid = $1`,
      [ciclo],
    );
  });

  it('el archivo y la revisión traen solo las parcelas de ese productor, y la revisión lo nombra', async () => {
    const r = await e.pedir(admin, 'GET', `/api/parcelas_exportar/${ciclo}?formato=traces&cuenta=${moño.productor}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('traces_padron.geojson');
    const features = validarArchivoTraces(r.body);
    expect(new Set(features.map((f) => f.properties.ProducerName))).toEqual(new Set(features.length ? [moño.nombre] : []));

    const rev = await e.pedir(admin, 'GET', `/api/parcelas_exportar_revision/${ciclo}?cuenta=${moño.productor}`);
    expect(rev.statusCode).toBe(200);
    const d = rev.json().data as Revision;
    expect(d.productor).toEqual({ uuid: moño.productor, nombre: moño.nombre });
    expect(d.aceptadas).toBe(features.length);
    expect(d.archivos).toBe(1);
    expect(d.aceptadas + d.rechazadas.length).toBe(moño.parcelas);
    expect(d.rechazadas.every((x) => x.productor_uuid === moño.productor && x.productor === moño.nombre)).toBe(true);
    expect(d.rechazadas.find((x) => x.parcela === 'El Moño')).toMatchObject({ motivo: 'SE_CRUZA', con_poligono: true });
  });

  it('los otros formatos del mapa también aceptan ?cuenta=', async () => {
    const r = await e.pedir(admin, 'GET', `/api/parcelas_exportar/${ciclo}?formato=geojson&datos=todos&cuenta=${moño.productor}`);
    expect(r.statusCode).toBe(200);
    const fc = r.json() as { features: Feature[] };
    expect(fc.features.length).toBeGreaterThan(0);
    expect(fc.features.every((f) => f.properties.productor === moño.nombre)).toBe(true);
  });

  it('sin ?cuenta= la revisión es del ciclo entero: no nombra a nadie y cuenta los archivos', async () => {
    const d = (await e.pedir(admin, 'GET', `/api/parcelas_exportar_revision/${ciclo}`)).json().data as Revision;
    expect(d.productor).toBeNull();
    expect(d.archivos).toBe(1);
    expect(new Set(d.rechazadas.map((x) => x.productor_uuid)).size).toBeGreaterThan(1);
    expect(d.rechazadas.find((x) => x.parcela === 'La Grande')).toMatchObject({ con_poligono: false });
  });

  it('un productor de otra cooperativa o inexistente: 404; un uuid mal escrito: 422 en español; sin PADRON: 403', async () => {
    const ajeno = (await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM productores WHERE id_cooperativa = 2 LIMIT 1')).uuid;
    for (const ruta of [`parcelas_exportar/${ciclo}?formato=traces&cuenta=`, `parcelas_exportar_revision/${ciclo}?cuenta=`]) {
      for (const u of [ajeno, UUID_INEXISTENTE]) {
        const r = await e.pedir(admin, 'GET', `/api/${ruta}${u}`);
        expect(r.statusCode).toBe(404);
        expect(r.json().message).toBe(MSG_404);
      }
      const malo = await e.pedir(admin, 'GET', `/api/${ruta}no-es-uuid`);
      expect(malo.statusCode).toBe(422);
      expect(malo.json().errors).toEqual({ cuenta: ['Formato inválido'] });
      const prohibido = await e.pedir(acopio, 'GET', `/api/${ruta}${moño.productor}`);
      expect(prohibido.statusCode).toBe(403);
      expect(prohibido.json().message).toBe(MSG_403);
      expect((await e.pedir(null, 'GET', `/api/${ruta}${moño.productor}`)).statusCode).toBe(401);
    }
  });
});

describe('más de TRACES_BYTES_MAXIMOS: un zip de archivos que caben', () => {
  // the same demo with the limit lowered to 16 KB, so the cycle's file (about 100 KB) needs several parts
  const LIMITE = 16 * 1024;
  let z: Entorno;
  let token: string;
  beforeAll(async () => {
    z = await crearEntorno({ tracesBytesMaximos: LIMITE }, { productores: 'demo' });
    token = await z.entrar('admin@cosecha.demo');
  });
  afterAll(() => z.cerrar());

  it('traces_padron.zip con traces_padron_1.geojson…, cada uno válido por sí solo, de hasta el límite, sin perder ni repetir parcelas', async () => {
    const r = await z.pedir(token, 'GET', `/api/parcelas_exportar/${ciclo}?formato=traces`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toContain('traces_padron.zip');
    const zip = await JSZip.loadAsync(r.rawPayload);
    const nombres = Object.keys(zip.files);
    const revision = (await z.pedir(token, 'GET', `/api/parcelas_exportar_revision/${ciclo}`)).json().data as Revision;
    expect(nombres.length).toBeGreaterThan(2);
    expect(nombres).toEqual(nombres.map((_, i) => `traces_padron_${i + 1}.geojson`));
    expect(revision.archivos).toBe(nombres.length);
    const lugares: string[] = [];
    for (const n of nombres) {
      const bytes = await zip.file(n)!.async('uint8array');
      expect(bytes.length).toBeLessThanOrEqual(LIMITE);
      const features = validarArchivoTraces(new TextDecoder().decode(bytes));
      expect(features.length).toBeGreaterThan(0);
      lugares.push(...features.map((f) => `${f.properties.ProducerName}|${f.properties.ProductionPlace}|${JSON.stringify(f.geometry)}`));
    }
    expect(lugares).toHaveLength(revision.aceptadas);
    expect(new Set(lugares).size).toBe(lugares.length);
  });

  it('con ?cuenta= el archivo de un productor cabe en uno: sigue siendo un solo GeoJSON', async () => {
    const { uuid } = await uno<{ uuid: string }>(
      z.db,
      `SELECT p.uuid FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
         JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE p.id_cooperativa = 1 AND ci.uuid = $1 AND c.confirmado = 1 AND c.total_parcelas > 0 LIMIT 1`,
      [ciclo],
    );
    const r = await z.pedir(token, 'GET', `/api/parcelas_exportar/${ciclo}?formato=traces&cuenta=${uuid}`);
    expect(r.headers['content-type']).toContain('application/geo+json');
    expect(validarArchivoTraces(r.body).length).toBeGreaterThan(0);
  });
});

describe('issue 22 item 15: avisos de la revisión y un solo significado de Area', () => {
  type Aviso = { uuid: string; parcela: string; productor: string; motivo: string; texto: string };
  const revision = async (qs = '') => {
    const r = await e.pedir(admin, 'GET', `/api/parcelas_exportar_revision/${ciclo}${qs}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Revision & { avisos: Aviso[] };
  };

  it('La Invasión y la parcela que invade se avisan como traslape, también en la revisión de un solo productor', async () => {
    const { avisos } = await revision();
    const traslapes = avisos.filter((a) => a.motivo === 'TRASLAPE');
    expect(traslapes.map((a) => a.parcela)).toContain('La Invasión');
    expect(traslapes.find((a) => a.parcela === 'La Invasión')!.texto).toMatch(/^Se traslapa con '.+' \(.+\) en [\d,]+ m²/);
    const invasor = await uno<{ productor: string }>(
      e.db,
      `SELECT p.uuid AS productor FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE x.id_cooperativa = 1 AND x.nombre = 'La Invasión' AND ci.uuid = $1`,
      [ciclo],
    );
    const solo = await revision(`?cuenta=${invasor.productor}`);
    expect(solo.avisos.filter((a) => a.motivo === 'TRASLAPE').map((a) => a.parcela)).toContain('La Invasión');
  });

  it('las parcelas cuya superficie reportada difiere más de 10 % del área dibujada se avisan, y solo ellas', async () => {
    const { avisos } = await revision();
    const filas = await e.db.query<{ uuid: string; superficie: number; poligono: Poligono }>(
      `SELECT x.uuid, x.superficie::float8 AS superficie, x.poligono FROM parcelas x
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE x.id_cooperativa = 1 AND ci.uuid = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
          AND x.poligono IS NOT NULL AND x.superficie > 0`,
      [ciclo],
    );
    const rechazadas = new Set((await revision()).rechazadas.map((r) => r.uuid));
    const diferencia = (f: (typeof filas)[number]) => Math.abs(f.superficie / areaHectareas(f.poligono) - 1);
    // Plots a hair from the 10 % border are left out of the comparison: the file's ring is rounded to 6 decimals.
    const claras = filas.filter((f) => !rechazadas.has(f.uuid) && Math.abs(diferencia(f) - 0.1) > 1e-3);
    const esperadas = claras.filter((f) => diferencia(f) > 0.1).map((f) => f.uuid);
    const avisadas = new Set(avisos.filter((a) => a.motivo === 'AREA_DISTINTA').map((a) => a.uuid));
    expect(esperadas.length).toBeGreaterThan(0);
    expect(
      claras
        .filter((f) => avisadas.has(f.uuid))
        .map((f) => f.uuid)
        .sort(),
    ).toEqual([...esperadas].sort());
  });

  it('el GeoJSON de una parcela lleva en Area la superficie reportada, como el archivo TRACES', async () => {
    const p = await uno<{ uuid: string; superficie: number; area: number }>(
      e.db,
      `SELECT uuid, superficie::float8 AS superficie, poligono_area::float8 AS area FROM parcelas
        WHERE id_cooperativa = 1 AND poligono IS NOT NULL AND superficie > 0 AND abs(superficie - poligono_area) > 0.1 ORDER BY id LIMIT 1`,
    );
    const r = await e.pedir(admin, 'GET', `/api/parcela_geojson/${p.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().properties).toMatchObject({ Area: p.superficie, superficie_ha: p.superficie, area_calculada_ha: p.area });
  });
});
