import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { etiquetaGeolocalizacion } from '@domain/parcelas/parcela';
import { MENSAJE_GEOFILTER } from '@domain/parcelas/parcelas-listado';
import { grupoGenero } from '@domain/parcelas/tablero-parcelas';

let e: Entorno;
let admin: string; // cooperative 1 (coffee), every permission
let gerente: string; // cooperative 2 (cacao)
let miel: string; // cooperative 3 (honey: apiarios, colmenas)
let acopio: string; // cooperative 1, role 6: no PARCELAS
const ciclo = { id1: 0, uuid1: '', id2: 0, id3: 0, uuid3: '' };

const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const filtro = (column: string, value: unknown, operator = '=') => ({ column, operator, value });

/** The plots that count (docs/contar.md), written here by hand and independently of the resource. */
const CUENTAN = `parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
  WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL`;

const buscar = (token: string | null, body: unknown, ruta = '/api/parcelas_all_search') => e.pedir(token, 'POST', ruta, body);

/** Every page of the list for a body (per_page 100). */
async function todas(token: string, body: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const r = await buscar(token, { ...body, per_page: 100, page });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    out.push(...r.json().data);
    if (out.length >= r.json().total) return out;
  }
}

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  [admin, gerente, miel, acopio] = await Promise.all(['admin@', 'gerente@', 'miel@', 'acopio@'].map((u) => e.entrar(`${u}cosecha.demo`)));
  const c = async (coop: number) =>
    uno<{ id: number; uuid: string }>(e.db, 'SELECT id, uuid FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1', [coop]);
  const [c1, c2, c3] = [await c(1), await c(2), await c(3)];
  Object.assign(ciclo, { id1: c1.id, uuid1: c1.uuid, id2: c2.id, id3: c3.id, uuid3: c3.uuid });
});
afterAll(async () => {
  await e.cerrar();
});

describe('POST parcelas_all_search: listado de parcelas', () => {
  it('401 sin token, 403 sin PARCELAS', async () => {
    expect((await buscar(null, {})).statusCode).toBe(401);
    const r = await buscar(acopio, { filters: [filtro('id_ciclo', ciclo.id1)] });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });

  it('cuenta exactamente las parcelas de contar.md, ordenadas por productor (cuenta) de forma predeterminada', async () => {
    const esperadas = await e.db.query<{ id: number }>(
      `SELECT x.id FROM ${CUENTAN.replace('WHERE', 'JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE')}
        ORDER BY p.nombre_completo, x.id LIMIT 30`,
      [1, ciclo.id1],
    );
    const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1)], per_page: 30 });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(await contar(e.db, CUENTAN, [1, ciclo.id1]));
    expect(r.json().total).toBeGreaterThan(100);
    expect(r.json().data.map((f: { id: number }) => f.id)).toEqual(esperadas.map((f) => f.id));
  });

  it('deja fuera las parcelas dadas de baja y las de cuentas sin confirmar o dadas de baja', async () => {
    const fuera = await e.db.query<{ uuid: string }>(
      `SELECT x.uuid FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE x.id_cooperativa = 1 AND c.id_ciclo = $1 AND (x.fecha_baja IS NOT NULL OR c.confirmado = 0 OR c.fecha_baja IS NOT NULL)`,
      [ciclo.id1],
    );
    expect(fuera.length).toBeGreaterThan(3);
    const lista = new Set((await todas(admin, { filters: [filtro('id_ciclo', ciclo.id1)] })).map((f) => f.uuid));
    expect(fuera.filter((f) => lista.has(f.uuid))).toEqual([]);
  });

  it('cada fila: etiqueta GEOLOCALIZADA (R056), productor con su uuid, municipio, comunidad, superficie, plantas y alertas', async () => {
    const x = await uno<{ uuid: string }>(e.db, `SELECT x.uuid FROM ${CUENTAN} AND x.poligono IS NOT NULL ORDER BY x.id LIMIT 1`, [
      1,
      ciclo.id1,
    ]);
    await e.db.query(
      'UPDATE parcelas SET alertas_poligono = 3, alertas_error_poligono_count = 1, poligono_area = 1.2345 WHERE id_cooperativa = 1 AND uuid = $1',
      [x.uuid],
    );
    const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1), filtro('uuid', x.uuid)] });
    expect(r.json().data[0]).toMatchObject({
      uuid: x.uuid,
      geo: 1,
      geolocalizacion: 'polígono',
      alertas_poligono: 3,
      alertas_error_poligono_count: 1,
      poligono_area: 1.2345,
    });
    const filas = (await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1)], per_page: 100 })).json().data as Record<
      string,
      unknown
    >[];
    const bd = new Map(
      (
        await e.db.query<{
          uuid: string;
          poligono: unknown;
          centroide_lat: number | null;
          centroide_lng: number | null;
          productor: string;
          nombre: string;
          municipio: string;
          localidad: string;
          superficie: number;
          plantas: number;
        }>(
          `SELECT x.uuid, x.poligono, x.centroide_lat, x.centroide_lng, p.uuid AS productor, p.nombre_completo AS nombre, m.nombre AS municipio, l.nombre AS localidad,
              x.superficie::float8 AS superficie, x.plantas
         FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio
        WHERE x.uuid = ANY($1::uuid[])`,
          [filas.map((f) => f.uuid)],
        )
      ).map((f) => [f.uuid, f]),
    );
    for (const f of filas) {
      const b = bd.get(f.uuid as string)!;
      expect(f).toMatchObject({
        geolocalizacion: etiquetaGeolocalizacion(b),
        productor_uuid: b.productor,
        cuenta: b.nombre,
        municipio: b.municipio,
        localidad: b.localidad,
        superficie: b.superficie,
        plantas: b.plantas,
      });
    }
    expect(new Set(filas.map((f) => f.geolocalizacion))).toEqual(new Set(['polígono', 'centroide', 'sin geolocalizar']));
  });

  it('geoFilter 1, 2 y 3: polígono, sólo centroide y sin geolocalizar, que suman el total', async () => {
    const condiciones = {
      1: 'x.poligono IS NOT NULL',
      2: 'x.poligono IS NULL AND x.centroide_lat IS NOT NULL',
      3: 'x.poligono IS NULL AND x.centroide_lat IS NULL',
    };
    let suma = 0;
    for (const [g, cond] of Object.entries(condiciones)) {
      const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1), filtro('geoFilter', Number(g))], per_page: 100 });
      expect(r.statusCode).toBe(200);
      const n = await contar(e.db, `${CUENTAN} AND ${cond}`, [1, ciclo.id1]);
      expect(n, g).toBeGreaterThan(0);
      expect(r.json().total, g).toBe(n);
      expect(r.json().data.every((f: { geo: number }) => f.geo === Number(g))).toBe(true);
      suma += n;
    }
    expect(suma).toBe(await contar(e.db, CUENTAN, [1, ciclo.id1]));
  });

  it('422 en español: geoFilter 0, 4, "x", 1.5, una columna u orden desconocidos', async () => {
    for (const v of [0, 4, 'x', 1.5, '2', null]) {
      const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1), filtro('geoFilter', v)] });
      expect(r.statusCode, String(v)).toBe(422);
      expect(r.json().errors['filters.1'], String(v)).toEqual([MENSAJE_GEOFILTER]);
    }
    const col = await buscar(admin, { filters: [filtro('id_cooperativa', 2)] });
    expect(col.statusCode).toBe(422);
    expect(col.json().errors['filters.0']).toEqual(["La columna 'id_cooperativa' no se puede filtrar"]);
    const orden = await buscar(admin, { sorts: [{ column: 'poligono', sort: 'asc' }] });
    expect(orden.statusCode).toBe(422);
    expect(orden.json().errors['sorts.0']).toEqual(["No se puede ordenar por 'poligono'"]);
    expect((await buscar(admin, { filters: [filtro('geoFilter', 1, 'like')] })).statusCode).toBe(422);
  });

  it('búsqueda sin acentos: "jose" encuentra "José" en productor, y también parcela, comunidad o municipio', async () => {
    // each searched field on its own (producer name and key together): q must stand inside one of them
    const todasBd = await e.db.query<{ id: number; textos: string[] }>(
      `SELECT x.id, ARRAY[p.nombre_completo || ' ' || coalesce(p.clave_tx, ''), x.nombre, l.nombre, m.nombre] AS textos
         FROM ${CUENTAN.replace(
           'WHERE',
           `JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
              JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio WHERE`,
         )}`,
      [1, ciclo.id1],
    );
    for (const q of ['jose', 'JOSÉ', 'cafetal', 'angel albino', 'jaltenango', 'jo', 'é']) {
      const esperadas = todasBd
        .filter((f) => f.textos.some((t) => sinTildes(t).includes(sinTildes(q))))
        .map((f) => f.id)
        .sort((a, b) => a - b);
      const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1), filtro('q', q, 'like')], per_page: 100 });
      expect(r.statusCode).toBe(200);
      expect(r.json().total, q).toBe(esperadas.length);
      if (q === 'jose') {
        expect(esperadas.length).toBeGreaterThan(0);
        expect(todasBd.some((f) => esperadas.includes(f.id) && f.textos.some((t) => t.includes('José')))).toBe(true);
      }
      const ids = (await todas(admin, { filters: [filtro('id_ciclo', ciclo.id1), filtro('q', q, 'like')] })).map((f) => f.id as number);
      expect(
        ids.sort((a, b) => a - b),
        q,
      ).toEqual(esperadas);
    }
  });

  it('la búsqueda de texto no sale de la cooperativa: el nombre exacto de un productor de cacao no halla nada desde café', async () => {
    const [otro] = await e.db.query<{ nombre_completo: string }>(
      `SELECT p.nombre_completo FROM productores p WHERE p.id_cooperativa = 2
          AND NOT EXISTS (SELECT 1 FROM productores q WHERE q.id_cooperativa = 1 AND q.nombre_completo = p.nombre_completo) LIMIT 1`,
    );
    const propia = await buscar(gerente, { filters: [filtro('q', otro.nombre_completo, 'like')] });
    expect(propia.json().total).toBeGreaterThan(0);
    const ajena = await buscar(admin, { filters: [filtro('q', otro.nombre_completo, 'like')] });
    expect(ajena.statusCode).toBe(200);
    expect(ajena.json()).toMatchObject({ total: 0, data: [] });
  });

  it('cada columna se ordena en ambos sentidos, sin repetir ni saltar filas entre páginas', async () => {
    const numericas = ['id', 'superficie', 'plantas', 'alertas_poligono', 'poligono_area', 'geolocalizacion'];
    const total = await contar(e.db, CUENTAN, [1, ciclo.id1]);
    for (const column of [
      'id',
      'cuenta',
      'productor',
      'productor_clave',
      'nombre',
      'geolocalizacion',
      'municipio',
      'localidad',
      'comunidad',
      'superficie',
      'plantas',
      'alertas_poligono',
      'poligono_area',
    ]) {
      for (const sort of ['asc', 'desc'] as const) {
        const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id1)], sorts: [{ column, sort }], per_page: 50 });
        expect(r.statusCode, `${column} ${sort}`).toBe(200);
        expect(r.json().total).toBe(total);
        if (numericas.includes(column)) {
          const campo = column === 'geolocalizacion' ? 'geo' : column;
          const v = r
            .json()
            .data.map((f: Record<string, number | null>) => f[campo])
            .filter((x: number | null) => x !== null) as number[];
          const ordenados = [...v].sort((a, b) => (sort === 'asc' ? a - b : b - a));
          expect(v, `${column} ${sort}`).toEqual(ordenados);
        }
      }
    }
    const paginas = await todas(admin, { filters: [filtro('id_ciclo', ciclo.id1)], sorts: [{ column: 'municipio', sort: 'asc' }] });
    expect(new Set(paginas.map((f) => f.id)).size).toBe(total);
  });

  it('el total guardado (parcelas_conteos) sigue a cada escritura de parcelas y cuentas', async () => {
    const recalculado = () =>
      e.db.query<{ k: string }>(
        `SELECT x.id_cooperativa || ':' || c.id_ciclo || ':' || x.geolocalizacion || '=' || count(*) AS k
         FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE x.fecha_baja IS NULL AND c.confirmado = 1 AND c.fecha_baja IS NULL GROUP BY x.id_cooperativa, c.id_ciclo, x.geolocalizacion ORDER BY 1`,
      );
    const guardado = () =>
      e.db.query<{ k: string }>(
        `SELECT id_cooperativa || ':' || id_ciclo || ':' || geolocalizacion || '=' || n AS k FROM parcelas_conteos WHERE n <> 0 ORDER BY 1`,
      );
    const totales = async () =>
      Promise.all(
        [[], [1], [2], [3]].map(
          async (g) =>
            (
              await buscar(admin, {
                filters: [filtro('id_ciclo', ciclo.id1), ...g.map((v) => filtro('geoFilter', v))],
              })
            ).json().total,
        ),
      );
    const independientes = async () =>
      Promise.all(
        [
          'TRUE',
          'x.poligono IS NOT NULL',
          'x.poligono IS NULL AND x.centroide_lat IS NOT NULL',
          'x.poligono IS NULL AND x.centroide_lat IS NULL',
        ].map((cond) => contar(e.db, `${CUENTAN} AND ${cond}`, [1, ciclo.id1])),
      );
    expect(await guardado()).toEqual(await recalculado());
    const cuenta = await uno<{ id: number; uuid: string }>(
      e.db,
      `SELECT c.id, c.uuid FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1
      AND c.fecha_baja IS NULL AND c.total_parcelas >= 2 ORDER BY c.id LIMIT 1`,
      [ciclo.id1],
    );
    const pasos = [
      'UPDATE cuentas SET confirmado = 0 WHERE id_cooperativa = 1 AND id = $1',
      'UPDATE cuentas SET confirmado = 1 WHERE id_cooperativa = 1 AND id = $1',
      `UPDATE cuentas SET id_cat_cuentas_bajas = 1, fecha_baja = '2025-11-02' WHERE id_cooperativa = 1 AND id = $1`,
      'UPDATE cuentas SET id_cat_cuentas_bajas = NULL, fecha_baja = NULL WHERE id_cooperativa = 1 AND id = $1',
      `UPDATE parcelas SET id_cat_parcelas_bajas = 1, fecha_baja = '2025-11-03' WHERE id_cooperativa = 1 AND id = (SELECT min(id) FROM parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1)`,
      'UPDATE parcelas SET poligono = NULL, min_lat = NULL, max_lat = NULL, min_lng = NULL, max_lng = NULL, centroide_lat = NULL, centroide_lng = NULL WHERE id_cooperativa = 1 AND id_cuenta = $1',
      `UPDATE parcelas SET centroide_lat = 15.5, centroide_lng = -92.5 WHERE id_cooperativa = 1 AND id = (SELECT max(id) FROM parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1)`,
      `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas) SELECT 1, $1, 'Nueva ' || g, 1, 100 FROM generate_series(1, 3) g`,
      `DELETE FROM parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1 AND nombre LIKE 'Nueva %' AND nombre <> 'Nueva 1'`,
    ];
    for (const sql of pasos) {
      await e.db.query(sql, [cuenta.id]);
      expect(await guardado(), sql).toEqual(await recalculado());
      expect(await totales(), sql).toEqual(await independientes());
    }
    // Through the API too: adding plots to the account.
    const r = await e.pedir(admin, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: cuenta.uuid,
      nombre: 'Por el API',
      superficie: 1.5,
      plantas: 300,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(await totales()).toEqual(await independientes());
    expect(await guardado()).toEqual(await recalculado());
  });

  it('un ciclo de otra cooperativa no trae nada; la miel lista sus apiarios', async () => {
    const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclo.id3)] });
    expect(r.json().total).toBe(0);
    const m = await buscar(miel, { filters: [filtro('id_ciclo', ciclo.id3)] });
    expect(m.json().total).toBe(await contar(e.db, CUENTAN, [3, ciclo.id3]));
  });
});

/** Independent sums for the dashboard: the raw rows of the plots with a form, added up here. */
async function crudos(coop: number, idCiclo: number) {
  return e.db.query<{
    id: number;
    genero: string | null;
    ha_cultivo: number;
    superficie: number;
    estimacion_kg: number;
    acts: number[];
    plantas: Record<string, number> | null;
  }>(
    `SELECT x.id, g.nombre AS genero, pf.ha_cultivo::float8 AS ha_cultivo, x.superficie::float8 AS superficie, pf.estimacion_kg::float8 AS estimacion_kg,
            ARRAY[pf.ha_autoconsumo, pf.ha_otros_cultivos, pf.ha_potrero, pf.ha_monte_bosque, pf.ha_acahual, pf.ha_reserva]::float8[] AS acts,
            (SELECT jsonb_object_agg(pp.id_tipo_planta::text, pp.plantas) FROM parcelas_formularios_plantas pp
              WHERE pp.id_cooperativa = pf.id_cooperativa AND pp.id_parcela = pf.id_parcela) AS plantas
       FROM ${CUENTAN.replace(
         'WHERE',
         `JOIN parcelas_formularios pf ON pf.id_cooperativa = x.id_cooperativa AND pf.id_parcela = x.id
            JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor LEFT JOIN cat_generos g ON g.id = p.id_cat_genero WHERE`,
       )}`,
    [coop, idCiclo],
  );
}
/** Hectares (3 decimals stored) summed exactly in thousandths, then to 2 decimals half-up, as a person would. */
const haSuma = (xs: number[]) => Math.round(xs.reduce((s, x) => s + Math.round(x * 1000), 0) / 10) / 100;

describe('tablero de parcelas: totales, plantas, otras actividades y género', () => {
  const rutas = [
    '/api/dashboards/parcelas/totales_search',
    '/api/dashboards/parcelas/plantas_search',
    '/api/dashboards/parcelas/otras_search',
    '/api/dashboard/avances/productores_majomut_genero_search',
  ];

  it('401, 403 sin PARCELAS, 422 sin ciclo o con otro filtro, 404 con un ciclo de otra cooperativa', async () => {
    for (const ruta of rutas) {
      const cuerpo = { filters: [filtro('id_ciclo', ciclo.id1)] };
      expect((await buscar(null, cuerpo, ruta)).statusCode, ruta).toBe(401);
      expect((await buscar(acopio, cuerpo, ruta)).statusCode, ruta).toBe(403);
      for (const malo of [
        {},
        { filters: [] },
        { filters: [filtro('id_ciclo', 'x')] },
        { filters: [filtro('id_ciclo', ciclo.id1, 'in')] },
        { filters: [filtro('id_ciclo', ciclo.id1), filtro('id_cooperativa', 2)] },
        { filters: [filtro('id_ciclo', ciclo.id1)], otro: 1 },
      ]) {
        const r = await buscar(admin, malo, ruta);
        expect(r.statusCode, `${ruta} ${JSON.stringify(malo)}`).toBe(422);
        expect(typeof r.json().message).toBe('string');
      }
      for (const id of [ciclo.id2, ciclo.id3, 999999]) {
        const r = await buscar(admin, { filters: [filtro('id_ciclo', id)] }, ruta);
        expect(r.statusCode, `${ruta} ${id}`).toBe(404);
        expect(r.json()).toEqual({ message: MSG_404 });
      }
    }
  });

  it('las cifras son las de las parcelas con formulario que cuentan, sumadas aquí aparte', async () => {
    for (const [token, coop, id] of [
      [admin, 1, ciclo.id1],
      [gerente, 2, ciclo.id2],
      [miel, 3, ciclo.id3],
    ] as const) {
      const filas = await crudos(coop, id);
      expect(filas.length, `coop ${coop}`).toBeGreaterThan(20);
      expect(filas.length).toBeLessThan(await contar(e.db, CUENTAN, [coop, id]));
      const cuerpo = { filters: [filtro('id_ciclo', id)] };
      const milesimas = filas.reduce((s, f) => s + Math.round(f.ha_cultivo * 1000), 0);
      const tot = (await buscar(token, cuerpo, rutas[0])).json().data;
      expect(tot).toEqual([
        {
          parcelas_totales: filas.length,
          total_has_cafe: haSuma(filas.map((f) => f.ha_cultivo)),
          promedio_has_cafe: Math.round(milesimas / filas.length / 10 + 1e-9) / 100,
        },
      ]);

      const plantas = (await buscar(token, cuerpo, rutas[1])).json().data;
      expect(plantas.map((p: { tipo: string }) => p.tipo)).toEqual(['Productivas', 'En desarrollo', 'Improductivas']);
      for (const p of plantas) expect(p.total).toBe(filas.reduce((s, f) => s + (f.plantas?.[String(p.id_tipo_planta)] ?? 0), 0));

      const otras = (await buscar(token, cuerpo, rutas[2])).json().data;
      expect(otras.map((o: { etiqueta: string }) => o.etiqueta)).toEqual([
        'Autoconsumo',
        'Otros cultivos',
        'Potrero',
        'Monte/Bosque',
        'Acahual',
        'Área de reserva',
        'Ninguno',
      ]);
      otras.slice(0, 6).forEach((o: { total: number }, i: number) => expect(o.total).toBe(filas.filter((f) => f.acts[i] > 0).length));
      expect(otras[6].total).toBe(filas.filter((f) => f.acts.every((a) => a === 0)).length);
      expect(otras[6].total).toBeGreaterThan(0);

      const genero = (await buscar(token, cuerpo, rutas[3])).json().data;
      expect(genero.map((g: { genero: string }) => g.genero)).toEqual(['mujer', 'hombre', 'sin_asignar']);
      for (const g of genero) {
        const de = filas.filter((f) => grupoGenero(f.genero) === g.genero);
        expect(g.ha_cafe, g.genero).toBe(haSuma(de.map((f) => f.ha_cultivo)));
        expect(g.ha_cult, g.genero).toBe(haSuma(de.map((f) => f.superficie)));
        expect(g.ha_estimacion, g.genero).toBe(Math.round(de.reduce((s, f) => s + f.estimacion_kg, 0) / 100));
      }
      expect(genero.filter((g: { ha_cafe: number }) => g.ha_cafe > 0).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('una parcela con formulario dada de baja deja de contar', async () => {
    const cuerpo = { filters: [filtro('id_ciclo', ciclo.id2)] };
    const antes = (await buscar(gerente, cuerpo, rutas[0])).json().data[0].parcelas_totales;
    const [x] = await crudos(2, ciclo.id2);
    await e.db.query(`UPDATE parcelas SET id_cat_parcelas_bajas = 1, fecha_baja = '2025-11-01' WHERE id_cooperativa = 2 AND id = $1`, [
      x.id,
    ]);
    try {
      expect((await buscar(gerente, cuerpo, rutas[0])).json().data[0].parcelas_totales).toBe(antes - 1);
    } finally {
      await e.db.query('UPDATE parcelas SET id_cat_parcelas_bajas = NULL, fecha_baja = NULL WHERE id_cooperativa = 2 AND id = $1', [x.id]);
    }
  });
});

async function libro(token: string, url: string) {
  const r = await e.pedir(token, 'GET', url);
  expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const h = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const filas: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) filas.push(Object.fromEntries(h.map((k, i) => [k, row.getCell(i + 1).value])));
  });
  return { r, h, filas };
}

describe('GET xls/parcelas/{uuid del ciclo}: el listado como se ve, en Excel', () => {
  it('401, 403 sin PARCELAS, 404 ciclo inexistente o ajeno, 422 geoFilter u orden no válidos', async () => {
    expect((await e.pedir(null, 'GET', `/api/xls/parcelas/${ciclo.uuid1}`)).statusCode).toBe(401);
    expect((await e.pedir(acopio, 'GET', `/api/xls/parcelas/${ciclo.uuid1}`)).statusCode).toBe(403);
    for (const u of [UUID_INEXISTENTE, ciclo.uuid3]) {
      const r = await e.pedir(admin, 'GET', `/api/xls/parcelas/${u}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
    }
    for (const qs of ['geoFilter=0', 'geoFilter=4', 'geoFilter=x', 'sort=poligono', 'order=up', 'id_cooperativa=2']) {
      expect((await e.pedir(admin, 'GET', `/api/xls/parcelas/${ciclo.uuid1}?${qs}`)).statusCode, qs).toBe(422);
    }
  });

  it('las filas son las del listado con el mismo filtro, búsqueda y orden; nombre parcelas_YYYYMMDD_HHmmss.xlsx', async () => {
    const { r, h, filas } = await libro(admin, `/api/xls/parcelas/${ciclo.uuid1}?geoFilter=1&q=jose&sort=superficie&order=desc`);
    // a plain ASCII name needs no filename*: an accented label gets it (tests/domain/comun/descargas.test.ts)
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="parcelas_\d{8}_\d{6}\.xlsx"$/);
    expect(h).toEqual([
      'ID',
      'CLAVE',
      'PRODUCTOR',
      'NOMBRE PARCELA',
      'GEOLOCALIZADA',
      'MUNICIPIO',
      'COMUNIDAD',
      'SUPERFICIE (HA)',
      'TOTAL PLANTAS',
      'ÁREA CALCULADA (HA)',
      'ALERTAS POLÍGONO',
      // issue 22 item 16: cooperative 1 uses EUDR, so the list's two EUDR columns are in the file too
      'ÁREAS NATURALES',
      'RIESGO EUDR',
    ]);
    const lista = await todas(admin, {
      filters: [filtro('id_ciclo', ciclo.id1), filtro('geoFilter', 1), filtro('q', 'jose', 'like')],
      sorts: [{ column: 'superficie', sort: 'desc' }],
    });
    expect(lista.length).toBeGreaterThan(0);
    expect(filas.map((f) => f.ID)).toEqual(lista.map((f) => f.id));
    expect(filas.map((f) => f.PRODUCTOR)).toEqual(lista.map((f) => f.cuenta));
    expect(filas.every((f) => f.GEOLOCALIZADA === 'polígono')).toBe(true);
    expect(filas.map((f) => f['SUPERFICIE (HA)'])).toEqual(lista.map((f) => f.superficie));
    const nivel: Record<number, string> = { 1: 'Alto', 2: 'Medio', 3: 'Bajo' };
    expect(filas.map((f) => f['RIESGO EUDR'])).toEqual(lista.map((f) => (f.riesgo_eudr ? nivel[f.riesgo_eudr as number] : '--')));
    expect(filas.map((f) => f['ÁREAS NATURALES'])).toEqual(lista.map((f) => f.areas_naturales_count ?? 0));
  });

  it('sin filtros trae todas las parcelas que cuentan, con el resumen de alertas; la miel se llama apiarios_…', async () => {
    const x = await uno<{ id: number }>(e.db, `SELECT x.id FROM ${CUENTAN} ORDER BY x.id LIMIT 1`, [1, ciclo.id1]);
    await e.db.query('UPDATE parcelas SET alertas_poligono = 3, alertas_error_poligono_count = 1 WHERE id_cooperativa = 1 AND id = $1', [
      x.id,
    ]);
    const { filas } = await libro(admin, `/api/xls/parcelas/${ciclo.uuid1}`);
    expect(filas.length).toBe(await contar(e.db, CUENTAN, [1, ciclo.id1]));
    expect(filas.find((f) => f.ID === x.id)?.['ALERTAS POLÍGONO']).toBe('1 error, 2 advertencias');
    expect(filas.filter((f) => f['ALERTAS POLÍGONO'] === 'Sin alertas').length).toBeGreaterThan(0);
    // issue 22 item 25: a plot without location was never checked, so not 'Sin alertas'
    const sinUbicacion = filas.filter((f) => f.GEOLOCALIZADA === 'sin geolocalizar');
    expect(sinUbicacion.filter((f) => f['ALERTAS POLÍGONO'] === 'Sin alertas')).toEqual([]);
    expect(sinUbicacion.filter((f) => f['ALERTAS POLÍGONO'] === 'Sin ubicación').length).toBeGreaterThan(0);
    const m = await libro(miel, `/api/xls/parcelas/${ciclo.uuid3}`);
    expect(m.r.headers['content-disposition']).toMatch(/filename="apiarios_\d{8}_\d{6}\.xlsx"/);
    expect(m.h).toContain('NOMBRE APIARIO');
    expect(m.h).toContain('TOTAL COLMENAS');
    expect(m.h).not.toContain('RIESGO EUDR'); // honey's cooperative has no EUDR
    expect(m.filas.length).toBe(await contar(e.db, CUENTAN, [3, ciclo.id3]));
  });
});

describe('parcelas_exportar cuenta las parcelas de contar.md (cuentas confirmadas)', () => {
  it('el KML de la miel tiene tantos Placemark como parcelas con polígono o centroide cuentan; ninguna de cuenta sin confirmar', async () => {
    const esperadas = await contar(e.db, `${CUENTAN} AND (x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL)`, [3, ciclo.id3]);
    const sinConfirmar = await contar(
      e.db,
      `parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
      WHERE x.id_cooperativa = 3 AND c.id_ciclo = $1 AND c.confirmado = 0 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL
        AND (x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL)`,
      [ciclo.id3],
    );
    expect(sinConfirmar).toBeGreaterThan(0);
    const r = await e.pedir(miel, 'GET', `/api/parcelas_exportar/${ciclo.uuid3}?formato=kml&datos=todos`);
    expect(r.statusCode).toBe(200);
    expect(r.body.match(/<Placemark>/g)?.length).toBe(esperadas);
    const g = await e.pedir(miel, 'GET', `/api/parcelas_exportar/${ciclo.uuid3}?formato=geojson&datos=todos`);
    expect(g.json().features).toHaveLength(esperadas);
    // The map list (parcelas_all with a polygon or a centroid) has the same plots.
    const lista = await buscar(miel, { filters: [filtro('id_ciclo', ciclo.id3), filtro('geoFilter', [1, 2], 'in')] });
    expect(lista.json().total).toBe(esperadas);
  });
});
