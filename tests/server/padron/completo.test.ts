import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_403, MSG_404, uno } from '../ayudas';
import type { FilaPadronCompleto } from '@domain/contrato/padron-completo';
import { construirConsulta } from '../../../server/search/motor';
import { padronCompleto } from '../../../server/modules/padron/completo/padron-completo.resource';

/**
 * The complete register (spec 001 §2.9, §2.10, §5, §7 'Registry'): search, inline edits of each kind, the parcels
 * modal, the Excel, the catalogues; 401/403/404/422, another cooperative's rows, and concurrent edits of one cell.
 */
let e: Entorno;
let admin: string; // cooperative 1 (coffee), every permission
let tecnico: string; // cooperative 1, role 3: PADRON_COMPLETO without PADRON_COMPLETO_EXPORTAR
let acopio: string; // cooperative 1, role 6: no PADRON_COMPLETO
let gerente: string; // cooperative 2 (cacao)
let miel: string; // cooperative 3 (honey)
const ciclo = { 1: 0, 2: 0, 3: 0, anterior1: 0 };

const buscarPadron = (token: string | null, cuerpo: Record<string, unknown>) =>
  e.pedir(token, 'POST', '/api/tx_padron_completo_search', cuerpo);
const delCiclo = (id: number, extra: Record<string, unknown> = {}) => ({
  filters: [{ column: 'id_ciclo', operator: '=', value: id }],
  ...extra,
});
const editar = (token: string | null, columna: string, cuerpo: Record<string, unknown>) =>
  e.pedir(token, 'POST', `/api/admin/sic/padron_edit/${columna}`, cuerpo);

/** The register's row of an account, read through the API as the grid does. */
async function fila(idCuenta: number, token = admin, idCiclo = ciclo[1]): Promise<FilaPadronCompleto> {
  const r = await buscarPadron(token, { filters: [...delCiclo(idCiclo).filters, { column: 'id_cuenta', operator: '=', value: idCuenta }] });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data[0];
}

/** A confirmed account without baja of cooperative 1's current cycle, a different one each call. */
let siguiente = 0;
async function cuenta(coop = 1): Promise<number> {
  const idCiclo = ciclo[coop as 1 | 2 | 3];
  const f = await e.db.query<{ id: number }>(
    'SELECT id FROM cuentas WHERE id_cooperativa = $1 AND id_ciclo = $2 AND confirmado = 1 AND fecha_baja IS NULL ORDER BY id OFFSET $3 LIMIT 1',
    [coop, idCiclo, siguiente++],
  );
  return f[0].id;
}

beforeAll(async () => {
  e = await crearEntorno();
  [admin, tecnico, acopio, gerente, miel] = await Promise.all(
    ['admin@', 'tecnico.sierra@', 'acopio@', 'gerente@', 'miel@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
  for (const coop of [1, 2, 3] as const) {
    const ids = (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id', [coop])).map((c) => c.id);
    ciclo[coop] = ids[ids.length - 1];
    if (coop === 1) ciclo.anterior1 = ids[ids.length - 2];
  }
});
afterAll(async () => {
  await e.cerrar();
});

describe('search tx_padron_completo', () => {
  it('lista las cuentas confirmadas sin baja del ciclo: la misma población que el listado de productores', async () => {
    const r = await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 100 }));
    expect(r.statusCode, r.body).toBe(200);
    const esperado = await contar(e.db, 'cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL', [
      ciclo[1],
    ]);
    expect(esperado).toBeGreaterThan(0);
    expect(r.json().total).toBe(esperado);
    const productores = await e.pedir(admin, 'POST', '/api/cuentas_search', {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo[1] },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
    });
    expect(productores.json().total).toBe(esperado);
    // Sorted by key by default, every row of cooperative 1 and the cycle.
    const claves = r.json().data.map((f: FilaPadronCompleto) => f.productor_clave_tx);
    expect(claves).toEqual([...claves].sort());
    expect(r.json().data.every((f: FilaPadronCompleto) => f.id_ciclo === ciclo[1])).toBe(true);
  });

  it('las páginas de la segunda mitad (leídas desde el final) son las mismas filas, en el mismo orden, que una sola página', async () => {
    for (const sorts of [
      undefined,
      [{ column: 'productor_fecha_ingreso', sort: 'desc' }],
      [{ column: 'productor_fecha_ingreso', sort: 'asc' }],
      [{ column: 'localidad', sort: 'desc' }],
    ]) {
      const todas = (await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 100, sorts }))).json();
      expect(todas.total).toBeGreaterThan(20);
      expect(todas.total).toBeLessThanOrEqual(100);
      const porPaginas: number[] = [];
      for (let page = 1; (page - 1) * 10 < todas.total; page++) {
        const r = (await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 10, page, sorts }))).json();
        expect(r.total).toBe(todas.total);
        porPaginas.push(...r.data.map((f: FilaPadronCompleto) => f.id_cuenta));
      }
      expect(porPaginas, JSON.stringify(sorts)).toEqual(todas.data.map((f: FilaPadronCompleto) => f.id_cuenta));
    }
    // The second half is really read from the end (the order reversed), the first half forward.
    const sesion = { id: 1, uuid: '', email: '', id_rol: 1, id_cooperativa: 1, permisos: ['PADRON_COMPLETO'], jti: '', exp: 0 };
    const cuerpo = delCiclo(ciclo[1], { per_page: 10 });
    expect(construirConsulta(padronCompleto, sesion, cuerpo, 4, 40).sql).toContain('DESC NULLS FIRST');
    expect(construirConsulta(padronCompleto, sesion, cuerpo, 2, 40).sql).not.toContain('NULLS FIRST');
    expect(construirConsulta(padronCompleto, sesion, cuerpo, 4).sql).not.toContain('NULLS FIRST');
    // A page past the end is empty, as before.
    const lejos = (await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 100, page: 50 }))).json();
    expect(lejos.data).toEqual([]);
  });

  it('cada renglón trae identidad, categoría, superficies, estimaciones y la información SIC', async () => {
    const r = await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 100 }));
    const filas: FilaPadronCompleto[] = r.json().data;
    const conSic = filas.find((f) => f.id_sic_informacion_general !== null && f.s1_lista_inspector !== null)!;
    expect(conSic).toBeTruthy();
    expect(conSic.s1_lista_inspector_str).toEqual(expect.any(String));
    expect(conSic.tenencia_tierra).toEqual(expect.any(String));
    const sql = await uno<{ plantas: number; superficie: number }>(
      e.db,
      'SELECT total_plantas AS plantas, total_superficie::float8 AS superficie FROM cuentas WHERE id_cooperativa = 1 AND id = $1',
      [conSic.id_cuenta],
    );
    expect(conSic.tx_no_plantas_totales).toBe(sql.plantas);
    expect(conSic.calculada).toBe(sql.superficie);
    expect(filas.some((f) => f.tx_estimacion_cosecha_inspector_total > 0)).toBe(true);
    expect(filas.some((f) => f.categoria_anterior !== null)).toBe(true);
    expect(filas.some((f) => f.id_sic_informacion_general === null)).toBe(true);
  });

  it('busca sin acentos por nombre o clave', async () => {
    const una = (await buscarPadron(admin, delCiclo(ciclo[1]))).json().data[0] as FilaPadronCompleto;
    const palabra = una.apellido_paterno
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const r = await buscarPadron(admin, {
      filters: [...delCiclo(ciclo[1]).filters, { column: 'q', operator: 'like', value: palabra }],
      per_page: 100,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((f: FilaPadronCompleto) => f.id_cuenta)).toContain(una.id_cuenta);
  });

  it('los totales suman toda la población del ciclo, no la página', async () => {
    const r = await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 10, totales: true }));
    const t = r.json().totales;
    const sql = await uno<{ superficie: number; plantas: number; pergamino: number; inspector: number }>(
      e.db,
      `SELECT sum(c.total_superficie)::float8 AS superficie, sum(c.total_plantas)::int AS plantas,
              (SELECT coalesce(sum(s.pergamino_actual), 0) FROM padron_sic s JOIN cuentas k ON k.id_cooperativa = s.id_cooperativa AND k.id = s.id_cuenta
                WHERE k.id_cooperativa = 1 AND k.id_ciclo = $1 AND k.confirmado = 1 AND k.fecha_baja IS NULL)::bigint AS pergamino,
              (SELECT coalesce(sum(f.estimacion_kg), 0) FROM parcelas_formularios f JOIN parcelas x ON x.id_cooperativa = f.id_cooperativa AND x.id = f.id_parcela
                JOIN cuentas k ON k.id_cooperativa = x.id_cooperativa AND k.id = x.id_cuenta
                WHERE k.id_cooperativa = 1 AND k.id_ciclo = $1 AND k.confirmado = 1 AND k.fecha_baja IS NULL AND x.fecha_baja IS NULL)::bigint AS inspector
         FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL`,
      [ciclo[1]],
    );
    expect(t.calculada).toBeCloseTo(sql.superficie, 3);
    expect(t.tx_no_plantas_totales).toBe(sql.plantas);
    expect(t.s6_pergamino_actual).toBe(Number(sql.pergamino));
    expect(t.tx_estimacion_cosecha_inspector_total).toBe(Number(sql.inspector));
    expect(r.json().data).toHaveLength(10);
  });

  it('la miel llama «Transición» a sus categorías de transición', async () => {
    const r = await buscarPadron(miel, delCiclo(ciclo[3], { per_page: 100 }));
    expect(r.statusCode, r.body).toBe(200);
    const filas: FilaPadronCompleto[] = r.json().data;
    const transicion = filas.filter((f) => [1, 2, 3, 5].includes(f.id_cuenta_categoria));
    expect(transicion.length).toBeGreaterThan(0);
    expect(transicion.every((f) => f.cuenta_categoria === 'Transición')).toBe(true);
    const cafe = (await buscarPadron(admin, delCiclo(ciclo[1], { per_page: 100 }))).json().data as FilaPadronCompleto[];
    expect(cafe.filter((f) => f.id_cuenta_categoria === 2).every((f) => f.cuenta_categoria === 'Transición 1')).toBe(true);
  });

  it('401 sin sesión, 403 sin PADRON_COMPLETO, 422 sin ciclo o con un orden desconocido, 404 con el ciclo de otra cooperativa', async () => {
    expect((await buscarPadron(null, delCiclo(ciclo[1]))).statusCode).toBe(401);
    const r403 = await buscarPadron(acopio, delCiclo(ciclo[1]));
    expect(r403.statusCode).toBe(403);
    expect(r403.json().message).toBe(MSG_403);
    const sinCiclo = await buscarPadron(admin, {});
    expect(sinCiclo.statusCode).toBe(422);
    expect(sinCiclo.json().errors.filters).toEqual(['Indique el ciclo (id_ciclo)']);
    expect((await buscarPadron(admin, delCiclo(ciclo[1], { sorts: [{ column: 'password', sort: 'asc' }] }))).statusCode).toBe(422);
    const ajeno = await buscarPadron(admin, delCiclo(ciclo[2]));
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json().message).toBe(MSG_404);
  });
});

describe('POST admin/sic/padron_edit/{column}', () => {
  it('edita un texto (celular), contesta el mensaje de la especificación y el renglón nuevo', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const r = await editar(admin, 'contacto_celular', { id_cuenta: id, new_value: ' 9612223344 ', valor_anterior: antes.contacto_celular });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Celular actualizado con éxito' });
    expect(r.json().data.contacto_celular).toBe('9612223344');
    expect((await fila(id)).contacto_celular).toBe('9612223344');
  });

  it('422 con los mensajes de 001 §5 y nada cambia', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const casos: [string, Record<string, unknown>, string][] = [
      ['contacto_celular', { new_value: '9'.repeat(26) }, 'Máximo 25 caracteres'],
      ['curp', { new_value: 'x'.repeat(256) }, 'Máximo 255 caracteres'],
      ['curp', { new_value: '  ' }, 'No se puede enviar un campo vacío'],
      ['s6_pergamino_actual', { new_value: 1234.5 }, 'Debe ser un número'],
      ['s6_pergamino_actual', { new_value: -100 }, 'El número debe ser mayor o igual a 0'],
      ['s3_inspeccion_superficie', { new_value: 2.505 }, 'Máximo 2 decimales'],
      ['s3_inspeccion_superficie', { new_value: 'dos' }, 'Debe ser un número'],
      ['s3_inspeccion_fecha', { new_value: '2024-02-30' }, 'Seleccione una fecha válida'],
      ['tenencia_tierra', { new_value: 99 }, 'Seleccione una opción de la lista'],
      ['productor_genero', { new_value: 'M' }, 'Seleccione una opción de la lista'],
      ['productor_nombre', { nombres: 'Ana', apellido_paterno: '', apellido_materno: 'Ruiz' }, 'No se puede enviar un campo vacío'],
    ];
    for (const [columna, cuerpo, mensaje] of casos) {
      const r = await editar(admin, columna, { id_cuenta: id, valor_anterior: null, ...cuerpo });
      expect(r.statusCode, `${columna} ${r.body}`).toBe(422);
      expect(r.json().errors.new_value, columna).toEqual([mensaje]);
    }
    expect(await fila(id)).toEqual(antes);
    const desconocida = await editar(admin, 'cuenta_categoria', { id_cuenta: id, new_value: 4, valor_anterior: antes.id_cuenta_categoria });
    expect(desconocida.statusCode).toBe(422);
    expect(desconocida.json().errors.column).toEqual(['La columna cuenta_categoria no se puede editar']);
  });

  it('issue 22 items 5 y 6: números y fechas fuera de límite son 422 con mensaje, nunca 500, y nada cambia', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const casos: [string, unknown, string | null][] = [
      // past what the contract admits at all (int4, numbers up to 999,999,999): the schema's 422
      ['nivel_riesgo', 2147483648, null],
      ['s3_inspeccion_superficie', 9999999999999, null],
      ['tenencia_tierra', 2147483647, null],
      // plausible bounds of domain/padron/edicion.ts
      ['s3_inspeccion_superficie', 999999999.99, null],
      ['s3_inspeccion_superficie', 99999.99, 'El número debe ser menor o igual a 10,000'],
      ['s6_pergamino_actual', 100000000000, null],
      ['productor_fecha_nacimiento', '9999-12-31', 'Seleccione una fecha válida'],
      ['productor_fecha_ingreso', '2999-01-01', 'Seleccione una fecha válida'],
      ['productor_fecha_ingreso', '2099-01-01', 'La fecha no puede ser posterior a hoy'],
      ['s3_inspeccion_fecha', '2099-06-30', 'La fecha no puede ser posterior a hoy'],
    ];
    for (const [columna, valor, mensaje] of casos) {
      const r = await editar(admin, columna, { id_cuenta: id, valor_anterior: null, new_value: valor });
      expect(r.statusCode, `${columna} ${r.body}`).toBe(422);
      if (mensaje) expect(r.json().errors.new_value, columna).toEqual([mensaje]);
    }
    expect(await fila(id)).toEqual(antes);
  });

  it('edita un número: los kilos viajan ×100 y las hectáreas tal cual', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const kg = await editar(admin, 's6_pergamino_actual', { id_cuenta: id, new_value: 125050, valor_anterior: antes.s6_pergamino_actual });
    expect(kg.statusCode, kg.body).toBe(200);
    expect(kg.json().message).toBe('Pergamino del ciclo (kg) actualizado con éxito');
    expect(kg.json().data.s6_pergamino_actual).toBe(125050);
    const ha = await editar(admin, 's3_inspeccion_superficie', {
      id_cuenta: id,
      new_value: 1.75,
      valor_anterior: antes.s3_inspeccion_superficie,
    });
    expect(ha.statusCode, ha.body).toBe(200);
    expect(ha.json().data.s3_inspeccion_superficie).toBe(1.75);
    const sql = await uno<{ p: number; s: string }>(
      e.db,
      'SELECT pergamino_actual AS p, inspeccion_superficie::text AS s FROM padron_sic WHERE id_cooperativa = 1 AND id_cuenta = $1',
      [id],
    );
    expect(Number(sql.p)).toBe(125050);
    expect(sql.s).toBe('1.750');
  });

  it('crea la información SIC de una cuenta que no la tenía', async () => {
    // The demo gives every inspected account its register row (issue 22 item 20): one account loses it here.
    const { id } = await uno<{ id: number }>(
      e.db,
      `SELECT c.id FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL
        ORDER BY c.id DESC LIMIT 1`,
      [ciclo[1]],
    );
    await e.db.query('DELETE FROM padron_sic WHERE id_cooperativa = 1 AND id_cuenta = $1', [id]);
    const r = await editar(admin, 'tenencia_tierra', { id_cuenta: id, new_value: 3, valor_anterior: null });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ id_tenencia_tierra: 3, tenencia_tierra: 'Comunal' });
    expect(r.json().data.id_sic_informacion_general).toEqual(expect.any(Number));
  });

  it('edita el nombre con sus tres partes', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const r = await editar(admin, 'productor_nombre', {
      id_cuenta: id,
      valor_anterior: antes.productor_nombre,
      nombres: 'María José',
      apellido_paterno: 'Pérez',
      apellido_materno: 'Ñuñez',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Nombre actualizado con éxito');
    expect(r.json().data.productor_nombre).toBe('María José Pérez Ñuñez');
  });

  it('edita una fecha, la localidad con su municipio y catálogos que existen', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const fecha = await editar(admin, 'productor_fecha_ingreso', {
      id_cuenta: id,
      new_value: '2019-03-05',
      valor_anterior: antes.productor_fecha_ingreso,
    });
    expect(fecha.statusCode, fecha.body).toBe(200);
    expect(fecha.json().data.productor_fecha_ingreso).toBe('2019-03-05');

    const otra = await uno<{ id: number; id_municipio: number }>(
      e.db,
      'SELECT id, id_municipio FROM localidades WHERE id <> $1 AND id_municipio = $2 ORDER BY id LIMIT 1',
      [antes.id_localidad, antes.id_municipio],
    );
    const loc = await editar(admin, 'localidad', {
      id_cuenta: id,
      valor_anterior: antes.id_localidad,
      id_localidad: otra.id,
      id_municipio: otra.id_municipio,
    });
    expect(loc.statusCode, loc.body).toBe(200);
    expect(loc.json().data.id_localidad).toBe(otra.id);
    const mal = await uno<{ id: number }>(e.db, 'SELECT id FROM municipios WHERE id <> $1 ORDER BY id LIMIT 1', [otra.id_municipio]);
    const cruzada = await editar(admin, 'localidad', {
      id_cuenta: id,
      valor_anterior: otra.id,
      id_localidad: otra.id,
      id_municipio: mal.id,
    });
    expect(cruzada.statusCode).toBe(422);
    expect(cruzada.json().errors.new_value).toEqual(['La localidad no pertenece al municipio seleccionado']);

    const inspector = await uno<{ id: number }>(e.db, 'SELECT id FROM inspectores WHERE id_cooperativa = 1 ORDER BY id DESC LIMIT 1');
    const ok = await editar(admin, 's1_lista_inspector', {
      id_cuenta: id,
      new_value: inspector.id,
      valor_anterior: antes.s1_lista_inspector,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Inspector actualizado con éxito');
    // Another cooperative's inspector or region is not an option of this one.
    const ajeno = await uno<{ id: number }>(e.db, 'SELECT id FROM inspectores WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    const r1 = await editar(admin, 's1_lista_inspector', { id_cuenta: id, new_value: ajeno.id, valor_anterior: inspector.id });
    expect(r1.statusCode).toBe(422);
    const region = await uno<{ id: number }>(e.db, 'SELECT id FROM regiones WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    const r2 = await editar(admin, 'region', { id_cuenta: id, new_value: region.id, valor_anterior: antes.id_cuenta_region });
    expect(r2.statusCode).toBe(422);
    expect((await fila(id)).s1_lista_inspector).toBe(inspector.id);
  });

  it('409 si la celda cambió desde que se mostró, y de dos ediciones a la vez solo una gana', async () => {
    const id = await cuenta();
    const antes = await fila(id);
    const viejo = await editar(admin, 'curp', { id_cuenta: id, new_value: 'OTRA', valor_anterior: 'NO-ERA-ESTE' });
    expect(viejo.statusCode).toBe(409);
    expect(viejo.json().message).toBe('El registro cambió mientras lo editaba; recargue');
    expect((await fila(id)).curp).toBe(antes.curp);

    const [a, b] = await Promise.all([
      editar(admin, 'curp', { id_cuenta: id, new_value: 'PRIMERA', valor_anterior: antes.curp }),
      editar(tecnico, 'curp', { id_cuenta: id, new_value: 'SEGUNDA', valor_anterior: antes.curp }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ganador = a.statusCode === 200 ? 'PRIMERA' : 'SEGUNDA';
    expect((await fila(id)).curp).toBe(ganador);
    expect(await contar(e.db, "auditoria WHERE entidad = 'productores' AND despues->>'curp' IN ('PRIMERA', 'SEGUNDA')")).toBe(1);
  });

  it('401, 403, y 404 para la cuenta de otra cooperativa o una dada de baja, sin cambiar nada', async () => {
    const id = await cuenta();
    expect((await editar(null, 'curp', { id_cuenta: id, new_value: 'X', valor_anterior: null })).statusCode).toBe(401);
    expect((await editar(acopio, 'curp', { id_cuenta: id, new_value: 'X', valor_anterior: null })).statusCode).toBe(403);
    const ajena = await cuenta(2);
    const antes = await uno<{ curp: string | null }>(
      e.db,
      'SELECT p.curp FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 2 AND c.id = $1',
      [ajena],
    );
    const r = await editar(admin, 'curp', { id_cuenta: ajena, new_value: 'INTRUSO', valor_anterior: antes.curp });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(MSG_404);
    expect(await contar(e.db, "productores WHERE curp = 'INTRUSO'")).toBe(0);
    const baja = await e.db.query<{ id: number }>('SELECT id FROM cuentas WHERE id_cooperativa = 1 AND fecha_baja IS NOT NULL LIMIT 1');
    if (baja.length)
      expect((await editar(admin, 'curp', { id_cuenta: baja[0].id, new_value: 'X', valor_anterior: null })).statusCode).toBe(404);
    const otroCiclo = await editar(admin, 'curp', { id_cuenta: id, id_ciclo: ciclo.anterior1, new_value: 'X', valor_anterior: null });
    expect(otroCiclo.statusCode).toBe(404);
  });
});

describe('GET tx_parcelas_productor_padron/{cycle}', () => {
  it('da las parcelas de la cuenta con la misma parcela del ciclo anterior', async () => {
    const { id } = await uno<{ id: number }>(
      e.db,
      `SELECT c.id FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND c.total_parcelas > 0
          AND EXISTS (SELECT 1 FROM cuentas a JOIN parcelas y ON y.id_cooperativa = a.id_cooperativa AND y.id_cuenta = a.id
                       JOIN parcelas x ON x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.nombre = y.nombre
                       WHERE a.id_cooperativa = 1 AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo)
        ORDER BY c.id LIMIT 1`,
      [ciclo[1]],
    );
    const r = await e.pedir(admin, 'GET', `/api/tx_parcelas_productor_padron/${ciclo[1]}?id_cuenta=${id}`);
    expect(r.statusCode, r.body).toBe(200);
    const parcelas = r.json().data;
    expect(parcelas.length).toBe(await contar(e.db, 'parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1 AND fecha_baja IS NULL', [id]));
    expect(parcelas.some((p: { parcelas_previous_ciclo: unknown }) => p.parcelas_previous_ciclo !== null)).toBe(true);
    expect(parcelas[0]).toMatchObject({ uuid: expect.any(String), nombre: expect.any(String), tx_superficie: expect.any(Number) });
  });

  it('404 con la cuenta de otra cooperativa o de otro ciclo; 403 sin permiso; 401', async () => {
    const id = await cuenta();
    expect((await e.pedir(admin, 'GET', `/api/tx_parcelas_productor_padron/${ciclo.anterior1}?id_cuenta=${id}`)).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', `/api/tx_parcelas_productor_padron/${ciclo[2]}?id_cuenta=${await cuenta(2)}`)).statusCode).toBe(
      404,
    );
    expect((await e.pedir(acopio, 'GET', `/api/tx_parcelas_productor_padron/${ciclo[1]}?id_cuenta=${id}`)).statusCode).toBe(403);
    expect((await e.pedir(null, 'GET', `/api/tx_parcelas_productor_padron/${ciclo[1]}?id_cuenta=${id}`)).statusCode).toBe(401);
    expect((await e.pedir(admin, 'GET', `/api/tx_parcelas_productor_padron/${ciclo[1]}`)).statusCode).toBe(422);
  });
});

describe('Excel del padrón completo', () => {
  async function libro(cuerpo: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(cuerpo as unknown as ArrayBuffer);
    return wb.worksheets[0];
  }

  it('se abre y tiene un renglón por cuenta del padrón, con las columnas de la cooperativa', async () => {
    const r = await e.pedir(admin, 'GET', `/api/xls/padron_completo/${ciclo[1]}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/padron_completo_/);
    const hoja = await libro(r.rawPayload);
    const total = (await buscarPadron(admin, delCiclo(ciclo[1]))).json().total;
    expect(hoja.rowCount).toBe(total + 1);
    const encabezados = (hoja.getRow(1).values as unknown[]).filter(Boolean);
    expect(encabezados).toContain('Nombre del productor');
    expect(encabezados).toContain('Código'); // cooperative 1 uses usa_codigo_tx
    expect(encabezados).not.toContain('Estimación de cacao (kg)');
  });

  it('la plantilla APODIP lleva los otros cultivos', async () => {
    const r = await e.pedir(gerente, 'GET', `/api/xls/padron_completo_apodip/${ciclo[2]}`);
    expect(r.statusCode).toBe(200);
    const encabezados = ((await libro(r.rawPayload)).getRow(1).values as unknown[]).filter(Boolean);
    expect(encabezados).toEqual(expect.arrayContaining(['Estimación de cacao (kg)', 'Estimación de pimienta negra (kg)']));
  });

  it('issue 22 item 16: el de cacao no dice Pergamino; el de miel cuenta Apiarios y Colmenas', async () => {
    const encabezadosDe = async (token: string, idCiclo: number) => {
      const r = await e.pedir(token, 'GET', `/api/xls/padron_completo/${idCiclo}`);
      expect(r.statusCode, r.body).toBe(200);
      return ((await libro(r.rawPayload)).getRow(1).values as unknown[]).filter(Boolean).map(String);
    };
    const cafe = await encabezadosDe(admin, ciclo[1]);
    expect(cafe).toEqual(expect.arrayContaining(['Pergamino del ciclo (kg)', 'Parcelas', 'Plantas totales']));
    const cacao = await encabezadosDe(gerente, ciclo[2]);
    expect(cacao).toContain('Cacao del ciclo (kg)');
    const miel_ = await encabezadosDe(miel, ciclo[3]);
    expect(miel_).toEqual(expect.arrayContaining(['Miel del ciclo (kg)', 'Apiarios', 'Colmenas totales', 'Colmenas productivas']));
    for (const h of [...cacao, ...miel_]) expect(h).not.toMatch(/Pergamino/);
    for (const h of miel_) expect(h).not.toMatch(/^(Parcelas|Plantas)/);
  });

  it('403 sin PADRON_COMPLETO_EXPORTAR, 404 con el ciclo de otra cooperativa', async () => {
    expect((await e.pedir(tecnico, 'GET', `/api/xls/padron_completo/${ciclo[1]}`)).statusCode).toBe(403);
    expect((await e.pedir(admin, 'GET', `/api/xls/padron_completo/${ciclo[2]}`)).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', `/api/xls/padron_completo_apodip/${ciclo[3]}`)).statusCode).toBe(404);
  });
});

describe('catálogos de los formularios', () => {
  it('tenencia, sí/no e inspectores de la propia cooperativa', async () => {
    const t = await e.pedir(tecnico, 'GET', '/api/admin/sic/catalog/tenencia');
    expect(t.json().data).toContainEqual({ id: 1, nombre: 'Propia' });
    expect((await e.pedir(tecnico, 'GET', '/api/admin/sic/catalog/si_no')).json().data).toEqual([
      { id: 1, nombre: 'Sí' },
      { id: 2, nombre: 'No' },
    ]);
    const i = await e.pedir(tecnico, 'POST', '/api/admin/sic/inspectores_search', { per_page: 100 });
    expect(i.statusCode).toBe(200);
    const propios = await e.db.query<{ id: number }>('SELECT id FROM inspectores WHERE id_cooperativa = 1 ORDER BY nombre, id');
    expect(i.json().data.map((x: { id: number }) => x.id)).toEqual(propios.map((x) => x.id));
    expect((await e.pedir(null, 'GET', '/api/admin/sic/catalog/tenencia')).statusCode).toBe(401);
  });
});
