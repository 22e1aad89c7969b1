import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_403, MSG_404 } from '../ayudas';
import { cicloConocido, type CicloConocido } from './tablero-ayudas';

/**
 * POST acopio_por_productor_search, its Excel (GET xls/acopio_por_productor/{uuid}) and the drill-down bars
 * POST dashboard/avances/kgs/municipios_search and /localidades_search (spec 002 §2.6, §7; issue 12).
 */
let e: Entorno;
let gerente: string; // Chontalpa: every ACOPIOS permission
let capturista: string; // Chontalpa, role 5: ACOPIOS_X_PRODUCTOR without _EXPORTAR
let tecnicoSierra: string; // no ACOPIOS permission
let k: CicloConocido;

const filtros = (ciclo: number, extra: Record<string, unknown>[] = []) => [
  { column: 'id_ciclo', operator: '=', value: ciclo },
  { column: 'confirmado', operator: '=', value: 1 },
  ...extra,
];
const buscar = (body: unknown, token: string | null = gerente) => e.pedir(token, 'POST', '/api/acopio_por_productor_search', body);
const kgs = (ruta: 'municipios' | 'localidades', body: unknown, token: string | null = gerente) =>
  e.pedir(token, 'POST', `/api/dashboard/avances/kgs/${ruta}_search`, body);

async function filasExcel(bytes: Buffer): Promise<unknown[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(bytes as unknown as ArrayBuffer);
  const filas: unknown[][] = [];
  libro.worksheets[0].eachRow((r) => filas.push((r.values as unknown[]).slice(1)));
  return filas;
}

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  tecnicoSierra = await e.entrar('tecnico.sierra@cosecha.demo');
  k = await cicloConocido(e.db);
});
afterAll(() => e.cerrar());

describe('acopio por productor', () => {
  it('una fila por productor que entregó, la de más kilos primero, con sus totales', async () => {
    const r = await buscar({ filters: filtros(k.ciclo), totales: true });
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b.total).toBe(3);
    expect(
      b.data.map((f: { uuid: string; entregas: number; peso_neto: number; importe_total: number; pagado: number; saldo: number }) => [
        f.uuid,
        f.entregas,
        f.peso_neto,
        f.importe_total,
        f.pagado,
        f.saldo,
      ]),
    ).toEqual([
      [k.productores.transicion, 1, 200_00, 10000_00, 10000_00, 0],
      [k.productores.organico, 2, 150_00, 7500_00, 6000_00, 1500_00],
      [k.productores.convencional, 1, 20_00, 1000_00, 0, 1000_00],
    ]);
    expect(b.data[0]).toMatchObject({ no_bultos: 2, recuperacion_credito: 0, cuenta_categoria: 'Transición 1' });
    expect(b.totales).toEqual({ entregas: 4, no_bultos: 8, peso_neto: 370_00, importe_total: 18500_00, pagado: 16000_00, saldo: 2500_00 });
  });

  it('ordena por nombre o saldo, busca sin acentos y filtra por municipio; la baja y la cuenta sin confirmar no cuentan', async () => {
    const porSaldo = (await buscar({ filters: filtros(k.ciclo), sorts: [{ column: 'saldo', sort: 'desc' }] })).json();
    expect(porSaldo.data[0].uuid).toBe(k.productores.organico);
    const nombre = porSaldo.data.find((f: { uuid: string }) => f.uuid === k.productores.convencional).nombre as string;
    const palabra = nombre
      .split(' ')[0]
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const buscado = (await buscar({ filters: filtros(k.ciclo, [{ column: 'q', operator: 'like', value: palabra }]) })).json();
    expect(buscado.data.map((f: { uuid: string }) => f.uuid)).toContain(k.productores.convencional);
    const mun = (
      await buscar({ filters: filtros(k.ciclo, [{ column: 'id_municipio', operator: '=', value: k.municipios[1] }]), totales: true })
    ).json();
    expect(mun.total).toBe(1);
    expect(mun.totales.peso_neto).toBe(20_00);
    await e.db.query("UPDATE cuentas SET fecha_baja = '2030-12-01', id_cat_cuentas_bajas = 1 WHERE id_cooperativa = 2 AND id = $1", [
      k.cuentas.convencional,
    ]);
    await e.db.query('UPDATE cuentas SET confirmado = 0 WHERE id_cooperativa = 2 AND id = $1', [k.cuentas.organico]);
    try {
      const r = (await buscar({ filters: filtros(k.ciclo), totales: true })).json();
      expect(r.data.map((f: { uuid: string }) => f.uuid)).toEqual([k.productores.transicion]);
      expect(r.totales.peso_neto).toBe(200_00);
    } finally {
      await e.db.query('UPDATE cuentas SET fecha_baja = NULL, id_cat_cuentas_bajas = NULL WHERE id_cooperativa = 2 AND id = $1', [
        k.cuentas.convencional,
      ]);
      await e.db.query('UPDATE cuentas SET confirmado = 1 WHERE id_cooperativa = 2 AND id = $1', [k.cuentas.organico]);
    }
  });

  it('cuadra con las entregas del ciclo de demostración', async () => {
    const [c] = await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio');
    const [s] = await e.db.query<{ n: number; kg: number; cuentas: number }>(
      `SELECT count(*)::int AS n, sum(a.peso_neto)::bigint AS kg, count(DISTINCT a.id_cuenta)::int AS cuentas
         FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
        WHERE a.id_cooperativa = 2 AND a.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL`,
      [c.id],
    );
    const r = (await buscar({ filters: filtros(c.id), totales: true, per_page: 100 })).json();
    expect(r.total).toBe(s.cuentas);
    expect(r.totales).toMatchObject({ entregas: s.n, peso_neto: s.kg });
  });

  it('401, 403 sin ACOPIOS_X_PRODUCTOR, 422 con una columna u orden que no existe; otra cooperativa no aparece', async () => {
    expect((await buscar({ filters: filtros(k.ciclo) }, null)).statusCode).toBe(401);
    const prohibido = await buscar({ filters: filtros(k.ciclo) }, tecnicoSierra);
    expect(prohibido.statusCode).toBe(403);
    expect(prohibido.json().message).toBe(MSG_403);
    expect((await buscar({ filters: filtros(k.ciclo, [{ column: 'id_cooperativa', operator: '=', value: 1 }]) })).statusCode).toBe(422);
    expect((await buscar({ filters: filtros(k.ciclo), sorts: [{ column: 'precio', sort: 'asc' }] })).statusCode).toBe(422);
    const [ajeno] = await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 LIMIT 1');
    expect((await buscar({ filters: filtros(ajeno.id), totales: true })).json()).toMatchObject({ total: 0, totales: { peso_neto: 0 } });
    expect((await buscar({ filters: filtros(k.ciclo) }, capturista)).statusCode).toBe(200);
  });
});

describe('Excel del acopio por productor', () => {
  it('las mismas filas que el listado, montos con dos decimales, nombre AcopiosPorProductor_<ciclo>_<fecha>', async () => {
    const r = await e.pedir(gerente, 'GET', `/api/xls/acopio_por_productor/${k.uuidCiclo}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/AcopiosPorProductor_2030-2031_\d{8}_\d{6}\.xlsx/);
    const filas = await filasExcel(r.rawPayload);
    expect(filas[0]).toEqual([
      'Clave',
      'Productor',
      'Municipio',
      'Localidad',
      'Categoría',
      'Entregas',
      'Bultos',
      'Peso neto (kg)',
      'Importe',
      'Recuperación de crédito',
      'Pagado',
      'Saldo',
    ]);
    expect(filas).toHaveLength(4);
    expect(filas.slice(1).map((f) => f.slice(5))).toEqual(
      expect.arrayContaining([
        [2, 4, 150, 7500, 0, 6000, 1500],
        [1, 2, 200, 10000, 0, 10000, 0],
        [1, 2, 20, 1000, 0, 0, 1000],
      ]),
    );
  });

  it('las páginas de 10 (leídas por llaves, las del final al revés) son la página de 100 en cada orden', async () => {
    const { id: ciclo } = (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio'))[0];
    for (const sorts of [
      [],
      [{ column: 'nombre', sort: 'asc' }],
      [{ column: 'saldo', sort: 'desc' }],
      [{ column: 'municipio', sort: 'desc' }],
    ]) {
      const todas = (await buscar({ filters: filtros(ciclo), sorts, per_page: 100 })).json();
      expect(todas.total, JSON.stringify(sorts)).toBeGreaterThan(10);
      const paginas: number[] = [];
      for (let page = 1; (page - 1) * 10 < todas.total; page++) {
        const r = await buscar({ filters: filtros(ciclo), sorts, per_page: 10, page });
        expect(r.statusCode, r.body).toBe(200);
        paginas.push(...r.json().data.map((f: { id: number }) => f.id));
      }
      expect(paginas, JSON.stringify(sorts)).toEqual(todas.data.map((f: { id: number }) => f.id));
    }
  });

  it('pagina por cuenta sin repetir ni saltar filas', async () => {
    const { paginasAcopioProductor } = await import('../../../server/modules/acopio/tablero/por-productor-excel');
    const u = { id: 0, id_cooperativa: 2, id_rol: 2, permisos: [] } as never;
    const ids: number[] = [];
    for await (const p of paginasAcopioProductor(e.db, u, filtros(k.ciclo) as never, 2)) ids.push(...p.map((f) => f.id));
    expect(ids).toEqual([k.cuentas.organico, k.cuentas.transicion, k.cuentas.convencional].sort((a, b) => a - b));
  });

  it('?q= filtra como el listado; 403 sin ACOPIOS_X_PRODUCTOR_EXPORTAR; 404 con un ciclo ajeno o inexistente', async () => {
    const nombre = (await buscar({ filters: filtros(k.ciclo) })).json().data[0].nombre as string;
    const r = await e.pedir(gerente, 'GET', `/api/xls/acopio_por_productor/${k.uuidCiclo}?q=${encodeURIComponent(nombre)}`);
    expect((await filasExcel(r.rawPayload)).length).toBe(2);
    const sin = await e.pedir(capturista, 'GET', `/api/xls/acopio_por_productor/${k.uuidCiclo}`);
    expect(sin.statusCode).toBe(403);
    const [ajeno] = await e.db.query<{ uuid: string }>('SELECT uuid FROM ciclos WHERE id_cooperativa = 1 LIMIT 1');
    for (const u of [ajeno.uuid, '00000000-0000-4000-8000-000000000000']) {
      const x = await e.pedir(gerente, 'GET', `/api/xls/acopio_por_productor/${u}`);
      expect(x.statusCode).toBe(404);
      expect(x.json().message).toBe(MSG_404);
    }
    expect((await e.pedir(gerente, 'GET', `/api/xls/acopio_por_productor/${k.uuidCiclo}?id_cooperativa=1`)).statusCode).toBe(422);
    expect((await e.pedir(null, 'GET', `/api/xls/acopio_por_productor/${k.uuidCiclo}`)).statusCode).toBe(401);
  });
});

describe('kilos por municipio y por localidad', () => {
  it('por municipio, el de más kilos primero; el desglose da las localidades del municipio', async () => {
    const m = await kgs('municipios', { filters: [{ column: 'id_ciclo', operator: '=', value: k.ciclo }] });
    expect(m.statusCode, m.body).toBe(200);
    expect(
      m
        .json()
        .data.map((f: { id_municipio: number; peso_neto: number; entregas: number; productores: number }) => [
          f.id_municipio,
          f.peso_neto,
          f.entregas,
          f.productores,
        ]),
    ).toEqual([
      [k.municipios[0], 350_00, 3, 2],
      [k.municipios[1], 20_00, 1, 1],
    ]);
    const l = await kgs('localidades', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: k.ciclo },
        { column: 'id_municipio', operator: '=', value: k.municipios[0] },
      ],
    });
    expect(l.statusCode).toBe(200);
    expect(l.json().data).toEqual([
      expect.objectContaining({ id_localidad: k.localidades[0], id_municipio: k.municipios[0], peso_neto: 350_00 }),
    ]);
  });

  it('401, 403, 404 con un ciclo ajeno, 422 sin ciclo o sin municipio en el desglose', async () => {
    const cuerpo = { filters: [{ column: 'id_ciclo', operator: '=', value: k.ciclo }] };
    expect((await kgs('municipios', cuerpo, null)).statusCode).toBe(401);
    expect((await kgs('municipios', cuerpo, tecnicoSierra)).statusCode).toBe(403);
    const [ajeno] = await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 1 LIMIT 1');
    expect((await kgs('municipios', { filters: [{ column: 'id_ciclo', operator: '=', value: ajeno.id }] })).statusCode).toBe(404);
    const sinCiclo = await kgs('municipios', { filters: [] });
    expect(sinCiclo.statusCode).toBe(422);
    expect(sinCiclo.json().errors.filters).toEqual(['Indique el ciclo (id_ciclo)']);
    const sinMunicipio = await kgs('localidades', cuerpo);
    expect(sinMunicipio.json().errors.filters).toEqual(['Indique el municipio (id_municipio)']);
  });
});
