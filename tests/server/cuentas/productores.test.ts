import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, crearRol, crearUsuarioSql, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { rangoEdad } from '@domain/cuentas/productor';
import { COLORES_CATEGORIAS } from '@domain/cuentas/categorias';
import { sembrarSiVacia } from '../../../server/demo/seed';
import { construirConsulta } from '../../../server/search/motor';
import { cuentas as recursoCuentas } from '../../../server/modules/cuentas/cuentas.resource';

let e: Entorno;
let admin: string; // cooperative 1 (coffee, certimex), every permission
let gerente: string; // cooperative 2 (cacao, mayacert), every permission but COOPERATIVAS*
let tecnico: string; // cooperative 1, CUENTAS but no CUENTAS_BAJA, no ACOPIOS_*
let sinCuentas: string; // cooperative 1, no CUENTAS
let ciclos1: number[];
let ciclos2: number[];

const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const buscar = (token: string, body: unknown = {}) => e.pedir(token, 'POST', '/api/cuentas_search', body);
const filtro = (column: string, value: unknown, operator = '=') => ({ column, operator, value });

/** A valid new-producer body for cooperative 2: a region, municipality, locality and centre of its own. */
async function productorValido(cambios: Record<string, unknown> = {}) {
  const region = await uno<{ id: number }>(e.db, 'SELECT id FROM regiones WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  const centro = await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
  const loc = await uno<{ id: number; id_municipio: number }>(
    e.db,
    `SELECT l.id, l.id_municipio FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE m.nombre = 'Comalcalco' AND l.nombre = 'Cupilco'`,
  );
  return {
    nombres: 'José Ángel',
    apellido_paterno: 'Pérez',
    apellido_materno: 'Olán',
    ine: null,
    curp: 'PEOJ800101HTCRLS09',
    rfc: null,
    no_celular: '9331234567',
    id_cuenta_region: region.id,
    id_municipio: loc.id_municipio,
    id_localidad: loc.id,
    id_centro_acopio: centro.id,
    pertenece_cooperativa: 1,
    ...cambios,
  };
}

async function crearProductor(cambios: Record<string, unknown> = {}) {
  const r = await e.pedir(gerente, 'POST', '/api/sic/cuentas', await productorValido(cambios));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data[0] as { id: number; uuid: string; cuenta_uuid: string; nombres: string; clave_tx: string };
}

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  await crearRol(e.db, 21, 'Sin cuentas', ['USUARIOS_VER']);
  await crearUsuarioSql(e.db, { email: 'sincuentas@sierra.demo', id_rol: 21, id_cooperativa: 1 });
  [admin, gerente, tecnico, sinCuentas] = await Promise.all([
    e.entrar('admin@cosecha.demo'),
    e.entrar('gerente@cosecha.demo'),
    e.entrar('tecnico.sierra@cosecha.demo'),
    e.entrar('sincuentas@sierra.demo'),
  ]);
  ciclos1 = (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY id')).map((c) => c.id);
  ciclos2 = (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 ORDER BY id')).map((c) => c.id);
});
afterAll(async () => {
  await e.cerrar();
});

describe('datos de demostración', () => {
  it('cada cooperativa tiene cientos de productores con cuentas en los dos ciclos, parcelas y bajas', async () => {
    const f = await e.db.query<{
      id_cooperativa: number;
      productores: number;
      ciclos: number;
      poligonos: number;
      centroides: number;
      bajas: number;
    }>(
      `SELECT p.id_cooperativa, count(DISTINCT p.id)::int AS productores, count(DISTINCT c.id_ciclo)::int AS ciclos,
              (SELECT count(*)::int FROM parcelas x WHERE x.id_cooperativa = p.id_cooperativa AND x.poligono IS NOT NULL) AS poligonos,
              (SELECT count(*)::int FROM parcelas x WHERE x.id_cooperativa = p.id_cooperativa AND x.poligono IS NULL AND x.centroide_lat IS NOT NULL) AS centroides,
              (SELECT count(*)::int FROM cuentas x WHERE x.id_cooperativa = p.id_cooperativa AND x.fecha_baja IS NOT NULL) AS bajas
         FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id GROUP BY p.id_cooperativa ORDER BY 1`,
    );
    expect(f.map((x) => x.productores)).toEqual([300, 200, 150]);
    for (const x of f) {
      expect(x.ciclos).toBe(2);
      expect(x.poligonos).toBeGreaterThan(20);
      expect(x.centroides).toBeGreaterThan(10);
      expect(x.bajas).toBeGreaterThan(0);
    }
  });

  it('al arrancar sobre una base con datos, los catálogos de referencia se completan sin duplicar nada', async () => {
    const tablas = [
      'estados',
      'municipios',
      'localidades',
      'cat_cuentas_categorias',
      'cat_generos',
      'cat_niveles_riesgo',
      'cat_cuentas_bajas',
      'cat_parcelas_bajas',
      'productores',
    ];
    const antes = await Promise.all(tablas.map((t) => contar(e.db, t)));
    expect(await sembrarSiVacia(e.db)).toBe(false);
    expect(await Promise.all(tablas.map((t) => contar(e.db, t)))).toEqual(antes);
    expect(antes.every((n) => n > 0)).toBe(true);
  });

  it('los polígonos son anillos cerrados de 4 o 5 vértices, cerca de su localidad y con la caja que los contiene', async () => {
    const filas = await e.db.query<{
      poligono: { type: string; coordinates: number[][][] };
      min_lat: number;
      max_lat: number;
      min_lng: number;
      max_lng: number;
      lat: number;
      lng: number;
    }>(
      `SELECT x.poligono, x.min_lat, x.max_lat, x.min_lng, x.max_lng, l.latitud AS lat, l.longitud AS lng
         FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor JOIN localidades l ON l.id = p.id_localidad
        WHERE x.poligono IS NOT NULL AND x.nombre NOT IN ('El Moño', 'El Pico', 'La Invasión', 'La Lejana')`,
    );
    // The sketch seed's defect plots (server/db/seed-croquis.ts) are wrong on purpose; this checks the generated ones.
    for (const f of filas) {
      const anillo = f.poligono.coordinates[0];
      expect(f.poligono.type).toBe('Polygon');
      expect([5, 6]).toContain(anillo.length);
      expect(anillo[0]).toEqual(anillo[anillo.length - 1]);
      for (const [lng, lat] of anillo) {
        expect(lat).toBeGreaterThanOrEqual(f.min_lat);
        expect(lat).toBeLessThanOrEqual(f.max_lat);
        expect(lng).toBeGreaterThanOrEqual(f.min_lng);
        expect(lng).toBeLessThanOrEqual(f.max_lng);
        expect(Math.abs(lat - f.lat)).toBeLessThan(0.05);
        expect(Math.abs(lng - f.lng)).toBeLessThan(0.05);
      }
    }
  });
});

describe('POST cuentas_search', () => {
  it('401 sin token y 403 sin el permiso CUENTAS', async () => {
    expect((await e.pedir(null, 'POST', '/api/cuentas_search', {})).statusCode).toBe(401);
    const r = await buscar(sinCuentas);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });

  it('lista las cuentas de la cooperativa del token con los campos de la especificación; las bajas no aparecen', async () => {
    const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclos1[1])], per_page: 100 });
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    const esperado = await contar(e.db, 'cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND fecha_baja IS NULL', [ciclos1[1]]);
    expect(b.total).toBe(esperado);
    expect(b.data).toHaveLength(100);
    expect(Object.keys(b.data[0]).sort()).toEqual([
      'ciclo',
      'clave_tx',
      'codigo_tx',
      'confirmado',
      'cuenta_categoria',
      'cuenta_categoria_color',
      'cuenta_region',
      'cuenta_uuid',
      'fecha_ingreso',
      'id',
      'id_ciclo',
      'id_cuenta_categoria',
      'id_cuenta_region',
      'id_localidad',
      'id_municipio',
      'id_nivel_riesgo',
      'id_productor',
      'localidad',
      'municipio',
      'nombre',
      'organico',
      'pertenece_cooperativa',
      'total_parcelas',
      'total_plantas',
      'total_superficie',
      'uuid',
    ]);
    const claves = b.data.map((x: { clave_tx: string }) => x.clave_tx);
    expect(claves).toEqual([...claves].sort());
    expect(claves.every((c: string) => c.startsWith('SM-'))).toBe(true);
    const bajas = await e.db.query<{ uuid: string; id_ciclo: number }>(
      'SELECT p.uuid, c.id_ciclo FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 1 AND c.fecha_baja IS NOT NULL',
    );
    expect(bajas.length).toBeGreaterThan(0);
    for (const b2 of bajas)
      expect((await buscar(admin, { filters: [filtro('uuid', b2.uuid), filtro('id_ciclo', b2.id_ciclo)] })).json().total).toBe(0);
    // uuid is the producer's: the profile opens with it.
    const p = await uno<{ uuid: string }>(
      e.db,
      'SELECT p.uuid FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id = $1',
      [b.data[0].id],
    );
    expect(b.data[0].uuid).toBe(p.uuid);
  });

  it("busca sin acentos ni mayúsculas en el nombre y la clave: 'jose' encuentra 'José'", async () => {
    const r = await buscar(admin, { filters: [filtro('q', 'jose', 'like')], per_page: 100 });
    expect(r.statusCode).toBe(200);
    const nombres: string[] = r.json().data.map((x: { nombre: string }) => x.nombre);
    expect(nombres.length).toBeGreaterThan(0);
    expect(nombres.some((n) => n.includes('José'))).toBe(true);
    expect(nombres.every((n) => sinTildes(n).includes('jose'))).toBe(true);
    const conTilde = await uno<{ nombre_completo: string }>(
      e.db,
      `SELECT nombre_completo FROM productores WHERE id_cooperativa = 1 AND nombre_completo ~ '[áéíóúÁÉÍÓÚñ]' ORDER BY id LIMIT 1`,
    );
    const r2 = await buscar(admin, { filters: [filtro('q', sinTildes(conTilde.nombre_completo).toUpperCase(), 'like')] });
    expect(r2.json().data.map((x: { nombre: string }) => x.nombre)).toContain(conTilde.nombre_completo);
    const r3 = await buscar(admin, { filters: [filtro('q', 'sm-0007', 'like')] });
    expect(r3.json().data.map((x: { clave_tx: string }) => x.clave_tx)).toContain('SM-0007');
  });

  it('filtra por confirmado, orgánico, pertenencia, clave, municipio, localidad y categoría', async () => {
    const base = [filtro('id_ciclo', ciclos1[1])];
    for (const [col, val] of [
      ['confirmado', 0],
      ['confirmado', 1],
      ['organico', 1],
      ['pertenece_cooperativa', 0],
      ['id_cuenta_categoria', 4],
    ] as [string, number][]) {
      const r = await buscar(admin, { filters: [...base, filtro(col, val)], per_page: 100 });
      expect(r.statusCode).toBe(200);
      expect(r.json().total).toBeGreaterThan(0);
      expect(
        r.json().data.every((x: Record<string, number>) => x[col] === val),
        col,
      ).toBe(true);
    }
    const mun = await uno<{ id: number }>(e.db, `SELECT id FROM municipios WHERE nombre = 'Siltepec'`);
    const r = await buscar(admin, { filters: [...base, filtro('id_municipio', mun.id)], per_page: 100 });
    expect(r.json().data.length).toBeGreaterThan(0);
    expect(r.json().data.every((x: { municipio: string }) => x.municipio === 'Siltepec')).toBe(true);
    const loc = r.json().data[0].id_localidad;
    const r2 = await buscar(admin, { filters: [...base, filtro('id_localidad', loc)], per_page: 100 });
    expect(r2.json().data.every((x: { id_localidad: number }) => x.id_localidad === loc)).toBe(true);
    const r3 = await buscar(admin, { filters: [...base, filtro('clave_tx', 'SM-0010')] });
    expect(r3.json().data.map((x: { clave_tx: string }) => x.clave_tx)).toEqual(r3.json().total ? ['SM-0010'] : []);
  });

  it('ordena por nombre, municipio, localidad, categoría, superficie, parcelas y plantas', async () => {
    for (const [col, campo] of [
      ['nombre', 'nombre'],
      ['municipio', 'municipio'],
      ['localidad', 'localidad'],
      ['categoria', 'cuenta_categoria'],
      ['total_superficie', 'total_superficie'],
      ['total_parcelas', 'total_parcelas'],
      ['total_plantas', 'total_plantas'],
    ]) {
      for (const sort of ['asc', 'desc'] as const) {
        const r = await buscar(admin, { filters: [filtro('id_ciclo', ciclos1[1])], sorts: [{ column: col, sort }], per_page: 50 });
        expect(r.statusCode, r.body).toBe(200);
        const v = r.json().data.map((x: Record<string, string | number>) => x[campo]);
        const ordenados = [...v].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(v, `${col} ${sort}`).toEqual(sort === 'asc' ? ordenados : ordenados.reverse());
      }
    }
  });

  it('el total suma los grupos guardados cuando los filtros son suyos, y une productores cuando no; ambos coinciden con la base', async () => {
    const u = { id: 1, uuid: '', email: '', id_rol: 1, id_cooperativa: 1, permisos: [], jti: '', exp: 0 };
    const simple = construirConsulta(recursoCuentas, u, { filters: [filtro('id_ciclo', ciclos1[1]), filtro('confirmado', 1)] });
    expect(simple.conteo.sql).toMatch(/FROM cuentas_conteo c WHERE/);
    const conJoin = construirConsulta(recursoCuentas, u, { filters: [filtro('id_ciclo', ciclos1[1]), filtro('q', 'jose', 'like')] });
    expect(conJoin.conteo.sql).toMatch(/JOIN productores p/);
    for (const filters of [
      [filtro('id_ciclo', ciclos1[1]), filtro('confirmado', 1)],
      [filtro('id_ciclo', ciclos1[1]), filtro('clave_tx', 'SM-00', 'like')],
    ]) {
      const r = (await buscar(admin, { filters })).json();
      const esperado = await contar(
        e.db,
        `cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.fecha_baja IS NULL AND c.id_ciclo = $1 AND ($2::int IS NULL OR c.confirmado = $2) AND ($3::text IS NULL OR p.clave_tx LIKE $3)`,
        [ciclos1[1], filters[1].column === 'confirmado' ? 1 : null, filters[1].column === 'clave_tx' ? 'SM-00%' : null],
      );
      expect(r.total).toBe(esperado);
    }
  });

  it('422 en español para columnas, operadores y órdenes no declarados', async () => {
    for (const body of [
      { filters: [filtro('id_cooperativa', 1)] },
      { filters: [filtro('confirmado', 1, 'like')] },
      { sorts: [{ column: 'curp', sort: 'asc' }] },
      { filters: [filtro('id_ciclo', 'uno')] },
    ]) {
      const r = await buscar(admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().message).toBe('Filtro u orden no válido');
    }
  });
});

describe('GET cuentas/{uuid} y parcelas_por_productor/{uuid}', () => {
  it('devuelve la cuenta del ciclo pedido con datos personales y totales; sin ciclo, la del último', async () => {
    const p = await uno<{ uuid: string; fecha_nacimiento: string | null }>(
      e.db,
      `SELECT p.uuid, p.fecha_nacimiento::text AS fecha_nacimiento FROM productores p WHERE p.id_cooperativa = 1
          AND (SELECT count(*) FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_productor = p.id) = 2 AND p.fecha_nacimiento IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const r = await e.pedir(admin, 'GET', `/api/cuentas/${p.uuid}?id_ciclo=${ciclos1[0]}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      uuid: p.uuid,
      id_ciclo: ciclos1[0],
      ciclo: '2024-2025',
      fecha_nacimiento: p.fecha_nacimiento,
      estado: expect.any(String),
    });
    expect(d.rango_edad).toBe(rangoEdad(d.edad));
    expect(d.nombre).toBe(`${d.nombres} ${d.apellido_paterno} ${d.apellido_materno}`);
    const ultima = await e.pedir(admin, 'GET', `/api/cuentas/${p.uuid}`);
    expect(ultima.json().data.id_ciclo).toBe(ciclos1[1]);
  });

  it("el perfil lleva a 'Agregar parcelas' de su cuenta: la cuenta por su uuid abre en su ciclo, y las parcelas se agregan a ella", async () => {
    const p = await uno<{ uuid: string; cuenta_uuid: string; id_cuenta: number }>(
      e.db,
      `SELECT p.uuid, c.uuid AS cuenta_uuid, c.id AS id_cuenta FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
        WHERE p.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NULL
          AND (SELECT count(*) FROM cuentas k WHERE k.id_cooperativa = 1 AND k.id_productor = p.id) = 2 ORDER BY p.id LIMIT 1`,
      [ciclos1[0]],
    );
    // the profile of the earlier cycle gives the account's uuid; the 'add plots' page reads the producer with it
    const perfil = (await e.pedir(admin, 'GET', `/api/cuentas/${p.uuid}?id_ciclo=${ciclos1[0]}`)).json().data;
    expect(perfil.cuenta_uuid).toBe(p.cuenta_uuid);
    const r = await e.pedir(admin, 'GET', `/api/cuentas/${p.cuenta_uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ uuid: p.uuid, cuenta_uuid: p.cuenta_uuid, id_ciclo: ciclos1[0] });
    expect((await e.pedir(admin, 'GET', `/api/cuentas/${p.cuenta_uuid}?id_ciclo=${ciclos1[1]}`)).statusCode).toBe(404);
    const ajena = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM cuentas WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    expect((await e.pedir(admin, 'GET', `/api/cuentas/${ajena.uuid}`)).statusCode).toBe(404);
    const antes = await contar(e.db, 'parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1', [p.id_cuenta]);
    const alta = await e.pedir(admin, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: p.cuenta_uuid,
      parcelas: [{ nombre: 'Desde el perfil', superficie: 1, plantas: 10 }],
    });
    expect(alta.statusCode, alta.body).toBe(201);
    expect(await contar(e.db, 'parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1', [p.id_cuenta])).toBe(antes + 1);
    // each plot name of the profile links to its plot profile by the uuid the plots call gives
    const parcelas = (await e.pedir(admin, 'GET', `/api/parcelas_por_productor/${p.uuid}?id_ciclo=${ciclos1[0]}`)).json().data as {
      uuid: string;
      nombre: string;
    }[];
    const nueva = parcelas.find((x) => x.nombre === 'Desde el perfil')!;
    const perfilParcela = await e.pedir(admin, 'GET', `/api/parcela_profile/${nueva.uuid}`);
    expect(perfilParcela.statusCode).toBe(200);
    expect(perfilParcela.json().data.nombre).toBe('Desde el perfil');
    expect(perfilParcela.json().data.variedades).toBeNull(); // none recorded yet
    // the varieties the inspector recorded (0068), in alphabetical order
    await e.db.query(
      `INSERT INTO parcelas_variedades (id_cooperativa, id_parcela, id_variedad)
       SELECT id_cooperativa, id, v FROM parcelas, unnest(ARRAY[2, 1]) AS v WHERE uuid = $1`,
      [nueva.uuid],
    );
    expect((await e.pedir(admin, 'GET', `/api/parcela_profile/${nueva.uuid}`)).json().data.variedades).toBe('Bourbon, Typica');
  });

  it('401, 403, 404 (inexistente, de otra cooperativa o sin cuenta en ese ciclo)', async () => {
    const ajeno = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM productores WHERE id_cooperativa = 1 ORDER BY id LIMIT 1');
    expect((await e.pedir(null, 'GET', `/api/cuentas/${ajeno.uuid}`)).statusCode).toBe(401);
    expect((await e.pedir(sinCuentas, 'GET', `/api/cuentas/${ajeno.uuid}`)).statusCode).toBe(403);
    expect((await e.pedir(sinCuentas, 'GET', `/api/parcelas_por_productor/${ajeno.uuid}`)).statusCode).toBe(403);
    for (const url of [
      `/api/cuentas/${UUID_INEXISTENTE}`,
      `/api/cuentas/${ajeno.uuid}`,
      `/api/parcelas_por_productor/${ajeno.uuid}`,
      `/api/cuentas/${ajeno.uuid}?id_ciclo=${ciclos1[1]}`,
    ]) {
      const r = await e.pedir(gerente, 'GET', url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe(MSG_404);
    }
    const propio = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM productores WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    expect((await e.pedir(gerente, 'GET', `/api/cuentas/${propio.uuid}?id_ciclo=${ciclos1[1]}`)).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'GET', `/api/cuentas/${propio.uuid}?id_ciclo=abc`)).statusCode).toBe(422);
  });

  it('las parcelas dadas de baja se listan con motivo y fecha y no cuentan en los totales (R050)', async () => {
    const p = await uno<{ uuid: string; total_parcelas: number; total_superficie: number }>(
      e.db,
      `SELECT p.uuid, c.total_parcelas, c.total_superficie::float8 AS total_superficie FROM parcelas x
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE x.id_cooperativa = 1 AND x.fecha_baja IS NOT NULL AND c.fecha_baja IS NULL AND c.id_ciclo = $1 ORDER BY x.id LIMIT 1`,
      [ciclos1[1]],
    );
    const r = await e.pedir(admin, 'GET', `/api/parcelas_por_productor/${p.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    const { data, totales } = r.json();
    const baja = data.find((x: { fecha_baja: string | null }) => x.fecha_baja);
    expect(baja).toMatchObject({ motivo_baja: expect.any(String), fecha_baja: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(totales.total_parcelas).toBe(data.length - data.filter((x: { fecha_baja: string | null }) => x.fecha_baja).length);
    expect(totales.total_parcelas).toBe(p.total_parcelas);
    expect(totales.total_superficie).toBeCloseTo(p.total_superficie, 3);
    for (const x of data) expect(['polígono', 'centroide', 'sin geolocalizar']).toContain(x.geolocalizacion);
  });

  it('ejemplo 3 de R050: 2.0 ha y 1000 plantas, más 1.5 ha dada de baja → 1 parcela, 2.00 ha, 1000 plantas en la lista', async () => {
    const nuevo = await crearProductor({ nombres: 'Inés', apellido_paterno: 'Ricárdez', apellido_materno: 'Montejo' });
    const r = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: nuevo.uuid,
      parcelas: [
        { nombre: 'El Cacaotal', superficie: 2.0, plantas: 1000 },
        { nombre: 'La Isla', superficie: 1.5, plantas: 500 },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    await e.db.query(`UPDATE parcelas SET id_cat_parcelas_bajas = 1, fecha_baja = '2025-11-02' WHERE id_cooperativa = 2 AND uuid = $1`, [
      r.json().data[1].uuid,
    ]);
    const fila = (await buscar(gerente, { filters: [filtro('uuid', nuevo.uuid)] })).json().data[0];
    expect(fila).toMatchObject({ total_parcelas: 1, total_superficie: 2, total_plantas: 1000 });
    const perfil = (await e.pedir(gerente, 'GET', `/api/cuentas/${nuevo.uuid}`)).json().data;
    expect(perfil).toMatchObject({ total_parcelas: 1, total_superficie: 2, total_plantas: 1000, total_parcelas_baja: 1 });
  });
});

describe("'Dar de baja': GET sic/cat_cuentas_bajas y POST admin/sic/listado_bajas", () => {
  it('el catálogo de motivos: 401 sin token, 403 sin CUENTAS', async () => {
    expect((await e.pedir(null, 'GET', '/api/sic/cat_cuentas_bajas')).statusCode).toBe(401);
    expect((await e.pedir(sinCuentas, 'GET', '/api/sic/cat_cuentas_bajas')).statusCode).toBe(403);
    const r = await e.pedir(tecnico, 'GET', '/api/sic/cat_cuentas_bajas');
    expect(r.json().data).toHaveLength(8);
    expect(r.json().data[0]).toEqual({ id: 1, nombre: 'Fallecimiento' });
  });

  it('exige un motivo (422 en español), el permiso CUENTAS_BAJA (403) y una cuenta propia del ciclo (404)', async () => {
    const c = await uno<{ id: number; id_ciclo: number }>(
      e.db,
      'SELECT id, id_ciclo FROM cuentas WHERE id_cooperativa = 2 AND fecha_baja IS NULL ORDER BY id LIMIT 1',
    );
    const ajena = await uno<{ id: number; id_ciclo: number }>(
      e.db,
      'SELECT id, id_ciclo FROM cuentas WHERE id_cooperativa = 1 AND fecha_baja IS NULL ORDER BY id LIMIT 1',
    );
    const body = (cambios: Record<string, unknown> = {}) => ({
      id_cuenta: c.id,
      id_ciclo: c.id_ciclo,
      id_cat_cuentas_bajas: 2,
      padronesSeleccionados: [{ confirmado: 1, organico: 1 }],
      ...cambios,
    });
    for (const sin of [{ id_cat_cuentas_bajas: null }, { id_cat_cuentas_bajas: 0 }, { id_cat_cuentas_bajas: 99 }]) {
      const r = await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', body(sin));
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({
        message: 'Debe seleccionar un motivo de baja',
        errors: { id_cat_cuentas_bajas: ['Debe seleccionar un motivo de baja'] },
      });
    }
    const sinMotivo = body();
    delete (sinMotivo as Record<string, unknown>).id_cat_cuentas_bajas;
    expect((await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', sinMotivo)).statusCode).toBe(422);
    expect((await e.pedir(null, 'POST', '/api/admin/sic/listado_bajas', body())).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'POST', '/api/admin/sic/listado_bajas', body())).statusCode).toBe(403);
    expect(
      (await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', body({ id_cuenta: ajena.id, id_ciclo: ajena.id_ciclo }))).statusCode,
    ).toBe(404);
    expect(
      (
        await e.pedir(
          gerente,
          'POST',
          '/api/admin/sic/listado_bajas',
          body({ id_ciclo: c.id_ciclo === ciclos2[0] ? ciclos2[1] : ciclos2[0] }),
        )
      ).statusCode,
    ).toBe(404);
    expect(await contar(e.db, 'cuentas WHERE id = $1 AND fecha_baja IS NOT NULL', [c.id])).toBe(0);
  });

  it('da de baja de forma permanente: sale de la lista, queda su historia y su auditoría; una segunda vez es 422', async () => {
    const nuevo = await crearProductor({ nombres: 'Eusebio', apellido_paterno: 'Notario', apellido_materno: 'Custodio' });
    const antes = (await buscar(gerente, { filters: [filtro('uuid', nuevo.uuid)] })).json();
    expect(antes.total).toBe(1);
    const { id, id_ciclo } = antes.data[0];
    const body = { id_cuenta: id, id_ciclo, id_cat_cuentas_bajas: 2, padronesSeleccionados: [{ confirmado: 1, organico: 0 }] };
    const r = await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, message: 'Se dio de baja al productor Eusebio Notario Custodio' });
    expect((await buscar(gerente, { filters: [filtro('uuid', nuevo.uuid)] })).json().total).toBe(0);
    const h = await uno<{ id_cat_cuentas_bajas: number; padrones_seleccionados: unknown; id_user: number }>(
      e.db,
      'SELECT * FROM cuentas_bajas WHERE id_cooperativa = 2 AND id_cuenta = $1',
      [id],
    );
    expect(h).toMatchObject({ id_cat_cuentas_bajas: 2, padrones_seleccionados: [{ confirmado: 1, organico: 0 }] });
    expect(await contar(e.db, `auditoria WHERE id_cooperativa = 2 AND accion = 'baja' AND entidad = 'cuentas'`)).toBe(1);
    const perfil = (await e.pedir(gerente, 'GET', `/api/cuentas/${nuevo.uuid}`)).json().data;
    expect(perfil).toMatchObject({ motivo_baja: 'Renuncia voluntaria', fecha_baja: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const otra = await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', body);
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors.id_cuenta).toEqual(['El productor ya fue dado de baja en este ciclo']);
    const parcela = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: nuevo.uuid,
      nombre: 'X',
      superficie: 1,
      plantas: 1,
    });
    expect(parcela.statusCode).toBe(422);
  });
});

describe('POST sic/cuentas (nuevo productor)', () => {
  it('crea el productor y su cuenta en el ciclo activo, en una transacción con auditoría', async () => {
    const n = await contar(e.db, `auditoria WHERE entidad = 'productores'`);
    const r = await e.pedir(
      gerente,
      'POST',
      '/api/sic/cuentas',
      await productorValido({ nombres: 'Margarita', apellido_paterno: 'Zapata', apellido_materno: 'Falcón' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data[0];
    expect(d).toMatchObject({
      id: expect.any(Number),
      uuid: expect.any(String),
      nombres: 'Margarita',
      clave_tx: expect.stringMatching(/^CC-\d{4}$/),
    });
    const c = await uno<Record<string, unknown>>(e.db, 'SELECT * FROM cuentas WHERE id_cooperativa = 2 AND id = $1', [d.id]);
    expect(c).toMatchObject({ id_ciclo: ciclos2[1], id_cuenta_categoria: 7, confirmado: 1, organico: 0, pertenece_cooperativa: 1 });
    expect(await contar(e.db, `auditoria WHERE entidad = 'productores'`)).toBe(n + 1);
    const lista = (await buscar(gerente, { filters: [filtro('q', 'margarita zapata falcon', 'like')] })).json();
    expect(lista.data.map((x: { uuid: string }) => x.uuid)).toEqual([d.uuid]);
  });

  it('la clave nueva sigue la numeración de las de la demostración (CC-0001…): la siguiente, con cuatro cifras', async () => {
    const ultima = await uno<{ n: number }>(
      e.db,
      `SELECT max(substring(clave_tx FROM 4)::int) AS n FROM productores WHERE id_cooperativa = 2 AND clave_tx ~ '^CC-[0-9]+$'`,
    );
    const demo = await uno<{ clave_tx: string }>(e.db, `SELECT min(clave_tx) AS clave_tx FROM productores WHERE id_cooperativa = 2`);
    expect(demo.clave_tx).toMatch(/^CC-\d{4}$/);
    const a = await crearProductor({ nombres: 'Primera' });
    const b = await crearProductor({ nombres: 'Segunda' });
    expect([a.clave_tx, b.clave_tx]).toEqual([
      `CC-${String(ultima.n + 1).padStart(4, '0')}`,
      `CC-${String(ultima.n + 2).padStart(4, '0')}`,
    ]);
    // Past 9999 the number keeps every digit (never cut to four).
    await e.db.query(
      `UPDATE productores SET clave_tx = 'CC-12345' WHERE id_cooperativa = 2 AND id = (SELECT id_productor FROM cuentas WHERE id = $1)`,
      [b.id],
    );
    expect((await crearProductor({ nombres: 'Tercera' })).clave_tx).toBe('CC-12346');
    // The list finds each new producer by the key it was given.
    const lista = (await buscar(gerente, { filters: [filtro('clave_tx', a.clave_tx)] })).json();
    expect(lista.data.map((x: { uuid: string }) => x.uuid)).toEqual([a.uuid]);
  });

  it("422 'Información obligatoria' por cada dato requerido que falta", async () => {
    const r = await e.pedir(
      gerente,
      'POST',
      '/api/sic/cuentas',
      await productorValido({
        nombres: ' ',
        apellido_paterno: null,
        apellido_materno: '',
        id_cuenta_region: 0,
        id_municipio: null,
        id_localidad: 0,
        id_centro_acopio: null,
      }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual(
      Object.fromEntries(
        ['nombres', 'apellido_paterno', 'apellido_materno', 'id_cuenta_region', 'id_municipio', 'id_localidad', 'id_centro_acopio'].map(
          (k) => [k, ['Información obligatoria']],
        ),
      ),
    );
  });

  it('la región y el centro deben ser de la cooperativa y la localidad del municipio; la categoría de su certificación', async () => {
    const region1 = await uno<{ id: number }>(e.db, 'SELECT id FROM regiones WHERE id_cooperativa = 1 LIMIT 1');
    const centro1 = await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 1 LIMIT 1');
    const otraLoc = await uno<{ id: number }>(e.db, `SELECT id FROM localidades WHERE nombre = 'Peto'`);
    const casos: [Record<string, unknown>, string, string][] = [
      [{ id_cuenta_region: region1.id }, 'id_cuenta_region', 'La región no pertenece a la cooperativa'],
      [{ id_centro_acopio: centro1.id }, 'id_centro_acopio', 'El centro de acopio no pertenece a la cooperativa'],
      [{ id_localidad: otraLoc.id }, 'id_localidad', 'La localidad no pertenece al municipio'],
      [{ id_municipio: 99999 }, 'id_municipio', 'El municipio no existe'],
      [{ cuenta_categoria: 1 }, 'cuenta_categoria', 'La categoría no corresponde a la certificación de la cooperativa'],
    ];
    const n = await contar(e.db, 'productores');
    for (const [cambio, campo, mensaje] of casos) {
      const r = await e.pedir(gerente, 'POST', '/api/sic/cuentas', await productorValido(cambio));
      expect(r.statusCode, campo).toBe(422);
      expect(r.json().errors[campo]).toEqual([mensaje]);
    }
    expect(await contar(e.db, 'productores')).toBe(n);
  });

  it('401 sin token, 403 sin ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO, 422 con campos desconocidos', async () => {
    expect((await e.pedir(null, 'POST', '/api/sic/cuentas', await productorValido())).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'POST', '/api/sic/cuentas', await productorValido())).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'POST', '/api/sic/cuentas', await productorValido({ id_cooperativa: 1 }))).statusCode).toBe(422);
  });
});

describe('POST admin/acopios/crear_parcela', () => {
  it('crea todas las parcelas en una transacción y actualiza los totales de la cuenta', async () => {
    const nuevo = await crearProductor({ nombres: 'Ramiro', apellido_paterno: 'Magaña', apellido_materno: 'Arias' });
    const r = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: nuevo.cuenta_uuid,
      parcelas: [
        { nombre: 'El Limón', superficie: 1.255, plantas: 800 },
        { nombre: 'La Palma', superficie: 0.5, plantas: 300 },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe('Se registró con éxito la(s) parcela(s)');
    expect(r.json().data.map((p: { nombre: string; superficie: number }) => [p.nombre, p.superficie])).toEqual([
      ['El Limón', 1.255],
      ['La Palma', 0.5],
    ]);
    const c = await uno<{ total_parcelas: number; total_plantas: number; total_superficie: number }>(
      e.db,
      'SELECT total_parcelas, total_plantas, total_superficie::float8 AS total_superficie FROM cuentas WHERE id_cooperativa = 2 AND uuid = $1',
      [nuevo.cuenta_uuid],
    );
    expect(c).toEqual({ total_parcelas: 2, total_plantas: 1100, total_superficie: 1.755 });
    // One plot per call, as spec 001 §7 sends it, with the producer's uuid.
    const una = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: nuevo.uuid,
      nombre: 'El Cedro',
      superficie: 3,
      plantas: 2000,
    });
    expect(una.statusCode, una.body).toBe(201);
    expect(await contar(e.db, 'parcelas WHERE id_cooperativa = 2 AND id_cuenta = $1', [nuevo.id])).toBe(3);
  });

  it('valida con los mensajes de la especificación y no crea ninguna si una es inválida', async () => {
    const nuevo = await crearProductor({ nombres: 'Noemí', apellido_paterno: 'Torres', apellido_materno: 'Arias' });
    const casos: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { nombre: '', superficie: null, plantas: null },
        {
          nombre: ['Se requiere un nombre para la parcela'],
          superficie: ['Superficie es requerida'],
          plantas: ['Número de plantas es requerido'],
        },
      ],
      [
        // Numbers travel as JSON numbers (issue 10): text is refused by the contract, as on every other route.
        { nombre: 'A', superficie: 'dos', plantas: '1000' },
        { superficie: ['Debe ser de tipo número o nulo'], plantas: ['Debe ser de tipo número o nulo'] },
      ],
      [
        { nombre: 'A', superficie: 1.2345, plantas: 10.5 },
        { superficie: ['Superficie debe tener máximo tres decimales'], plantas: ['Número de plantas no puede tener decimales'] },
      ],
    ];
    for (const [p, errores] of casos) {
      const r = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: nuevo.uuid, ...p });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toEqual(errores);
    }
    const lista = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: nuevo.uuid,
      parcelas: [
        { nombre: 'Buena', superficie: 1, plantas: 1 },
        { nombre: 'Mala', superficie: 1.0001, plantas: 1 },
      ],
    });
    expect(lista.statusCode).toBe(422);
    expect(lista.json().errors).toEqual({ 'parcelas.1.superficie': ['Superficie debe tener máximo tres decimales'] });
    expect(await contar(e.db, 'parcelas WHERE id_cooperativa = 2 AND id_cuenta = $1', [nuevo.id])).toBe(0);
  });

  it('401, 403 sin el permiso de alta, 404 para una cuenta inexistente o de otra cooperativa', async () => {
    const ajena = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM cuentas WHERE id_cooperativa = 1 LIMIT 1');
    const p = { nombre: 'X', superficie: 1, plantas: 1 };
    expect((await e.pedir(null, 'POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: ajena.uuid, ...p })).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: ajena.uuid, ...p })).statusCode).toBe(403);
    for (const uuid of [ajena.uuid, UUID_INEXISTENTE])
      expect((await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: uuid, ...p })).statusCode).toBe(404);
    expect(await contar(e.db, `parcelas WHERE id_cooperativa = 1 AND nombre = 'X'`)).toBe(0);
  });
});

describe('tablas del perfil: tx_formatos, comite_evaluaciones, entregas_por_productor', () => {
  it('formatos de una cuenta de café (filtro id_cuenta)', async () => {
    const f = await uno<{ id_cuenta: number; n: number }>(
      e.db,
      'SELECT id_cuenta, count(*)::int AS n FROM tx_formatos WHERE id_cooperativa = 1 GROUP BY 1 ORDER BY 1 LIMIT 1',
    );
    const r = await e.pedir(admin, 'POST', '/api/tx_formatos_search', { filters: [filtro('id_cuenta', f.id_cuenta)] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(f.n);
    expect(Object.keys(r.json().data[0])).toEqual(expect.arrayContaining(['id', 'fecha', 'tipo', 'reporte', 'uuid', 'ciclo']));
    expect((await e.pedir(sinCuentas, 'POST', '/api/tx_formatos_search', {})).statusCode).toBe(403);
    expect((await e.pedir(gerente, 'POST', '/api/tx_formatos_search', { filters: [filtro('id_cuenta', f.id_cuenta)] })).json().total).toBe(
      0,
    );
  });

  it('evaluaciones del comité de una cuenta (tabla real, vacía en la demostración)', async () => {
    const c = await uno<{ id: number; id_ciclo: number }>(
      e.db,
      'SELECT id, id_ciclo FROM cuentas WHERE id_cooperativa = 1 ORDER BY id LIMIT 1',
    );
    const vacia = await e.pedir(admin, 'POST', '/api/comite_evaluaciones_search', { filters: [filtro('id_cuenta', c.id)] });
    expect(vacia.json()).toMatchObject({ data: [], total: 0 });
    const u = await uno<{ id: number }>(e.db, `SELECT id FROM users WHERE email = 'comite.sierra@cosecha.demo'`);
    await e.db.query(
      `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, id_nivel_riesgo, aprob_sc_observaciones)
      VALUES (1, $1, $2, $3, 1, '2025-03-01', 1, 'Cumple')`,
      [c.id, c.id_ciclo, u.id],
    );
    const r = await e.pedir(admin, 'POST', '/api/comite_evaluaciones_search', { filters: [filtro('id_cuenta', c.id)] });
    expect(r.json().data[0]).toMatchObject({
      condicion: 1,
      condicion_str: 'Aprobado sin condiciones',
      nivel_riesgo: 'Bajo',
      fecha_aut: '2025-03-01',
    });
    expect((await e.pedir(gerente, 'POST', '/api/comite_evaluaciones_search', { filters: [filtro('id_cuenta', c.id)] })).json().total).toBe(
      0,
    );
    expect((await e.pedir(sinCuentas, 'POST', '/api/comite_evaluaciones_search', {})).statusCode).toBe(403);
  });

  it('entregas de un productor, de la más reciente a la más antigua; exige ACOPIOS_DASHBOARD_VER', async () => {
    const f = await uno<{ id_productor: number; n: number }>(
      e.db,
      `SELECT c.id_productor, count(*)::int AS n FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
        WHERE a.id_cooperativa = 1 GROUP BY 1 HAVING count(*) > 1 ORDER BY 1 LIMIT 1`,
    );
    const r = await e.pedir(admin, 'POST', '/api/entregas_por_productor_search', {
      filters: [filtro('productor_id', f.id_productor)],
      sorts: [{ column: 'fecha_acopio', sort: 'desc' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(f.n);
    const fechas = r.json().data.map((x: { fecha_acopio: string }) => x.fecha_acopio);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(r.json().data[0]).toMatchObject({
      id_acopio: expect.any(Number),
      peso_neto: expect.any(Number),
      precio_por_kg: expect.any(Number),
      importe_total: expect.any(Number),
      // the demo has deliveries in both cycles (server/demo/seed-acopio.ts): the newest may be of either
      ciclo: expect.stringMatching(/^2024-2025$|^2025-2026$/),
    });
    expect((await e.pedir(tecnico, 'POST', '/api/entregas_por_productor_search', {})).statusCode).toBe(403);
  });
});

describe('catálogos de los formularios', () => {
  it('regiones y centros de la cooperativa del token; municipios y localidades de referencia', async () => {
    const reg = (await e.pedir(gerente, 'GET', '/api/sic/regiones')).json().data.map((r: { nombre: string }) => r.nombre);
    expect(reg).toEqual(['Chontalpa Norte', 'Chontalpa Sur']);
    const centros = (await e.pedir(gerente, 'GET', '/api/sic/centros_de_acopio')).json().data.map((r: { nombre: string }) => r.nombre);
    expect(centros).toEqual(['Centro de acopio Comalcalco', 'Centro de acopio Cunduacán']);
    const mun = (await e.pedir(gerente, 'GET', '/api/cooperativas_municipios')).json().data;
    expect(mun.every((m: { estado: string }) => m.estado === 'Tabasco')).toBe(true);
    expect(mun.map((m: { nombre: string }) => m.nombre)).toContain('Comalcalco');
    const todos = (await e.pedir(gerente, 'GET', '/api/municipios?id_estado=31')).json().data.map((m: { nombre: string }) => m.nombre);
    expect(todos).toEqual(['Oxkutzcab', 'Peto', 'Tekax', 'Ticul', 'Tzucacab']);
    const comalcalco = mun.find((m: { nombre: string }) => m.nombre === 'Comalcalco').id;
    for (const ruta of ['localidades_municipio_all', 'localidades_mununicipio']) {
      const l = (await e.pedir(gerente, 'GET', `/api/${ruta}/${comalcalco}`)).json().data;
      expect(l.map((x: { nombre: string }) => x.nombre)).toEqual(['Chichicapa', 'Comalcalco', 'Cupilco', 'Tecolutilla']);
      expect(l[0]).toMatchObject({ latitud: expect.any(Number), longitud: expect.any(Number) });
      expect((await e.pedir(gerente, 'GET', `/api/${ruta}/99999`)).statusCode).toBe(404);
      expect((await e.pedir(null, 'GET', `/api/${ruta}/${comalcalco}`)).statusCode).toBe(401);
    }
  });

  it('categorías según la certificación, con los colores de la paleta; géneros y niveles de riesgo', async () => {
    const cafe = (await e.pedir(admin, 'GET', '/api/categorias')).json().data;
    expect(cafe.map((c: { id: number }) => c.id)).toEqual([7, 1, 2, 3, 4]);
    expect(cafe[0]).toEqual({ id: 7, nombre: 'Sin Asignar', color: '#9B9B9B' });
    const cacao = (await e.pedir(gerente, 'GET', '/api/categorias')).json().data;
    expect(cacao.map((c: { id: number }) => c.id)).toEqual([7, 2, 3, 5, 4, 6]);
    expect(cacao.find((c: { id: number }) => c.id === 4).color).toBe(COLORES_CATEGORIAS[4]);
    expect((await e.pedir(gerente, 'GET', '/api/admin/sic/catalog/generos')).json().data).toEqual([
      { id: 1, nombre: 'Hombre' },
      { id: 2, nombre: 'Mujer' },
    ]);
    expect(
      (await e.pedir(gerente, 'GET', '/api/admin/sic/catalog/niveles_riesgo')).json().data.map((n: { nombre: string }) => n.nombre),
    ).toEqual(['Bajo', 'Medio', 'Alto']);
    const db = await e.db.query<{ id: number; color: string }>('SELECT id, color FROM cat_cuentas_categorias ORDER BY id');
    expect(db.map((c) => c.color)).toEqual(db.map((c) => COLORES_CATEGORIAS[c.id]));
  });

  it('cooperativa_conf: la configuración completa de la cooperativa del token; sin configuración, [null]', async () => {
    const miel = await e.entrar('miel@cosecha.demo');
    const r = await e.pedir(miel, 'GET', '/api/acopios/catalogos/cooperativa_conf');
    expect(r.statusCode).toBe(200);
    const [guardada] = await e.db.query<Record<string, unknown>>(
      'SELECT cf.*, c.id_cat_productos FROM configuraciones cf JOIN cooperativas c ON c.id = cf.id_cooperativa WHERE cf.id_cooperativa = 3',
    );
    // the row's version is the configuration form's (409 on a stale save), not part of the session's copy
    const { updated_at: _u, version: _v, ...esperada } = guardada;
    expect(r.json().data).toEqual([esperada]);
    // The answer's contract allows a cooperative without its configuration row: the client keeps its stored copy.
    await e.db.query('DELETE FROM configuraciones WHERE id_cooperativa = 3');
    try {
      const sin = await e.pedir(miel, 'GET', '/api/acopios/catalogos/cooperativa_conf');
      expect(sin.statusCode).toBe(200);
      expect(sin.json()).toEqual({ data: [null] });
    } finally {
      await e.db.query('INSERT INTO configuraciones SELECT * FROM json_populate_record(NULL::configuraciones, $1)', [
        JSON.stringify(guardada),
      ]);
    }
  });
});
