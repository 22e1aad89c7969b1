import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { hoyDe } from './anticipos-ayudas';
import { estadoDeAnticipo } from '@domain/anticipos/libro';
import { interesCentavos } from '@domain/anticipos/interes';
import { estadoAnticipo } from '@domain/anticipos/estado';
import type { FilaAnticipo } from '@domain/contrato/anticipos';

/**
 * The advance's read model (anticipos.lectura.ts) against the ledger's replay (domain/anticipos/libro.ts): a list row
 * is the stored replay at the last movement plus anticipo_interes() to today, and must equal replaying the whole
 * ledger to today, for every demo advance of both cooperatives with credit; anticipo_interes() equals interesCentavos.
 */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e?.cerrar());

describe('la lectura de un anticipo', () => {
  it('anticipo_interes() en SQL redondea como interesCentavos (R094), también en los bordes', async () => {
    const casos: [number, number, number][] = [
      [30, 2_000_000, 1_000_000],
      [1, 1_123_456, 7],
      [0, 2_000_000, 1_000_000],
      [10, 2_000_000, 1],
      [10, 2_000_000, 2],
      [365, 999_000_000, 2_147_483_647],
      [45, 1_500_000, 1_234_567],
      [7, 333_333, 150],
      // either side of 0055's bigint path (capital ≤ 4·10¹⁸ / (days × rate)), and far past it (numeric)
      [1000, 999_000_000, 4_004_004],
      [1000, 999_000_000, 4_004_005],
      [200, 1_500_000, 1_000_000_000],
      [36_500, 999_000_000, 900_000_000_000],
    ];
    for (let i = 0; i < 200; i++) casos.push([(i * 37) % 400, ((i * 7919) % 50) * 100_001, ((i * 104_729) % 5_000_000) + 1]);
    const filas = await e.db.query<{ v: number }>(
      `SELECT anticipo_interes(d, t, c) AS v FROM unnest($1::int[], $2::int8[], $3::int8[]) WITH ORDINALITY AS x(d, t, c, n) ORDER BY n`,
      [casos.map((c) => c[0]), casos.map((c) => c[1]), casos.map((c) => c[2])],
    );
    expect(filas.map((f) => f.v)).toEqual(casos.map(([d, t, c]) => interesCentavos(d, t, c)));
  });

  it('cada anticipo de la demo: la fila del listado es el libro repetido hasta hoy', async () => {
    let revisados = 0;
    for (const [coop, correo] of [
      [1, 'admin@cosecha.demo'],
      [2, 'gerente@cosecha.demo'],
    ] as const) {
      const token = await e.entrar(correo);
      const hoy = await hoyDe(e, coop);
      const r = await e.pedir(token, 'POST', '/api/anticipos_search', { per_page: 100 });
      const filas: FilaAnticipo[] = r.json().data;
      expect(filas.length, `cooperativa ${coop}`).toBeGreaterThan(5);
      for (const f of filas) {
        const movs = await e.db.query<{ fecha: string; monto: number; orden: number; anulado: boolean }>(
          `SELECT fecha_ejecucion::text AS fecha, cantidad_pago::int8 AS monto, id AS orden, anulado FROM anticipos_pagos
            WHERE id_cooperativa = $1 AND id_anticipo = $2`,
          [coop, f.id],
        );
        const libro = estadoDeAnticipo({ fecha: f.fecha_ejecucion, monto: f.cantidad_anticipo, tasa: f.tasa_interes }, movs, hoy);
        expect(
          {
            saldo: f.total_saldo,
            interes: f.total_interes,
            recuperado: f.total_anticipos_recuperados,
            total: f.total,
            estatus: f.estatus,
          },
          f.folio,
        ).toEqual({
          saldo: libro.saldo,
          interes: libro.interesDevengado,
          recuperado: libro.pagadoInteres + libro.pagadoCapital,
          total: f.cantidad_anticipo + libro.interesDevengado,
          estatus: estadoAnticipo(libro.saldo),
        });
        expect(libro.excedente).toBe(0);
        revisados++;
      }
      // the demo has both kinds
      expect(new Set(filas.map((f) => f.estatus))).toEqual(new Set(['Vigente', 'Pasado']));
    }
    expect(revisados).toBeGreaterThan(20);
  });

  it('el tablero de acopio suma los créditos del ciclo como el listado, con el porcentaje recuperado (R103)', async () => {
    const token = await e.entrar('gerente@cosecha.demo');
    const ciclo = (await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = 2 AND activo_acopio'))[0].id;
    const lista = await e.pedir(token, 'POST', '/api/anticipos_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }],
      per_page: 100,
      totales: true,
    });
    const t = lista.json().totales;
    const r = await e.pedir(token, 'GET', `/api/admin/acopios/dashboard/${ciclo}/2/0`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.anticipos).toEqual({
      num_creditos: lista.json().total,
      total_anticipos: t.cantidad_anticipo,
      total_interes: t.total_interes,
      total_recuperado: t.total_anticipos_recuperados,
      total_saldo: t.total_saldo,
      porcentaje_recuperacion: Math.min(100, Math.floor((t.total_anticipos_recuperados * 100) / (t.cantidad_anticipo + t.total_interes))),
    });
  });
});
