import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';

/**
 * Issue 22 item 10: the folios of deliveries (E-) and payments (P-) were drawn from one sequence for every
 * cooperative, so the gap between two of a cooperative's folios counted the other cooperatives' deliveries. Each
 * cooperative now numbers its own, continuing after the highest folio it already had (issued receipts keep theirs),
 * and two deliveries at once never share one.
 */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre (coop 1)
let capturista: string; // role 5, Chontalpa (coop 2)
let cuentaSierra: string;
let cuentaChontalpa: string;

const numero = (folio: string) => Number(folio.slice(2));
const cuentaActiva = async (coop: number) =>
  (
    await uno<{ uuid: string }>(
      e.db,
      `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE c.id_cooperativa = $1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
      [coop],
    )
  ).uuid;
const registrar = (token: string, cuenta: string, cambios: Record<string, unknown> = {}) =>
  escribir(e.app, token, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta, { precio_por_kg: null, ...cambios }), randomUUID());
const folioDePago = async (coop: number, idAcopio: number) =>
  (
    await uno<{ folio: string }>(e.db, 'SELECT folio FROM acopio_pagos WHERE id_cooperativa = $1 AND id_acopio = $2 ORDER BY id LIMIT 1', [
      coop,
      idAcopio,
    ])
  ).folio;

beforeAll(async () => {
  e = await crearEntorno();
  acopiador = await e.entrar('acopio@cosecha.demo');
  capturista = await e.entrar('capturista.chontalpa@cosecha.demo');
  cuentaSierra = await cuentaActiva(1);
  cuentaChontalpa = await cuentaActiva(2);
});
afterAll(() => e?.cerrar());

describe('issue 22 item 10: folios por cooperativa', () => {
  it('las entregas y pagos de otra cooperativa no se cuentan entre dos folios de la misma', async () => {
    const a = await registrar(acopiador, cuentaSierra);
    expect(a.statusCode, a.body).toBe(201);
    for (let i = 0; i < 3; i++) expect((await registrar(capturista, cuentaChontalpa, { monto_pagado: 100_00 })).statusCode).toBe(201);
    const b = await registrar(acopiador, cuentaSierra);
    expect(b.statusCode, b.body).toBe(201);
    const [fa, fb] = [a.json().data, b.json().data];
    expect(fa.folio_acopio).toMatch(/^E-\d{6}$/);
    expect(numero(fb.folio_acopio)).toBe(numero(fa.folio_acopio) + 1);
    expect(numero(await folioDePago(1, fb.id))).toBe(numero(await folioDePago(1, fa.id)) + 1);
  });

  it('continúa después del folio más alto que ya tenía la cooperativa (los recibos emitidos no cambian)', async () => {
    const { max } = await uno<{ max: number }>(
      e.db,
      `SELECT max(substr(folio_acopio, 3)::int) AS max FROM acopios WHERE id_cooperativa = 2 AND folio_acopio ~ '^E-[0-9]+$'`,
    );
    const r = await registrar(capturista, cuentaChontalpa, { monto_pagado: 0, id_metodo_pago: null });
    expect(r.statusCode, r.body).toBe(201);
    expect(numero(r.json().data.folio_acopio)).toBe(max + 1);
  });

  it('veinte entregas a la vez en una cooperativa: veinte folios distintos y seguidos, ningún 5xx', async () => {
    const rs = await Promise.all(Array.from({ length: 20 }, () => registrar(acopiador, cuentaSierra, { firma_image: FIRMA })));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const folios = rs.map((r) => numero(r.json().data.folio_acopio)).sort((x, y) => x - y);
    expect(new Set(folios).size).toBe(20);
    expect(folios[19] - folios[0]).toBe(19);
    const pagos = await Promise.all(rs.map((r) => folioDePago(1, r.json().data.id)));
    expect(new Set(pagos).size).toBe(20);
  });
});
