import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, uno } from '../ayudas';
import { conClave } from '../anticipos/anticipos-ayudas';
import { cicloConEntregas, correrGeneraciones } from './remanente-ayudas';
import { multiplicarCentesimos } from '@domain/acopio/cantidades';
import type { FilaPrecioRemanente, FilaReciboRemanente } from '@domain/contrato/remanente';

/**
 * The surplus's calls (spec 002 §7 'Surplus', §5, §8; issue 25) on the cacao cooperative (2): categories, prices,
 * generating receipts in the job queue (twice, at once, retried), editing a payment and its PDF, with their 401,
 * 403, 404, 409 and 422 paths and the spec's messages.
 */
let e: Entorno;
let gerente: string; // coop 2
let comite: string; // no ACOPIOS permission
let ciclo: number;
let cicloAjeno: number;

const ORGANICO = 15;
const precio = (extra: Record<string, unknown> = {}) => ({ id_ciclo: ciclo, id_cat_certificacion: ORGANICO, precio_por_kg: 250, ...extra });
const registrar = (cuerpo: unknown, token = gerente) => e.pedir(token, 'POST', '/api/remanente/registro_precio', cuerpo);
const generar = (cuerpo: unknown, clave?: string, ruta = '/api/remanente/generar_recibos') => conClave(e, gerente, ruta, cuerpo, clave);
const recibos = async (filtros: unknown[] = []) => {
  const r = await e.pedir(gerente, 'POST', '/api/remanente/recibos_search', {
    per_page: 100,
    filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }, ...filtros],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as FilaReciboRemanente[];
};

/** What the receipts of the cycle must be: net kilos of the non-voided deliveries carrying the category, per account. */
const esperados = (cat: number) =>
  e.db.query<{ id_cuenta: number; peso: number }>(
    `SELECT id_cuenta, sum(peso_neto)::int8 AS peso FROM acopios
      WHERE id_cooperativa = 2 AND id_ciclo = $1 AND NOT anulada AND $2 = ANY(certificaciones) GROUP BY id_cuenta ORDER BY id_cuenta`,
    [ciclo, cat],
  );

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  comite = await e.entrar('comite.sierra@cosecha.demo');
  ciclo = await cicloConEntregas(e, 2);
  cicloAjeno = (await uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = 1 LIMIT 1')).id;
  // the demo may already hold surplus data: this file starts from none for its cycle
  await e.db.query('DELETE FROM remanente_recibos WHERE id_cooperativa = 2 AND id_ciclo = $1', [ciclo]);
  await e.db.query('DELETE FROM remanente_precios WHERE id_cooperativa = 2 AND id_ciclo = $1', [ciclo]);
});
afterAll(() => e?.cerrar());

describe('permisos', () => {
  it('sin sesión 401; sin el permiso 403', async () => {
    for (const [m, url, body] of [
      ['GET', '/api/remanente/categorias', undefined],
      ['POST', '/api/remanente/recibos_search', {}],
      ['POST', '/api/remanente/precio_por_cooperativa_search', {}],
      ['POST', '/api/remanente/registro_precio', precio()],
      ['PUT', '/api/remanente/registro_precio/1', { ...precio(), version: 1 }],
      ['POST', '/api/remanente/generar_recibos', { id_ciclo: 1 }],
      ['POST', '/api/admin/acopios/remanente/generar_recibos', { id_ciclo: 1 }],
      ['PUT', '/api/remanente/generar_recibos/1', { precio_por_kg: 1, cantidad_pago: 1, version: 1 }],
      ['GET', '/api/recibos/remanentes/REM-000001', undefined],
    ] as const) {
      const sin = await e.app.inject({ method: m, url, ...(body ? { payload: body } : {}) });
      expect(sin.statusCode, `${m} ${url}`).toBe(401);
      expect(sin.json().message).toBe(MSG_401);
      const r = await e.pedir(comite, m, url, body);
      expect(r.statusCode, `${m} ${url}`).toBe(403);
      expect(r.json().message).toBe(MSG_403);
    }
  });
});

describe('GET remanente/categorias', () => {
  it('las certificaciones de la entrega, con su color', async () => {
    const r = await e.pedir(gerente, 'GET', '/api/remanente/categorias');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toContainEqual({ id: ORGANICO, nombre: 'Orgánico', color: '#4A6700' });
  });
});

describe('precio remanente', () => {
  let p: FilaPrecioRemanente;
  it('registra: 201 con el mensaje de la especificación; una vez por categoría y ciclo', async () => {
    const r = await registrar(precio());
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe('Se guardó con éxito el precio remanente.');
    p = r.json().data;
    expect(p).toMatchObject({
      id_ciclo: ciclo,
      id_cat_certificacion: ORGANICO,
      precio: 250,
      estatus: 'Vigente',
      categoria: 'Orgánico',
      version: 1,
    });
    const otra = await registrar(precio({ precio_por_kg: 300 }));
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors).toEqual({ id_cat_certificacion: ['Ya hay un precio remanente para esta categoría en el ciclo'] });
  });
  it('422: precio 0, categoría fuera del catálogo, ciclo de otra cooperativa, id_cooperativa ajena ignorada', async () => {
    const cero = await registrar(precio({ precio_por_kg: 0, id_cat_certificacion: 17 }));
    expect(cero.statusCode).toBe(422);
    expect(cero.json().errors).toEqual({ precio_por_kg: ['Debe ser un número mayor que cero'] });
    const fuera = await registrar(precio({ id_cat_certificacion: 99 }));
    expect(fuera.json().errors).toEqual({ id_cat_certificacion: ['Seleccione una opción de la lista'] });
    const ajeno = await registrar(precio({ id_ciclo: cicloAjeno, id_cat_certificacion: 17 }));
    expect(ajeno.statusCode).toBe(422);
    expect(ajeno.json().errors).toEqual({ id_ciclo: ['El ciclo no es de la cooperativa'] });
    const vacio = await registrar({ id_ciclo: ciclo, id_cat_certificacion: 17 });
    expect(vacio.statusCode).toBe(422);
  });
  it('edita con su versión; la versión vieja es 409; el que no existe 404', async () => {
    const r = await e.pedir(gerente, 'PUT', `/api/remanente/registro_precio/${p.precio_id}`, {
      ...precio({ precio_por_kg: 275 }),
      id_cooperativa: 1,
      version: 1,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ precio: 275, version: 2 });
    const vieja = await e.pedir(gerente, 'PUT', `/api/remanente/registro_precio/${p.precio_id}`, { ...precio(), version: 1 });
    expect(vieja.statusCode).toBe(409);
    const no = await e.pedir(gerente, 'PUT', '/api/remanente/registro_precio/999999', { ...precio(), version: 1 });
    expect(no.statusCode).toBe(404);
    const lista = await e.pedir(gerente, 'POST', '/api/remanente/precio_por_cooperativa_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }],
    });
    expect(lista.json().data).toEqual([expect.objectContaining({ precio_id: p.precio_id, precio: 275 })]);
  });
});

describe('generar recibos', () => {
  it('201 "Sus recibos se estan generando."; el trabajo hace un recibo por cuenta y categoría con kg × precio redondeado', async () => {
    const r = await generar({ id_ciclo: ciclo, id_cooperativa: 2 });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ success: true, message: 'Sus recibos se estan generando.', data: { estado: 'pendiente', hechos: 0 } });
    const id = r.json().data.id;
    await correrGeneraciones(e);
    const g = await uno<{ estado: string; hechos: number; total: number }>(
      e.db,
      'SELECT estado, hechos, total FROM remanente_generaciones WHERE id_cooperativa = 2 AND id = $1',
      [id],
    );
    expect(g.estado).toBe('hecho');
    expect(g.hechos).toBe(g.total);
    const filas = await recibos();
    const esp = await esperados(ORGANICO);
    expect(esp.length).toBeGreaterThan(0);
    expect(filas.map((f) => [f.id_cuenta, f.peso_neto, f.cantidad_pago])).toEqual(
      esp.map((x) => [x.id_cuenta, x.peso, multiplicarCentesimos(x.peso, 275)]),
    );
    expect(filas.every((f) => f.precio_por_kg === 275 && f.cuenta_categoria === 'Orgánico' && /^REM-\d{6}$/.test(f.folio))).toBe(true);
  });

  it('generar dos veces, y dos a la vez, deja un recibo por productor y categoría', async () => {
    const antes = await contar(e.db, 'remanente_recibos WHERE id_cooperativa = 2 AND id_ciclo = $1', [ciclo]);
    const [a, b] = await Promise.all([
      generar({ id_ciclo: ciclo }),
      generar({ id_ciclo: ciclo }, undefined, '/api/admin/acopios/remanente/generar_recibos'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await correrGeneraciones(e);
    await generar({ id_ciclo: ciclo });
    await correrGeneraciones(e);
    expect(await contar(e.db, 'remanente_recibos WHERE id_cooperativa = 2 AND id_ciclo = $1', [ciclo])).toBe(antes);
    const dobles = await contar(
      e.db,
      `(SELECT 1 FROM remanente_recibos WHERE id_cooperativa = 2 GROUP BY id_ciclo, id_cuenta, id_cat_certificacion HAVING count(*) > 1) x`,
    );
    expect(dobles).toBe(0);
  });

  it('la misma Idempotency-Key repite la respuesta sin otra generación; de un productor; 422 ciclo o productor ajenos', async () => {
    const clave = randomUUID();
    const a = await generar({ id_ciclo: ciclo }, clave);
    const b = await generar({ id_ciclo: ciclo }, clave);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect(await contar(e.db, 'remanente_generaciones WHERE id_cooperativa = 2 AND id = $1', [a.json().data.id])).toBe(1);
    const productor = await uno<{ id: number }>(
      e.db,
      `SELECT c.id_productor AS id FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
        WHERE a.id_cooperativa = 2 AND a.id_ciclo = $1 AND NOT a.anulada LIMIT 1`,
      [ciclo],
    );
    const uno1 = await generar(
      { id_ciclo: ciclo, productor_id: productor.id, id_cooperativa: 2 },
      undefined,
      '/api/admin/acopios/remanente/generar_recibos',
    );
    expect(uno1.statusCode, uno1.body).toBe(201);
    expect(uno1.json().data.total).toBe(1);
    await correrGeneraciones(e);
    const ajeno = await generar({ id_ciclo: cicloAjeno });
    expect(ajeno.statusCode).toBe(422);
    expect(ajeno.json().errors).toEqual({ id_ciclo: ['El ciclo no es de la cooperativa'] });
    const otro = await uno<{ id: number }>(e.db, 'SELECT id FROM productores WHERE id_cooperativa = 1 LIMIT 1');
    expect((await generar({ id_ciclo: ciclo, productor_id: otro.id })).statusCode).toBe(422);
  });

  it('sigue tras un reinicio: una generación a medias continúa después de la última cuenta guardada', async () => {
    const r = await generar({ id_ciclo: ciclo });
    const id = r.json().data.id;
    const cuentas = await esperados(ORGANICO);
    // as if a first page committed up to the middle and the process died before the next run
    const mitad = cuentas[Math.floor(cuentas.length / 2)].id_cuenta;
    await e.db.query('UPDATE remanente_generaciones SET ultima_cuenta = $3, hechos = 1 WHERE id_cooperativa = $1 AND id = $2', [
      2,
      id,
      mitad,
    ]);
    await correrGeneraciones(e);
    const g = await uno<{ estado: string; ultima_cuenta: number }>(
      e.db,
      'SELECT estado, ultima_cuenta FROM remanente_generaciones WHERE id_cooperativa = 2 AND id = $1',
      [id],
    );
    expect(g.estado).toBe('hecho');
    expect(g.ultima_cuenta).toBeGreaterThanOrEqual(mitad);
  });
});

describe('pago remanente y su recibo', () => {
  it('edita precio y cantidad (se conserva al generar otra vez); versión vieja 409; 404; 422', async () => {
    const [f] = await recibos();
    const r = await e.pedir(gerente, 'PUT', `/api/remanente/generar_recibos/${f.id}`, {
      precio_por_kg: 300,
      cantidad_pago: 12345,
      id_cooperativa: 2,
      version: f.version,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Se actualizó con éxito el pago remanente.');
    expect(r.json().data).toMatchObject({ id: f.id, precio_por_kg: 300, cantidad_pago: 12345, editado: true, version: f.version + 1 });
    const vieja = await e.pedir(gerente, 'PUT', `/api/remanente/generar_recibos/${f.id}`, {
      precio_por_kg: 1,
      cantidad_pago: 1,
      version: f.version,
    });
    expect(vieja.statusCode).toBe(409);
    expect(
      (await e.pedir(gerente, 'PUT', '/api/remanente/generar_recibos/999999', { precio_por_kg: 1, cantidad_pago: 1, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await e.pedir(gerente, 'PUT', `/api/remanente/generar_recibos/${f.id}`, { precio_por_kg: -1, cantidad_pago: 1, version: 9 }))
        .statusCode,
    ).toBe(422);
    await generar({ id_ciclo: ciclo });
    await correrGeneraciones(e);
    const despues = (await recibos()).find((x) => x.id === f.id)!;
    expect(despues).toMatchObject({ precio_por_kg: 300, cantidad_pago: 12345 });
  });

  it('el PDF por folio; un folio que no existe 404', async () => {
    const [f] = await recibos();
    const r = await e.pedir(gerente, 'GET', `/api/recibos/remanentes/${f.folio}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await e.pedir(gerente, 'GET', '/api/recibos/remanentes/REM-999999')).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'GET', '/api/recibos/remanentes/otra-cosa')).statusCode).toBe(422);
  });
});
