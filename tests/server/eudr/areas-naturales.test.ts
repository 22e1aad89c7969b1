import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuadrado, kmlDe, multipartKml, nuevaParcela, type ParcelaPrueba } from '../parcelas/croquis-ayudas';
import { riesgoMostrado } from '@domain/eudr/riesgo';
import { leerCapaAreas } from '@domain/eudr/areas-naturales';
import { cargarAreasNaturales } from '../../../server/modules/eudr/cargar-areas-naturales';
import { comandoAreasNaturales } from '../../../server/modules/eudr/areas-naturales-comando';

/**
 * Protected natural areas (issue 11): every sketch change recomputes the plot's overlaps, which the EUDR tab lists
 * with their hectares and the plot list counts (and the shown risk reads); the layer loader checks a file before
 * changing anything. Runs on the full demo, whose approximate layer overlaps a few coffee and cacao plots.
 */
let e: Entorno;
let gerente: string; // Chontalpa (cacao), PARCELAS_CROQUIS
let p: ParcelaPrueba;
let idArea: number;
const carpeta = mkdtempSync(join(tmpdir(), 'areas-naturales-'));

/** A square `lado` metres from (lat, lng), `este`/`norte` metres away, as a GeoJSON Polygon. */
const poligono = (lat: number, lng: number, lado: number, este = 0, norte = 0) => {
  const c = cuadrado(lat, lng, lado, este, norte).map((x) => [x.lng, x.lat]);
  return { type: 'Polygon', coordinates: [[...c, c[0]]] };
};
const capa = (...features: { nombre: string; geometria: unknown; url?: string }[]) => ({
  type: 'FeatureCollection',
  features: features.map((f) => ({ type: 'Feature', properties: { nombre: f.nombre, url: f.url }, geometry: f.geometria })),
});
const archivo = (nombre: string, contenido: unknown) => {
  const ruta = join(carpeta, nombre);
  writeFileSync(ruta, typeof contenido === 'string' ? contenido : JSON.stringify(contenido));
  return ruta;
};
/** The command as `npm run areas-naturales` runs it, on the test's database (which it must not close). */
async function comando(...args: string[]): Promise<{ codigo: number; salida: string[] }> {
  const salida: string[] = [];
  const codigo = await comandoAreasNaturales(
    args,
    async () => ({ ...e.db, close: async () => {} }),
    (l) => salida.push(l),
  );
  return { codigo, salida };
}

/** The sketch as the editor sends it: an open ring of {lat, lng}, `lado` metres, `este` metres east of the plot's place. */
const guardar = (uuid: string, lado: number, este: number) =>
  e.pedir(gerente, 'POST', '/api/update_croquis', { uuid, croquis: cuadrado(p.lat, p.lng, lado, este) });
const eudr = async (uuid: string) => (await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/${uuid}`)).json().data;
const fila = async (uuid: string) => {
  const r = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', { filters: [{ column: 'uuid', operator: '=', value: uuid }] });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data[0] as { uuid: string; areas_naturales_count: number; riesgo_eudr: number | null };
};
/** A stored WHISP low result for the plot's current polygon, as the analysis leaves it. */
async function whispBajo(id: number): Promise<void> {
  await e.db.query(
    `INSERT INTO parcelas_whisp (id_cooperativa, id_parcela, hash_poligono, id_riesgo, riesgo_texto, version)
     SELECT id_cooperativa, id, md5(poligono::text), 3, 'low', 'prueba' FROM parcelas WHERE id = $1`,
    [id],
  );
  await e.db.query('UPDATE parcelas SET id_riesgo_eudr_whisp = 3 WHERE id = $1', [id]);
}
const mostrado = (d: { tiene_poligono: boolean; areasNaturales: unknown[]; whispRisk: { id: number } | null }, errores = 0) =>
  riesgoMostrado({
    tienePoligono: d.tiene_poligono,
    riesgoWhisp: d.whispRisk?.id ?? null,
    riesgoUsuario: null,
    alertasError: errores,
    areasNaturales: d.areasNaturales.length,
  }).nivel;

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  gerente = await e.entrar('gerente@cosecha.demo');
  // Beside a plot of a confirmed account (the list shows only those), at a place of its own 5 km north and 6 km
  // west of the producer's locality, away from the demo polygons and the demo areas.
  const cerca = await uno<ParcelaPrueba>(
    e.db,
    `SELECT x.id, x.uuid, x.nombre, x.superficie::float8 AS superficie, l.latitud AS lat, l.longitud AS lng, x.id_cuenta
       FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor JOIN localidades l ON l.id = pr.id_localidad
      WHERE x.id_cooperativa = 2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
        AND c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = 2) ORDER BY x.id LIMIT 1`,
  );
  p = await nuevaParcela(e.db, { ...cerca, lat: cerca.lat + 0.045, lng: cerca.lng - 0.055 }, 'Junto a la reserva', 1);
  // The test area: 1 km square whose west edge is at the plot's place; the plots are drawn across or beside it.
  const { areas } = leerCapaAreas(
    capa({ nombre: 'Reserva de prueba', geometria: poligono(p.lat, p.lng, 1000), url: 'https://simec.conanp.gob.mx' }),
  );
  await cargarAreasNaturales(e.db, areas, { reemplazar: false });
  idArea = (await uno<{ id: number }>(e.db, `SELECT id FROM areas_naturales WHERE nombre = 'Reserva de prueba'`)).id;
});
afterAll(() => e.cerrar());

describe('los datos de demostración', () => {
  it('la capa aproximada se encima con entre 5 y 15 parcelas del ciclo actual en café y en cacao, y el conteo de cada parcela la sigue', async () => {
    const filas = await e.db.query<{ id_cooperativa: number; n: number }>(
      `SELECT x.id_cooperativa, count(DISTINCT x.id)::int AS n FROM parcelas_areas_naturales a
         JOIN parcelas x ON x.id_cooperativa = a.id_cooperativa AND x.id = a.id_parcela
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = x.id_cooperativa) GROUP BY 1 ORDER BY 1`,
    );
    expect(filas.map((f) => f.id_cooperativa)).toEqual([1, 2]);
    for (const f of filas) {
      expect(f.n).toBeGreaterThanOrEqual(5);
      expect(f.n).toBeLessThanOrEqual(15);
    }
    const distintos = await contar(
      e.db,
      `parcelas x WHERE x.areas_naturales_count <> (SELECT count(*) FROM parcelas_areas_naturales a WHERE a.id_cooperativa = x.id_cooperativa AND a.id_parcela = x.id)`,
    );
    expect(distintos).toBe(0);
  });
});

describe('cada cambio del croquis recalcula las áreas naturales', () => {
  it('un croquis que cruza el área: la pestaña EUDR la lista con sus hectáreas, el listado la cuenta y el riesgo mostrado es Medio con WHISP bajo', async () => {
    // 100 m square, 50 m of it inside the area: half a hectare.
    const r = await guardar(p.uuid, 100, -50);
    expect(r.statusCode, r.body).toBe(200);
    await whispBajo(p.id);
    const d = await eudr(p.uuid);
    expect(d.areasNaturales).toEqual([
      {
        id: idArea,
        nombre: 'Reserva de prueba',
        url: 'https://simec.conanp.gob.mx',
        hectareas: expect.closeTo(0.5, 2),
        // issue 22 item 24: the tab's map draws the area, so its polygon comes with it
        poligono: { type: 'Polygon', coordinates: expect.any(Array) },
      },
    ]);
    expect(mostrado(d)).toBe('MEDIO');
    expect(await fila(p.uuid)).toMatchObject({ areas_naturales_count: 1, riesgo_eudr: 2 });
    // the plot's profile (001 §3) carries the same EUDR fields (issue 24: they were always null)
    const perfil = (await e.pedir(gerente, 'GET', `/api/parcela_profile/${p.uuid}`)).json().data;
    expect(perfil).toMatchObject({
      areas_naturales_count: 1,
      areas_naturales: [{ id: idArea, nombre: 'Reserva de prueba', url: 'https://simec.conanp.gob.mx', hectareas: expect.closeTo(0.5, 2) }],
      id_riesgo_eudr_whisp: 3,
      id_riesgo_eudr_user: null,
    });
  });

  it('movido fuera del área: ya no la lista, el listado cuenta 0 y con WHISP bajo el riesgo es Bajo', async () => {
    expect((await guardar(p.uuid, 100, -120)).statusCode).toBe(200);
    await whispBajo(p.id);
    const d = await eudr(p.uuid);
    expect(d.areasNaturales).toEqual([]);
    expect(mostrado(d)).toBe('BAJO');
    expect(await fila(p.uuid)).toMatchObject({ areas_naturales_count: 0, riesgo_eudr: 3 });
    const perfil = (await e.pedir(gerente, 'GET', `/api/parcela_profile/${p.uuid}`)).json().data;
    expect(perfil).toMatchObject({ areas_naturales_count: 0, areas_naturales: [] });
  });

  it('un KML importado que cae dentro del área: toda la parcela cuenta', async () => {
    const anillo = poligono(p.lat, p.lng, 100, 200, 200).coordinates[0].slice(0, 4);
    const m = multipartKml(p.uuid, kmlDe([anillo]));
    const r: LightMyRequestResponse = await e.app.inject({
      method: 'POST',
      url: '/api/kml_import',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${gerente}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = await eudr(p.uuid);
    const area = (await uno<{ a: number }>(e.db, 'SELECT poligono_area::float8 AS a FROM parcelas WHERE id = $1', [p.id])).a;
    expect(d.areasNaturales).toHaveLength(1);
    expect(d.areasNaturales[0].hectareas).toBeCloseTo(area, 3);
  });

  it('eliminar el croquis las quita; volver al anterior las recalcula con el anterior', async () => {
    const sin = await e.pedir(gerente, 'DELETE', `/api/eliminarcroquis/${p.uuid}`);
    expect(sin.statusCode, sin.body).toBe(200);
    expect((await eudr(p.uuid)).areasNaturales).toEqual([]);
    expect(await contar(e.db, 'parcelas_areas_naturales WHERE id_parcela = $1', [p.id])).toBe(0);
    expect((await uno<{ n: number }>(e.db, 'SELECT areas_naturales_count AS n FROM parcelas WHERE id = $1', [p.id])).n).toBe(0);

    expect((await guardar(p.uuid, 100, -50)).statusCode).toBe(200); // across the edge
    expect((await guardar(p.uuid, 100, -120)).statusCode).toBe(200); // outside
    expect((await eudr(p.uuid)).areasNaturales).toEqual([]);
    const anterior = await e.pedir(gerente, 'DELETE', `/api/eliminarultimocroquis/${p.uuid}`);
    expect(anterior.statusCode, anterior.body).toBe(200);
    expect((await eudr(p.uuid)).areasNaturales).toEqual([
      expect.objectContaining({ nombre: 'Reserva de prueba', hectareas: expect.closeTo(0.5, 2) }),
    ]);
    expect((await fila(p.uuid)).areas_naturales_count).toBe(1);
  });
});

describe('npm run areas-naturales', () => {
  it('un archivo con un elemento malo no cambia nada y dice cuál y por qué', async () => {
    const antes = await e.db.query('SELECT id, nombre FROM areas_naturales ORDER BY id');
    const cruces = await e.db.query('SELECT * FROM parcelas_areas_naturales ORDER BY 1, 2, 3');
    const malo = archivo(
      'mala.geojson',
      capa(
        { nombre: 'Buena', geometria: poligono(p.lat, p.lng, 500) },
        { nombre: 'Un punto', geometria: { type: 'Point', coordinates: [p.lng, p.lat] } },
      ),
    );
    for (const args of [[malo], [malo, '--reemplazar'], [archivo('rota.geojson', '{"type": "FeatureCollection", ')]]) {
      const r = await comando(...args);
      expect(r.codigo).toBe(1);
      expect(r.salida.join('\n')).toMatch(/No se cambió nada/);
    }
    expect((await comando(malo)).salida).toEqual([
      `La capa ${malo} no se cargó: 1 problema(s). No se cambió nada.`,
      '  Elemento 2 («Un punto»): la geometría es Point; solo se aceptan Polygon y MultiPolygon',
    ]);
    expect(await e.db.query('SELECT id, nombre FROM areas_naturales ORDER BY id')).toEqual(antes);
    expect(await e.db.query('SELECT * FROM parcelas_areas_naturales ORDER BY 1, 2, 3')).toEqual(cruces);
    expect((await comando()).codigo).toBe(2);
    expect((await comando(malo, '--borrar')).salida[0]).toBe('Opción desconocida: --borrar');
  });

  it('sin --reemplazar agrega áreas; con --reemplazar deja solo las del archivo y recalcula las parcelas de todas las cooperativas', async () => {
    // The plot lies across the test area's edge (previous test): an added area over it makes two.
    const otra = archivo('otra.geojson', capa({ nombre: 'Humedal de prueba', geometria: poligono(p.lat, p.lng, 300, -250, -100) }));
    const r = await comando(otra);
    expect(r.codigo, r.salida.join('\n')).toBe(0);
    expect(r.salida[0]).toBe(`Se cargaron 1 áreas naturales; la capa tiene ${4 + 2}.`);
    expect((await eudr(p.uuid)).areasNaturales.map((a: { nombre: string }) => a.nombre).sort()).toEqual([
      'Humedal de prueba',
      'Reserva de prueba',
    ]);

    const conDemo = await contar(e.db, 'parcelas WHERE id_cooperativa IN (1, 2) AND areas_naturales_count > 0');
    expect(conDemo).toBeGreaterThan(10);
    // A coffee plot (another cooperative) whose polygon was written without the loader knowing: the load finds it too.
    const junto = await uno<ParcelaPrueba>(
      e.db,
      'SELECT id, uuid, nombre, 1 AS superficie, 0 AS lat, 0 AS lng, id_cuenta FROM parcelas WHERE id_cooperativa = 1 ORDER BY id LIMIT 1',
    );
    const cafe = await nuevaParcela(e.db, junto, 'Otra cooperativa', 1);
    const pol = poligono(p.lat, p.lng, 50, -200, -50);
    const [lngs, lats] = [pol.coordinates[0].map((x) => x[0]), pol.coordinates[0].map((x) => x[1])];
    await e.db.query('UPDATE parcelas SET poligono = $2::jsonb, min_lat = $3, max_lat = $4, min_lng = $5, max_lng = $6 WHERE id = $1', [
      cafe.id,
      JSON.stringify(pol),
      Math.min(...lats),
      Math.max(...lats),
      Math.min(...lngs),
      Math.max(...lngs),
    ]);
    const sola = archivo('sola.geojson', capa({ nombre: 'Humedal de prueba', geometria: poligono(p.lat, p.lng, 300, -250, -100) }));
    const r2 = await comando(sola, '--reemplazar');
    expect(r2.codigo, r2.salida.join('\n')).toBe(0);
    expect(r2.salida).toEqual([
      'Se cargaron 1 áreas naturales (se quitaron las 6 anteriores); la capa tiene 1.',
      'Parcelas revisadas: 2; con áreas naturales: 2.',
    ]);
    expect((await uno<{ n: number }>(e.db, 'SELECT areas_naturales_count AS n FROM parcelas WHERE id = $1', [cafe.id])).n).toBe(1);
    expect((await eudr(p.uuid)).areasNaturales).toEqual([expect.objectContaining({ nombre: 'Humedal de prueba' })]);
    // The demo plots under the areas that left have none now; the counts agree with the rows everywhere.
    expect(await contar(e.db, 'parcelas WHERE areas_naturales_count > 0')).toBe(2);
    expect(await contar(e.db, 'parcelas_areas_naturales')).toBe(2);
    expect((await comando('--recalcular')).salida).toEqual(['Capa de 1 áreas. Parcelas revisadas: 2; con áreas naturales: 2.']);
  });
});
