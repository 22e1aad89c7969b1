import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { crearRol, crearUsuarioSql, MSG_403, MSG_404, uno } from '../ayudas';

/**
 * The dashboards (spec 000 §2.9, §3 'Dashboard data', §7 'Dashboards'). Cooperative 2 gets a fresh cycle
 * written here, row by row, whose every figure is known in advance (the table below); the demo cycle's
 * figures are checked against counts computed in JavaScript from the raw rows.
 */
let e: Entorno;
let gerente: string;
let capturista: string;
let sinPermisos: string;
let ciclo = 0;
let cicloDemo = 0;
let cicloAjeno = 0;
const municipios: number[] = [];
const localidades: number[] = [];
const nombres: string[] = [];

const f = (id_ciclo: number, extra: Record<string, unknown>[] = []) => ({
  filters: [{ column: 'id_ciclo', operator: '=', value: id_ciclo }, ...extra],
});
const pedir = (ruta: string, body: unknown, token = gerente) => e.pedir(token, 'POST', `/api/${ruta}`, body);

const PRODUCTORES = [
  'dashboards/productores/totales',
  'dashboards/productores/categorias',
  'dashboards/productores/generos',
  'dashboards/productores/edades',
  'dashboards/productores/parcelas',
  'dashboards/productores/riesgos',
  'dashboards/productores/hectareas',
].map((r) => `${r}_search`);
const PADRON = ['dashboards/avances/sic_search', 'dashboard/avances/municipios_search', 'parcelas_kml_search', 'parcelas_search'];
const LOCALIDADES = 'dashboard/avances/localidades_search';
const cuerpoDe = (ruta: string, id_ciclo: number) =>
  ruta === LOCALIDADES ? f(id_ciclo, [{ column: 'id_municipio', operator: '=', value: municipios[0] }]) : f(id_ciclo);

/**
 * The test cycle, one line a producer: category, in register, risk, confirmed, removed, gender, age,
 * plots [ha, geolocation (p polygon, c centroid, - none), removed], formats. Producer 2 existed before
 * (not an alta); the others are new. Places: 0–2 locality A and 3 locality B (municipality M1), 4–5 locality C (M2).
 */
interface Fila {
  cat: number;
  org: 0 | 1;
  riesgo: number | null;
  conf: 0 | 1;
  baja: boolean;
  genero: number | null;
  edad: number | null;
  lugar: 0 | 1 | 2;
  parcelas: [number, 'p' | 'c' | '-', boolean][];
  formatos: number;
}
const FILAS: Fila[] = [
  { cat: 4, org: 1, riesgo: 1, conf: 1, baja: false, genero: 1, edad: 19, lugar: 0, parcelas: [[0.5, 'p', false]], formatos: 1 },
  {
    cat: 4,
    org: 1,
    riesgo: 2,
    conf: 1,
    baja: false,
    genero: 2,
    edad: 20,
    lugar: 0,
    parcelas: [
      [1, 'c', false],
      [0.5, 'p', true],
    ],
    formatos: 2,
  },
  { cat: 2, org: 0, riesgo: null, conf: 1, baja: false, genero: null, edad: null, lugar: 0, parcelas: [], formatos: 0 },
  {
    cat: 7,
    org: 0,
    riesgo: 3,
    conf: 1,
    baja: false,
    genero: 1,
    edad: 50,
    lugar: 1,
    parcelas: [
      [1.5, 'c', false],
      [0.6, '-', false],
    ],
    formatos: 0,
  },
  {
    cat: 5,
    org: 1,
    riesgo: 1,
    conf: 1,
    baja: false,
    genero: 2,
    edad: 51,
    lugar: 2,
    parcelas: [
      [2, 'p', false],
      [2, 'p', false],
      [1.5, '-', false],
    ],
    formatos: 1,
  },
  { cat: 8, org: 0, riesgo: null, conf: 1, baja: false, genero: 1, edad: 80, lugar: 2, parcelas: [[4.99, 'c', false]], formatos: 0 },
  { cat: 4, org: 1, riesgo: 1, conf: 0, baja: false, genero: 1, edad: 40, lugar: 2, parcelas: [[3, 'c', false]], formatos: 1 },
  { cat: 4, org: 1, riesgo: 1, conf: 1, baja: true, genero: 2, edad: 40, lugar: 0, parcelas: [[3, 'c', false]], formatos: 1 },
];

async function sembrarCicloDePrueba(): Promise<void> {
  const db = e.db;
  ciclo = (
    await uno<{ id: number }>(
      db,
      `INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin, activo, activo_acopio)
    VALUES (2, 'PRUEBA-TABLEROS', '2026-10-01', '2027-09-30', false, false) RETURNING id`,
    )
  ).id;
  const { hoy } = await uno<{ hoy: string }>(db, `SELECT (now() AT TIME ZONE 'America/Mexico_City')::date::text AS hoy`);
  // Two municipalities of Tabasco with producers of cooperative 2, the first with two localities.
  const geo = await db.query<{ id_municipio: number; id: number }>(
    `SELECT l.id_municipio, l.id FROM localidades l WHERE l.id_municipio IN (
       SELECT id_municipio FROM localidades GROUP BY id_municipio HAVING count(*) >= 2 ORDER BY id_municipio LIMIT 2) ORDER BY l.id_municipio, l.id`,
  );
  const m1 = geo[0].id_municipio;
  const m2 = geo.find((g) => g.id_municipio !== m1)!.id_municipio;
  municipios.push(m1, m2);
  localidades.push(geo[0].id, geo[1].id, geo.find((g) => g.id_municipio === m2)!.id);
  const base = await uno<{ id: number; id_region: number }>(
    db,
    'SELECT id, id_region FROM productores WHERE id_cooperativa = 2 ORDER BY id LIMIT 1',
  );
  // who captured the formats (a user) and the inspection's inspector, the registry's (issue 22 item 20)
  const { id: capturo } = await uno<{ id: number }>(db, `SELECT id FROM users WHERE email = 'gerente@cosecha.demo'`);
  const { id: inspector } = await uno<{ id: number }>(
    db,
    `INSERT INTO inspectores (id_cooperativa, nombre) VALUES (2, 'Rosa Elena Díaz Torres') RETURNING id`,
  );
  for (const [i, r] of FILAS.entries()) {
    const nacimiento =
      r.edad == null
        ? null
        : (await uno<{ d: string }>(db, `SELECT ($1::date - make_interval(years => $2))::date::text AS d`, [hoy, r.edad])).d;
    let productor: number;
    if (i === 2) {
      productor = base.id;
      await db.query(
        'UPDATE productores SET id_cat_genero = $2, fecha_nacimiento = $3, id_localidad = $4 WHERE id_cooperativa = 2 AND id = $1',
        [productor, r.genero, nacimiento, localidades[r.lugar]],
      );
    } else {
      nombres[i] = `Prueba${i} Tablero Ejemplo`;
      productor = (
        await uno<{ id: number }>(
          db,
          `INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, id_cat_genero, fecha_nacimiento,
        id_localidad, id_region, clave_tx) VALUES (2, $1, 'Tablero', 'Ejemplo', $2, $3, $4, $5, $6) RETURNING id`,
          [`Prueba${i}`, r.genero, nacimiento, localidades[r.lugar], base.id_region, `TB-${i}`],
        )
      ).id;
    }
    const cuenta = (
      await uno<{ id: number }>(
        db,
        `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, organico, confirmado,
      id_nivel_riesgo, id_cat_cuentas_bajas, fecha_baja) VALUES (2, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [productor, ciclo, r.cat, r.org, r.conf, r.riesgo, r.baja ? 1 : null, r.baja ? '2026-11-01' : null],
      )
    ).id;
    let primera: number | null = null;
    for (const [k, [ha, g, baja]] of r.parcelas.entries()) {
      const poligono =
        g === 'p'
          ? {
              type: 'Polygon',
              coordinates: [
                [
                  [-93.2, 18.2],
                  [-93.19, 18.2],
                  [-93.19, 18.21],
                  [-93.2, 18.2],
                ],
              ],
            }
          : null;
      const id = (
        await uno<{ id: number }>(
          db,
          `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, poligono, centroide_lat, centroide_lng,
        min_lat, max_lat, min_lng, max_lng, id_cat_parcelas_bajas, fecha_baja) VALUES (2, $1, $2, $3, 100, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            cuenta,
            `Parcela ${i}-${k}`,
            ha,
            poligono,
            g === '-' ? null : 18.205,
            g === '-' ? null : -93.195,
            poligono ? 18.2 : null,
            poligono ? 18.21 : null,
            poligono ? -93.2 : null,
            poligono ? -93.19 : null,
            baja ? 1 : null,
            baja ? '2026-11-01' : null,
          ],
        )
      ).id;
      primera ??= id;
    }
    if (r.formatos > 0)
      await db.query('INSERT INTO padron_sic (id_cooperativa, id_cuenta, id_inspector) VALUES (2, $1, $2)', [cuenta, inspector]);
    for (let k = 0; k < r.formatos; k++) {
      await db.query(
        `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte, id_parcela, id_capturo)
        VALUES (2, $1, $2, $3, 'Inspección interna', $4, $5, $6)`,
        [cuenta, ciclo, `2026-10-${String(10 + i * 2 + k).padStart(2, '0')}`, k === 0 ? 'inspeccion_interna' : null, primera, capturo],
      );
    }
  }
}

beforeAll(async () => {
  e = await crearEntorno();
  await crearRol(e.db, 20, 'Sin tableros', ['ACOPIOS']);
  await crearUsuarioSql(e.db, { email: 'sin.tableros@chontalpa.demo', id_rol: 20, id_cooperativa: 2 });
  gerente = await e.entrar('gerente@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  sinPermisos = await e.entrar('sin.tableros@chontalpa.demo');
  cicloDemo = (await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id DESC LIMIT 1')).id;
  cicloAjeno = (await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1')).id;
  await sembrarCicloDePrueba();
});
afterAll(async () => {
  await e?.cerrar();
});

describe('tableros: acceso y filtros', () => {
  const todas = [...PRODUCTORES, ...PADRON, LOCALIDADES];

  it.each(todas)('%s: 401 sin sesión, 403 sin permiso', async (ruta) => {
    expect((await e.pedir(null, 'POST', `/api/${ruta}`, cuerpoDe(ruta, ciclo))).statusCode).toBe(401);
    const r = await pedir(ruta, cuerpoDe(ruta, ciclo), sinPermisos);
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });

  it.each(todas)('%s: 422 sin ciclo, con filtro desconocido o valor no entero; 404 con el ciclo de otra cooperativa', async (ruta) => {
    for (const body of [
      {},
      { filters: [] },
      { filters: [{ column: 'id_ciclo', operator: '=', value: 'uno' }] },
      { filters: [{ column: 'id_ciclo', operator: '=', value: null }] },
      { filters: [...cuerpoDe(ruta, ciclo).filters, { column: 'id_cooperativa', operator: '=', value: 1 }] },
    ]) {
      const r = await pedir(ruta, body);
      expect(r.statusCode, `${JSON.stringify(body)} → ${r.body}`).toBe(422);
      expect(typeof r.json().message).toBe('string');
    }
    const r = await pedir(ruta, cuerpoDe(ruta, cicloAjeno));
    expect(r.statusCode, r.body).toBe(404);
    expect(r.json().message).toBe(MSG_404);
  });

  it('the producers figures need CUENTAS or PADRON; the SIC progress and the maps need PADRON', async () => {
    for (const ruta of PRODUCTORES) expect((await pedir(ruta, f(ciclo), capturista)).statusCode, ruta).toBe(200);
    for (const ruta of [...PADRON, LOCALIDADES]) expect((await pedir(ruta, cuerpoDe(ruta, ciclo), capturista)).statusCode, ruta).toBe(403);
  });

  it('localidades needs the municipality', async () => {
    const r = await pedir(LOCALIDADES, f(ciclo));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Indique el municipio (id_municipio)');
  });
});

describe('tableros: cifras del ciclo de prueba (conocidas de antemano)', () => {
  it('totales: productores, padrón, altas (nuevos en el ciclo) y bajas', async () => {
    const r = await pedir('dashboards/productores/totales_search', f(ciclo));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ id_ciclo: ciclo, total_productores: 6, total_productores_padron: 3, total_altas: 5, total_bajas: 1 });
  });

  it('categorías: el juego de mayacert en su orden con ceros, más Activo que tiene productores', async () => {
    const { data } = (await pedir('dashboards/productores/categorias_search', f(ciclo))).json();
    expect(data.map((c: { id_cuenta_categoria: number; total: number }) => [c.id_cuenta_categoria, c.total])).toEqual([
      [7, 1],
      [2, 1],
      [3, 0],
      [5, 1],
      [4, 2],
      [6, 0],
      [8, 1],
    ]);
    expect(data[0]).toEqual({ id_cuenta_categoria: 7, cuenta_categoria: 'Sin Asignar', cuenta_categoria_color: '#9B9B9B', total: 1 });
    expect(data[4]).toMatchObject({ cuenta_categoria: 'Orgánico', cuenta_categoria_color: '#4A6700' });
  });

  it('géneros, edades, número de parcelas y riesgo', async () => {
    expect((await pedir('dashboards/productores/generos_search', f(ciclo))).json().data).toEqual([
      { productor_genero: 'Hombre', total: 3 },
      { productor_genero: 'Mujer', total: 2 },
      { productor_genero: 'Sin Asignar', total: 1 },
    ]);
    expect((await pedir('dashboards/productores/edades_search', f(ciclo))).json().data).toEqual([
      { rango_edad: 'Menor de 20', total: 1 },
      { rango_edad: '20 - 30', total: 1 },
      { rango_edad: '31 - 50', total: 1 },
      { rango_edad: 'Mayor a 51', total: 2 },
      { rango_edad: 'Sin Asignar', total: 1 },
    ]);
    expect((await pedir('dashboards/productores/parcelas_search', f(ciclo))).json().data).toEqual([
      { rango_parcelas: 'Sin parcelas', total: 1 },
      { rango_parcelas: 'Una parcela', total: 3 },
      { rango_parcelas: 'Dos parcelas', total: 1 },
      { rango_parcelas: 'Más de dos parcelas', total: 1 },
    ]);
    expect((await pedir('dashboards/productores/riesgos_search', f(ciclo))).json().data).toEqual([
      { id_nivel_riesgo: null, nivel_riesgo: 'Sin Asignar', color: '#9B9B9B', total: 2 },
      { id_nivel_riesgo: 1, nivel_riesgo: 'Bajo', color: '#4A6700', total: 2 },
      { id_nivel_riesgo: 2, nivel_riesgo: 'Medio', color: '#FFB94C', total: 1 },
      { id_nivel_riesgo: 3, nivel_riesgo: 'Alto', color: '#D87748', total: 1 },
    ]);
  });

  it('hectáreas: la parcela dada de baja no cuenta; 2 ha cae en 2–5, 5 o más en la última banda', async () => {
    const b = (await pedir('dashboards/productores/hectareas_search', f(ciclo))).json();
    expect(b.data).toEqual([
      { rango_superficie: 'Menos de 1 ha', total: 2, hectareas: 0.5 },
      { rango_superficie: '1 - 2 ha', total: 1, hectareas: 1 },
      { rango_superficie: '2 - 5 ha', total: 2, hectareas: 7.09 },
      { rango_superficie: 'Más de 5 ha', total: 1, hectareas: 5.5 },
    ]);
    expect(b.total_hectareas).toBe(14.09);
    expect(b.total_productores).toBe(6);
  });

  it('avance SIC: levantados los que tienen un formato del ciclo; geolocalización; últimos registros', async () => {
    const { data } = (await pedir('dashboards/avances/sic_search', f(ciclo))).json();
    expect(data).toMatchObject({
      id_ciclo: ciclo,
      total_esperado: 6,
      total_levantado: 3,
      total_pendiente: 3,
      total_productores: 6,
      total_productores_padron: 3,
      parcelas_poligono: 3,
      parcelas_centroide: 3,
      parcelas_sin_geolocalizar: 2,
    });
    // Four formats of counted accounts (the unconfirmed and the removed producer's are left out), newest first.
    expect(data.ultimos.map((u: { nombre_productor: string }) => u.nombre_productor)).toEqual([
      nombres[4],
      nombres[1],
      nombres[1],
      nombres[0],
    ]);
    expect(data.ultimos[0]).toMatchObject({
      ficha_title: 'Inspección interna',
      nombre_parcela: 'Parcela 4-0',
      nombre_inspector: 'Rosa Elena Díaz Torres',
      inspeccion_fecha: '2026-10-18',
      reporte: 'inspeccion_interna',
    });
    expect(data.ultimos[1].reporte).toBeNull();
    const parcela = await uno<{ uuid: string }>(e.db, `SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND nombre = 'Parcela 4-0'`);
    expect(data.ultimos[0].uuid).toBe(parcela.uuid);
  });

  it('avance por municipio y por localidad (la bajada)', async () => {
    const m = (await pedir('dashboard/avances/municipios_search', f(ciclo))).json().data;
    expect(m.map((x: Record<string, number>) => [x.id_municipio, x.total_esperado, x.total_levantado, x.total_pendiente])).toEqual([
      [municipios[0], 4, 2, 2],
      [municipios[1], 2, 1, 1],
    ]);
    expect(typeof m[0].municipio).toBe('string');
    const l = (await pedir(LOCALIDADES, f(ciclo, [{ column: 'id_municipio', operator: '=', value: municipios[0] }]))).json().data;
    expect(l.map((x: Record<string, number>) => [x.id_localidad, x.total_esperado, x.total_levantado, x.total_pendiente])).toEqual([
      [localidades[0], 3, 2, 1],
      [localidades[1], 1, 0, 1],
    ]);
    expect(l.every((x: { id_municipio: number }) => x.id_municipio === municipios[0])).toBe(true);
    const otro = (await pedir(LOCALIDADES, f(ciclo, [{ column: 'id_municipio', operator: '=', value: 999999 }]))).json();
    expect(otro.data).toEqual([]);
  });

  it('mapa de centroides: parcelas con centroide, sin bajas ni pendientes; páginas de hasta 50 000', async () => {
    const cuerpo = {
      ...f(ciclo, [
        { column: 'centroide_lat', operator: 'is not null' },
        { column: 'centroide_lng', operator: 'is not null' },
      ]),
      per_page: 50000,
    };
    const r = await pedir('parcelas_search', cuerpo);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b.total).toBe(6);
    expect(b.per_page).toBe(50000);
    expect(b.data.map((x: { parcela_nombre: string }) => x.parcela_nombre).sort()).toEqual([
      'Parcela 0-0',
      'Parcela 1-0',
      'Parcela 3-0',
      'Parcela 4-0',
      'Parcela 4-1',
      'Parcela 5-0',
    ]);
    expect(Object.keys(b.data[0]).sort()).toEqual([
      'centroide_lat',
      'centroide_lng',
      'cuenta_categoria',
      'id',
      'id_cuenta_categoria',
      'localidad',
      'municipio',
      'parcela_nombre',
      'productor_nombre',
      'productor_uuid',
      'superficie',
      'uuid',
    ]);
    expect((await pedir('parcelas_search', { ...cuerpo, per_page: 50001 })).statusCode).toBe(422);
    expect((await pedir('parcelas_search', { per_page: 10 })).statusCode).toBe(422);
  });

  it('KML: un archivo padron.kml con las parcelas geolocalizadas del ciclo', async () => {
    const r = await pedir('parcelas_kml_search', f(ciclo));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    expect(r.headers['content-disposition']).toContain('padron.kml');
    expect(r.body.startsWith('<?xml')).toBe(true);
    expect((r.body.match(/<Placemark/g) ?? []).length).toBe(6);
    expect(r.body).toContain('Prueba0 Tablero Ejemplo');
    expect(r.body).not.toContain('Prueba7');
    expect(r.body).not.toContain('Prueba6');
  });
});

describe('tableros: el ciclo de demostración contra conteos hechos aquí', () => {
  interface Cuenta {
    confirmado: number;
    baja: boolean;
    organico: number;
    cat: number;
    genero: number | null;
    edad: number | null;
    riesgo: number | null;
    parcelas: number;
    ha: number;
    formatos: number;
  }
  let cuentas: Cuenta[] = [];
  const contadas = () => cuentas.filter((c) => c.confirmado === 1 && !c.baja);

  beforeAll(async () => {
    // Raw rows; every count below is plain JavaScript over them.
    const filas = await e.db.query<{
      confirmado: number;
      fecha_baja: string | null;
      organico: number;
      id_cuenta_categoria: number;
      id_cat_genero: number | null;
      fecha_nacimiento: string | null;
      id_nivel_riesgo: number | null;
      id: number;
      hoy: string;
    }>(
      `SELECT c.id, c.confirmado, c.fecha_baja::text, c.organico, c.id_cuenta_categoria, p.id_cat_genero, p.fecha_nacimiento::text, c.id_nivel_riesgo,
              (now() AT TIME ZONE 'America/Mexico_City')::date::text AS hoy
         FROM cuentas c, productores p WHERE p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor AND c.id_cooperativa = 2 AND c.id_ciclo = $1`,
      [cicloDemo],
    );
    const parcelas = await e.db.query<{ id_cuenta: number; superficie: string; fecha_baja: string | null }>(
      'SELECT id_cuenta, superficie::text, fecha_baja::text FROM parcelas WHERE id_cooperativa = 2',
    );
    const formatos = await e.db.query<{ id_cuenta: number }>(
      'SELECT id_cuenta FROM tx_formatos WHERE id_cooperativa = 2 AND id_ciclo = $1',
      [cicloDemo],
    );
    cuentas = filas.map((c) => {
      const mias = parcelas.filter((x) => x.id_cuenta === c.id && x.fecha_baja === null);
      let edad: number | null = null;
      if (c.fecha_nacimiento) {
        const [ny, nm, nd] = c.fecha_nacimiento.split('-').map(Number);
        const [hy, hm, hd] = c.hoy.split('-').map(Number);
        edad = hy - ny - (hm * 100 + hd < nm * 100 + nd ? 1 : 0);
      }
      return {
        confirmado: c.confirmado,
        baja: c.fecha_baja !== null,
        organico: c.organico,
        cat: c.id_cuenta_categoria,
        genero: c.id_cat_genero,
        edad,
        riesgo: c.id_nivel_riesgo,
        parcelas: mias.length,
        ha: mias.reduce((s, x) => s + Number(x.superficie), 0),
        formatos: formatos.filter((x) => x.id_cuenta === c.id).length,
      };
    });
    expect(contadas().length).toBeGreaterThan(10);
  });

  it('totales y categorías', async () => {
    const t = (await pedir('dashboards/productores/totales_search', f(cicloDemo))).json().data;
    expect(t.total_productores).toBe(contadas().length);
    expect(t.total_productores_padron).toBe(contadas().filter((c) => c.organico === 1).length);
    expect(t.total_bajas).toBe(cuentas.filter((c) => c.confirmado === 1 && c.baja).length);
    const cats = (await pedir('dashboards/productores/categorias_search', f(cicloDemo))).json().data as {
      id_cuenta_categoria: number;
      total: number;
    }[];
    for (const c of cats)
      expect(c.total, `categoría ${c.id_cuenta_categoria}`).toBe(contadas().filter((x) => x.cat === c.id_cuenta_categoria).length);
    expect(cats.reduce((s, c) => s + c.total, 0)).toBe(contadas().length);
  });

  it('géneros, edades, parcelas, riesgos y hectáreas', async () => {
    const n = contadas();
    const g = (await pedir('dashboards/productores/generos_search', f(cicloDemo))).json().data;
    expect(g.map((x: { total: number }) => x.total)).toEqual([
      n.filter((c) => c.genero === 1).length,
      n.filter((c) => c.genero === 2).length,
      n.filter((c) => c.genero !== 1 && c.genero !== 2).length,
    ]);
    const ed = (await pedir('dashboards/productores/edades_search', f(cicloDemo))).json().data;
    const conEdad = n.filter((c) => c.edad !== null);
    expect(ed.map((x: { total: number }) => x.total)).toEqual([
      conEdad.filter((c) => c.edad! < 20).length,
      conEdad.filter((c) => c.edad! >= 20 && c.edad! <= 30).length,
      conEdad.filter((c) => c.edad! >= 31 && c.edad! <= 50).length,
      conEdad.filter((c) => c.edad! >= 51).length,
      n.length - conEdad.length,
    ]);
    const pa = (await pedir('dashboards/productores/parcelas_search', f(cicloDemo))).json().data;
    expect(pa.map((x: { total: number }) => x.total)).toEqual(
      [0, 1, 2].map((k) => n.filter((c) => c.parcelas === k).length).concat(n.filter((c) => c.parcelas > 2).length),
    );
    const ri = (await pedir('dashboards/productores/riesgos_search', f(cicloDemo))).json().data;
    expect(ri.map((x: { total: number }) => x.total)).toEqual([null, 1, 2, 3].map((k) => n.filter((c) => c.riesgo === k).length));
    const h = (await pedir('dashboards/productores/hectareas_search', f(cicloDemo))).json();
    expect(h.data.map((x: { total: number }) => x.total)).toEqual([
      n.filter((c) => c.ha < 1).length,
      n.filter((c) => c.ha >= 1 && c.ha < 2).length,
      n.filter((c) => c.ha >= 2 && c.ha < 5).length,
      n.filter((c) => c.ha >= 5).length,
    ]);
    expect(h.total_hectareas).toBeCloseTo(
      n.reduce((s, c) => s + c.ha, 0),
      2,
    );
  });

  it('avance SIC: la demostración trae formatos en el ciclo actual (ni cero ni todos)', async () => {
    const d = (await pedir('dashboards/avances/sic_search', f(cicloDemo))).json().data;
    const levantados = contadas().filter((c) => c.formatos > 0).length;
    expect(d.total_levantado).toBe(levantados);
    expect(d.total_esperado).toBe(contadas().length);
    expect(levantados).toBeGreaterThan(0);
    expect(d.total_pendiente).toBeGreaterThan(0);
    expect(d.ultimos.length).toBe(10);
    expect(d.ultimos.every((u: { nombre_inspector: string | null }) => u.nombre_inspector)).toBe(true);
    const m = (await pedir('dashboard/avances/municipios_search', f(cicloDemo))).json().data as {
      total_esperado: number;
      total_levantado: number;
    }[];
    expect(m.reduce((s, x) => s + x.total_esperado, 0)).toBe(contadas().length);
    expect(m.reduce((s, x) => s + x.total_levantado, 0)).toBe(levantados);
  });
});
