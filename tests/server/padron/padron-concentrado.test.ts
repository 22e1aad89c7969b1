import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, MSG_404, UUID_INEXISTENTE, contar, uno } from '../ayudas';
import { CAMPOS_CIFRA, type FilaConcentrado } from '@domain/padron/concentrado';
import { BAJAS_DEMO, SANCIONADAS_DEMO } from '../../../server/demo/seed-concentrado';

let e: Entorno;
let admin: string; // cooperative 1 (certimex), role 1: every permission
let tecnico: string; // cooperative 1, role 3: PADRON_CONCENTRADO without its export
let acopio: string; // cooperative 1, role 6: no PADRON_CONCENTRADO
let gerente: string; // cooperative 2 (mayacert)
const ciclo1 = { id: 0, uuid: '' };
const ciclo2 = { id: 0, uuid: '' };

const URL = '/api/tx_padron_concentrado_search';
const porCiclo = (id: number, extra: Record<string, unknown> = {}, filtros: unknown[] = []) => ({
  filters: [{ column: 'id_ciclo', operator: '=', value: id }, ...filtros],
  per_page: 100,
  ...extra,
});
const buscar = (token: string | null, body: unknown) => e.pedir(token, 'POST', URL, body);

/** Every row of a cycle's concentrate (pages of 100). */
async function todas(token: string, id: number): Promise<{ filas: FilaConcentrado[]; totales: Record<string, number> }> {
  const filas: FilaConcentrado[] = [];
  let totales: Record<string, number> = {};
  for (let page = 1; ; page++) {
    const r = await buscar(token, porCiclo(id, { page, totales: true }));
    expect(r.statusCode, r.body).toBe(200);
    const j = r.json();
    filas.push(...j.data);
    totales = j.totales;
    if (filas.length >= j.total) return { filas, totales };
  }
}

/** The register's population of a cycle, counted straight from the tables (the test's own SQL, not the route's). */
const poblacion = (coop: number, ciclo: number, donde = 'TRUE') =>
  contar(e.db, `cuentas c WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND ${donde}`, [
    coop,
    ciclo,
  ]);

const bajas = (coop: number, ciclo: number) =>
  contar(e.db, 'cuentas c WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.fecha_baja IS NOT NULL', [coop, ciclo]);
/** Accounts of the register whose latest evaluation of the cycle is a sanction (condicion 3). */
const sancionadas = (coop: number, ciclo: number) =>
  poblacion(
    coop,
    ciclo,
    `(SELECT e.condicion FROM comite_evaluaciones e WHERE e.id_cooperativa = c.id_cooperativa AND e.id_cuenta = c.id AND e.id_ciclo = c.id_ciclo
       ORDER BY e.created_at DESC, e.id DESC LIMIT 1) = 3`,
  );

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  [admin, tecnico, acopio, gerente] = await Promise.all(
    ['admin@', 'tecnico.sierra@', 'acopio@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
  const ultimo = (coop: number) =>
    uno<{ id: number; uuid: string }>(e.db, 'SELECT id, uuid FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1', [coop]);
  Object.assign(ciclo1, await ultimo(1));
  Object.assign(ciclo2, await ultimo(2));
});
afterAll(async () => {
  await e.cerrar();
});

describe('search tx_padron_concentrado: acceso y entradas', () => {
  it('401 sin sesión', async () => {
    const r = await buscar(null, porCiclo(ciclo1.id));
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe(MSG_401);
  });
  it('403 sin PADRON_CONCENTRADO (acopiador)', async () => {
    const r = await buscar(acopio, porCiclo(ciclo1.id));
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });
  it('422 sin ciclo, con un ciclo que no es un entero positivo, o con otro operador', async () => {
    for (const [body, mensaje] of [
      [{}, 'Indique el ciclo (id_ciclo)'],
      [{ filters: [{ column: 'localidad', operator: 'like', value: 'a' }] }, 'Indique el ciclo (id_ciclo)'],
      [{ filters: [{ column: 'id_ciclo', operator: '=', value: 'uno' }] }, "El valor de 'id_ciclo' no es válido"],
      [{ filters: [{ column: 'id_ciclo', operator: '>', value: 1 }] }, "El valor de 'id_ciclo' no es válido"],
    ] as const) {
      const r = await buscar(admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().message).toBe(mensaje);
    }
  });
  it('422 con una columna, un operador o un orden que el concentrado no tiene', async () => {
    const columna = await buscar(admin, porCiclo(ciclo1.id, {}, [{ column: 'id_cooperativa', operator: '=', value: 1 }]));
    expect(columna.statusCode).toBe(422);
    expect(JSON.stringify(columna.json().errors)).toContain("La columna 'id_cooperativa' no se puede filtrar");
    const operador = await buscar(admin, porCiclo(ciclo1.id, {}, [{ column: 'localidad', operator: '=', value: 'x' }]));
    expect(operador.statusCode).toBe(422);
    const orden = await buscar(admin, porCiclo(ciclo1.id, { sorts: [{ column: 'nombre', sort: 'asc' }] }));
    expect(orden.statusCode).toBe(422);
    expect(orden.json().errors['sorts.0']).toEqual(["No se puede ordenar por 'nombre'"]);
  });
  it('404 con el ciclo de otra cooperativa o uno que no existe', async () => {
    for (const id of [ciclo2.id, 999_999]) {
      const r = await buscar(admin, porCiclo(id));
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(MSG_404);
    }
  });
});

describe('search tx_padron_concentrado: las cifras', () => {
  it('una fila por localidad de las cuentas del ciclo; Totales es la población del padrón (certimex)', async () => {
    const { filas, totales } = await todas(admin, ciclo1.id);
    const localidades = await contar(
      e.db,
      `(SELECT DISTINCT p.id_localidad FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND (c.confirmado = 1 OR c.fecha_baja IS NOT NULL)) x`,
      [ciclo1.id],
    );
    expect(filas.length).toBe(localidades);
    expect(filas.length).toBeGreaterThan(3);
    expect(new Set(filas.map((f) => f.id_localidad)).size).toBe(filas.length);
    expect(totales.totales_socios).toBe(await poblacion(1, ciclo1.id));
    expect(filas.reduce((s, f) => s + f.totales_socios, 0)).toBe(totales.totales_socios);
    expect(totales.org_socios).toBe(await poblacion(1, ciclo1.id, 'c.id_cuenta_categoria = 4'));
    expect(totales.t0_socios).toBe(await poblacion(1, ciclo1.id, 'c.id_cuenta_categoria = 1'));
    expect(totales.t3_socios + totales.con_socios).toBe(0);
    expect(totales.bajas_socios).toBe(await bajas(1, ciclo1.id));
    expect(totales.bajas_socios).toBeGreaterThanOrEqual(BAJAS_DEMO);
    expect(totales.sancionados_socios).toBe(await sancionadas(1, ciclo1.id));
    expect(totales.sancionados_socios).toBeGreaterThanOrEqual(SANCIONADAS_DEMO);
    const sup = await uno<{ ha: number; kg: number }>(
      e.db,
      `SELECT sum(c.total_superficie)::float8 AS ha,
              (SELECT coalesce(sum(pf.estimacion_kg), 0)::bigint FROM parcelas x JOIN parcelas_formularios pf ON pf.id_cooperativa = x.id_cooperativa AND pf.id_parcela = x.id
                 JOIN cuentas k ON k.id_cooperativa = x.id_cooperativa AND k.id = x.id_cuenta
                WHERE k.id_cooperativa = 1 AND k.id_ciclo = $1 AND k.confirmado = 1 AND k.fecha_baja IS NULL AND x.fecha_baja IS NULL) AS kg
         FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL`,
      [ciclo1.id],
    );
    expect(totales.totales_superficie).toBeCloseTo(sup.ha, 3);
    expect(totales.totales_estimacion_cosecha).toBe(Number(sup.kg));
    expect(totales.totales_estimacion_cosecha).toBeGreaterThan(0);
    for (const f of filas) for (const c of CAMPOS_CIFRA) expect(typeof f[c]).toBe('number');
    expect(filas[0]).toMatchObject({
      localidad_clave: expect.stringMatching(/^\d{9}$/),
      localidad: expect.any(String),
      municipio: expect.any(String),
    });
  });

  it('cada localidad cuenta sus cuentas en su grupo: una localidad comparada con las tablas', async () => {
    const { filas } = await todas(admin, ciclo1.id);
    const f = [...filas].sort((a, b) => b.totales_socios - a.totales_socios)[0];
    const deLocalidad = `EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor AND p.id_localidad = ${f.id_localidad})`;
    expect(f.totales_socios).toBe(await poblacion(1, ciclo1.id, deLocalidad));
    expect(f.org_socios).toBe(await poblacion(1, ciclo1.id, `${deLocalidad} AND c.id_cuenta_categoria = 4`));
    expect(f.t2_socios).toBe(await poblacion(1, ciclo1.id, `${deLocalidad} AND c.id_cuenta_categoria = 3`));
  });

  it('con mayacert (cooperativa 2) hay Transición 3 y Convencional y no Transición 0; cuenta solo su cooperativa', async () => {
    const { totales } = await todas(gerente, ciclo2.id);
    expect(totales.t0_socios).toBe(0);
    expect(totales.t3_socios).toBe(await poblacion(2, ciclo2.id, 'c.id_cuenta_categoria = 5'));
    expect(totales.con_socios).toBe(await poblacion(2, ciclo2.id, 'c.id_cuenta_categoria = 6'));
    expect(totales.t3_socios + totales.con_socios).toBeGreaterThan(0);
    expect(totales.totales_socios).toBe(await poblacion(2, ciclo2.id));
  });

  it('sancionada es la cuenta cuya última evaluación del ciclo es condición 3: una aprobación posterior la quita', async () => {
    const cuenta = await uno<{ id: number; id_localidad: number }>(
      e.db,
      `SELECT e.id_cuenta AS id, p.id_localidad FROM comite_evaluaciones e JOIN cuentas c ON c.id_cooperativa = e.id_cooperativa AND c.id = e.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE e.id_cooperativa = 1 AND e.id_ciclo = $1 AND e.condicion = 3 ORDER BY e.id LIMIT 1`,
      [ciclo1.id],
    );
    const fila = async () =>
      (await buscar(admin, porCiclo(ciclo1.id, {}, [{ column: 'id_localidad', operator: '=', value: cuenta.id_localidad }]))).json()
        .data[0] as FilaConcentrado;
    const antes = await fila();
    expect(antes.sancionados_socios).toBeGreaterThan(0);
    await e.db.query(
      `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, created_at)
       VALUES (1, $1, $2, (SELECT min(id) FROM users WHERE id_cooperativa = 1), 1, date '2025-12-01', now() + interval '1 day')`,
      [cuenta.id, ciclo1.id],
    );
    const despues = await fila();
    expect(despues.sancionados_socios).toBe(antes.sancionados_socios - 1);
    expect(despues.totales_socios).toBe(antes.totales_socios);
  });

  it('la búsqueda por columna filtra localidades sin acentos ni mayúsculas, y q busca en las tres', async () => {
    const { filas } = await todas(admin, ciclo1.id);
    const muestra = filas[0];
    const parte = muestra.municipio.slice(0, 4).toUpperCase();
    const r = await buscar(admin, porCiclo(ciclo1.id, {}, [{ column: 'municipio', operator: 'like', value: parte }]));
    expect(r.statusCode).toBe(200);
    const data = r.json().data as FilaConcentrado[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThan(filas.length);
    const sinAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const f of data) expect(sinAcento(f.municipio)).toContain(sinAcento(parte));
    const clave = await buscar(
      admin,
      porCiclo(ciclo1.id, {}, [{ column: 'localidad_clave', operator: 'like', value: muestra.localidad_clave }]),
    );
    expect((clave.json().data as FilaConcentrado[]).map((f) => f.id_localidad)).toEqual([muestra.id_localidad]);
    const q = await buscar(admin, porCiclo(ciclo1.id, {}, [{ column: 'q', operator: 'like', value: muestra.localidad }]));
    expect((q.json().data as FilaConcentrado[]).map((f) => f.id_localidad)).toContain(muestra.id_localidad);
    const nada = await buscar(admin, porCiclo(ciclo1.id, { totales: true }, [{ column: 'localidad', operator: 'like', value: 'zzzz' }]));
    expect(nada.json()).toMatchObject({ data: [], total: 0, totales: { totales_socios: 0 } });
  });

  it('pagina y ordena: la página 2 sigue a la 1, por una cifra descendente', async () => {
    const cuerpo = (page: number) => ({ ...porCiclo(ciclo1.id), per_page: 10, page, sorts: [{ column: 'totales_socios', sort: 'desc' }] });
    const [p1, p2] = await Promise.all([buscar(admin, cuerpo(1)), buscar(admin, cuerpo(2))]);
    const [a, b] = [p1.json(), p2.json()];
    expect(a.total).toBe(b.total);
    expect(a.data).toHaveLength(10);
    const socios = [...a.data, ...b.data].map((f: FilaConcentrado) => f.totales_socios);
    expect(socios).toEqual([...socios].sort((x, y) => y - x));
    const ids = [...a.data, ...b.data].map((f: FilaConcentrado) => f.id_localidad);
    expect(new Set(ids).size).toBe(ids.length);
    const porQuery = await e.pedir(admin, 'POST', `${URL}?page=2`, cuerpo(1));
    expect(porQuery.json().data).toEqual(b.data);
  });

  it('el técnico (PADRON_CONCENTRADO) lee el concentrado', async () => {
    expect((await buscar(tecnico, porCiclo(ciclo1.id))).statusCode).toBe(200);
  });
});

describe('GET xls/padron_concentrado/{uuid del ciclo}', () => {
  const excel = (token: string | null, uuid: string) => e.pedir(token, 'GET', `/api/xls/padron_concentrado/${uuid}`);

  it('401 sin sesión, 403 sin PADRON_CONCENTRADO_EXPORTAR, 404 ciclo ajeno o inexistente, 422 uuid mal formado', async () => {
    expect((await excel(null, ciclo1.uuid)).statusCode).toBe(401);
    const prohibido = await excel(tecnico, ciclo1.uuid);
    expect(prohibido.statusCode).toBe(403);
    expect(prohibido.json().message).toBe(MSG_403);
    for (const u of [ciclo2.uuid, UUID_INEXISTENTE]) {
      const r = await excel(admin, u);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(MSG_404);
    }
    expect((await excel(admin, 'no-es-uuid')).statusCode).toBe(422);
  });

  it('abre; dos filas de encabezado (grupo, luego Socios/Ha/Estimación), una fila por localidad y la de totales con las cifras de la búsqueda', async () => {
    const r = await excel(admin, ciclo1.uuid);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/PadronConcentrado_2025-2026_\d{8}_\d{6}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const fila = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    const arriba = fila(1);
    expect(arriba[0]).toBe('Información general');
    for (const g of ['Orgánico', 'Transición 2', 'Transición 1', 'Transición 0', 'Sancionados', 'Bajas', 'Totales'])
      expect(arriba).toContain(g);
    expect(arriba).not.toContain('Transición 3');
    expect(arriba).not.toContain('Convencional');
    const abajo = fila(2);
    expect(abajo.slice(0, 7)).toEqual(['Clave', 'Código de comunidad', 'Comunidad', 'Municipio', 'Socios', 'Ha', 'Estimación (kg)']);
    const { filas, totales } = await todas(admin, ciclo1.id);
    expect(ws.rowCount).toBe(2 + filas.length + 1);
    const ultima = fila(ws.rowCount);
    expect(ultima[0]).toBe('Totales');
    // The last three cells are the Totales group: socios, hectares, kg (×100 on the wire, kg in the sheet).
    const [socios, ha, kg] = ultima.slice(-3) as number[];
    expect(socios).toBe(totales.totales_socios);
    expect(ha).toBeCloseTo(totales.totales_superficie, 3);
    expect(kg).toBeCloseTo(totales.totales_estimacion_cosecha / 100, 2);
    const orgIdx = abajo.indexOf('Socios', 4);
    expect(ultima[orgIdx]).toBe(totales.org_socios);
    // Bajas shows only its partners: its header spans one column.
    const bajasIdx = arriba.indexOf('Bajas');
    expect(abajo[bajasIdx]).toBe('Socios');
    expect(ultima[bajasIdx]).toBe(await bajas(1, ciclo1.id));
    expect(abajo[bajasIdx + 1]).toBe('Socios');
  });

  it('con mayacert el libro muestra Transición 3 y Convencional', async () => {
    const r = await excel(gerente, ciclo2.uuid);
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const arriba = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(arriba).toContain('Transición 3');
    expect(arriba).toContain('Convencional');
    expect(arriba).not.toContain('Transición 0');
  });
});
