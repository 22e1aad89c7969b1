import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { contar } from '../ayudas';

/**
 * Issue 22 item 1: price registrations at once (each with its own Idempotency-Key, as two managers would send
 * them). On PostgreSQL the one that waited re-read the current price its rival had just closed, found none and
 * inserted a second current price against precios_cooperativa_vigente_uq: a 500. They now queue on the
 * cooperative's row, so each closes the one before it: exactly one current price, never a 5xx.
 */
let e: Entorno;
let gerente: string; // role 2, Chontalpa (coop 2)

const registrar = (precio: number) =>
  e.app.inject({
    method: 'POST',
    url: '/api/registro_precio',
    headers: { authorization: `Bearer ${gerente}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify({ precio_por_kg: precio }),
  });

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
});
afterAll(() => e?.cerrar());

describe('issue 22 item 1: registros de precio a la vez', () => {
  for (const n of [2, 20]) {
    it(`${n} a la vez, cinco rondas: todos 201, un solo precio vigente`, async () => {
      for (let ronda = 0; ronda < 5; ronda++) {
        const antes = await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2');
        const rs = await Promise.all(Array.from({ length: n }, (_, i) => registrar(50_00 + ronda * 100 + i)));
        const codigos = rs.map((r) => r.statusCode);
        expect(
          codigos.filter((c) => c >= 500),
          rs.map((r) => r.body).join('\n'),
        ).toEqual([]);
        expect(codigos).toEqual(Array(n).fill(201));
        expect(await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2 AND fecha_fin IS NULL')).toBe(1);
        expect(await contar(e.db, 'precios_cooperativa WHERE id_cooperativa = 2')).toBe(antes + n);
      }
    });
  }
});
