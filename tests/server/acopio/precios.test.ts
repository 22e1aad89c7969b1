import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno } from '../ayudas';
import { MENSAJES_PRECIO, precioEliminado, precioGuardado } from '@domain/acopio/precio';
import { hoyEnZona, partesEnZona } from '@domain/comun/formato';
import { MENSAJES_IDEMPOTENCIA } from '../../../server/idempotencia';

/** Price per cooperative (spec 002 §2.12, §5 'Price form', §7): list, register, delete the current one, Excel. */
let e: Entorno;
let gerente: string; // role 2, Chontalpa (coop 2): every price permission
let capturista: string; // role 5, Chontalpa: no price permission
let admin: string; // role 1, Sierra Madre (coop 1): every price permission (issue 22 item 4: the collector has none)
const HOY = hoyEnZona('America/Mexico_City');

const registrar = (token: string | null, body: unknown, clave: string | null = randomUUID()) =>
  e.app.inject({
    method: 'POST',
    url: '/api/registro_precio',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clave ? { 'idempotency-key': clave } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
const borrar = (token: string | null, id: number | string) => e.pedir(token, 'DELETE', `/api/registro_precio/${id}`);
const vigente = (coop: number) =>
  uno<{ id: number; precio_por_kg: number }>(
    e.db,
    'SELECT id, precio_por_kg FROM precios_cooperativa WHERE id_cooperativa = $1 AND fecha_fin IS NULL',
    [coop],
  );
const foto = (coop: number) =>
  e.db.query(
    'SELECT id, precio_por_kg, fecha_inicio::text, fecha_fin::text FROM precios_cooperativa WHERE id_cooperativa = $1 ORDER BY id',
    [coop],
  );

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('POST precio_por_cooperativa_search', () => {
  it('los precios de la cooperativa de la sesión, el vigente con fecha_fin "-"', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/precio_por_cooperativa_search', {
      filters: [{ column: 'id_cooperativa', operator: '=', value: 1 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    // the filter names another cooperative: the session's scope still bounds it, so nothing of coop 1 shows
    expect(r.json().data).toEqual([]);
    const propios = (await e.pedir(gerente, 'POST', '/api/precio_por_cooperativa_search', {})).json().data;
    expect(propios[0]).toMatchObject({
      fecha_fin: '-',
      estatus: 'Vigente',
      estatus_color: 'success',
      precio: (await vigente(2)).precio_por_kg,
    });
    expect((await e.pedir(capturista, 'POST', '/api/precio_por_cooperativa_search', {})).statusCode).toBe(403);
    expect((await e.pedir(null, 'POST', '/api/precio_por_cooperativa_search', {})).statusCode).toBe(401);
  });
});

describe('POST registro_precio', () => {
  it('201: cierra el vigente hoy y el nuevo rige desde hoy; una sola vez por clave; auditado', async () => {
    const antes = await vigente(2);
    const clave = randomUUID();
    const r = await registrar(gerente, { precio_por_kg: 45_50 }, clave);
    expect(r.statusCode, r.body).toBe(201);
    const { data, message } = r.json();
    expect(message).toBe(precioGuardado(data.precio_id));
    expect(data).toMatchObject({ precio: 45_50, fecha_inicio: HOY, fecha_fin: '-', estatus: 'Vigente' });
    expect(data.registro).toBe('Rosa Elena Díaz');
    const cerrado = await uno<{ fecha_fin: string }>(
      e.db,
      'SELECT fecha_fin::text FROM precios_cooperativa WHERE id_cooperativa = 2 AND id = $1',
      [antes.id],
    );
    expect(cerrado.fecha_fin).toBe(HOY);
    // the same key again: the first answer, nothing more closed or added
    const n = await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2');
    const otra = await registrar(gerente, { precio_por_kg: 45_50 }, clave);
    expect([otra.statusCode, otra.headers['idempotent-replayed'], otra.json().data.precio_id]).toEqual([201, 'true', data.precio_id]);
    expect(await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2')).toBe(n);
    const mismaClaveOtroPrecio = await registrar(gerente, { precio_por_kg: 46_00 }, clave);
    expect([mismaClaveOtroPrecio.statusCode, mismaClaveOtroPrecio.json().message]).toEqual([409, MENSAJES_IDEMPOTENCIA.otraPeticion]);
    expect(
      await contar(e.db, "auditoria WHERE entidad = 'precios_cooperativa' AND id_entidad = $1 AND accion = 'crear'", [
        String(data.precio_id),
      ]),
    ).toBe(1);
  });

  it('la misma clave enviada varias veces a la vez: un solo precio nuevo', async () => {
    const clave = randomUUID();
    const n = await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2');
    const rs = await Promise.all(Array.from({ length: 5 }, () => registrar(gerente, { precio_por_kg: 47_00 }, clave)));
    expect(rs.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(rs.map((r) => r.json().data.precio_id)).size).toBe(1);
    expect(await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2')).toBe(n + 1);
    expect(await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2 AND fecha_fin IS NULL')).toBe(1);
  });

  it('422 con los mensajes del formulario y sin cambiar nada; la cooperativa nunca viene del cuerpo', async () => {
    const antes = await foto(2);
    const otraCoop = await foto(1);
    for (const [body, campo, mensaje] of [
      [{ precio_por_kg: 0 }, 'precio_por_kg', MENSAJES_PRECIO.positivo],
      [{ precio_por_kg: -100 }, 'precio_por_kg', MENSAJES_PRECIO.positivo],
      [{ precio_por_kg: 100_000_01 }, 'precio_por_kg', MENSAJES_PRECIO.maximo],
    ] as const) {
      const r = await registrar(gerente, body);
      expect([r.statusCode, r.json().errors?.[campo]]).toEqual([422, [mensaje]]);
    }
    expect((await registrar(gerente, {})).statusCode).toBe(422);
    expect((await registrar(gerente, { precio_por_kg: '45.50' })).statusCode).toBe(422);
    expect((await registrar(gerente, { precio_por_kg: 4550, id_cooperativa: 1 })).statusCode).toBe(422);
    const sinClave = await registrar(gerente, { precio_por_kg: 4550 }, null);
    expect([sinClave.statusCode, sinClave.json().message]).toEqual([422, MENSAJES_IDEMPOTENCIA.falta]);
    expect(await foto(2)).toEqual(antes);
    expect(await foto(1)).toEqual(otraCoop);
  });

  it('401 sin sesión, 403 sin ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO (nada cambia)', async () => {
    const antes = await foto(2);
    expect((await registrar(null, { precio_por_kg: 4550 })).json().message).toBe(MSG_401);
    const r = await registrar(capturista, { precio_por_kg: 4550 });
    expect([r.statusCode, r.json().message]).toEqual([403, MSG_403]);
    expect(await foto(2)).toEqual(antes);
  });
});

describe('DELETE registro_precio/{id}', () => {
  beforeEach(async () => {
    // two registrations so there is always a previous price to go back to
    await registrar(gerente, { precio_por_kg: 50_00 });
    await registrar(gerente, { precio_por_kg: 51_00 });
  });

  it('borra el vigente y el anterior vuelve a regir; repetirlo es 404 y no toca el anterior', async () => {
    const actual = await vigente(2);
    const filas = await foto(2);
    const anterior = filas[filas.length - 2] as { id: number };
    const r = await borrar(gerente, actual.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ data: { precio_id: actual.id, vigente: anterior.id }, message: precioEliminado(actual.id) });
    expect(await vigente(2)).toEqual({ id: anterior.id, precio_por_kg: 50_00 });
    const otraVez = await borrar(gerente, actual.id);
    expect([otraVez.statusCode, otraVez.json().message]).toEqual([404, MSG_404]);
    expect((await vigente(2)).id).toBe(anterior.id);
    expect(
      await contar(e.db, "auditoria WHERE entidad = 'precios_cooperativa' AND id_entidad = $1 AND accion = 'baja'", [String(actual.id)]),
    ).toBe(1);
  });

  it('422 si no es el vigente; 404 de otra cooperativa; 403 sin permiso; 422 con id inválido (nada cambia)', async () => {
    const antes = await foto(2);
    const viejo = (antes[0] as { id: number }).id;
    const r = await borrar(gerente, viejo);
    expect([r.statusCode, r.json().errors?.id]).toEqual([422, [MENSAJES_PRECIO.soloVigente]]);
    const deOtra = await borrar(admin, (await vigente(2)).id);
    expect(deOtra.statusCode).toBe(404);
    expect((await borrar(capturista, (await vigente(2)).id)).statusCode).toBe(403);
    expect((await borrar(gerente, 'abc')).statusCode).toBe(422);
    expect((await borrar(null, (await vigente(2)).id)).statusCode).toBe(401);
    expect(await foto(2)).toEqual(antes);
  });
});

describe('GET xls/precio_coopertiva/{coopId}', () => {
  it('un libro con los precios de la cooperativa; otra cooperativa es 404; 403 sin permiso', async () => {
    const r = await e.pedir(gerente, 'GET', '/api/xls/precio_coopertiva/2');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="precios_2_\d{8}_\d{6}\.xlsx"$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Precios')!;
    expect(hoja.getRow(1).getCell(5).value).toBe('Precio');
    expect(hoja.rowCount - 1).toBe((await foto(2)).length);
    expect(hoja.getRow(2).getCell(4).value).toBe('Vigente');
    expect(hoja.getRow(2).getCell(5).value).toBe((await vigente(2)).precio_por_kg / 100);
    expect((await e.pedir(gerente, 'GET', '/api/xls/precio_coopertiva/1')).statusCode).toBe(404);
    expect((await e.pedir(capturista, 'GET', '/api/xls/precio_coopertiva/2')).statusCode).toBe(403);
  });

  it('issue 22 item 16: la fecha de registro en la hora de la cooperativa, no en UTC, y Registró nunca vacío', async () => {
    const r = await e.pedir(gerente, 'GET', '/api/xls/precio_coopertiva/2');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Precios')!;
    const { zona } = await uno<{ zona: string }>(e.db, 'SELECT zona_horaria AS zona FROM configuraciones WHERE id_cooperativa = 2');
    const creados = new Map(
      (
        await e.db.query<{ id: number; creado: Date }>('SELECT id, created_at AS creado FROM precios_cooperativa WHERE id_cooperativa = 2')
      ).map((f) => [f.id, new Date(f.creado)]),
    );
    expect(hoja.rowCount - 1).toBe(creados.size);
    for (let i = 2; i <= hoja.rowCount; i++) {
      const fila = hoja.getRow(i);
      expect(String(fila.getCell(6).value ?? '').trim(), `fila ${i}`).not.toBe('');
      const p = partesEnZona(creados.get(Number(fila.getCell(1).value))!, zona);
      const celda = fila.getCell(7).value as Date;
      expect(celda.toISOString().slice(0, 16)).toBe(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`);
    }
  });
});
