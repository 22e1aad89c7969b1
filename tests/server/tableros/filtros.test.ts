import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { crearRol, crearUsuarioSql, MSG_403, uno } from '../ayudas';
import { MENSAJES_FILTROS } from '../../../domain/tableros/filtros';

/**
 * The dashboards' filter panel (issue 10 item 20; spec 000 §2.3, §5; R028, R029): Desde, Hasta and Inspector choose
 * inspection records, Ubicación the producers' place, and 0 or empty means 'all'. A fresh cycle of cooperative 2,
 * four producers whose every figure is known:
 *
 * | producer | place            | inspection record           | plot with form |
 * |----------|------------------|-----------------------------|----------------|
 * | P0       | M1, locality A   | 2026-10-10 by I1            | 1 ha           |
 * | P1       | M1, locality B   | 2026-10-20 by I2            | 2 ha           |
 * | P2       | M2, locality C   | 2026-11-05 by I1            | 4 ha           |
 * | P3       | M2, locality C   | none                        | none (a plot without form) |
 *
 * I1 and I2 are inspectors of the registry's catalogue, named on the account's padrón row; the formats are captured
 * by the manager, who is nobody's inspector (issue 22 item 20).
 */
let e: Entorno;
let gerente: string;
let soloParcelas: string;
let ciclo = 0;
let i1 = 0;
let i2 = 0;
let inspectorAjeno = 0;
let m1 = 0;
let m2 = 0;
const loc: number[] = [];

type F = { column: string; operator: string; value?: unknown };
const cuerpo = (extra: F[] = [], idCiclo = ciclo) => ({ filters: [{ column: 'id_ciclo', operator: '=', value: idCiclo }, ...extra] });
const cifra = async (ruta: string, extra: F[] = [], token = gerente) => {
  const r = await e.pedir(token, 'POST', `/api/${ruta}_search`, cuerpo(extra));
  expect(r.statusCode, `${ruta} ${JSON.stringify(extra)} ${r.body}`).toBe(200);
  return r.json();
};
const desde = (v: unknown): F => ({ column: 'fecha', operator: '>=', value: v });
const hasta = (v: unknown): F => ({ column: 'fecha', operator: '<=', value: v });
const inspector = (v: unknown): F => ({ column: 'id_inspector', operator: '=', value: v });
const municipio = (v: unknown): F => ({ column: 'id_municipio', operator: '=', value: v });
const localidad = (v: unknown): F => ({ column: 'id_localidad', operator: '=', value: v });

const totalProductores = async (extra: F[]) => (await cifra('dashboards/productores/totales', extra)).data.total_productores as number;

async function sembrar(): Promise<void> {
  const db = e.db;
  ciclo = (
    await uno<{ id: number }>(
      db,
      `INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin, activo, activo_acopio)
       VALUES (2, 'PRUEBA-FILTROS', '2026-10-01', '2027-09-30', false, false) RETURNING id`,
    )
  ).id;
  const geo = await db.query<{ id_municipio: number; id: number }>(
    `SELECT l.id_municipio, l.id FROM localidades l WHERE l.id_municipio IN (
       SELECT id_municipio FROM localidades GROUP BY id_municipio HAVING count(*) >= 2 ORDER BY id_municipio LIMIT 2) ORDER BY l.id_municipio, l.id`,
  );
  m1 = geo[0].id_municipio;
  m2 = geo.find((g) => g.id_municipio !== m1)!.id_municipio;
  loc.push(geo[0].id, geo[1].id, geo.find((g) => g.id_municipio === m2)!.id);
  const inspector = async (nombre: string) =>
    (await uno<{ id: number }>(db, 'INSERT INTO inspectores (id_cooperativa, nombre) VALUES (2, $1) RETURNING id', [nombre])).id;
  i1 = await inspector('Inspectora Uno Filtro');
  i2 = await inspector('Inspector Dos Filtro');
  const capturo = (await uno<{ id: number }>(db, `SELECT id FROM users WHERE email = 'gerente@cosecha.demo'`)).id;
  inspectorAjeno = (await uno<{ id: number }>(db, 'SELECT id FROM inspectores WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1')).id;
  const region = (await uno<{ id_region: number }>(db, 'SELECT id_region FROM productores WHERE id_cooperativa = 2 LIMIT 1')).id_region;
  const filas: [number, [string, number] | null, number | null][] = [
    [loc[0], ['2026-10-10', i1], 1],
    [loc[1], ['2026-10-20', i2], 2],
    [loc[2], ['2026-11-05', i1], 4],
    [loc[2], null, null],
  ];
  for (const [i, [localidadP, registro, ha]] of filas.entries()) {
    const { id: productor } = await uno<{ id: number }>(
      db,
      `INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, id_localidad, id_region, clave_tx)
       VALUES (2, $1, 'Filtro', 'Ejemplo', $2, $3, $4) RETURNING id`,
      [`P${i}`, localidadP, region, `FL-${i}`],
    );
    const { id: cuenta } = await uno<{ id: number }>(
      db,
      `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, organico, confirmado)
       VALUES (2, $1, $2, 4, 1, 1) RETURNING id`,
      [productor, ciclo],
    );
    const { id: parcela } = await uno<{ id: number }>(
      db,
      `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas) VALUES (2, $1, $2, 1, 10) RETURNING id`,
      [cuenta, `Parcela filtro ${i}`],
    );
    if (!registro) continue;
    await db.query('INSERT INTO padron_sic (id_cooperativa, id_cuenta, id_inspector) VALUES (2, $1, $2)', [cuenta, registro[1]]);
    const { id: formato } = await uno<{ id: number }>(
      db,
      `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, id_parcela, id_capturo)
       VALUES (2, $1, $2, $3, 'Inspección interna', $4, $5) RETURNING id`,
      [cuenta, ciclo, registro[0], parcela, capturo],
    );
    await db.query('INSERT INTO parcelas_formularios (id_cooperativa, id_parcela, id_formato, ha_cultivo) VALUES (2, $1, $2, $3)', [
      parcela,
      formato,
      ha,
    ]);
  }
}

beforeAll(async () => {
  e = await crearEntorno();
  await crearRol(e.db, 21, 'Solo parcelas', ['PARCELAS']);
  await crearUsuarioSql(e.db, { email: 'solo.parcelas@chontalpa.demo', id_rol: 21, id_cooperativa: 2 });
  await crearRol(e.db, 22, 'Sin tableros', ['ACOPIOS']);
  await crearUsuarioSql(e.db, { email: 'sin.tableros.filtros@chontalpa.demo', id_rol: 22, id_cooperativa: 2 });
  gerente = await e.entrar('gerente@cosecha.demo');
  soloParcelas = await e.entrar('solo.parcelas@chontalpa.demo');
  await sembrar();
});
afterAll(async () => {
  await e?.cerrar();
});

describe('cada filtro cambia la cifra; 0 o vacío es «todos»', () => {
  it('productores: Desde, Hasta, Inspector, Municipio y Localidad', async () => {
    expect(await totalProductores([])).toBe(4);
    expect(await totalProductores([desde('2026-10-15')])).toBe(2);
    expect(await totalProductores([hasta('2026-10-15')])).toBe(1);
    expect(await totalProductores([desde('2026-10-15'), hasta('2026-10-31')])).toBe(1);
    expect(await totalProductores([desde('2026-10-20'), hasta('2026-10-20')])).toBe(1);
    expect(await totalProductores([inspector(i1)])).toBe(2);
    expect(await totalProductores([inspector(i2)])).toBe(1);
    expect(await totalProductores([municipio(m1)])).toBe(2);
    expect(await totalProductores([localidad(loc[2])])).toBe(2);
    expect(await totalProductores([municipio(m2), inspector(i1)])).toBe(1);
  });

  it('0 o vacío en cada filtro es «todos»: la misma cifra que sin filtros', async () => {
    const sinFiltros = await cifra('dashboards/productores/categorias');
    const todos = [desde(''), hasta(''), inspector(0), municipio(0), localidad(0)];
    expect(await cifra('dashboards/productores/categorias', todos)).toEqual(sinFiltros);
    expect(await totalProductores([desde('  '), hasta(null), inspector(''), municipio(''), localidad(null)])).toBe(4);
  });

  it('los demás gráficos de productores siguen al panel', async () => {
    const generos = await cifra('dashboards/productores/generos', [inspector(i1)]);
    expect(generos.data.reduce((s: number, g: { total: number }) => s + g.total, 0)).toBe(2);
    for (const ruta of ['edades', 'parcelas', 'riesgos', 'categorias']) {
      const r = await cifra(`dashboards/productores/${ruta}`, [municipio(m1)]);
      expect(
        r.data.reduce((s: number, g: { total: number }) => s + g.total, 0),
        ruta,
      ).toBe(2);
    }
    expect((await cifra('dashboards/productores/hectareas', [localidad(loc[0])])).total_productores).toBe(1);
  });

  it('avance SIC: la ubicación fija los esperados; fechas e inspector, los levantados y los últimos registros', async () => {
    const todo = (await cifra('dashboards/avances/sic')).data;
    expect([todo.total_esperado, todo.total_levantado, todo.ultimos.length]).toEqual([4, 3, 3]);
    const m = (await cifra('dashboards/avances/sic', [municipio(m2)])).data;
    expect([m.total_esperado, m.total_levantado, m.ultimos.length]).toEqual([2, 1, 1]);
    const i = (await cifra('dashboards/avances/sic', [inspector(i2)])).data;
    expect([i.total_esperado, i.total_levantado]).toEqual([4, 1]);
    expect(i.ultimos.map((u: { id_inspector: number }) => u.id_inspector)).toEqual([i2]);
    const d = (await cifra('dashboards/avances/sic', [hasta('2026-10-31')])).data;
    expect(d.ultimos.map((u: { inspeccion_fecha: string }) => u.inspeccion_fecha)).toEqual(['2026-10-20', '2026-10-10']);
    // The plots' geolocation counts the chosen producers' plots.
    expect(d.parcelas_sin_geolocalizar).toBe(2);
  });

  it('municipios y localidades (drill-down) siguen al panel', async () => {
    const muni = (await cifra('dashboard/avances/municipios', [hasta('2026-10-31')])).data as {
      id_municipio: number;
      total_esperado: number;
      total_levantado: number;
    }[];
    expect(muni.map((x) => [x.id_municipio, x.total_esperado, x.total_levantado]).sort()).toEqual(
      [
        [m1, 2, 2],
        [m2, 2, 0],
      ].sort(),
    );
    expect(
      (await cifra('dashboard/avances/municipios', [municipio(m2)])).data.map((x: { id_municipio: number }) => x.id_municipio),
    ).toEqual([m2]);
    const locs = (await cifra('dashboard/avances/localidades', [municipio(m1), localidad(loc[1])])).data;
    expect(locs.map((x: { id_localidad: number }) => x.id_localidad)).toEqual([loc[1]]);
  });

  it('tablero de parcelas: las parcelas con formulario por fecha, inspector y ubicación del registro', async () => {
    const tot = async (extra: F[]) =>
      (await cifra('dashboards/parcelas/totales', extra, soloParcelas)).data[0] as { parcelas_totales: number; total_has_cafe: number };
    expect(await tot([])).toMatchObject({ parcelas_totales: 3, total_has_cafe: 7 });
    expect(await tot([inspector(i1)])).toMatchObject({ parcelas_totales: 2, total_has_cafe: 5 });
    expect(await tot([municipio(m1)])).toMatchObject({ parcelas_totales: 2, total_has_cafe: 3 });
    expect(await tot([desde('2026-10-15'), hasta('2026-10-31')])).toMatchObject({ parcelas_totales: 1, total_has_cafe: 2 });
    expect(await tot([inspector(0), desde('')])).toMatchObject({ parcelas_totales: 3, total_has_cafe: 7 });
    for (const ruta of ['dashboards/parcelas/plantas', 'dashboards/parcelas/otras', 'dashboard/avances/productores_majomut_genero'])
      await cifra(ruta, [inspector(i1), municipio(m2), desde('2026-01-01'), hasta('2026-12-31')], soloParcelas);
  });
});

describe('opciones del panel', () => {
  it('los inspectores con registros del ciclo y los municipios con sus localidades', async () => {
    const { data } = await cifra('dashboards/filtros/opciones');
    expect(data.inspectores.map((x: { id: number }) => x.id).sort()).toEqual([i1, i2].sort());
    expect(data.inspectores.every((x: { nombre: string }) => x.nombre.length > 0)).toBe(true);
    const porId = new Map(
      data.municipios.map((m: { id: number; localidades: { id: number }[] }) => [
        m.id,
        m.localidades.map((l) => l.id).sort((a, b) => a - b),
      ]),
    );
    expect(porId.get(m1)).toEqual([loc[0], loc[1]].sort((a, b) => a - b));
    expect(porId.get(m2)).toEqual([loc[2]]);
    expect(porId.size).toBe(2);
  });

  it('401 sin sesión, 403 sin permiso de tableros; con solo PARCELAS las lee', async () => {
    const r = await e.pedir(null, 'POST', '/api/dashboards/filtros/opciones_search', cuerpo());
    expect(r.statusCode).toBe(401);
    const sin = await e.entrar('sin.tableros.filtros@chontalpa.demo');
    const p = await e.pedir(sin, 'POST', '/api/dashboards/filtros/opciones_search', cuerpo());
    expect([p.statusCode, p.json().message]).toEqual([403, MSG_403]);
    await cifra('dashboards/filtros/opciones', [], soloParcelas);
  });
});

describe('filtros inválidos: 422 en español', () => {
  const errores = async (extra: F[], ruta = 'dashboards/productores/totales') => {
    const r = await e.pedir(gerente, 'POST', `/api/${ruta}_search`, cuerpo(extra));
    expect(r.statusCode, r.body).toBe(422);
    return r.json().errors as Record<string, string[]>;
  };

  it('fechas mal escritas o imposibles, y Hasta antes de Desde (R029)', async () => {
    expect(await errores([desde('10/10/2026')])).toEqual({ desde: [MENSAJES_FILTROS.fecha] });
    expect(await errores([hasta('2026-02-30')])).toEqual({ hasta: [MENSAJES_FILTROS.fecha] });
    expect(await errores([desde('2026-10-20'), hasta('2026-10-19')])).toEqual({ hasta: [MENSAJES_FILTROS.rango] });
  });

  it('ids no enteros o negativos', async () => {
    expect(await errores([inspector(-3)])).toEqual({ id_inspector: [MENSAJES_FILTROS.entero] });
    expect(await errores([municipio(1.5)])).toEqual({ id_municipio: [MENSAJES_FILTROS.entero] });
    expect(await errores([localidad('abc')])).toEqual({ id_localidad: [MENSAJES_FILTROS.entero] });
  });

  it('un inspector de otra cooperativa o inexistente es el mismo 422 (no revela nada de otras cooperativas)', async () => {
    expect(await errores([inspector(inspectorAjeno)])).toEqual({ id_inspector: [MENSAJES_FILTROS.inspector] });
    expect(await errores([inspector(2_000_000_000)])).toEqual({ id_inspector: [MENSAJES_FILTROS.inspector] });
  });

  it('una localidad de otro municipio, o un lugar que no existe', async () => {
    expect(await errores([municipio(m1), localidad(loc[2])])).toEqual({ id_localidad: [MENSAJES_FILTROS.localidad] });
    expect(await errores([municipio(2_000_000_000)])).toEqual({ id_municipio: [MENSAJES_FILTROS.ubicacion] });
    expect(await errores([localidad(2_000_000_000)], 'dashboards/parcelas/totales')).toEqual({
      id_localidad: [MENSAJES_FILTROS.ubicacion],
    });
  });

  it('operador que no aplica, filtro repetido o columna desconocida', async () => {
    expect(Object.keys(await errores([{ column: 'id_inspector', operator: '>=', value: i1 }]))).toEqual(['filters.1']);
    expect(Object.keys(await errores([desde('2026-10-01'), desde('2026-10-02')]))).toEqual(['filters.2']);
    expect(Object.keys(await errores([{ column: 'nombre', operator: '=', value: 'x' }]))).toEqual(['filters.1']);
  });
});
