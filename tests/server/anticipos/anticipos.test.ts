import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, crearRol, crearUsuarioSql, MSG_401, MSG_403, uno, UUID_INEXISTENTE } from '../ayudas';
import { conClave, cuentasActivas, diasAtras, hoyDe, masMeses } from './anticipos-ayudas';
import type { DetalleAnticipo, FilaAnticipo, FilaAnticiposProductor } from '@domain/contrato/anticipos';

/**
 * Pre-harvest credit's calls (spec 002 §7 'Advances', §5, §8; issue 25) on the cacao cooperative (2, credit level 3,
 * label 'crédito', default rate 2 % a month set here): lend, read, edit, repay, void, delete, with their 401, 403,
 * 404, 409 and 422 paths and the spec's messages; the figures worked by hand from R094.
 */
let e: Entorno;
let gerente: string; // role 2, coop 2
let admin: string; // role 1, coop 1 (credit level 2: no interest)
let acopiador: string; // role 6, coop 1
let sinAnular: string; // lends and repays, may not void
let hoy: string;
let ciclo: number;
let cuentas: number[];

const TASA_DEFECTO = 2_000_000; // 2 % monthly, millionths

const anticipo = (extra: Record<string, unknown> = {}) => ({
  folio: `F-${randomUUID().slice(0, 8)}`,
  fecha_ejecucion: diasAtras(hoy, 60),
  id_cuenta: cuentas[0],
  cantidad_anticipo: 1_000_000,
  id_ciclos: ciclo,
  descripcion: 'Para la limpia',
  ...extra,
});
const prestar = (cuerpo: unknown, token = gerente, clave?: string) => conClave(e, token, '/api/anticipos/storeweb', cuerpo, clave);
const abonar = (cuerpo: unknown, token = gerente, clave?: string) => conClave(e, token, '/api/anticipos_pagos', cuerpo, clave);
const detalle = async (id: number, token = gerente) => (await e.pedir(token, 'GET', `/api/anticipos/${id}`)).json().data as DetalleAnticipo;

beforeAll(async () => {
  e = await crearEntorno();
  await e.db.query('UPDATE configuraciones SET tasa_interes_anticipos = $1 WHERE id_cooperativa = 2', [TASA_DEFECTO]);
  gerente = await e.entrar('gerente@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  acopiador = await e.entrar('acopio@cosecha.demo');
  await crearRol(e.db, 91, 'Cajero de créditos', ['ACOPIOS_ANTICIPOS_X_PRODUCTOR', 'ACOPIOS_ANTICIPOS_X_PRODUCTOR_NUEVO']);
  await crearUsuarioSql(e.db, { email: 'cajero@cosecha.demo', id_rol: 91, id_cooperativa: 2 });
  sinAnular = await e.entrar('cajero@cosecha.demo');
  hoy = await hoyDe(e, 2);
  ({ idCiclo: ciclo, cuentas } = await cuentasActivas(e, 2, 6));
});
afterAll(() => e?.cerrar());

describe('POST anticipos/storeweb', () => {
  it('presta con la tasa por defecto: 10,000.00 hace 60 días al 2 % mensual debe hoy 10,400.00 (R094)', async () => {
    const r = await prestar(anticipo({ folio: 'C-001' }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe('Se guardó con éxito el crédito C-001.');
    const f: FilaAnticipo = r.json().data;
    expect(f).toMatchObject({
      folio: 'C-001',
      cantidad_anticipo: 1_000_000,
      tasa_interes: TASA_DEFECTO,
      interes: '2',
      total_interes: 40_000,
      total: 1_040_000,
      total_anticipos_recuperados: 0,
      total_saldo: 1_040_000,
      estatus: 'Vigente',
      estatus_color: 'error',
      num_pagos: 0,
      id_ciclos: ciclo,
    });
  });

  it('la tasa escrita (1.123456) se guarda en millonésimas; R099: 1000, 1.1234567 y -0.5 se rechazan con sus mensajes', async () => {
    const r = await prestar(anticipo({ interes: '1.123456', cantidad_anticipo: 100 }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ tasa_interes: 1_123_456, interes: '1.123456' });
    for (const [interes, mensaje] of [
      [1000, 'El interés no puede ser mayor a 999'],
      ['1.1234567', 'El interés no puede tener más de 6 decimales'],
      [-0.5, 'El interés debe ser mayor o igual a 0'],
    ] as const) {
      const m = await prestar(anticipo({ interes }));
      expect(m.statusCode).toBe(422);
      expect(m.json().errors.interes).toEqual([mensaje]);
    }
  });

  it('R099 y R101: folio vacío, fecha a más de 12 meses, sin productor y monto 0 dicen qué falta; nada se guarda', async () => {
    const antes = await contar(e.db, 'anticipos');
    const r = await prestar(
      anticipo({ folio: '  ', fecha_ejecucion: diasAtras(masMeses(hoy, 12), -1), id_cuenta: 0, cantidad_anticipo: 0 }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({
      folio: ['Debe escribir un folio'],
      fecha_ejecucion: ['Seleccione otra fecha'],
    });
    expect(await contar(e.db, 'anticipos')).toBe(antes);
    // the boundary itself is allowed ('not later than')
    expect((await prestar(anticipo({ fecha_ejecucion: masMeses(hoy, 12), cantidad_anticipo: 100 }))).statusCode).toBe(201);
  });

  it('folio repetido en el ciclo, un ciclo que no es el de acopio activo y una cuenta de otra cooperativa: 422', async () => {
    const primero = anticipo({ folio: 'C-REP', cantidad_anticipo: 100 });
    expect((await prestar(primero)).statusCode).toBe(201);
    const rep = await prestar({ ...primero, id_cuenta: cuentas[1] });
    expect(rep.statusCode).toBe(422);
    expect(rep.json().errors.folio).toEqual(['Ya existe un crédito con el folio C-REP en este ciclo']);
    const otro = await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 2 AND NOT activo_acopio LIMIT 1');
    const r = await prestar(anticipo({ id_ciclos: otro.id }));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.id_ciclos).toEqual(['Solo se registran créditos en el ciclo de acopio activo']);
    const ajena = await uno<{ id: number }>(e.db, 'SELECT id FROM cuentas WHERE id_cooperativa = 1 LIMIT 1');
    const a = await prestar(anticipo({ id_cuenta: ajena.id }));
    expect(a.statusCode).toBe(422);
    expect(a.json().errors.id_cuenta).toEqual(['El productor no tiene una cuenta confirmada en este ciclo']);
  });

  it('una vez por Idempotency-Key: el reintento responde lo mismo y no presta dos veces', async () => {
    const clave = randomUUID();
    const cuerpo = anticipo({ cantidad_anticipo: 100 });
    const [a, b] = [await prestar(cuerpo, gerente, clave), await prestar(cuerpo, gerente, clave)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().data.uuid).toBe(a.json().data.uuid);
    expect(await contar(e.db, 'anticipos WHERE folio = $1', [cuerpo.folio])).toBe(1);
  });

  it('401 sin sesión; 403 al acopiador (no presta) y a una cooperativa sin crédito (nivel 1)', async () => {
    const sin = await e.pedir(null, 'POST', '/api/anticipos/storeweb', anticipo());
    expect(sin.statusCode).toBe(401);
    expect(sin.json().message).toBe(MSG_401);
    const a = await prestar(anticipo(), acopiador);
    expect(a.statusCode).toBe(403);
    expect(a.json().message).toBe(MSG_403);
    await e.db.query('UPDATE configuraciones SET id_cat_credito_precosecha = 1 WHERE id_cooperativa = 2');
    try {
      const r = await prestar(anticipo());
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe('La cooperativa no tiene habilitados los créditos precosecha (nivel de crédito de su configuración)');
      expect((await e.pedir(gerente, 'POST', '/api/anticipos_search', {})).json().data).toEqual([]);
    } finally {
      await e.db.query('UPDATE configuraciones SET id_cat_credito_precosecha = 3 WHERE id_cooperativa = 2');
    }
  });

  it('nivel 2 (sin interés, R102): una tasa enviada no se guarda', async () => {
    const { idCiclo, cuentas: c1 } = await cuentasActivas(e, 1, 1);
    const r = await prestar({ ...anticipo({ id_cuenta: c1[0], id_ciclos: idCiclo }), interes: 5 }, admin);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ tasa_interes: 0, total_interes: 0, total_saldo: 1_000_000 });
    expect(r.json().message).toMatch(/^Se guardó con éxito el crédito F-/);
  });
});

describe('POST anticipos_pagos: abonos de efectivo', () => {
  let id: number;
  beforeAll(async () => {
    id = (await prestar(anticipo({ id_cuenta: cuentas[2] }))).json().data.id;
  });

  it('un abono de 5,000.00 hace 30 días paga 200.00 de interés y 4,800.00 de capital; hoy se deben 5,304.00', async () => {
    const r = await abonar({ id_anticipo: id, fecha_ejecucion: diasAtras(hoy, 30), cantidad_pago: 500_000, comision_efectivo: 1_500 });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe('Se guardó con éxito el abono al credito.');
    const d: DetalleAnticipo = r.json().data;
    expect(d).toMatchObject({
      total_interes: 30_400,
      total: 1_030_400,
      total_anticipos_recuperados: 500_000,
      total_comisiones: 1_500,
      total_saldo: 530_400,
      num_pagos: 1,
    });
    expect(d.anticipo_pagos).toMatchObject([
      { cantidad_pago: 500_000, aplicado_interes: 20_000, aplicado_capital: 480_000, tipo: 'abono', anulado: false },
    ]);
  });

  it('R100: más que el saldo total, monto 0, fecha futura o anterior al crédito se rechazan; el saldo no cambia', async () => {
    for (const [cuerpo, campo, mensaje] of [
      [{ cantidad_pago: 530_401 }, 'cantidad_pago', 'El monto no debe exceder el saldo total'],
      [{ cantidad_pago: 0 }, 'cantidad_pago', 'Debe escribir un monto'],
      [{ fecha_ejecucion: diasAtras(hoy, -1) }, 'fecha_ejecucion', 'La fecha del abono no puede ser posterior a hoy'],
      [{ fecha_ejecucion: diasAtras(hoy, 61) }, 'fecha_ejecucion', /^La fecha del abono no puede ser anterior a la del anticipo/],
    ] as const) {
      const r = await abonar({ id_anticipo: id, fecha_ejecucion: hoy, cantidad_pago: 100, ...(cuerpo as object) });
      expect(r.statusCode, JSON.stringify(cuerpo)).toBe(422);
      expect(r.json().errors[campo][0]).toMatch(mensaje);
    }
    expect((await detalle(id)).total_saldo).toBe(530_400);
  });

  it('dos abonos a la vez que juntos pasan el saldo: uno entra, el otro se rechaza; el saldo nunca baja de 0', async () => {
    const otro = (await prestar(anticipo({ id_cuenta: cuentas[3], fecha_ejecucion: hoy, cantidad_anticipo: 500_000 }))).json().data.id;
    const rs = await Promise.all([0, 1].map(() => abonar({ id_anticipo: otro, fecha_ejecucion: hoy, cantidad_pago: 300_000 })));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(rs.find((r) => r.statusCode === 422)!.json().errors.cantidad_pago).toEqual(['El monto no debe exceder el saldo total']);
    const d = await detalle(otro);
    expect(d.total_saldo).toBe(200_000);
    expect(d.anticipo_pagos).toHaveLength(1);
  });

  it('un abono con fecha anterior a otros da las mismas cifras que capturado en orden', async () => {
    const [a, b] = [cuentas[4], cuentas[5]];
    const ida = (await prestar(anticipo({ id_cuenta: a, fecha_ejecucion: diasAtras(hoy, 90) }))).json().data.id;
    const idb = (await prestar(anticipo({ id_cuenta: b, fecha_ejecucion: diasAtras(hoy, 90) }))).json().data.id;
    const abonos = [
      [diasAtras(hoy, 70), 300_000],
      [diasAtras(hoy, 40), 250_000],
      [diasAtras(hoy, 10), 100_000],
    ] as const;
    for (const [f, m] of abonos) expect((await abonar({ id_anticipo: ida, fecha_ejecucion: f, cantidad_pago: m })).statusCode).toBe(201);
    for (const [f, m] of [...abonos].reverse())
      expect((await abonar({ id_anticipo: idb, fecha_ejecucion: f, cantidad_pago: m })).statusCode).toBe(201);
    const [da, db] = [await detalle(ida), await detalle(idb)];
    const cifras = (d: DetalleAnticipo) => ({
      total: d.total,
      total_interes: d.total_interes,
      total_saldo: d.total_saldo,
      aplicado: d.anticipo_pagos.map((p) => [p.fecha_ejecucion, p.aplicado_interes, p.aplicado_capital]),
    });
    expect(cifras(db)).toEqual(cifras(da));
  });

  it('anular un abono pide motivo y permiso, lo deja tachado y el saldo vuelve a contar interés sobre todo el capital', async () => {
    const d = await detalle(id);
    const pago = d.anticipo_pagos[0];
    const url = `/api/anticipos_pagos/anular/${pago.uuid}`;
    expect((await conClave(e, sinAnular, url, { motivo: 'Error de captura' })).statusCode).toBe(403);
    expect((await conClave(e, gerente, url, { motivo: '' })).statusCode).toBe(422);
    const r = await conClave(e, gerente, url, { motivo: 'Se capturó dos veces' });
    expect(r.statusCode, r.body).toBe(200);
    const despues: DetalleAnticipo = r.json().data;
    expect(despues).toMatchObject({ total_saldo: 1_040_000, total_interes: 40_000, total_anticipos_recuperados: 0, num_pagos: 0 });
    expect(despues.anticipo_pagos).toMatchObject([
      { anulado: true, motivo_anulacion: 'Se capturó dos veces', aplicado_interes: 0, aplicado_capital: 0 },
    ]);
    const otra = await conClave(e, gerente, url, { motivo: 'Otra vez' });
    expect(otra.json().errors.uuid).toEqual(['Este abono ya fue anulado']);
    expect(
      await contar(e.db, "auditoria WHERE entidad = 'anticipos_pagos' AND accion = 'anular' AND id_entidad = $1", [String(pago.id)]),
    ).toBe(1);
  });

  it('404 para un crédito inexistente o de otra cooperativa', async () => {
    const ajeno = (
      await prestar(
        anticipo({
          ...(await (async () => {
            const c = await cuentasActivas(e, 1, 2);
            return { id_cuenta: c.cuentas[1], id_ciclos: c.idCiclo };
          })()),
        }),
        admin,
      )
    ).json().data.id;
    expect((await abonar({ id_anticipo: ajeno, fecha_ejecucion: hoy, cantidad_pago: 100 })).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'GET', `/api/anticipos/${ajeno}`)).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'DELETE', `/api/anticipos/${UUID_INEXISTENTE}`)).statusCode).toBe(404);
  });
});

describe('PUT anticipos/{id} y DELETE anticipos/{uuid}', () => {
  it('editar: 409 con una versión vieja; no por debajo de lo recuperado; no a otro productor con recuperado', async () => {
    const { cuentas: libres } = await cuentasActivas(e, 2, 2);
    const f: FilaAnticipo = (await prestar(anticipo({ id_cuenta: libres[0], fecha_ejecucion: hoy, cantidad_anticipo: 200_000 }))).json()
      .data;
    const cuerpo = {
      folio: f.folio,
      fecha_ejecucion: hoy,
      id_cuenta: libres[0],
      cantidad_anticipo: 300_000,
      id_ciclos: ciclo,
      version: f.version,
    };
    const ok = await e.pedir(gerente, 'PUT', `/api/anticipos/${f.id}`, cuerpo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ cantidad_anticipo: 300_000, total_saldo: 300_000, version: f.version + 1 });
    expect((await e.pedir(gerente, 'PUT', `/api/anticipos/${f.id}`, cuerpo)).statusCode).toBe(409);

    expect((await abonar({ id_anticipo: f.id, fecha_ejecucion: hoy, cantidad_pago: 150_000 })).statusCode).toBe(201);
    const v = (await detalle(f.id)).version;
    const menos = await e.pedir(gerente, 'PUT', `/api/anticipos/${f.id}`, { ...cuerpo, cantidad_anticipo: 149_999, version: v });
    expect(menos.statusCode).toBe(422);
    expect(menos.json().errors.cantidad_anticipo).toEqual(['El monto no puede ser menor a lo ya recuperado ($1,500.00)']);
    const otro = await e.pedir(gerente, 'PUT', `/api/anticipos/${f.id}`, { ...cuerpo, id_cuenta: libres[1], version: v });
    expect(otro.json().errors.id_cuenta).toEqual(['Ya tiene montos recuperados: el productor no se cambia']);
    // paid in full: neither edited nor repaid any more (R097)
    expect((await abonar({ id_anticipo: f.id, fecha_ejecucion: hoy, cantidad_pago: 150_000 })).statusCode).toBe(201);
    const pagado = await e.pedir(gerente, 'PUT', `/api/anticipos/${f.id}`, { ...cuerpo, version: (await detalle(f.id)).version });
    expect(pagado.json().errors.id).toEqual(['Este crédito ya está pagado: no se edita ni recibe abonos']);
    expect((await detalle(f.id)).estatus).toBe('Pasado');
  });

  it('eliminar: con abonos (aun anulados) no, con el mensaje del spec; sin abonos sí, auditado', async () => {
    const { cuentas: libres } = await cuentasActivas(e, 2, 1);
    const con: FilaAnticipo = (await prestar(anticipo({ id_cuenta: libres[0], folio: 'C-PAG', cantidad_anticipo: 100_000 }))).json().data;
    await abonar({ id_anticipo: con.id, fecha_ejecucion: hoy, cantidad_pago: 100 });
    const r = await e.pedir(gerente, 'DELETE', `/api/anticipos/${con.uuid}`);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(
      'No se puede eliminar el crédito C-PAG pues ya tiene pagos. Por favor contacta al equipo de Cosecha para más ayuda.',
    );
    const sin: FilaAnticipo = (await prestar(anticipo({ id_cuenta: libres[0], cantidad_anticipo: 100 }))).json().data;
    const ok = await e.pedir(gerente, 'DELETE', `/api/anticipos/${sin.uuid}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Se eliminó el crédito' });
    expect(await contar(e.db, 'anticipos WHERE uuid = $1', [sin.uuid])).toBe(0);
    expect(await contar(e.db, "auditoria WHERE entidad = 'anticipos' AND accion = 'eliminar' AND id_entidad = $1", [String(sin.id)])).toBe(
      1,
    );
  });
});

describe('las listas', () => {
  it('anticipos_search por ciclo y por productor; anticipos_por_productor suma las mismas cifras, Vigente si alguno lo es (R096)', async () => {
    const lista = await e.pedir(gerente, 'POST', '/api/anticipos_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }],
      per_page: 100,
      totales: true,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const filas: FilaAnticipo[] = lista.json().data;
    expect(filas.length).toBeGreaterThan(5);
    const porProductor = await e.pedir(gerente, 'POST', '/api/anticipos_por_productor_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }],
      per_page: 100,
      totales: true,
    });
    expect(porProductor.statusCode, porProductor.body).toBe(200);
    const grupos: FilaAnticiposProductor[] = porProductor.json().data;
    for (const g of grupos) {
      const suyas = filas.filter((f) => f.id_cuenta === g.id_cuenta);
      expect(g.num_creditos).toBe(suyas.length);
      expect(g.total_saldo).toBe(suyas.reduce((s, f) => s + f.total_saldo, 0));
      expect(g.total_interes).toBe(suyas.reduce((s, f) => s + f.total_interes, 0));
      expect(g.estatus).toBe(suyas.some((f) => f.estatus === 'Vigente') ? 'Vigente' : 'Pasado');
      expect(g.anticipos.map((a) => a.id).sort()).toEqual(suyas.map((f) => f.id).sort());
    }
    expect(porProductor.json().totales.total_saldo).toBe(lista.json().totales.total_saldo);
    // a producer's own list
    const uuid = filas[0].productor_uuid;
    const suya = await e.pedir(gerente, 'POST', '/api/anticipos_search', {
      filters: [{ column: 'productor_uuid', operator: '=', value: uuid }],
    });
    expect(suya.json().data.every((f: FilaAnticipo) => f.productor_uuid === uuid)).toBe(true);
  });

  it('cada cooperativa ve solo los suyos; el acopiador los lee (sin prestar)', async () => {
    const r = await e.pedir(admin, 'POST', '/api/anticipos_search', { per_page: 100 });
    const propios = new Set((await e.db.query<{ id: number }>('SELECT id FROM anticipos WHERE id_cooperativa = 1')).map((x) => x.id));
    const ids = r.json().data.map((f: FilaAnticipo) => f.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((x: number) => !propios.has(x))).toEqual([]);
    const a = await e.pedir(acopiador, 'POST', '/api/anticipos_search', { per_page: 100 });
    expect(a.statusCode).toBe(200);
    expect(
      a
        .json()
        .data.map((f: FilaAnticipo) => f.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
});
