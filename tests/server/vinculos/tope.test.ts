import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { TOPE_CONTEO, type CuentaVincular } from '@domain/contrato/vinculos';

/**
 * The wizards' caps (issue 27's bench, docs/DECISIONES.md): at most 100 rows, `total` exact up to TOPE_CONTEO and
 * TOPE_CONTEO + 1 ('más de 1 000') past it, the same count with and without a search. The demo's lists are short, so
 * this file grows cooperative 1's current cycle by 1,050 producers named 'Tope Nnnn …' with an account each.
 */
let e: Entorno;
let admin: string;
const NUEVOS = 1050;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  const base = await uno<{ id_localidad: number; id_region: number; ciclo: number }>(
    e.db,
    `SELECT p.id_localidad, p.id_region, (SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1) AS ciclo
       FROM productores p WHERE p.id_cooperativa = 1 ORDER BY p.id LIMIT 1`,
  );
  await e.db.query(
    `WITH nuevos AS (
       INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, id_localidad, id_region)
       SELECT 1, 'Tope ' || lpad(g::text, 4, '0'), CASE WHEN g <= 150 THEN 'Uc' ELSE 'Prueba' END, 'Lista', $1, $2
         FROM generate_series(1, ${NUEVOS}) g
       RETURNING id)
     INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo) SELECT 1, id, $3 FROM nuevos`,
    [base.id_localidad, base.id_region, base.ciclo],
  );
});
afterAll(() => e?.cerrar());

async function lista(cuerpo: { q?: string }): Promise<{ data: CuentaVincular[]; total: number }> {
  const r = await e.pedir(admin, 'POST', '/api/admin/sic/cuentas_por_vincular', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: CuentaVincular[]; total: number };
}

describe('listas de vinculación con más de 100 filas', () => {
  it('sin búsqueda: 100 filas por nombre y el conteo se detiene pasado el tope', async () => {
    const b = await lista({});
    expect(b.data).toHaveLength(100);
    expect(b.total).toBe(TOPE_CONTEO + 1);
    const nombres = b.data.map((c) => c.nombre);
    expect(nombres).toEqual([...nombres].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('una búsqueda de dos letras con más de mil coincidencias: 100 filas y más de mil', async () => {
    const b = await lista({ q: 'to' });
    expect(b.data).toHaveLength(100);
    expect(b.data.every((c) => c.nombre.toLowerCase().includes('to'))).toBe(true);
    expect(b.total).toBe(TOPE_CONTEO + 1);
  });

  it('por debajo del tope el total es exacto (dos letras: un apellido corto)', async () => {
    const [n] = await e.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.fecha_baja IS NULL AND c.id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1)
          AND p.busqueda LIKE '%uc%'`,
    );
    expect(n.n).toBeGreaterThan(150);
    expect(n.n).toBeLessThanOrEqual(TOPE_CONTEO);
    const b = await lista({ q: 'Uc' });
    expect(b.data).toHaveLength(100);
    expect(b.total).toBe(n.n);
  });
});
