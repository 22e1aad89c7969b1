import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DOMParser } from '@xmldom/xmldom';
import { kml as kmlAGeojson } from '@tmcw/togeojson';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { edadEn } from '@domain/cuentas/productor';
import { hoyEnZona } from '@domain/comun/formato';
import { mensajeOpcionMapa } from '@domain/parcelas/exportacion-mapa';
import { paginasProductores } from '../../../server/modules/cuentas/cuentas-excel.repository';
import { paginasParcelasMapa } from '../../../server/modules/parcelas/parcelas-exportar.repository';
import type { UsuarioAutenticado } from '../../../server/tipos';

let e: Entorno;
let admin: string; // cooperative 1 (coffee, usa_codigo_tx = 1), every permission
let gerente: string; // cooperative 2 (cacao, usa_codigo_tx = 0), no COOPERATIVAS*
let miel: string; // cooperative 3 (honey: apiarios, colmenas)
let acopio: string; // cooperative 1, role 6: ACOPIOS* and CUENTAS, neither CUENTAS_EXPORTAR nor PADRON
const ciclo = { id1: 0, uuid1: '', nombre1: '', uuid2: '', id2: 0, uuid3: '' };

const ENCABEZADOS = [
  'Clave',
  'Código TX',
  'Nombre',
  'Región',
  'Estado',
  'Municipio',
  'Localidad',
  'Categoría',
  'Orgánico',
  'Pertenece a la organización',
  'Parcelas',
  'Plantas',
  'Superficie (ha)',
  'Fecha de ingreso',
  'Género',
  'Edad',
];
const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

async function libro(token: string, url: string): Promise<{ ws: ExcelJS.Worksheet; r: Awaited<ReturnType<Entorno['pedir']>> }> {
  const r = await e.pedir(token, 'GET', url);
  expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  return { ws: wb.worksheets[0], r };
}

const encabezados = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
/** Data rows as objects keyed by header. */
function filas(ws: ExcelJS.Worksheet): Record<string, unknown>[] {
  const h = encabezados(ws) as string[];
  const out: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) out.push(Object.fromEntries(h.map((k, i) => [k, row.getCell(i + 1).value])));
  });
  return out;
}

/** The list's population by plain SQL: accounts of the cycle without baja, optionally organic and matching a text. */
const poblacion = (coop: number, idCiclo: number, organico = false, q: string | null = null) =>
  contar(
    e.db,
    `cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND ($3::boolean IS FALSE OR c.organico = 1)
      AND ($4::text IS NULL OR f_unaccent(lower(p.nombre_completo || ' ' || coalesce(p.clave_tx, ''))) LIKE '%' || f_unaccent(lower($4)) || '%')`,
    [coop, idCiclo, organico, q],
  );

/** Plots of the map export by plain SQL (docs/contar.md: confirmed accounts without baja, plots without baja). */
const parcelasMapa = (coop: number, idCiclo: number, extra = 'TRUE') =>
  contar(
    e.db,
    `parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
    WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
      AND (x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL) AND ${extra}`,
    [coop, idCiclo],
  );

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  [admin, gerente, miel, acopio] = await Promise.all(['admin@', 'gerente@', 'miel@', 'acopio@'].map((u) => e.entrar(`${u}cosecha.demo`)));
  const c1 = await uno<{ id: number; uuid: string; nombre: string }>(
    e.db,
    'SELECT id, uuid, nombre FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1',
  );
  const c2 = await uno<{ id: number; uuid: string }>(e.db, 'SELECT id, uuid FROM ciclos WHERE id_cooperativa = 2 ORDER BY id DESC LIMIT 1');
  const c3 = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM ciclos WHERE id_cooperativa = 3 ORDER BY id DESC LIMIT 1');
  Object.assign(ciclo, { id1: c1.id, uuid1: c1.uuid, nombre1: c1.nombre, id2: c2.id, uuid2: c2.uuid, uuid3: c3.uuid });
});
afterAll(async () => {
  await e.cerrar();
});

describe('GET xls/cuentas/{uuid del ciclo}: Excel de productores', () => {
  it('401 sin token, 403 sin CUENTAS_EXPORTAR, 404 para un ciclo inexistente o de otra cooperativa', async () => {
    expect((await e.pedir(null, 'GET', `/api/xls/cuentas/${ciclo.uuid1}`)).statusCode).toBe(401);
    const prohibido = await e.pedir(acopio, 'GET', `/api/xls/cuentas/${ciclo.uuid1}`);
    expect(prohibido.statusCode).toBe(403);
    expect(prohibido.json().message).toBe(MSG_403);
    for (const u of [UUID_INEXISTENTE, ciclo.uuid2, ciclo.uuid3]) {
      const r = await e.pedir(admin, 'GET', `/api/xls/cuentas/${u}`);
      expect(r.statusCode, u).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
    }
  });

  it('422 en español para un parámetro no válido', async () => {
    for (const qs of ['organico=2', `q=${'a'.repeat(201)}`, 'id_cooperativa=2']) {
      const r = await e.pedir(admin, 'GET', `/api/xls/cuentas/${ciclo.uuid1}?${qs}`);
      expect(r.statusCode, qs).toBe(422);
      expect(r.json().message).toBe('Los datos enviados no son válidos');
    }
    expect((await e.pedir(admin, 'GET', '/api/xls/cuentas/no-es-uuid')).statusCode).toBe(422);
  });

  it('un .xlsx con el nombre del ciclo y la hora de la cooperativa; encabezado en negritas, fijo y con filtro; una fila por cuenta del listado', async () => {
    const { ws, r } = await libro(admin, `/api/xls/cuentas/${ciclo.uuid1}`);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disp = String(r.headers['content-disposition']);
    expect(disp).toMatch(new RegExp(`^attachment; filename="productores_${ciclo.nombre1}_(\\d{8})_(\\d{6})\\.xlsx"$`));
    // the date in the name is today in the cooperative's zone (the test does not straddle midnight in practice)
    expect(disp).toContain(`_${hoyEnZona('America/Mexico_City').replace(/-/g, '')}_`);
    expect(encabezados(ws)).toEqual(ENCABEZADOS);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.getColumn(3).width).toBeGreaterThan(20);
    const datos = filas(ws);
    expect(datos.length).toBe(await poblacion(1, ciclo.id1));
    expect(datos.length).toBeGreaterThan(250);
    const claves = datos.map((f) => String(f.Clave));
    expect(new Set(claves).size).toBe(claves.length);
    expect(claves).toEqual([...claves].sort());
  });

  it('la fila de un productor conocido: datos, Sí/No, totales, superficie con 2 decimales, fecha real dd/mm/yyyy, género y edad', async () => {
    const p = await uno<Record<string, string | number | null>>(
      e.db,
      `SELECT p.clave_tx, p.codigo_tx, p.nombre_completo, r.nombre AS region, es.nombre AS estado, m.nombre AS municipio, l.nombre AS localidad,
              cat.nombre AS categoria, c.organico, c.pertenece_cooperativa, c.total_parcelas, c.total_plantas, c.total_superficie::float8 AS superficie,
              c.fecha_ingreso::text AS fecha_ingreso, g.nombre AS genero, p.fecha_nacimiento::text AS nacimiento
         FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN regiones r ON r.id_cooperativa = p.id_cooperativa AND r.id = p.id_region JOIN localidades l ON l.id = p.id_localidad
         JOIN municipios m ON m.id = l.id_municipio JOIN estados es ON es.id = m.id_estado JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
         JOIN cat_generos g ON g.id = p.id_cat_genero
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL AND c.total_parcelas > 1 AND c.pertenece_cooperativa = 1
          AND p.fecha_nacimiento IS NOT NULL ORDER BY p.clave_tx LIMIT 1`,
      [ciclo.id1],
    );
    const { ws } = await libro(admin, `/api/xls/cuentas/${ciclo.uuid1}`);
    const n = filas(ws).findIndex((f) => f.Clave === p.clave_tx);
    expect(n).toBeGreaterThanOrEqual(0);
    const fila = filas(ws)[n];
    expect(fila).toMatchObject({
      'Código TX': p.codigo_tx,
      Nombre: p.nombre_completo,
      Región: p.region,
      Estado: p.estado,
      Municipio: p.municipio,
      Localidad: p.localidad,
      Categoría: p.categoria,
      Orgánico: Number(p.organico) === 1 ? 'Sí' : 'No',
      'Pertenece a la organización': 'Sí',
      Parcelas: p.total_parcelas,
      Plantas: p.total_plantas,
      Género: p.genero,
      Edad: edadEn(String(p.nacimiento), hoyEnZona('America/Mexico_City')),
    });
    expect(fila['Superficie (ha)']).toBeCloseTo(Number(p.superficie), 3);
    const celdas = ws.getRow(n + 2);
    expect(celdas.getCell(13).numFmt).toBe('0.00');
    const fecha = celdas.getCell(14);
    expect(fecha.value).toBeInstanceOf(Date);
    expect((fecha.value as Date).toISOString().slice(0, 10)).toBe(p.fecha_ingreso);
    expect(fecha.numFmt).toBe('dd/mm/yyyy');
  });

  it('sin usa_codigo_tx no hay columna de código (cacao); en miel los encabezados son Apiarios y Colmenas', async () => {
    const cacao = (await libro(gerente, `/api/xls/cuentas/${ciclo.uuid2}`)).ws;
    expect(encabezados(cacao)).toEqual(ENCABEZADOS.filter((h) => h !== 'Código TX'));
    expect(filas(cacao).length).toBe(await poblacion(2, ciclo.id2));
    const apicultores = (await libro(miel, `/api/xls/cuentas/${ciclo.uuid3}`)).ws;
    expect(encabezados(apicultores)).toEqual(expect.arrayContaining(['Apiarios', 'Colmenas']));
    expect(encabezados(apicultores)).not.toContain('Parcelas');
  });

  it('?organico=1 y ?q= dan el mismo conjunto que el listado (búsqueda sin acentos)', async () => {
    const org = filas((await libro(admin, `/api/xls/cuentas/${ciclo.uuid1}?organico=1`)).ws);
    expect(org.length).toBe(await poblacion(1, ciclo.id1, true));
    expect(org.length).toBeLessThan(await poblacion(1, ciclo.id1));
    expect(org.every((f) => f['Orgánico'] === 'Sí')).toBe(true);

    const conTilde = await uno<{ nombre_completo: string; clave_tx: string }>(
      e.db,
      `SELECT p.nombre_completo, p.clave_tx FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
        WHERE p.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL AND p.nombre_completo ~ '[áéíóú]' ORDER BY p.id LIMIT 1`,
      [ciclo.id1],
    );
    const texto = sinTildes(conTilde.nombre_completo).toUpperCase();
    const buscadas = filas((await libro(admin, `/api/xls/cuentas/${ciclo.uuid1}?q=${encodeURIComponent(texto)}`)).ws);
    expect(buscadas.map((f) => f.Clave)).toContain(conTilde.clave_tx);
    expect(buscadas.length).toBe(await poblacion(1, ciclo.id1, false, texto));
    expect(buscadas.every((f) => sinTildes(String(f.Nombre)).includes(sinTildes(texto)))).toBe(true);
    const lista = (
      await e.pedir(admin, 'POST', '/api/cuentas_search', {
        filters: [
          { column: 'id_ciclo', operator: '=', value: ciclo.id1 },
          { column: 'confirmado', operator: '=', value: 1 },
          { column: 'q', operator: 'like', value: texto },
        ],
      })
    ).json();
    expect(buscadas.length).toBe(lista.total);
    const nada = filas((await libro(admin, `/api/xls/cuentas/${ciclo.uuid1}?q=zzzzqqq`)).ws);
    expect(nada).toEqual([]);
  });

  it('lee por páginas con llave: páginas pequeñas dan las mismas filas, sin repetir, también sin clave', async () => {
    const sinClave = await uno<{ id: number }>(
      e.db,
      `SELECT p.id FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
      WHERE p.id_cooperativa = 2 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL ORDER BY p.id DESC LIMIT 1`,
      [ciclo.id2],
    );
    await e.db.query('UPDATE productores SET clave_tx = NULL WHERE id_cooperativa = 2 AND id = $1', [sinClave.id]);
    try {
      const u = { id: 0, uuid: '', email: '', id_rol: 2, id_cooperativa: 2, permisos: [], jti: '', exp: 0 } satisfies UsuarioAutenticado;
      const filtros = [
        { column: 'id_ciclo', operator: '=', value: ciclo.id2 },
        { column: 'confirmado', operator: '=', value: 1 },
      ];
      const ids: number[] = [];
      let paginas = 0;
      for await (const pagina of paginasProductores(e.db, u, filtros, 7)) {
        ids.push(...pagina.map((f) => f.id_productor));
        paginas++;
      }
      const esperado = (
        await e.db.query<{ id: number }>(
          `SELECT p.id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 2 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL ORDER BY p.clave_tx NULLS LAST, p.id`,
          [ciclo.id2],
        )
      ).map((f) => f.id);
      expect(ids).toEqual(esperado);
      expect(ids[ids.length - 1]).toBe(sinClave.id);
      expect(paginas).toBeGreaterThan(20);
      const { ws } = await libro(gerente, `/api/xls/cuentas/${ciclo.uuid2}`);
      expect(filas(ws).length).toBe(esperado.length);
    } finally {
      await e.db.query(`UPDATE productores SET clave_tx = 'CC-' || lpad(id::text, 5, '0') WHERE id_cooperativa = 2 AND id = $1`, [
        sinClave.id,
      ]);
    }
  });
});

describe('GET parcelas_exportar/{uuid del ciclo}: mapa KML o GeoJSON', () => {
  const url = (qs: string, uuid = ciclo.uuid1) => `/api/parcelas_exportar/${uuid}?${qs}`;

  it('401 sin token, 403 sin PADRON, 404 para un ciclo inexistente o de otra cooperativa', async () => {
    expect((await e.pedir(null, 'GET', url('formato=kml'))).statusCode).toBe(401);
    expect((await e.pedir(acopio, 'GET', url('formato=kml'))).statusCode).toBe(403);
    for (const u of [UUID_INEXISTENTE, ciclo.uuid2, ciclo.uuid3]) {
      const r = await e.pedir(admin, 'GET', url('formato=geojson', u));
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
    }
  });

  it('422 con el mensaje en español de cada opción no válida', async () => {
    const r = await e.pedir(admin, 'GET', url('formato=shp&datos=algunos&geometria=lineas'));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      formato: ["El formato debe ser 'kml' o 'geojson' o 'traces'"],
      datos: ["Los datos deben ser 'ocultos' o 'todos'"],
      geometria: ["La geometría debe ser 'poligonos' o 'centroides'"],
    });
    expect(r.json().message).toBe(mensajeOpcionMapa('formato'));
    expect((await e.pedir(admin, 'GET', url('formato=kml&id_cooperativa=2'))).statusCode).toBe(422);
  });

  it('KML 2.2 (padron.kml): se lee con togeojson; una marca por parcela con polígono o centroide; sin datos personales', async () => {
    const r = await e.pedir(admin, 'GET', url('formato=kml&datos=ocultos&geometria=poligonos'));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.google-earth.kml+xml; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="padron.kml"');
    expect(r.body).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    const fc = kmlAGeojson(new DOMParser().parseFromString(r.body, 'text/xml') as unknown as Document);
    expect(fc.features.length).toBe(await parcelasMapa(1, ciclo.id1));
    const tipos = fc.features.map((f) => f.geometry?.type);
    expect(tipos.filter((t) => t === 'Polygon').length).toBe(await parcelasMapa(1, ciclo.id1, 'x.poligono IS NOT NULL'));
    expect(tipos.filter((t) => t === 'Point').length).toBe(await parcelasMapa(1, ciclo.id1, 'x.poligono IS NULL'));
    expect(Object.keys(fc.features[0].properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'parcela', 'localidad', 'municipio', 'categoria', 'superficie']),
    );
    for (const f of fc.features) expect(f.properties).not.toHaveProperty('productor');
    const nombres = (await e.db.query<{ n: string }>('SELECT nombre_completo AS n FROM productores WHERE id_cooperativa = 1')).map(
      (x) => x.n,
    );
    expect(nombres.filter((n) => r.body.includes(n))).toEqual([]);
    // longitude first: Chiapas and Oaxaca are west of Greenwich (negative) and north of the equator
    const punto = fc.features.find((f) => f.geometry?.type === 'Point')!.geometry as { coordinates: number[] };
    expect(punto.coordinates[0]).toBeLessThan(-90);
    expect(punto.coordinates[1]).toBeGreaterThan(14);
  });

  it('GeoJSON RFC 7946 (padron.geojson): FeatureCollection sin crs, [lng, lat] iguales a la base, polígonos cerrados', async () => {
    const r = await e.pedir(admin, 'GET', url('formato=geojson&datos=todos&geometria=poligonos'));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="padron.geojson"');
    const fc = JSON.parse(r.body);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc).not.toHaveProperty('crs');
    expect(fc.features.length).toBe(await parcelasMapa(1, ciclo.id1));
    const x = await uno<{ nombre: string; poligono: { coordinates: number[][][] }; productor: string; clave: string; superficie: number }>(
      e.db,
      `SELECT x.nombre, x.poligono, p.nombre_completo AS productor, p.clave_tx AS clave, x.superficie::float8 AS superficie
         FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL AND x.poligono IS NOT NULL ORDER BY x.id LIMIT 1`,
      [ciclo.id1],
    );
    const f = fc.features.find(
      (y: { properties: { clave: string; parcela: string } }) => y.properties.clave === x.clave && y.properties.parcela === x.nombre,
    );
    expect(f.geometry).toEqual({ type: 'Polygon', coordinates: x.poligono.coordinates });
    const anillo = f.geometry.coordinates[0];
    expect(anillo[0]).toEqual(anillo[anillo.length - 1]);
    expect(anillo[0][0]).toBeLessThan(-90);
    expect(f.properties).toMatchObject({
      productor: x.productor,
      clave: x.clave,
      superficie: x.superficie,
      ProducerName: x.productor,
      ProducerCountry: 'MX',
      ProductionPlace: x.nombre,
      Area: x.superficie,
    });
  });

  it('geometria=centroides: solo puntos, en el centroide guardado [lng, lat]; datos=ocultos deja fuera nombre y clave', async () => {
    const r = await e.pedir(admin, 'GET', url('formato=geojson&datos=ocultos&geometria=centroides'));
    const fc = JSON.parse(r.body);
    expect(fc.features.length).toBe(await parcelasMapa(1, ciclo.id1));
    expect(fc.features.every((f: { geometry: { type: string } }) => f.geometry.type === 'Point')).toBe(true);
    for (const f of fc.features) {
      expect(Object.keys(f.properties).sort()).toEqual([
        'Area',
        'ProducerCountry',
        'ProductionPlace',
        'categoria',
        'localidad',
        'municipio',
        'parcela',
        'superficie',
      ]);
    }
    const c = await uno<{ lat: number; lng: number; nombre: string }>(
      e.db,
      `SELECT x.centroide_lat AS lat, x.centroide_lng AS lng, x.nombre FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL AND x.centroide_lat IS NOT NULL ORDER BY x.id LIMIT 1`,
      [ciclo.id1],
    );
    expect(fc.features.map((f: { geometry: { coordinates: number[] } }) => f.geometry.coordinates)).toContainEqual([c.lng, c.lat]);
  });

  it('sin opciones: KML, sin datos personales, polígonos; el texto se escapa como XML', async () => {
    const cuenta = await uno<{ id: number }>(
      e.db,
      'SELECT id FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND fecha_baja IS NULL ORDER BY id LIMIT 1',
      [ciclo.id1],
    );
    const nombre = `Finca <"La Ñ & 'Cia'"> \u0001fin`;
    await e.db.query(
      `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, centroide_lat, centroide_lng) VALUES (1, $1, $2, 1.5, 100, 15.4, -92.6)`,
      [cuenta.id, nombre],
    );
    const r = await e.pedir(admin, 'GET', `/api/parcelas_exportar/${ciclo.uuid1}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe('attachment; filename="padron.kml"');
    const fc = kmlAGeojson(new DOMParser().parseFromString(r.body, 'text/xml') as unknown as Document);
    const f = fc.features.find((x) => String(x.properties?.name).startsWith('Finca'));
    expect(f?.properties?.name).toBe(`Finca <"La Ñ & 'Cia'"> fin`);
    expect(f?.geometry).toEqual({ type: 'Point', coordinates: [-92.6, 15.4] });
    expect(fc.features.some((x) => x.geometry?.type === 'Polygon')).toBe(true);
    expect(fc.features.every((x) => !('productor' in (x.properties ?? {})))).toBe(true);
  });

  it('lee por páginas con llave (id de la parcela): páginas pequeñas dan las mismas parcelas', async () => {
    const ids: number[] = [];
    for await (const p of paginasParcelasMapa(e.db, 1, ciclo.id1, false, { porPagina: 9 })) ids.push(...p.map((x) => x.id));
    expect(ids.length).toBe(await parcelasMapa(1, ciclo.id1));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
